import { DEFAULT_PAGE_SIZE, type LessonData } from '@dino/contract';
import type { ApiPage } from '../../lib/api-client.ts';

/**
 * Spec section 4: the next lesson is the first one after the current index that is not
 * completed, reading further pages of the module's lessons until one turns up or none are left.
 */
export async function findNextLesson(
  currentIndex: number,
  loadPage: (page: number) => Promise<ApiPage<LessonData>>,
): Promise<LessonData | null> {
  let page = Math.floor((currentIndex + 1) / DEFAULT_PAGE_SIZE) + 1;
  for (;;) {
    const answer = await loadPage(page);
    const next = answer.data.find((lesson) => lesson.index > currentIndex && !lesson.completed);
    if (next) return next;
    if (page >= answer.pagination.lastPage) return null;
    page += 1;
  }
}

/**
 * The lesson that opens a locked one (decision 0015: a lesson above the child's age opens once
 * the one before it is done): the nearest earlier lesson that is open and not completed.
 */
export async function findOpeningLesson(
  lockedIndex: number,
  loadPage: (page: number) => Promise<ApiPage<LessonData>>,
): Promise<LessonData | null> {
  const last = Math.floor(lockedIndex / DEFAULT_PAGE_SIZE) + 1;
  const earlier: LessonData[] = [];
  for (let page = 1; page <= last; page += 1) {
    const answer = await loadPage(page);
    earlier.push(...answer.data.filter((lesson) => lesson.index < lockedIndex));
    if (page >= answer.pagination.lastPage) break;
  }
  return earlier.findLast((lesson) => !lesson.locked && !lesson.completed) ?? null;
}
