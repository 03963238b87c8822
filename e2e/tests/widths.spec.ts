import { readdirSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { childSession, familyByApi, type Family } from './family.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19: no page is wider than the window, and nothing in the header is cut off, at the
 * widths families use (a small phone, a phone, a phone turned sideways, a tablet upright and
 * sideways, a laptop), in every language, for a visitor, a parent and a child, on every route.
 * Armenian and Russian words are the longest, so they break layouts first.
 *
 * Each page loads once per person and language and is then resized through the widths, as a
 * phone is turned; a sweep that loaded each page at each width would take six times as long.
 * A visitor opens every route; a parent and a child the routes whose page changes with who is
 * signed in (the header, with its account menu, is on all of them).
 */

const SCREENS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 568, height: 320 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];
const LANGUAGES = ['hy', 'ru', 'en'] as const;

const contentDir = (folder: string) =>
  readdirSync(new URL(`../../content/${folder}`, import.meta.url));
const ENTRIES = contentDir('encyclopedia/entries').map((file) => file.replace(/\.json$/, ''));
const PRODUCTS = contentDir('shop/products').map((file) => file.replace(/\.json$/, ''));
const BOOKS = contentDir('books');
const GAMES = [
  'egg-count',
  'memory-pairs',
  'feed-the-dino',
  'letter-catch',
  'fossil-puzzle',
  'dino-run',
];

const baseURL = () => test.info().project.use.baseURL!;
let family: Family;
let childToken: string;
let moduleUuid: string;
let lessonUuid: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  family = await familyByApi(request, 'Nare');
  childToken = await childSession(request, family);
  const data = async (url: string, api: APIRequestContext = request) => {
    const response = await api.get(url, { headers: { authorization: `Bearer ${childToken}` } });
    expect(response.status(), url).toBe(200);
    return (await response.json()).data;
  };
  moduleUuid = (await data('/api/dino/modules/list'))[0].uuid;
  lessonUuid = (await data(`/api/dino/lessons/list?uuid=${moduleUuid}`))[0].uuid;
  await request.dispose();
});

/** Every page of the site, as the routes name them (apps/web/app/routes.ts). */
function routes(): string[] {
  return [
    '',
    'about',
    'book',
    ...BOOKS.map((book) => `book/${book}`),
    'games',
    ...GAMES.map((game) => `games/${game}`),
    'video',
    'encyclopedia',
    'encyclopedia/parasaurolophus',
    'interesting',
    'stages',
    'shop',
    'wooden-t-rex-3d-puzzle',
    'wooden-t-rex-3d-puzzle/FirstSection',
    'basket',
    'wishlist',
    'orders',
    'terms',
    'privacy',
    'contact',
    'examples',
    'modules',
    `modules/lessons?module=${moduleUuid}`,
    `modules/lessons/activity?lesson=${lessonUuid}`,
    'profile',
    `profile/children/${family.child.id}`,
    'verify-email?token=0000',
    'reset-password?token=0000&email=nobody%40example.com',
    'secure-account?token=0000',
    'no-such-page',
  ];
}

async function signInAs(context: BrowserContext, who: 'visitor' | 'parent' | 'child') {
  const cookies = [['cookie_consent', 'necessary']];
  if (who === 'parent') cookies.push(['auth_token', family.parentToken]);
  if (who === 'child') cookies.push(['auth_token', childToken]);
  await context.addCookies(
    cookies.map(([name, value]) => ({ name: name!, value: value!, url: baseURL() })),
  );
}

/**
 * What is wrong with the page as laid out now: how far it is wider than the window, with the
 * innermost elements that reach past its right edge; and any header item cut off by the window
 * or by a box that hides its overflow.
 */
function problems(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${text.slice(0, 40)}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const wider = document.documentElement.scrollWidth - width;
    if (wider > 0) {
      const past = Array.from(document.body.querySelectorAll('*')).filter(
        // A word wider than its box spills out of it without widening the box.
        (element) =>
          shown(element) &&
          Math.max(
            element.getBoundingClientRect().right,
            element.getBoundingClientRect().left + element.scrollWidth,
          ) >
            width + 0.5,
      );
      const innermost = past.filter(
        (element) => !past.some((other) => element.contains(other) && other !== element),
      );
      found.push(
        `page ${wider} px wider than the window: ${innermost
          .slice(0, 4)
          .map(
            (element) =>
              `${describe(element)} (right ${Math.round(element.getBoundingClientRect().right)})`,
          )
          .join('; ')}`,
      );
    }
    const header = document.querySelector('header');
    const items = header ? Array.from(header.querySelectorAll('a, button, [role=button]')) : [];
    for (const item of items) {
      if (!shown(item)) continue;
      const box = item.getBoundingClientRect();
      let cut = box.left < -0.5 || box.right > width + 0.5;
      for (let parent = item.parentElement; parent && !cut; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const room = parent.getBoundingClientRect();
        cut = box.left < room.left - 0.5 || box.right > room.right + 0.5;
      }
      if (!cut && getComputedStyle(item).overflowX !== 'visible') {
        cut = item.scrollWidth > item.clientWidth + 1;
      }
      if (cut) found.push(`header item cut off: ${describe(item)}`);
    }
    return found;
  });
}

async function sweep(page: Page, path: string, found: string[], screens = SCREENS) {
  await page.setViewportSize(screens.at(-1)!);
  await page.goto(path);
  for (const screen of screens) {
    await page.setViewportSize(screen);
    // Layout settles in the frame after a resize; listeners for media queries run before it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    for (const problem of await problems(page))
      found.push(`${path} at ${screen.width}: ${problem}`);
  }
}

/** What differs for a signed-in family: their home, learning, account, orders, basket, shop. */
const SIGNED_IN =
  /^(|modules.*|profile.*|orders|basket|wishlist|shop|wooden-t-rex-3d-puzzle|stages|games|games\/dino-run|examples|book\/little-egg|no-such-page)$/;

for (const who of ['visitor', 'parent', 'child'] as const) {
  for (const lang of LANGUAGES) {
    test(`every page fits every width: ${who}, ${lang}`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await signInAs(context, who);
      const found: string[] = [];
      const paths = routes().filter((route) => who === 'visitor' || SIGNED_IN.test(route));
      for (const route of paths) await sweep(page, `/${lang}/${route}`.replace(/\/$/, ''), found);
      expect(found).toEqual([]);
    });
  }
}

/** Every entry and product has its own long names; they are checked on the narrowest phones. */
for (const lang of ['hy', 'ru'] as const) {
  test(`every encyclopedia entry, product and book fits a small phone: ${lang}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await signInAs(context, 'visitor');
    const found: string[] = [];
    for (const path of [
      ...ENTRIES.map((entry) => `encyclopedia/${entry}`),
      ...PRODUCTS,
      ...BOOKS.map((book) => `book/${book}`),
    ]) {
      await sweep(page, `/${lang}/${path}`, found, SCREENS.slice(0, 2));
    }
    expect(found).toEqual([]);
  });
}
