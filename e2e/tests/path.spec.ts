import type { APIRequestContext, Page } from '@playwright/test';
import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

/**
 * A path at the child's level (issue 20, decision 0015), as a 9-year-old meets it on a phone:
 * their modules first, a lesson of their age open at once, and "Play next" on their home.
 */

test.use({ bypassCSP: true, viewport: { width: 360, height: 740 } });

type Module = { uuid: string; slug: string; name: string; fit: string | null };
type Lesson = {
  uuid: string;
  name: string;
  index: number;
  min_age: number;
  max_age: number;
  completed: boolean;
  locked: boolean;
};

async function data<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
}

/** The child plays on this browser, with their own session. */
async function nineYearOld(page: Page, request: APIRequestContext) {
  const family = await familyByApi(request, 'Nare', { age: 9 });
  const token = await childSession(request, family);
  await page.context().addCookies(
    [
      ['auth_token', token],
      ['cookie_consent', 'necessary'],
    ].map(([name, value]) => ({
      name: name!,
      value: value!,
      url: test.info().project.use.baseURL!,
    })),
  );
  return token;
}

/** Plays a lesson to its end through the API, as the activity page would have. */
async function finish(request: APIRequestContext, token: string, lesson: Lesson) {
  const headers = { authorization: `Bearer ${token}` };
  for (const activity of await data<{ uuid: string }[]>(
    request,
    `/api/dino/activities/list?uuid=${lesson.uuid}`,
    token,
  )) {
    const done = await request.post(`/api/dino/activities/complete/${activity.uuid}`, { headers });
    expect(done.status()).toBe(200);
  }
  const done = await request.post(`/api/dino/lessons/complete/${lesson.uuid}`, { headers });
  expect(done.status()).toBe(200);
}

/** A lesson's row, whose accessible name holds its number and name. */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const moduleCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a 9-year-old finds their modules first and opens a lesson for 9 to 12 at once', async ({
  page,
  request,
}) => {
  const token = await nineYearOld(page, request);
  const modules = await data<Module[]>(request, '/api/dino/modules/list?per_page=100', token);
  const theirs = modules.filter((module) => module.fit === 'your_age');
  const younger = modules.find((module) => module.fit === 'younger')!;

  await page.goto('/en/modules');
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText(theirs[0]!.name);
  // Ten modules a page: theirs come first, the others after them, labelled, never hidden.
  const onFirstPage = theirs.slice(0, 10);
  for (const module of onFirstPage) {
    await expect(moduleCard(page, module.name)).not.toContainText(/For (younger|older) children/);
  }
  const youngerPage = Math.floor(modules.indexOf(younger) / 10) + 1;
  await page.goto(`/en/modules?page=${youngerPage}`);
  await expect(moduleCard(page, younger.name)).toContainText('For younger children');
  await page.goto('/en/modules');

  // In their first module, a lesson for 9 to 12 that comes after lessons for younger children.
  const lessons = await data<Lesson[]>(
    request,
    `/api/dino/lessons/list?uuid=${theirs[0]!.uuid}&per_page=100`,
    token,
  );
  const nineToTwelve = lessons.find((lesson) => lesson.min_age === 9 && lesson.max_age === 12)!;
  expect(nineToTwelve.index).toBeGreaterThan(0);
  await moduleCard(page, theirs[0]!.name).getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons$/);
  await page.getByRole('link', { name: named(nineToTwelve.name) }).click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons\/activity$/);
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(
    nineToTwelve.name,
  );

  // A lesson above their age waits for the one before it, and says so, aloud when tapped.
  const logic = modules.find((module) => module.slug === 'logic-and-patterns')!;
  const logicLessons = await data<Lesson[]>(
    request,
    `/api/dino/lessons/list?uuid=${logic.uuid}&per_page=100`,
    token,
  );
  const above = logicLessons.find((lesson) => lesson.min_age > 9)!;
  const lines = await data<Record<string, string[]>>(request, '/api/audio/voice-lines', token);
  await page.goto(`/en/modules/lessons?module=${logic.uuid}`);
  const row = page.getByRole('listitem').filter({ hasText: above.name });
  await expect(row).toContainText('Finish the lesson before this one to open it.');
  await expect(row.getByRole('link')).toHaveCount(0);
  const said = page.waitForResponse((response) =>
    response.url().endsWith(lines.lesson_locked![0]!),
  );
  await row.getByRole('button', { name: `Lesson ${above.index + 1}: ${above.name}` }).click();
  expect([200, 206]).toContain((await said).status());

  // Opened by its address (a bookmark, a shared link), it shows no tasks but the way to open it.
  const before = logicLessons.findLast(
    (lesson) => lesson.index < above.index && !lesson.completed && !lesson.locked,
  )!;
  await page.goto(`/en/modules/lessons/activity?lesson=${above.uuid}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: above.name, level: 1 })).toBeVisible();
  await expect(main).toContainText('Finish the lesson before this one to open it.');
  await expect(main.getByRole('region')).toHaveCount(0);
  await main.getByRole('link', { name: `Play “${before.name}”` }).click();
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(before.name);
});

test('“Play next” on the child’s home opens a lesson of their age, then the one after it', async ({
  page,
  request,
}) => {
  const token = await nineYearOld(page, request);
  const trail = page.getByRole('navigation', { name: 'You are here' });

  await page.goto('/en');
  await page.getByRole('link', { name: 'Play next' }).click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons\/activity$/);
  const next = await data<Lesson & { module: { uuid: string } }>(
    request,
    '/api/dino/lessons/next',
    token,
  );
  expect(next.min_age).toBeLessThanOrEqual(9);
  expect(next.max_age).toBeGreaterThanOrEqual(9);
  await expect(trail).toContainText(next.name);

  // Once it is done, the next tap goes on to the lesson after it in the same module.
  await finish(request, token, next);
  const lessons = await data<Lesson[]>(
    request,
    `/api/dino/lessons/list?uuid=${next.module.uuid}&per_page=100`,
    token,
  );
  await page.goto('/en');
  await page.getByRole('link', { name: 'Play next' }).click();
  await expect(page).toHaveURL(/\/en\/modules\/lessons\/activity$/);
  await expect(trail).toContainText(lessons[next.index + 1]!.name);
});
