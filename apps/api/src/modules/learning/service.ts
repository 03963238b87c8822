import {
  ACTIVITY_TYPE_IDS,
  EXAMPLES_PER_TYPE,
  MAX_PAGE_SIZE,
  ageOn,
  learningAge,
  type PageQuery,
} from '@dino/contract';
import { HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { pageOf } from '../../lib/pagination.ts';
import type { Session } from '../accounts/session.ts';
import type { CompletionDetails, LearningRepository } from './learning.repository.ts';
import { lessonLocked, moduleFit, nextOnPath } from './path.ts';

/** A path id that is not a uuid names nothing: 404, like an unknown one. */
function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new HttpError('not_found');
  return row;
}

/** Progress belongs to a child; a parent browses the same lists with nothing completed. */
function childOf(session: Session): number | null {
  return session.user.type === 'child' ? session.user.id : null;
}

/**
 * The age the path follows: a child's age today, moved with their stage when their parent moved
 * them up or down (decision 0016); none for a parent.
 */
function learnerAge(session: Session | null): number | null {
  if (session?.user.type !== 'child' || !session.user.birthday) return null;
  return learningAge(ageOn(session.user.birthday), session.user.stage_shift);
}

/** Each module with how it fits the child asking. */
function withFit(age: number | null) {
  return <T extends { age_min: number; age_max: number }>(row: T) => ({
    ...row,
    fit: moduleFit(row, age),
  });
}

/** Each lesson with whether it is locked for the child asking. */
function withLock(age: number | null) {
  return <T extends { min_age: number; completed: boolean; previous_completed: boolean | null }>(
    row: T,
  ) => ({ ...row, locked: lessonLocked(row, age) });
}

/** Completing is what a child does; a parent gets 403. */
function requireChild(session: Session): number {
  if (session.user.type !== 'child') throw new HttpError('forbidden', 'error.child_only');
  return session.user.id;
}

export function learningService(repository: LearningRepository) {
  return {
    /** A child's list begins with the modules of their age; a parent's is the curriculum's. */
    async listModules(session: Session, query: PageQuery) {
      const age = learnerAge(session);
      const { rows, total } = await repository.listModules(
        query.organization_id,
        childOf(session),
        pageOf(query),
        age,
      );
      return { rows: rows.map(withFit(age)), total };
    },

    async getModule(session: Session, uuid: string) {
      const row = found(isUuid(uuid) ? await repository.findModule(uuid, childOf(session)) : null);
      return withFit(learnerAge(session))(row);
    },

    async listLessons(session: Session, query: PageQuery & { uuid: string }) {
      if ((await repository.moduleOrganization(query.uuid)) !== query.organization_id) {
        throw new HttpError('not_found');
      }
      const { rows, total } = await repository.listLessons(
        query.uuid,
        childOf(session),
        pageOf(query),
      );
      return { rows: rows.map(withLock(learnerAge(session))), total };
    },

    async getLesson(session: Session, uuid: string) {
      const row = found(isUuid(uuid) ? await repository.findLesson(uuid, childOf(session)) : null);
      return withLock(learnerAge(session))(row);
    },

    /**
     * The lesson "Play next" opens for a child (path.ts), going on from `after` or else from the
     * lesson of their latest completed activity; null when nothing open is left, or for a parent.
     */
    async nextLesson(session: Session, query: { organization_id: number; after?: string }) {
      const child = childOf(session);
      const age = learnerAge(session);
      if (child === null || age === null) return null;
      const [rows, last] = await Promise.all([
        repository.listPath(query.organization_id, child, age),
        repository.lastLessonPlayed(child),
      ]);
      // A stale cookie names no lesson any more: the child's own history still does.
      const current = rows.some((row) => row.uuid === query.after) ? query.after! : last;
      const modules = new Map<string, Parameters<typeof nextOnPath>[0][number]>();
      for (const row of rows) {
        let module = modules.get(row.module_uuid);
        if (!module) {
          const band = { age_min: row.module_age_min, age_max: row.module_age_max };
          module = { uuid: row.module_uuid, fit: moduleFit(band, age), lessons: [] };
          modules.set(row.module_uuid, module);
        }
        module.lessons.push({ ...row, locked: lessonLocked(row, age) });
      }
      const next = nextOnPath([...modules.values()], current ?? null, age);
      return next ? withLock(age)(found(await repository.findLesson(next, child))) : null;
    },

    async listActivities(session: Session, query: { uuid: string; organization_id: number }) {
      if ((await repository.lessonOrganization(query.uuid)) !== query.organization_id) {
        throw new HttpError('not_found');
      }
      return repository.listActivities(query.uuid, childOf(session));
    },

    async getActivity(session: Session, uuid: string) {
      return found(isUuid(uuid) ? await repository.findActivity(uuid, childOf(session)) : null);
    },

    /**
     * Every module for the stages page: open to visitors, with progress when a child is signed
     * in. The curriculum is far below a page's maximum, so one page holds it all.
     */
    async listAllModules(session: Session | null, organizationId: number) {
      const { rows, total } = await repository.listModules(
        organizationId,
        session ? childOf(session) : null,
        { limit: MAX_PAGE_SIZE, offset: 0 },
        null,
      );
      return { rows: rows.map(withFit(learnerAge(session))), total };
    },

    /** Sample activities for visitors, grouped by type in the registry's order. */
    async listExamples(organizationId: number) {
      const rows = await repository.listExamples(organizationId, EXAMPLES_PER_TYPE);
      const typeOrder = (type: string) => ACTIVITY_TYPE_IDS.indexOf(type as never);
      return rows.sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.rank - b.rank);
    },

    async completeActivity(
      session: Session,
      uuid: string,
      how: CompletionDetails,
    ): Promise<{ total: number; earned: number }> {
      const child = requireChild(session);
      if (!isUuid(uuid)) throw new HttpError('not_found');
      const gate = await repository.activityGate(uuid, child);
      // A repeat for an activity already completed answers the same, whatever opened it then.
      if (gate && !gate.activity_completed && lessonLocked(gate, learnerAge(session))) {
        throw new HttpError('conflict', 'error.lesson_locked');
      }
      return found(await repository.completeActivity(child, uuid, how));
    },

    async completeLesson(session: Session, uuid: string): Promise<number> {
      const child = requireChild(session);
      const outcome = isUuid(uuid) ? await repository.completeLesson(child, uuid) : 'not_found';
      if (outcome === 'not_found') throw new HttpError('not_found');
      if (outcome === 'incomplete') throw new HttpError('conflict', 'error.lesson_incomplete');
      return outcome;
    },
  };
}

export type LearningService = ReturnType<typeof learningService>;
