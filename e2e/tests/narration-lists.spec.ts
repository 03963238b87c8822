import type { APIRequestContext, Page, Response } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { familyByApi, type Family } from './family.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { mediaEvents, recordSound } from './sound.ts';

test.use({
  bypassCSP: true,
  hasTouch: true,
  isMobile: true,
  viewport: { width: 360, height: 740 },
});

type Named = { uuid: string; slug: string; name: string; name_audio: string | null };

async function data<T>(request: APIRequestContext, url: string, token?: string, locale = 'en') {
  const headers: Record<string, string> = { 'accept-language': locale };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
}

/** The API names the site's files by relative address; the browser fetches them in full. */
const full = (url: string) => new URL(url, test.info().project.use.baseURL!).href;

/** The spoken line of Dino's (VOICE_LINES) a page says as it opens, in the page's language. */
async function voiceLine(request: APIRequestContext, key: string, locale = 'en') {
  const lines = await data<Record<string, string[]>>(
    request,
    '/api/audio/voice-lines',
    undefined,
    locale,
  );
  expect(lines[key], key).toHaveLength(1);
  return full(lines[key]![0]!);
}

/** A line's file as a media element fetches it: whole, or from a byte range. */
const isAudio = (response: Response) => {
  expect([200, 206], response.url()).toContain(response.status());
  expect(response.headers()['content-type']).toBe('audio/webm');
};

const wideness = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

let family: Family;

/** The child's own session, as a parent hands the phone over: their home is the modules page. */
async function childOnPhone(page: Page): Promise<string> {
  await page.goto('/en/modules');
  await page.getByRole('button', { name: `Play as ${family.child.first_name}` }).tap();
  await expect(page.getByText(`Hello, ${family.child.first_name}!`)).toBeVisible();
  return (await page.context().cookies()).find((c) => c.name === 'auth_token')!.value;
}

test.beforeEach(async ({ request, context }) => {
  await context.addInitScript(recordSound);
  family = await familyByApi(request);
  await context.addCookies([
    { name: 'auth_token', value: family.parentToken, url: test.info().project.use.baseURL! },
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

test('the child’s home says "pick a module" after the first tap, and each module its name', async ({
  page: handOver,
  context,
  request,
}) => {
  const token = await childOnPhone(handOver);
  await handOver.close();
  const pickModule = await voiceLine(request, 'pick_module');

  // The home opened afresh, in a new tab: no sound, and no line fetched, until the child acts.
  const page = await context.newPage();
  const files: string[] = [];
  page.on('request', (sent) => sent.url().endsWith('.webm') && files.push(sent.url()));
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/audio/voice-lines')),
    page.goto('/en/modules'),
  ]);
  await hydrated(page);
  const lead = page.getByText(
    `Hello, ${family.child.first_name}! Pick a module and collect a dinosaur sticker for every lesson you finish.`,
  );
  await expect(lead).toBeVisible();
  expect(files).toEqual([]);
  const [line] = await Promise.all([
    page.waitForResponse((response) => response.url() === pickModule),
    lead.tap(),
  ]);
  isAudio(line);
  await expect.poll(() => mediaEvents(page)).toContainEqual({ type: 'playing', src: pickModule });

  const modules = await data<Named[]>(request, '/api/dino/modules/list', token);
  const logic = modules.find((module) => module.slug === 'logic-and-patterns')!;
  expect(logic.name_audio).toMatch(/\/api\/audio\/[0-9a-f]{20}\.webm$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: logic.name }) });
  const speaker = card.getByRole('button', { name: `Listen: ${logic.name}` });
  const [name] = await Promise.all([
    page.waitForResponse((response) => response.url() === full(logic.name_audio!)),
    speaker.tap(),
  ]);
  isAudio(name);
  // The speaker only speaks: the child is still choosing.
  await expect(page).toHaveURL(/\/en\/modules$/);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await wideness(page)).toBeLessThanOrEqual(360);
});

test('a module’s lessons say "pick a lesson" as they open, and each lesson its name', async ({
  page,
  request,
}) => {
  const token = await childOnPhone(page);
  const modules = await data<Named[]>(request, '/api/dino/modules/list', token);
  const logic = modules.find((module) => module.slug === 'logic-and-patterns')!;
  const lessons = await data<Named[]>(request, `/api/dino/lessons/list?uuid=${logic.uuid}`, token);
  const pickLesson = await voiceLine(request, 'pick_lesson');

  // The child has tapped already (to play as themselves), so the line is said at once.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: logic.name }) });
  const [line] = await Promise.all([
    page.waitForResponse((response) => response.url() === pickLesson),
    card.getByRole('link').tap(),
  ]);
  isAudio(line);
  await expect(page.getByRole('heading', { name: 'Pick a lesson.' })).toBeVisible();

  // A locked lesson's name can be heard too.
  for (const lesson of [lessons[0]!, lessons[1]!]) {
    expect(lesson.name_audio).toMatch(/\/api\/audio\/[0-9a-f]{20}\.webm$/);
    const [name] = await Promise.all([
      page.waitForResponse((response) => response.url() === full(lesson.name_audio!)),
      page.getByRole('button', { name: `Listen: ${lesson.name}` }).tap(),
    ]);
    isAudio(name);
  }
  await expect(page).toHaveURL(/\/en\/modules\/lessons(\?module=[\w-]+)?$/);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await wideness(page)).toBeLessThanOrEqual(360);

  // In Armenian, whose words are long, the lists still fit the phone.
  for (const path of ['/hy/modules', '/hy/modules/lessons']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Լսել՝ / }).first()).toBeVisible();
    expect(await wideness(page), path).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole('heading', { name: 'Ընտրիր դաս։' })).toBeVisible();
});
