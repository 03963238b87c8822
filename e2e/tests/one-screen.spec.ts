import type { APIRequestContext, Page } from '@playwright/test';
import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';
import { SCREENS, expectTaskInWindow, taskSettled } from './stage-fit.ts';

/**
 * Issue 19: on a phone, upright and turned sideways, a task fits one screen. For every type of
 * activity the test takes the biggest task of that type in the whole course (the most cards, the
 * longest words), opens it in Armenian, and checks that the prompt, its speaker and every card,
 * place and basket are inside the window before anything is touched, with nothing to scroll;
 * then that the kind word after an answer shows inside the window too.
 */
test.use({ bypassCSP: true, hasTouch: true });

/* eslint-disable @typescript-eslint/no-explicit-any -- activities are read as the API sends them */
type Activity = { uuid: string; type: string; content: any; art_names: Record<string, string> };
const baseURL = () => test.info().project.use.baseURL!;
let childToken: string;
const biggest = new Map<string, Activity & { lesson: string }>();

async function data(request: APIRequestContext, url: string) {
  const response = await request.get(url, {
    headers: { authorization: `Bearer ${childToken}`, 'accept-language': 'hy' },
  });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  const family = await familyByApi(request);
  childToken = await childSession(request, family);
  const size = (activity: Activity) => JSON.stringify(activity.content).length;
  for (const module of await data(request, '/api/dino/modules/list')) {
    for (const lesson of await data(request, `/api/dino/lessons/list?uuid=${module.uuid}`)) {
      // A locked lesson shows its lock, not its tasks (decision 0015): the child cannot meet them.
      if (lesson.locked) continue;
      for (const activity of await data(request, `/api/dino/activities/list?uuid=${lesson.uuid}`)) {
        const known = biggest.get(activity.type);
        if (!known || size(activity) > size(known)) {
          biggest.set(activity.type, { ...activity, lesson: lesson.uuid });
        }
      }
    }
  }
  await request.dispose();
  expect([...biggest.keys()].sort()).toEqual(
    [
      'choice',
      'count',
      'fill-blank',
      'hotspot',
      'match-pairs',
      'order',
      'sort-groups',
      'trace',
    ].sort(),
  );
});

async function open(page: Page, activity: Activity & { lesson: string }) {
  await page.context().addCookies(
    [
      ['auth_token', childToken],
      ['cookie_consent', 'necessary'],
      ['current_lesson', activity.lesson],
      ['current_activity', activity.uuid],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL() })),
  );
  await page.goto('/hy/modules/lessons/activity');
  await taskSettled(page);
}

for (const screen of SCREENS) {
  test.describe(`a phone held ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const type of [
      'choice',
      'count',
      'fill-blank',
      'hotspot',
      'match-pairs',
      'order',
      'sort-groups',
      'trace',
    ]) {
      test(`the biggest ${type} task fits the screen, nothing to scroll`, async ({ page }) => {
        await open(page, biggest.get(type)!);
        const { scrollsDown } = await expectTaskInWindow(page, screen);
        expect(scrollsDown, 'the page scrolls down').toBeLessThanOrEqual(1);
        // The kind word is said where the child looks: over the task, inside the window.
        const card = await page
          .getByTestId('stage-feedback')
          .evaluate((element) => element.closest('.card')!.getBoundingClientRect().bottom);
        expect(card).toBeLessThanOrEqual(screen.height);
      });
    }

    test('the kind word after a wrong and a right answer shows inside the window', async ({
      page,
    }) => {
      const activity = biggest.get('choice')!;
      const { options, correct } = activity.content;
      const name = (option: { id: string; label?: string; art?: string }) =>
        option.label ?? activity.art_names[option.art!]!;
      await open(page, activity);
      const stage = page.locator('[data-player]');
      const feedback = page.getByTestId('stage-feedback');
      const wrong = options.find((option: { id: string }) => !correct.includes(option.id));
      await stage.getByRole('button', { name: name(wrong), exact: true }).tap();
      if (activity.content.multiple) await stage.getByRole('button', { name: 'Ստուգել' }).tap();
      await expect(feedback).not.toBeEmpty();
      await expect(feedback).toBeInViewport({ ratio: 1 });

      await open(page, activity);
      for (const id of correct) {
        const right = options.find((option: { id: string }) => option.id === id);
        await stage.getByRole('button', { name: name(right), exact: true }).tap();
      }
      if (activity.content.multiple) await stage.getByRole('button', { name: 'Ստուգել' }).tap();
      await expect(feedback).not.toBeEmpty();
      await expect(feedback).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.confetti')).toBeInViewport();
    });
  });
}

/** A fingertip: the task shrinks to fit, but nothing a child taps, or aims a card at, below it. */
const FINGER = 48;
/** What a child taps or drops a card on: cards, buttons, empty places and baskets. */
const FINGER_TARGETS =
  '[data-player] button, [data-player] [role=button], [data-player] .slot, [data-player] .basket';

/** Every target of the task whose box on screen (zoom included) is under a fingertip. */
function underAFinger(page: Page) {
  return page.evaluate(
    ({ selector, finger }) =>
      Array.from(document.querySelectorAll(selector)).flatMap((element) => {
        const { width, height } = element.getBoundingClientRect();
        if (width >= finger && height >= finger) return [];
        const what = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return [
          `${Math.round(width)}x${Math.round(height)} ${element.className} ${what}`.slice(0, 70),
        ];
      }),
    { selector: FINGER_TARGETS, finger: FINGER },
  );
}

for (const screen of SCREENS) {
  test.describe(`a phone held ${screen.name}, a child's finger`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const type of [
      'choice',
      'count',
      'fill-blank',
      'hotspot',
      'match-pairs',
      'order',
      'sort-groups',
      'trace',
    ]) {
      test(`every card and place of the biggest ${type} task is at least 48 px`, async ({
        page,
      }) => {
        await open(page, biggest.get(type)!);
        expect(await page.locator(FINGER_TARGETS).count()).toBeGreaterThan(1);
        expect(await underAFinger(page), 'targets under a fingertip').toEqual([]);
      });
    }
  });
}
