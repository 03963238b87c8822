import {
  ACTIVITY_TYPE_IDS,
  EXAMPLES_PER_TYPE,
  MAX_PAGE_SIZE,
  type PageQuery,
} from '@dino/contract';
import { HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { pageOf } from '../../lib/pagination.ts';
import type { Session } from '../accounts/session.ts';
import type { CompletionDetails, LearningRepository } from './learning.repository.ts';

/** A path id that is not a uuid names nothing: 404, like an unknown one. */
function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new HttpError('not_found');
  return row;
}

/** Progress belongs to a child; a parent browses the same lists with nothing completed. */
function childOf(session: Session): number | null {
  return session.user.type === 'child' ? session.user.id : null;
}

/** Completing is what a child does; a parent gets 403. */
function requireChild(session: Session): number {
  if (session.user.type !== 'child') throw new HttpError('forbidden', 'error.child_only');
  return session.user.id;
}

export function learningService(repository: LearningRepository) {
  return {
    listModules: (session: Session, query: PageQuery) =>
      repository.listModules(query.organization_id, childOf(session), pageOf(query)),

    async getModule(session: Session, uuid: string) {
      return found(isUuid(uuid) ? await repository.findModule(uuid, childOf(session)) : null);
    },

    async listLessons(session: Session, query: PageQuery & { uuid: string }) {
      if ((await repository.moduleOrganization(query.uuid)) !== query.organization_id) {
        throw new HttpError('not_found');
      }
      return repository.listLessons(query.uuid, childOf(session), pageOf(query));
    },

    async getLesson(session: Session, uuid: string) {
      return found(isUuid(uuid) ? await repository.findLesson(uuid, childOf(session)) : null);
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
    listAllModules: (session: Session | null, organizationId: number) =>
      repository.listModules(organizationId, session ? childOf(session) : null, {
        limit: MAX_PAGE_SIZE,
        offset: 0,
      }),

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
    ): Promise<number> {
      const child = requireChild(session);
      return found(isUuid(uuid) ? await repository.completeActivity(child, uuid, how) : null);
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
