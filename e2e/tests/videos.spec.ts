import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

test.use({ bypassCSP: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

interface Catalog {
  categories: { id: string; name: string }[];
  videos: {
    id: string;
    category: string;
    title: string;
    source: { kind: 'file'; src: string; poster: string } | { kind: 'youtube' };
  }[];
}

/** The catalog as the API gives it in a language: the tests follow whatever videos there are. */
async function catalog(request: APIRequestContext, locale: string): Promise<Catalog> {
  const response = await request.get('/api/videos', { headers: { 'accept-language': locale } });
  return (await response.json()).data;
}

/** The video cards: the last list of the page's main part (after the trail and the chips). */
const cards = (page: Page) => page.getByRole('main').getByRole('list').last().getByRole('listitem');

/** The player in a video's card. */
const playerOf = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('video');

test('the catalog shows every video in three languages, with no serious violation', async ({
  page,
  request,
}) => {
  for (const locale of ['hy', 'ru', 'en']) {
    const { videos } = await catalog(request, locale);
    expect(videos.length).toBeGreaterThan(0);
    await page.goto(`/${locale}/video`);
    await expect(cards(page).getByRole('heading', { level: 2 }), locale).toHaveText(
      videos.map((video) => video.title),
    );
    // Every clip waits for a press, its poster and captions in place, nothing fetched yet; its
    // one control is our play button, the browser's own come after it.
    const players = page.locator('video');
    await expect(players).toHaveCount(videos.filter((v) => v.source.kind === 'file').length);
    for (const player of await players.all()) {
      await expect(player).toHaveAttribute('preload', 'none');
      await expect(player).not.toHaveAttribute('controls');
      await expect(player).not.toHaveAttribute('autoplay');
      await expect(player).toHaveAttribute('poster', /\/api\/videos\/media\/[\w-]+\.svg$/);
      await expect(player.locator('track[kind="captions"]')).toHaveCount(3);
      await expect(player.locator(`track[default]`)).toHaveAttribute('srclang', locale);
    }
    expect(await seriousViolations(page), locale).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hy/video');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), 'phone').toEqual([]);
});

test('the category chips filter the catalog, in the address', async ({ page, request }) => {
  const { categories, videos } = await catalog(request, 'en');
  const used = categories.filter((category) => videos.some((v) => v.category === category.id));
  expect(used.length).toBeGreaterThanOrEqual(2);
  await page.goto('/en/video');
  const chips = page.getByRole('navigation', { name: 'Categories' });
  await expect(chips.getByRole('link', { name: 'All videos' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const category of used) {
    const inIt = videos.filter((video) => video.category === category.id);
    await chips.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/video\\?category=${category.id}$`));
    await expect(chips.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
      inIt.map((video) => video.title),
    );
    await expect(page.getByText(`Videos shown: ${inIt.length}`)).toBeVisible();
  }
  await chips.getByRole('link', { name: 'All videos' }).click();
  await expect(page).toHaveURL(/\/en\/video$/);
  await expect(cards(page)).toHaveCount(videos.length);
  // A shared address opens on its category, before any script runs.
  await page.goto(`/en/video?category=${used[0]!.id}`);
  await expect(cards(page)).toHaveCount(videos.filter((v) => v.category === used[0]!.id).length);
});

test('a clip plays from our server, by keyboard, with captions in the page’s language', async ({
  page,
  request,
  baseURL,
}) => {
  const { videos } = await catalog(request, 'ru');
  const clip = videos.find((video) => video.source.kind === 'file')!;
  const media: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/videos/media/'))
      media.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/ru/video');
  // No clip is fetched before a press (posters and the shown captions are).
  expect(media.filter((item) => item.url.endsWith('.webm'))).toEqual([]);

  const play = page.getByRole('button', { name: `Смотреть «${clip.title}»` });
  await play.focus();
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  const video = playerOf(page, clip.title);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.2);
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    src: element.currentSrc,
    paused: element.paused,
    tracks: Array.from(element.textTracks).map((track) => ({
      language: track.language,
      kind: track.kind,
      mode: track.mode,
    })),
  }));
  expect(state.paused).toBe(false);
  expect(state.src).toBe(`${baseURL}/api/videos/media/${clip.id}.webm`);
  expect(state.tracks).toEqual([
    { language: 'ru', kind: 'captions', mode: 'showing' },
    { language: 'hy', kind: 'captions', mode: 'disabled' },
    { language: 'en', kind: 'captions', mode: 'disabled' },
  ]);
  const clipResponse = media.find((item) => item.url.endsWith(`/${clip.id}.webm`));
  expect(clipResponse?.url.startsWith(`${baseURL}/`)).toBe(true);
  expect([200, 206]).toContain(clipResponse?.status);
  await expect
    .poll(() =>
      media.some((item) => item.url.endsWith(`/${clip.id}.ru.vtt`) && item.status === 200),
    )
    .toBe(true);

  // The browser's own controls take over, with the focus; starting another clip pauses this one.
  await expect(play).toHaveCount(0);
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toBeFocused();
  const other = videos.filter((v) => v.source.kind === 'file' && v.id !== clip.id)[0]!;
  await page.getByRole('button', { name: `Смотреть «${other.title}»` }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

/**
 * The computed font size of the caption on the screen. Captions are drawn in the browser's own
 * shadow tree, which no script of the page can read, so it is asked through the DevTools
 * protocol, as the Elements panel does.
 */
async function captionFontSize(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type DomNode = {
    nodeId: number;
    attributes?: string[];
    children?: DomNode[];
    shadowRoots?: DomNode[];
  };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const find = (node: DomNode): DomNode | undefined => {
    // Attributes come as a flat list: name, value, name, value...
    const attributes = node.attributes ?? [];
    for (let at = 0; at < attributes.length; at += 2) {
      if (attributes[at] === 'pseudo' && attributes[at + 1] === 'cue') return node;
    }
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const cue = find(root);
  if (!cue) throw new Error('No caption on the screen');
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId: cue.nodeId });
  return parseFloat(computedStyle.find((property) => property.name === 'font-size')!.value);
}

test.describe('on a phone, in Armenian', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('a video card has one play control, and its captions are big enough to read', async ({
    page,
    request,
  }) => {
    const { videos } = await catalog(request, 'hy');
    const clip = videos.find((video) => video.source.kind === 'file')!;
    await page.goto('/hy/video');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: clip.title, exact: true }) });
    const video = playerOf(page, clip.title);
    // Our big button alone, not the browser's controls under it as well.
    await expect(card.getByRole('button')).toHaveCount(1);
    await expect(video).not.toHaveAttribute('controls');

    await card.getByRole('button', { name: `Դիտել «${clip.title}»` }).tap();
    await expect
      .poll(
        () =>
          video.evaluate(
            (element: HTMLVideoElement) =>
              Array.from(element.textTracks).find((track) => track.mode === 'showing')?.activeCues
                ?.length ?? 0,
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    expect(await captionFontSize(page)).toBeGreaterThanOrEqual(16);
  });
});

test('the videos page sends no request beyond our origin, even playing', async ({
  page,
  request,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    const url = sent.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  const { videos } = await catalog(request, 'en');
  const clip = videos.find((video) => video.source.kind === 'file')!;
  for (const locale of ['hy', 'en']) {
    await page.goto(`/${locale}/video`);
  }
  await page.getByRole('button', { name: `Play “${clip.title}”` }).click();
  await expect
    .poll(() => playerOf(page, clip.title).evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  expect(elsewhere).toEqual([]);
});
