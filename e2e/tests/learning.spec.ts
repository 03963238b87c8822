import { passParentalGate } from './parental-gate.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { familyByApi, type Family } from './family.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.use({ bypassCSP: true });

/* eslint-disable @typescript-eslint/no-explicit-any -- activities are read as the API sends them */
type Activity = {
  uuid: string;
  type: string;
  title: string;
  points: number;
  completed: boolean;
  content: any;
  art_names: Record<string, string>;
};
type Card = { id?: string; label?: string; art?: string; color?: string };

const api = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });

async function json(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, { headers: api(token) });
  expect(response.status(), url).toBe(200);
  return response.json();
}

/** The logic module, whose fourth lesson ("Compare and sort") has every type of activity. */
async function logicModule(request: APIRequestContext, token: string) {
  const modules = (await json(request, '/api/dino/modules/list', token)).data;
  const logic = modules.find((module: { slug: string }) => module.slug === 'logic-and-patterns');
  const lessons = (await json(request, `/api/dino/lessons/list?uuid=${logic.uuid}`, token)).data;
  return { logic, lessons };
}

async function activitiesOf(request: APIRequestContext, lesson: string, token: string) {
  return (await json(request, `/api/dino/activities/list?uuid=${lesson}`, token))
    .data as Activity[];
}

/** Lessons before the one under test are completed through the API, as a child would have. */
async function completeLessons(request: APIRequestContext, token: string, lessons: any[]) {
  for (const lesson of lessons) {
    for (const activity of await activitiesOf(request, lesson.uuid, token)) {
      const done = await request.post(`/api/dino/activities/complete/${activity.uuid}`, {
        headers: api(token),
      });
      expect(done.status()).toBe(200);
    }
    const done = await request.post(`/api/dino/lessons/complete/${lesson.uuid}`, {
      headers: api(token),
    });
    expect(done.status()).toBe(200);
  }
}

/** A card's accessible name, as the players give it: its word, else what its picture shows. */
function nameOf(activity: Activity, card: Card): string {
  return card.label ?? activity.art_names[card.art!]!;
}

function button(scope: Locator, name: string) {
  return scope.getByRole('button', { name, exact: true });
}

/** Draws along guide points with the mouse, in the board's 100 x 100 box. */
async function drawWithMouse(page: Page, board: Locator, strokes: [number, number][][]) {
  const box = (await board.locator('svg').boundingBox())!;
  const at = ([x, y]: [number, number]) =>
    [box.x + (x / 100) * box.width, box.y + (y / 100) * box.height] as const;
  for (const stroke of strokes) {
    await page.mouse.move(...at(stroke[0]!));
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...at(point), { steps: 12 });
    await page.mouse.up();
  }
}

/** Plays one activity by mouse (touch works the same way: every control is a tap target). */
async function playByMouse(page: Page, stage: Locator, activity: Activity) {
  const content = activity.content;
  switch (activity.type) {
    case 'choice': {
      for (const id of content.correct) {
        const option = content.options.find((o: Card) => o.id === id);
        await button(stage, nameOf(activity, option)).first().click();
      }
      if (content.multiple) await button(stage, 'Check').click();
      return;
    }
    case 'count':
      return button(stage, String(content.count)).click();
    case 'fill-blank': {
      const option = content.options.find((o: Card) => o.id === content.correct);
      return button(stage, option.label).click();
    }
    case 'order': {
      const pool = stage.getByRole('list', { name: 'Cards to put in order' });
      for (const item of content.items) await button(pool, nameOf(activity, item)).first().click();
      return;
    }
    case 'match-pairs': {
      const pairs = stage.getByRole('list', { name: 'Pairs' });
      const pool = stage.getByRole('list', { name: 'Cards to join' });
      for (const pair of content.pairs) {
        await button(pairs, nameOf(activity, pair.left)).first().click();
        await button(pool, nameOf(activity, pair.right)).first().click();
      }
      return;
    }
    case 'sort-groups': {
      const pile = stage.getByRole('list', { name: 'Cards to sort' });
      for (const item of content.items) {
        await button(pile, nameOf(activity, item)).first().click();
        const group = content.groups.find((g: { id: string }) => g.id === item.group);
        await stage.getByRole('button', { name: group.label }).first().click();
      }
      return;
    }
    case 'hotspot': {
      const piece = content.pieces.find((p: { id: string }) => content.correct.includes(p.id));
      const box = (await stage.locator('svg').first().boundingBox())!;
      return page.mouse.click(
        box.x + ((piece.x + piece.w / 2) / 100) * box.width,
        box.y + ((piece.y + piece.h / 2) / 100) * box.height,
      );
    }
    case 'trace':
      return drawWithMouse(
        page,
        stage.getByRole('button', { name: 'Drawing board: press Enter to draw the next line' }),
        content.strokes,
      );
    default:
      throw new Error(`no way to play ${activity.type}`);
  }
}

/** Plays a single-choice activity with the keyboard alone: Tab to the right card, Enter. */
async function playChoiceByKeyboard(page: Page, activity: Activity) {
  const option = activity.content.options.find((o: Card) => o.id === activity.content.correct[0]);
  const name = nameOf(activity, option);
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (focused === name) return page.keyboard.press('Enter');
  }
  throw new Error(`could not reach "${name}" with Tab`);
}

async function score(page: Page): Promise<number> {
  const text = await page.getByTestId('score').innerText();
  return Number(text.match(/\d+/)![0]);
}

let family: Family;
let childToken: string;

test.beforeEach(async ({ request, context }) => {
  family = await familyByApi(request);
  await context.addCookies([
    { name: 'auth_token', value: family.parentToken, url: test.info().project.use.baseURL! },
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

async function switchToChild(page: Page) {
  await page.goto('/en/modules');
  await expect(page.getByRole('heading', { name: 'Who is learning today?' })).toBeVisible();
  await page.getByRole('button', { name: `Play as ${family.child.first_name}` }).click();
  await expect(page.getByText(`Hello, ${family.child.first_name}!`)).toBeVisible();
  const cookies = await page.context().cookies();
  childToken = cookies.find((c) => c.name === 'auth_token')!.value;
  expect(childToken).not.toBe(family.parentToken);
  // The parent's token waits where no script of the page reads it: an HttpOnly cookie that only
  // the API's auth calls receive.
  expect(await page.evaluate(() => document.cookie)).not.toContain(family.parentToken);
  expect(cookies.find((c) => c.name === 'parent_session')).toMatchObject({
    httpOnly: true,
    path: '/api/auth',
    sameSite: 'Strict',
  });
}

test('a parent lets their child play a whole lesson of every activity type, then the next one', async ({
  page,
  request,
}) => {
  await switchToChild(page);
  const { logic, lessons } = await logicModule(request, childToken);
  await completeLessons(request, childToken, lessons.slice(0, 3));
  const lesson = lessons[3];
  const activities = await activitiesOf(request, lesson.uuid, childToken);
  expect(new Set(activities.map((a) => a.type)).size).toBe(8);

  await page.reload();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: logic.name }) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons$/);
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(logic.name);
  // The lesson after the last completed one is open; the one after it is still locked.
  await expect(page.getByRole('link', { name: new RegExp(lesson.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(lessons[4].name) })).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(lesson.name) }).click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons\/activity$/);
  await hydrated(page);
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('link')).toHaveText(['Learn', logic.name]);
  await expect(trail).toContainText(lesson.name);

  let before = await score(page);
  for (const [position, activity] of activities.entries()) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(activity.title);
    const stage = page.getByRole('region', { name: activity.content.prompt });
    if (position === 0) {
      expect(activity.type).toBe('choice');
      await playChoiceByKeyboard(page, activity);
    } else {
      await playByMouse(page, stage, activity);
    }
    // The praise is taken in turn from the contract's VOICE_LINES.right, so it does not nag.
    await expect(stage.getByText(/^(Well done!|Great job!|You got it!)$/)).toBeVisible();
    if (position === 0) await expect(page.locator('.confetti')).toBeVisible();
    await expect(page.getByTestId('score')).toHaveText(`${before + activity.points} stars`, {
      useInnerText: true,
    });
    before += activity.points;
  }

  const finished = page.getByRole('dialog', { name: 'Lesson complete!' });
  await expect(finished).toBeVisible();
  await expect(finished).toContainText('earned a new dinosaur sticker');
  const user = (
    await (await request.post('/api/auth/user-data', { headers: api(childToken) })).json()
  ).data;
  await expect(page.getByTestId('score')).toHaveText(`${user.user_stat.total_scores} stars`, {
    useInnerText: true,
  });
  await finished.getByRole('button', { name: `Next lesson: ${lessons[4].name}` }).click();

  const next = await activitiesOf(request, lessons[4].uuid, childToken);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next[0]!.title);
  await expect(trail).toContainText(lessons[4].name);
  const completed = (await json(request, `/api/dino/lessons/${lesson.uuid}`, childToken)).data;
  expect(completed.completed).toBe(true);

  // The modules page shows the sticker earned for each completed lesson.
  await page.goto('/en/modules');
  await expect(page.getByText('Stickers collected: 4 of 6')).toBeAttached();
});

test('the stored module, lesson and activity come back after a reload; a stale one is forgotten', async ({
  page,
  request,
}) => {
  await switchToChild(page);
  const { logic, lessons } = await logicModule(request, childToken);
  const activities = await activitiesOf(request, lessons[0].uuid, childToken);
  await page.goto(`/en/modules/lessons?module=${logic.uuid}`);
  await page.getByRole('link', { name: new RegExp(lessons[0].name) }).click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons\/activity$/);
  await hydrated(page);
  await page.getByRole('button', { name: `Activity 3: ${activities[2]!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activities[2]!.title);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activities[2]!.title);
  await page.goto('/en/modules/lessons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(logic.name);
  await page.goto('/en/modules/lessons/activity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activities[2]!.title);

  // A lesson that no longer exists: the selection is cleared and the child goes one step up.
  await page.context().addCookies([
    {
      name: 'current_lesson',
      value: '00000000-0000-4000-8000-000000000000',
      url: test.info().project.use.baseURL!,
    },
  ]);
  await page.goto('/en/modules/lessons/activity');
  await expect(page).toHaveURL(/\/en\/modules\/lessons$/);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('current_lesson');
  expect(names).not.toContain('current_activity');
  expect(names).toContain('current_module');
});

test('a parent session cannot complete; the way back to the parent passes the parental gate', async ({
  page,
  request,
}) => {
  const { lessons } = await logicModule(request, family.parentToken);
  const [first] = await activitiesOf(request, lessons[0].uuid, family.parentToken);
  const refused = await request.post(`/api/dino/activities/complete/${first!.uuid}`, {
    headers: api(family.parentToken),
  });
  expect(refused.status()).toBe(403);

  // The learning pages send a parent to pick a child first.
  await page.goto(`/en/modules/lessons/activity?lesson=${lessons[0].uuid}`);
  await expect(page).toHaveURL(/\/en\/modules$/);
  await expect(page.getByRole('heading', { name: 'Who is learning today?' })).toBeVisible();

  await switchToChild(page);
  // The avatar menu, named by the child's nickname.
  await page.getByRole('button', { name: 'aram', exact: true }).click();
  await page.getByRole('button', { name: 'Back to the grown-up’s account' }).click();
  await passParentalGate(page);
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('heading', { name: 'My children' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'auth_token')!.value).toBe(family.parentToken);
  expect(cookies.map((c) => c.name)).not.toContain('parent_session');
  // The child's session ended with the way back.
  const ended = await request.post('/api/auth/user-data', { headers: api(childToken) });
  expect(ended.status()).toBe(401);
});

test('logging out of a child session ends it and the waiting parent session, and forgets the place', async ({
  page,
  request,
}) => {
  await switchToChild(page);
  const { logic } = await logicModule(request, childToken);
  await page.goto(`/en/modules/lessons?module=${logic.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(logic.name);
  await page.getByRole('button', { name: 'aram', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const names = (await page.context().cookies()).map((c) => c.name).sort();
  expect(names).toEqual(['XSRF-TOKEN', 'cookie_consent']);
  for (const token of [childToken, family.parentToken]) {
    const ended = await request.post('/api/auth/user-data', { headers: api(token) });
    expect(ended.status()).toBe(401);
  }
});

test('the three learning pages pass axe', async ({ page, request }) => {
  await switchToChild(page);
  expect(await seriousViolations(page)).toEqual([]);
  const { logic, lessons } = await logicModule(request, childToken);
  await page.goto(`/en/modules/lessons?module=${logic.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(logic.name);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: new RegExp(lessons[0].name) }).click();
  await expect(page.getByRole('region')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor plays the examples with nothing stored, and without motion when asked', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && calls.push(r.method()));
  await page.goto('/en/examples');
  expect(await seriousViolations(page)).toEqual([]);
  const first = page.getByRole('button', { name: /^Activity 1:/ });
  await expect(first).toHaveAttribute('aria-current', 'step');
  const stage = page.getByRole('region');
  // The first example is a choice: any card; a right one moves on, a wrong one asks again.
  const cards = stage.getByRole('button');
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    if (await stage.getByText('Well done!').isVisible()) break;
    await expect(stage.getByText('Almost! Have another go.')).toBeVisible();
  }
  // Confetti would fall from 500 ms to 2000 ms after the answer: not with reduced motion.
  await page.waitForTimeout(800);
  await expect(page.locator('.confetti')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Activity 2:/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(calls.filter((method) => method !== 'GET')).toEqual([]);
  expect((await context.cookies()).map((c) => c.name).sort()).toEqual([
    'XSRF-TOKEN',
    'cookie_consent',
  ]);
  await expect(page.getByRole('button', { name: 'Sign up' }).last()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a child plays by touch: taps on cards answer, a wrong tap asks again', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await context.addCookies([
      { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
    ]);
    await page.goto('/en/examples');
    const stage = page.getByRole('region');
    const cards = stage.getByRole('button');
    let missed = 0;
    for (let i = 0; i < (await cards.count()); i++) {
      await cards.nth(i).tap();
      if (await stage.getByText('Well done!').isVisible()) break;
      missed += 1;
      await expect(stage.getByText('Almost! Have another go.')).toBeVisible();
    }
    await expect(stage.getByText('Well done!')).toBeVisible();
    await expect(page.locator('.confetti')).toBeVisible();
    expect(missed).toBeLessThan(await cards.count());
    // Nothing on the phone layout is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
