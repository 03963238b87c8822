import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every task speaks (issue 18), on a phone, in Debian's Chromium, which has no speech voices at
 * all: whatever is heard comes from Dino's audio files. Taps are real touches, the user gestures
 * a browser asks for before any sound; nothing relaxes the autoplay policy. (Playwright's own
 * calls into the page count as gestures in Chromium too, so whether a line waits for the first
 * tap is not observable here; each test taps before it listens.)
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, bypassCSP: true });

type Locale = 'hy' | 'ru' | 'en';
/* eslint-disable @typescript-eslint/no-explicit-any -- activities are read as the API sends them */
type Activity = {
  uuid: string;
  slug: string;
  type: string;
  content: any;
  art_names: Record<string, string>;
  audio: { prompt: string | null; words: Record<string, string> };
};
type ManifestLine = { lang: Locale; text: string; file: string };

const LISTEN: Record<Locale, string> = {
  hy: 'Լսել առաջադրանքը',
  ru: 'Послушать задание',
  en: 'Listen to the task',
};
const MUTE: Record<Locale, string> = {
  hy: 'Անջատել ձայնը',
  ru: 'Выключить звук',
  en: 'Mute sound',
};

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

let childToken: string;

/** One family for the file: its child plays every test, each in a fresh browser. */
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  const family = await familyByApi(request);
  childToken = await childSession(request, family);
  await request.dispose();
});

async function get(request: APIRequestContext, url: string, locale: Locale) {
  const response = await request.get(url, {
    headers: { authorization: `Bearer ${childToken}`, 'accept-language': locale },
  });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data;
}

/** The API names the site's files by relative address; the browser plays them in full. */
const full = (url: string) => new URL(url, test.info().project.use.baseURL!).href;

/** A module's first lesson and its activities, as a page in `locale` receives them. */
async function firstLesson(request: APIRequestContext, slug: string, locale: Locale) {
  const modules = await get(request, '/api/dino/modules/list', locale);
  const module = modules.find((item: { slug: string }) => item.slug === slug);
  const [lesson] = await get(request, `/api/dino/lessons/list?uuid=${module.uuid}`, locale);
  const listed: Activity[] = await get(
    request,
    `/api/dino/activities/list?uuid=${lesson.uuid}`,
    locale,
  );
  const activities = listed.map((activity) => ({
    ...activity,
    audio: {
      prompt: activity.audio.prompt && full(activity.audio.prompt),
      words: Object.fromEntries(
        Object.entries(activity.audio.words).map(([word, url]) => [word, full(url)]),
      ),
    },
  }));
  return { lesson: lesson.uuid as string, activities };
}

function find(activities: Activity[], slug: string): Activity {
  const activity = activities.find((item) => item.slug === slug);
  expect(activity, slug).toBeDefined();
  return activity!;
}

type Heard = { playing: { src: string; at: number }[]; notes: number; taps: number[] };

/**
 * Every sound the page makes, as it happens: each spoken line once it has started playing (its
 * element need not be in the document, so `playing` is heard on the element itself, in the
 * capture phase, once per call to play), each tone's notes, and each touch, with their times,
 * reported by the page itself as they happen.
 */
async function listen(page: Page): Promise<Heard> {
  const heard: Heard = { playing: [], notes: 0, taps: [] };
  await page.exposeFunction('reportSound', (kind: string, src: string, at: number) => {
    if (kind === 'playing') heard.playing.push({ src, at });
    else if (kind === 'note') heard.notes += 1;
    else heard.taps.push(at);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportSound: (...args: unknown[]) => void }).reportSound;
    const started = new WeakSet<HTMLMediaElement>();
    const record = (event: Event) => {
      const media = event.target as HTMLMediaElement;
      // A line that stalls and goes on fires `playing` again; it started once.
      if (started.has(media)) return;
      started.add(media);
      report('playing', media.currentSrc, performance.now());
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      started.delete(this);
      this.removeEventListener('playing', record, true);
      this.addEventListener('playing', record, true);
      return play.call(this);
    };
    const oscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      report('note', '', performance.now());
      return oscillator.call(this);
    };
    document.addEventListener('pointerdown', () => report('tap', '', performance.now()), true);
  });
  return heard;
}

const played = (heard: Heard) => heard.playing.map((item) => item.src);

/** Opens an activity as the lesson list would have chosen it, signed in as the child. */
async function open(
  page: Page,
  context: BrowserContext,
  locale: Locale,
  lesson: string,
  activity: string,
) {
  await context.addCookies([
    { name: 'auth_token', value: childToken, url: baseURL() },
    { name: 'cookie_consent', value: 'necessary', url: baseURL() },
    { name: 'current_lesson', value: lesson, url: baseURL() },
    { name: 'current_activity', value: activity, url: baseURL() },
  ]);
  await page.goto(`/${locale}/modules/lessons/activity`);
}

/** The heading of the task: a tap there means nothing but "I am here". */
const promptOf = (page: Page) => page.locator('#activity-prompt');

/** The card a child would pick for a choice: the right one's name, and a wrong one's. */
function choiceCards(activity: Activity) {
  const name = (option: { label?: string; art?: string }) =>
    option.label ?? activity.art_names[option.art!]!;
  const { options, correct } = activity.content;
  return {
    right: name(options.find((o: { id: string }) => correct.includes(o.id))),
    wrong: name(options.find((o: { id: string }) => !correct.includes(o.id))),
  };
}

for (const locale of ['hy', 'ru', 'en'] as const) {
  test(`an activity says its prompt from its file after the first tap (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    const { lesson, activities } = await firstLesson(request, 'first-english-words', locale);
    const activity = find(activities, 'cat-find-picture');
    const prompt = activity.audio.prompt!;
    expect(prompt).toMatch(/\/api\/audio\/[0-9a-f]{20}\.webm$/);
    const heard = await listen(page);
    const fetched = page.waitForResponse(prompt);
    await open(page, context, locale, lesson, activity.uuid);
    const response = await fetched;
    // The media element asks for a range; the whole small file comes back either way.
    expect([200, 206]).toContain(response.status());
    expect(response.headers()['content-type']).toBe('audio/webm');
    await promptOf(page).tap();
    await expect.poll(() => played(heard)).toEqual([prompt]);
  });
}

test('the speaker says the prompt again, and shows it is speaking', async ({
  page,
  context,
  request,
}) => {
  const { lesson, activities } = await firstLesson(request, 'first-english-words', 'en');
  const activity = find(activities, 'cat-find-picture');
  const prompt = activity.audio.prompt!;
  const heard = await listen(page);
  await open(page, context, 'en', lesson, activity.uuid);
  await promptOf(page).tap();
  await expect.poll(() => played(heard)).toEqual([prompt]);
  const speaker = page.getByRole('button', { name: LISTEN.en });
  const box = (await speaker.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(64);
  expect(box.height).toBeGreaterThanOrEqual(64);
  await speaker.tap();
  await expect.poll(() => played(heard)).toEqual([prompt, prompt]);
  await expect(speaker).toHaveAttribute('aria-pressed', 'true');
});

test('a right answer is met with a tone and the success line', async ({
  page,
  context,
  request,
}) => {
  const { lesson, activities } = await firstLesson(request, 'first-english-words', 'en');
  const activity = find(activities, 'cat-find-picture');
  const heard = await listen(page);
  const lines = page.waitForResponse((r) => r.url().endsWith('/api/audio/voice-lines'));
  await open(page, context, 'en', lesson, activity.uuid);
  const right: string[] = (await (await lines).json()).data.right.map(full);
  expect(right).toHaveLength(3);
  const stage = page.getByRole('region', { name: activity.content.prompt });
  await stage.getByRole('button', { name: choiceCards(activity).right, exact: true }).tap();
  await expect(stage.getByText('Well done!')).toBeVisible();
  await expect.poll(() => played(heard)).toContain(right[0]);
  expect(heard.notes).toBeGreaterThan(0);
});

test('mute silences the prompt, the tones and the lines, and is remembered', async ({
  page,
  context,
  request,
}) => {
  const { lesson, activities } = await firstLesson(request, 'first-english-words', 'en');
  const activity = find(activities, 'cat-find-picture');
  const heard = await listen(page);
  await open(page, context, 'en', lesson, activity.uuid);
  await promptOf(page).tap();
  await expect.poll(() => played(heard)).toEqual([activity.audio.prompt]);
  const mute = page.getByRole('button', { name: MUTE.en });
  const box = (await mute.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.tap();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  const before = { playing: [...heard.playing], notes: heard.notes };
  const stage = page.getByRole('region', { name: activity.content.prompt });
  const { right, wrong } = choiceCards(activity);
  await stage.getByRole('button', { name: wrong, exact: true }).tap();
  await expect(stage.getByText('Almost! Have another go.')).toBeVisible();
  await page.getByRole('button', { name: LISTEN.en }).tap();
  await stage.getByRole('button', { name: right, exact: true }).tap();
  await expect(stage.getByText('Well done!')).toBeVisible();
  // The celebration's line, and then the next task's prompt, would have started by the time the
  // next task opens.
  const next = activities[activities.indexOf(activity) + 1]!;
  await expect(promptOf(page)).toHaveText(next.content.prompt);
  expect(heard).toMatchObject(before);

  // Back to the first task after a reload: still muted.
  await context.addCookies([{ name: 'current_activity', value: activity.uuid, url: baseURL() }]);
  await page.reload();
  await expect(page.getByRole('button', { name: MUTE.en })).toHaveAttribute('aria-pressed', 'true');
  await promptOf(page).tap();
  await page.getByRole('button', { name: LISTEN.en }).tap();
  const again = page.getByRole('region', { name: activity.content.prompt });
  await again.getByRole('button', { name: wrong, exact: true }).tap();
  await expect(again.getByText('Almost! Have another go.')).toBeVisible();
  // The kind word fades after its line would have been said.
  await expect(again.getByText('Almost! Have another go.')).toBeHidden();
  expect(heard).toMatchObject(before);
});

/** The manifest's line for a file: what it says, and in which language. */
async function lineOf(url: string): Promise<ManifestLine> {
  const manifest = JSON.parse(
    await readFile(new URL('../../content/audio/manifest.json', import.meta.url), 'utf8'),
  ) as { lines: Record<string, ManifestLine> };
  const file = url.split('/').pop();
  const line = Object.values(manifest.lines).find((item) => item.file === file);
  expect(line, file).toBeDefined();
  return line!;
}

/** Rests a finger on a point until `until` comes true, then lifts it: a long press. */
async function longPress(page: Page, x: number, y: number, until: () => Promise<unknown>) {
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await until();
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

for (const [slug, activitySlug, word, lang] of [
  ['first-english-words', 'animal-words-match', 'dog', 'en'],
  ['first-russian-words', 'zveri-match', 'мышь', 'ru'],
] as const) {
  test(`on an Armenian page, a long press on “${word}” says it in its own language`, async ({
    page,
    context,
    request,
  }) => {
    const { lesson, activities } = await firstLesson(request, slug, 'hy');
    const activity = find(activities, activitySlug);
    const url = activity.audio.words[word]!;
    expect(await lineOf(url)).toMatchObject({ lang, text: word });
    const heard = await listen(page);
    await open(page, context, 'hy', lesson, activity.uuid);
    // The child's first tap lets the page speak; then the finger rests on the card.
    await promptOf(page).tap();
    await expect.poll(() => played(heard)).toEqual([activity.audio.prompt]);
    const card = page
      .getByRole('list', { name: 'Զույգեր' })
      .getByRole('button', { name: word, exact: true });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    const asked = page.waitForRequest(url);
    await longPress(page, box.x + box.width / 2, box.y + box.height / 2, async () => {
      await asked;
      await expect.poll(() => played(heard)).toContain(url);
    });
    // The long press said the word and picked nothing; a tap still picks the card.
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await card.tap();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  });
}

test('the time from the tap that opens a task to its first sound', async ({
  page,
  context,
  request,
}) => {
  const { lesson, activities } = await firstLesson(request, 'first-english-words', 'hy');
  const [first, second] = activities;
  // A tablet: on a phone the step circles give way to a progress bar, and a child moves on by
  // playing; here a task is opened from its step.
  await page.setViewportSize({ width: 800, height: 1000 });
  const heard = await listen(page);
  await open(page, context, 'hy', lesson, first!.uuid);
  await promptOf(page).tap();
  await expect.poll(() => played(heard)).toContain(first!.audio.prompt);
  /** From the last touch before the line started to its start. */
  const tapToSound = (src: string) => {
    const start = heard.playing.find((item) => item.src === src)!.at;
    return start - heard.taps.filter((at) => at <= start).at(-1)!;
  };

  // The next task, as a child opens it: its prompt was fetched while they played this one.
  await page.getByRole('button', { name: /^Առաջադրանք 2/ }).tap();
  await expect.poll(() => played(heard)).toContain(second!.audio.prompt);
  const next = tapToSound(second!.audio.prompt!);

  // A task whose prompt nothing fetched before the tap (the second fetched the third's).
  const fifth = activities[4]!;
  await page.getByRole('button', { name: /^Առաջադրանք 5/ }).tap();
  await expect.poll(() => played(heard)).toContain(fifth.audio.prompt);
  const cold = tapToSound(fifth.audio.prompt!);

  console.log(`narration: tap to first sound ${Math.round(next)} ms (the next task, preloaded)`);
  console.log(`narration: tap to first sound ${Math.round(cold)} ms (a task not preloaded)`);
  expect(next).toBeLessThan(5000);
  expect(cold).toBeLessThan(5000);
});
