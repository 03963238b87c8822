import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Whether a task fits one screen of a phone (CHILD-UX.md, decision 0013): the prompt, its speaker
 * and everything a child taps or aims at inside the window as the task opens.
 */

/** A phone held upright and turned sideways. */
export const SCREENS = [
  { name: 'upright', width: 360, height: 740 },
  { name: 'sideways', width: 740, height: 360 },
];
export type Screen = (typeof SCREENS)[number];

/** Everything a child taps or aims at in a task. */
const TARGETS =
  '#activity-prompt, [data-player] button, [data-player] [role=button], [data-player] svg, [data-player] .basket';

type Box = { what: string; top: number; bottom: number; left: number; right: number };

/** The task's player has arrived and its pictures too: the task as the child sees it settled. */
export async function taskSettled(page: Page) {
  await expect(page.locator('[data-player=ready]')).toHaveCount(1);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Every target's box (the prompt's speaker among them), and how far the page would scroll. */
function measure(page: Page) {
  return page.evaluate((selector) => {
    const speaker = document
      .getElementById('activity-prompt')
      ?.closest('.card')
      ?.querySelector('button');
    const targets = [
      ...(speaker ? [speaker] : []),
      ...Array.from(document.querySelectorAll(selector)),
    ];
    const boxes: Box[] = targets.map((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      const what = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return { what: `${element.tagName} ${what}`.slice(0, 60), top, bottom, left, right };
    });
    const root = document.documentElement;
    return {
      boxes,
      scrollsDown: root.scrollHeight - root.clientHeight,
      scrollsSideways: root.scrollWidth - root.clientWidth,
    };
  }, TARGETS);
}

const outside = (box: Box, screen: Screen) =>
  box.top < -1 || box.left < -1 || box.bottom > screen.height + 1 || box.right > screen.width + 1;

/**
 * The whole task is inside the window as it is now, and the page is no wider than the window.
 * Returns the measures, for a page that must not scroll down either.
 */
export async function expectTaskInWindow(page: Page, screen: Screen) {
  const measured = await measure(page);
  expect(measured.boxes.length).toBeGreaterThan(1);
  expect(
    measured.boxes.filter((box) => outside(box, screen)),
    'targets outside the window',
  ).toEqual([]);
  expect(measured.scrollsSideways, 'the page scrolls sideways').toBeLessThanOrEqual(1);
  return measured;
}
