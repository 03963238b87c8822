import {
  DEFAULT_PAGE_SIZE,
  ORGANIZATION_ID,
  type ActivityData,
  type CompletionData,
  type LessonData,
  type ModuleData,
} from '@dino/contract';
import type { ApiAnswer, ApiClient, ApiPage } from '../../lib/api-client.ts';
import type { ActivityEffort } from './activity-clock.ts';

function pageQuery(page: number): string {
  return `organization_id=${ORGANIZATION_ID}&page=${page}&per_page=${DEFAULT_PAGE_SIZE}`;
}

/** The learning calls of spec section 7, typed, for loaders and the browser alike. */
export function learningApi(api: ApiClient) {
  return {
    modules: (page: number) => api.get<ApiPage<ModuleData>>(`dino/modules/list?${pageQuery(page)}`),
    module: async (uuid: string) =>
      (await api.get<ApiAnswer<ModuleData>>(`dino/modules/${encodeURIComponent(uuid)}`)).data,
    lessons: (moduleUuid: string, page: number) =>
      api.get<ApiPage<LessonData>>(
        `dino/lessons/list?uuid=${encodeURIComponent(moduleUuid)}&${pageQuery(page)}`,
      ),
    /** What "Play next" opens, going on from the lesson the child was on; null when all is done. */
    nextLesson: async (after: string | undefined) =>
      (
        await api.get<ApiAnswer<LessonData | null>>(
          `dino/lessons/next?organization_id=${ORGANIZATION_ID}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
        )
      ).data,
    lesson: async (uuid: string) =>
      (await api.get<ApiAnswer<LessonData>>(`dino/lessons/${encodeURIComponent(uuid)}`)).data,
    activities: async (lessonUuid: string) =>
      (
        await api.get<ApiAnswer<ActivityData[]>>(
          `dino/activities/list?uuid=${encodeURIComponent(lessonUuid)}&organization_id=${ORGANIZATION_ID}`,
        )
      ).data,
    examples: async () =>
      (
        await api.get<ApiAnswer<ActivityData[]>>(
          `dino/examples/list?organization_id=${ORGANIZATION_ID}`,
        )
      ).data,
    /**
     * The child's new total score and what this activity earned; `effort` says how it went
     * (first try, visible seconds), which decides the stars.
     */
    completeActivity: async (uuid: string, effort?: ActivityEffort) =>
      (
        await api.post<ApiAnswer<CompletionData>>(
          `dino/activities/complete/${encodeURIComponent(uuid)}`,
          effort,
        )
      ).data,
    completeLesson: async (uuid: string) =>
      (
        await api.post<ApiAnswer<{ total_scores: number }>>(
          `dino/lessons/complete/${encodeURIComponent(uuid)}`,
        )
      ).data.total_scores,
  };
}
