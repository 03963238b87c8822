import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

/**
 * Sort, match and order tasks are solved by dragging the cards, with a finger and with the
 * mouse, on a phone in Armenian (issue 19). The finger's drags are real touches sent through the
 * browser's input (Playwright has no touch drag of its own).
 */
test.use({ viewport: { width: 360, height: 740 } });

/* eslint-disable @typescript-eslint/no-explicit-any -- activities are read as the API sends them */
type Activity = { uuid: string; slug: string; content: any; art_names: Record<string, string> };
type Card = { label?: string; art?: string };
type Point = { x: number; y: number };
type Drag = (from: Locator, to: Locator) => Promise<void>;

/** What the stage says after a right answer (the contract's VOICE_LINES.right.hy). */
const WELL_DONE = /^(Ապրե՛ս։|Հրաշալի է։|Ստացվեց։)$/;
/** A fingertip: nothing a child must hit may be smaller. */
const FINGER = 48;

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

let childToken: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  const family = await familyByApi(request);
  childToken = await childSession(request, family);
  await request.dispose();
});

async function get(request: APIRequestContext, url: string) {
  const response = await request.get(url, {
    headers: { authorization: `Bearer ${childToken}`, 'accept-language': 'hy' },
  });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data;
}

/** One activity of the first English-words lesson, as an Armenian page receives it. */
async function animalsActivity(request: APIRequestContext, slug: string) {
  const modules = await get(request, '/api/dino/modules/list');
  const module = modules.find((item: { slug: string }) => item.slug === 'first-english-words');
  const [lesson] = await get(request, `/api/dino/lessons/list?uuid=${module.uuid}`);
  const activities: Activity[] = await get(
    request,
    `/api/dino/activities/list?uuid=${lesson.uuid}`,
  );
  const activity = activities.find((item) => item.slug === slug);
  expect(activity, slug).toBeDefined();
  return { lesson: lesson.uuid as string, activity: activity! };
}

/** Opens the activity as the lesson list would have chosen it, signed in as the child. */
async function open(page: Page, context: BrowserContext, lesson: string, activity: Activity) {
  await context.addCookies([
    { name: 'auth_token', value: childToken, url: baseURL() },
    { name: 'cookie_consent', value: 'necessary', url: baseURL() },
    { name: 'current_lesson', value: lesson, url: baseURL() },
    { name: 'current_activity', value: activity.uuid, url: baseURL() },
  ]);
  await page.goto('/hy/modules/lessons/activity');
  return page.locator('section[aria-labelledby="activity-prompt"]');
}

const nameOf = (activity: Activity, card: Card) => card.label ?? activity.art_names[card.art!]!;
const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function centre(target: Locator): Promise<Point> {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Every card and place of the task is big enough for a child's finger. */
async function expectFingerSized(targets: Locator) {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(FINGER);
    expect(box.height).toBeGreaterThanOrEqual(FINGER);
  }
}

const byMouse =
  (page: Page): Drag =>
  async (from, to) => {
    const [a, b] = [await centre(from), await centre(to)];
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 12 });
    await page.mouse.up();
  };

const byFinger =
  (page: Page): Drag =>
  async (from, to) => {
    const cdp = await page.context().newCDPSession(page);
    const [a, b] = [await centre(from), await centre(to)];
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
      });
    await touch('touchStart', a);
    for (let step = 1; step <= 12; step++) {
      await touch('touchMove', {
        x: a.x + ((b.x - a.x) * step) / 12,
        y: a.y + ((b.y - a.y) * step) / 12,
      });
    }
    await touch('touchEnd');
    await cdp.detach();
  };

async function solveOrder(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  drag: Drag,
) {
  const { lesson, activity } = await animalsActivity(request, 'hen-spell');
  const stage = await open(page, context, lesson, activity);
  const places = stage.getByRole('list', { name: 'Տեղեր' });
  const pool = stage.getByRole('list', {
    name: 'Քարտեր՝ հերթականությամբ շարելու համար',
  });
  await expectFingerSized(pool.getByRole('button'));
  await expectFingerSized(places.locator('li > *:first-child'));
  const items: Card[] = activity.content.items;
  // From the last place to the first, which a tap alone could not do.
  for (const [index, item] of [...items.entries()].reverse()) {
    await drag(button(pool, nameOf(activity, item)), places.getByRole('listitem').nth(index));
    await expect(button(places, nameOf(activity, item))).toBeVisible();
  }
  await expect(stage.getByText(WELL_DONE)).toBeVisible();
}

async function solveMatchPairs(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  drag: Drag,
) {
  const { lesson, activity } = await animalsActivity(request, 'animal-words-match');
  const stage = await open(page, context, lesson, activity);
  const pairs = stage.getByRole('list', { name: 'Զույգեր' });
  const pool = stage.getByRole('list', { name: 'Քարտեր՝ միացնելու համար' });
  await expectFingerSized(stage.getByRole('button'));
  await expectFingerSized(pairs.locator('.slot'));
  for (const pair of activity.content.pairs) {
    const row = pairs.getByRole('listitem').filter({
      has: page.getByRole('button', { name: nameOf(activity, pair.left), exact: true }),
    });
    await drag(button(pool, nameOf(activity, pair.right)), row.locator('.slot'));
    await expect(button(row, nameOf(activity, pair.right))).toBeVisible();
  }
  await expect(stage.getByText(WELL_DONE)).toBeVisible();
}

async function solveSortGroups(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  drag: Drag,
) {
  const { lesson, activity } = await animalsActivity(request, 'can-fly-sort');
  const stage = await open(page, context, lesson, activity);
  const pile = stage.getByRole('list', { name: 'Քարտեր՝ խմբերով դասավորելու համար' });
  await expectFingerSized(stage.getByRole('button'));
  const { groups, items } = activity.content;
  for (const item of items) {
    const group = groups.find((g: { id: string }) => g.id === item.group);
    const basket = stage
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: group.label, exact: true }) });
    // Onto the basket's free space, not only its button.
    await drag(button(pile, nameOf(activity, item)), basket.locator('.basket-items'));
    await expect(button(basket, nameOf(activity, item))).toBeVisible();
  }
  await expect(stage.getByText(WELL_DONE)).toBeVisible();
}

test.describe('with the mouse', () => {
  test('an order task is solved by dragging', async ({ page, context, request }) => {
    await solveOrder(page, context, request, byMouse(page));
  });
  test('a match-pairs task is solved by dragging', async ({ page, context, request }) => {
    await solveMatchPairs(page, context, request, byMouse(page));
  });
  test('a sort-groups task is solved by dragging', async ({ page, context, request }) => {
    await solveSortGroups(page, context, request, byMouse(page));
  });
});

test.describe('with a finger', () => {
  test.use({ hasTouch: true, isMobile: true });
  test('an order task is solved by dragging', async ({ page, context, request }) => {
    await solveOrder(page, context, request, byFinger(page));
  });
  test('a match-pairs task is solved by dragging', async ({ page, context, request }) => {
    await solveMatchPairs(page, context, request, byFinger(page));
  });
  test('a sort-groups task is solved by dragging', async ({ page, context, request }) => {
    await solveSortGroups(page, context, request, byFinger(page));
  });
});
