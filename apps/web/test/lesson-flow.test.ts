import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, type LessonData } from '@dino/contract';
import { nextStep } from '../app/features/learning/lesson-steps.ts';
import { findNextLesson } from '../app/features/learning/next-lesson.ts';
import type { ApiPage } from '../app/lib/api-client.ts';
import { shuffled } from '../app/features/learning/player/shuffle.ts';

/** A module of `total` lessons served in pages of 10, as dino/lessons/list does. */
function module(total: number, completed: (index: number) => boolean) {
  const lessons = Array.from({ length: total }, (_, index) => ({
    uuid: `lesson-${index}`,
    index,
    completed: completed(index),
  })) as LessonData[];
  const requested: number[] = [];
  const lastPage = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const loadPage = async (page: number): Promise<ApiPage<LessonData>> => {
    requested.push(page);
    const data = lessons.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);
    return {
      success: true,
      data,
      pagination: { currentPage: page, perPage: DEFAULT_PAGE_SIZE, lastPage, total },
      total_pages: lastPage,
      total,
    };
  };
  return { loadPage, requested };
}

describe('the next lesson (spec section 4)', () => {
  it('is the first lesson after the current index that is not completed', async () => {
    const { loadPage, requested } = module(8, (index) => index === 4);
    expect((await findNextLesson(3, loadPage))?.index).toBe(5);
    expect(requested).toEqual([1]);
  });

  it('skips completed lessons and never goes back before the current one', async () => {
    const { loadPage } = module(6, (index) => index !== 0);
    expect(await findNextLesson(2, loadPage)).toBeNull();
  });

  it('loads further pages until it finds one, starting at the page after the current lesson', async () => {
    const { loadPage, requested } = module(35, (index) => index < 27);
    expect((await findNextLesson(8, loadPage))?.index).toBe(27);
    expect(requested).toEqual([1, 2, 3]);
    const fromTheEdge = module(35, () => false);
    expect((await findNextLesson(9, fromTheEdge.loadPage))?.index).toBe(10);
    expect(fromTheEdge.requested).toEqual([2]);
  });

  it('is none after the last lesson', async () => {
    const { loadPage, requested } = module(20, () => false);
    expect(await findNextLesson(19, loadPage)).toBeNull();
    expect(requested).toEqual([3]);
  });
});

describe('shuffled', () => {
  it('gives the same order for the same seed and never the original one', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(shuffled(items, 'x')).toEqual(shuffled(items, 'x'));
    for (const seed of ['a', 'b', 'c', 'seed-1', 'seed-2', '']) {
      const result = shuffled(items, seed);
      expect(result).not.toEqual(items);
      expect([...result].sort()).toEqual(items);
    }
    expect(shuffled(['only'], 'x')).toEqual(['only']);
    expect(shuffled(['a', 'b'], 'any')).toEqual(['b', 'a']);
  });
});

describe('the step after an activity', () => {
  const order = ['a', 'b', 'c', 'd'];
  const step = (position: number, done: string[], walkInOrder = false) =>
    nextStep({ order, position, done: new Set(done), walkInOrder });

  it('goes to the next activity still to do, wrapping round to skipped ones', () => {
    expect(step(0, ['a'])).toEqual({ to: 'activity', uuid: 'b' });
    expect(step(1, ['a', 'b', 'c'])).toEqual({ to: 'activity', uuid: 'd' });
    expect(step(3, ['b', 'c', 'd'])).toEqual({ to: 'activity', uuid: 'a' });
  });

  it('finishes the lesson as soon as every activity is done, wherever the child is', () => {
    expect(step(1, ['a', 'b', 'c', 'd'])).toEqual({ to: 'finish' });
  });

  it('walks a finished lesson in order and finishes only after the last activity', () => {
    const all = ['a', 'b', 'c', 'd'];
    expect(step(0, all, true)).toEqual({ to: 'activity', uuid: 'b' });
    expect(step(2, all, true)).toEqual({ to: 'activity', uuid: 'd' });
    expect(step(3, all, true)).toEqual({ to: 'finish' });
  });
});
