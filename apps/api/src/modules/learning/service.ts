import { z } from 'zod';
import type { PageQuery } from '@dino/contract';
import { HttpError } from '../../lib/http-error.ts';
import type { Session } from '../accounts/session.ts';
import type { LearningRepository } from './learning.repository.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

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

function pageOf(query: PageQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

export function pagination(query: PageQuery, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  return {
    pagination: { currentPage: query.page, perPage: query.per_page, lastPage, total },
    total_pages: lastPage,
    total,
  };
}

export function learningService(repository: LearningRepository) {
  return {
    listModules: (session: Session, query: PageQuery) =>
      repository.listModules(query.organization_id, childOf(session), pageOf(query)),

    async getModule(session: Session, uuid: string) {
      return found(isUuid(uuid) ? await repository.findModule(uuid, childOf(session)) : null);
    },

    async listLessons(session: Session, query: PageQuery & { uuid: string }) {
      const module = await repository.findModule(query.uuid, null);
      if (!module || module.organization_id !== query.organization_id)
        throw new HttpError('not_found');
      return repository.listLessons(query.uuid, childOf(session), pageOf(query));
    },

    async getLesson(session: Session, uuid: string) {
      return found(isUuid(uuid) ? await repository.findLesson(uuid, childOf(session)) : null);
    },

    async listActivities(session: Session, query: { uuid: string; organization_id: number }) {
      const lesson = await repository.findLesson(query.uuid, null);
      if (!lesson || lesson.organization_id !== query.organization_id)
        throw new HttpError('not_found');
      return repository.listActivities(query.uuid, childOf(session));
    },

    async getActivity(session: Session, uuid: string) {
      return found(isUuid(uuid) ? await repository.findActivity(uuid, childOf(session)) : null);
    },

    async completeActivity(session: Session, uuid: string): Promise<number> {
      const child = requireChild(session);
      return found(isUuid(uuid) ? await repository.completeActivity(child, uuid) : null);
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
