import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { deviceSpeech, mediaEvents, recordSound } from './sound.ts';

test.use({ bypassCSP: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

interface Shelf {
  id: string;
  title: string;
  coverAlt: string;
  pages: number;
}
interface Book extends Omit<Shelf, 'pages'> {
  pages: { art: string; alt: string; text: string; audio: string | null }[];
}

/** The shelf as the API gives it in a language: the tests follow whatever books there are. */
async function shelf(request: APIRequestContext, locale = 'en'): Promise<Shelf[]> {
  const response = await request.get('/api/books', { headers: { 'accept-language': locale } });
  return (await response.json()).data;
}

/**
 * A book as the API gives it, its pages' audio in full: the API names the site's own files by
 * relative address, and the browser asks for them, and plays them, by their full one.
 */
async function bookById(request: APIRequestContext, id: string, locale: string): Promise<Book> {
  const response = await request.get(`/api/books/${id}`, {
    headers: { 'accept-language': locale },
  });
  const data: Book = (await response.json()).data;
  const site = test.info().project.use.baseURL!;
  return {
    ...data,
    pages: data.pages.map((one) => ({
      ...one,
      audio: one.audio && new URL(one.audio, site).href,
    })),
  };
}

async function firstBook(request: APIRequestContext, locale = 'en'): Promise<Book> {
  const [first] = await shelf(request, locale);
  return bookById(request, first!.id, locale);
}

/**
 * The page (from 1) with the shortest words of any English book, among those with two pages
 * after them: its line is the quickest to wait for, whatever books there are.
 */
async function shortestPage(request: APIRequestContext): Promise<{ book: Book; at: number }> {
  let best: { book: Book; at: number; length: number } | null = null;
  for (const { id } of await shelf(request)) {
    const read = await bookById(request, id, 'en');
    for (const [index, one] of read.pages.slice(0, -2).entries()) {
      if (!best || one.text.length < best.length)
        best = { book: read, at: index + 1, length: one.text.length };
    }
  }
  if (!best) throw new Error('No book has three pages');
  return best;
}

const pageOf = (page: Page, at: number, of: number) =>
  expect(page.getByText(`Page ${at} of ${of}`, { exact: true })).toBeVisible();

test('the shelf shows every book in three languages, with no serious violation', async ({
  page,
  request,
}) => {
  for (const locale of ['hy', 'ru', 'en']) {
    const books = await shelf(request, locale);
    expect(books.length).toBeGreaterThanOrEqual(2);
    await page.goto(`/${locale}/book`);
    const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(titles, locale).toHaveText(books.map((book) => book.title));
    for (const book of books) {
      await expect(page.getByRole('img', { name: book.coverAlt })).toBeVisible();
    }
    expect(await seriousViolations(page), locale).toEqual([]);
  }
  await expect(page.getByText(`${(await shelf(request))[0]!.pages} pages`).first()).toBeVisible();
  await page.getByRole('link', { name: 'Read the book' }).first().click();
  await expect(page).toHaveURL(/\/en\/book\/[\w-]+$/);
});

test('the reader turns pages by click and by keys, in the address without history entries', async ({
  page,
  request,
}) => {
  const book = await firstBook(request);
  const last = book.pages.length;
  await page.goto(`/en/book/${book.id}`);
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('listitem')).toHaveText(['Books', book.title]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
  await pageOf(page, 1, last);
  await expect(page.getByRole('img', { name: book.pages[0]!.alt })).toBeVisible();
  await expect(page.getByText(book.pages[0]!.text)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const entries = await page.evaluate(() => history.length);

  const next = page.getByRole('button', { name: 'Next', exact: true });
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await next.click();
  await pageOf(page, 2, last);
  await expect(page.getByText(book.pages[1]!.text)).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('progressbar', { name: /How much/ })).toHaveAttribute('value', '2');
  await next.click();
  await back.click();
  await pageOf(page, 2, last);

  // The reader itself takes the keys, and says which.
  const reader = page.getByRole('region', { name: book.title });
  await expect(reader).toHaveAccessibleDescription(/← and → keys/);
  await reader.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await pageOf(page, 4, last);
  await expect(page).toHaveURL(/\?page=4$/);
  await page.keyboard.press('ArrowLeft');
  await pageOf(page, 3, last);
  await page.keyboard.press('End');
  await pageOf(page, last, last);
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Home');
  await pageOf(page, 1, last);
  await expect(page).toHaveURL(new RegExp(`/en/book/${book.id}$`));
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // The end offers the book again and the other books.
  await page.keyboard.press('End');
  const end = page.getByRole('region', { name: 'The end' });
  await expect(end).toBeVisible();
  const others = (await shelf(request)).filter((other) => other.id !== book.id);
  for (const other of others)
    await expect(end.getByRole('link', { name: other.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await end.getByRole('button', { name: 'Read again' }).click();
  await pageOf(page, 1, last);
  await expect(reader).toBeFocused();
  await page.keyboard.press('End');
  await end.getByRole('link', { name: others[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/en/book/${others[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(others[0]!.title);
  await pageOf(page, 1, others[0]!.pages);
});

test('an address with a page opens the book there; an unknown book is the 404 page', async ({
  page,
  request,
}) => {
  const book = await firstBook(request);
  await page.goto(`/ru/book/${book.id}?page=5`);
  await expect(page.getByText(`Страница 5 из ${book.pages.length}`, { exact: true })).toBeVisible();
  const missing = await page.goto('/en/book/no-such-book');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});

test('the last page read is remembered after a reload and offered when the book is opened again', async ({
  page,
  request,
}) => {
  const book = await firstBook(request);
  const last = book.pages.length;
  await page.goto(`/en/book/${book.id}`);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let i = 0; i < 3; i++) await next.click();
  await pageOf(page, 4, last);

  await page.reload();
  await pageOf(page, 4, last);
  await expect(page.getByText(book.pages[3]!.text)).toBeVisible();

  await page.goto('/en/book');
  const card = page.getByRole('listitem').filter({ hasText: book.title });
  await card.getByRole('link', { name: 'Continue reading at page 4' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/book/${book.id}\\?page=4$`));
  await pageOf(page, 4, last);

  await page.goto(`/en/book/${book.id}`);
  await pageOf(page, 1, last);
  await expect(page.getByText('Last time you read up to page 4.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue reading at page 4' }).click();
  await pageOf(page, 4, last);
  await expect(page).toHaveURL(/\?page=4$/);
  await expect(page.getByText('Last time you read up to page 4.')).toHaveCount(0);
});

test('pages slide as they turn, except where less motion is asked for', async ({
  page,
  request,
}) => {
  const book = await firstBook(request);
  await page.goto(`/en/book/${book.id}`);
  // Only the page's own animation counts, not the buttons' hover transitions.
  const turning = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) =>
            ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest(
              '[data-page]',
            ),
          ).length,
    );
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  expect(await turning()).toBeGreaterThan(0);
  await expect.poll(turning).toBe(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await next.click();
  expect(await turning()).toBe(0);
  await pageOf(page, 3, book.pages.length);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('a swipe turns the page, and the reader fits the phone', async ({ page, request }) => {
    const book = await firstBook(request);
    const last = book.pages.length;
    await page.goto(`/hy/book/${book.id}`);
    const hy = (at: number) =>
      expect(page.getByText(`Էջ ${at}՝ ${last}-ից`, { exact: true })).toBeVisible();
    await hy(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const area = page.locator('[data-page]');
    const box = (await area.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    async function swipe(fromX: number, toX: number) {
      const y = box.y + Math.min(box.height / 2, 150);
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y }],
      });
      for (let step = 1; step <= 6; step++) {
        const x = fromX + ((toX - fromX) * step) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    const right = box.x + box.width * 0.85;
    const left = box.x + box.width * 0.15;

    await swipe(right, left);
    await hy(2);
    await expect(page).toHaveURL(/\?page=2$/);
    await swipe(right, left);
    await hy(3);
    await swipe(left, right);
    await hy(2);
    // A short touch is a tap, not a swipe.
    await swipe(right, right - 10);
    await hy(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('on a phone, in Armenian', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('the turn buttons stay on screen, and the new page shows from its picture after a tap or a swipe', async ({
    page,
    request,
  }) => {
    const book = await firstBook(request, 'hy');
    await page.goto(`/hy/book/${book.id}`);
    const next = page.getByRole('button', { name: 'Հաջորդ էջ', exact: true });
    const back = page.getByRole('button', { name: 'Նախորդ էջ', exact: true });
    for (const button of [next, back]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    }
    // The keys are no help on a phone: no word of them there.
    await expect(page.locator('#book-keys')).toBeHidden();

    const headerBottom = (await page.locator('header').first().boundingBox())!.height;
    /** The page's picture is wholly on the screen, below the site's sticky header. */
    const pictureInView = (at: number) =>
      expect
        .poll(async () => {
          const box = (await page
            .getByRole('img', { name: book.pages[at - 1]!.alt })
            .boundingBox())!;
          return box.y >= headerBottom - 1 && box.y + box.height <= 740;
        })
        .toBe(true);
    /** Reads down to the end of the reader, where its picture is off the screen. */
    const toTheBottom = async (at: number) => {
      await page
        .getByRole('region', { name: book.title })
        .evaluate((reader) => reader.scrollIntoView({ block: 'end' }));
      await expect(page.getByRole('img', { name: book.pages[at - 1]!.alt })).not.toBeInViewport();
    };

    // Read down to the end: the buttons are still there, and a tap shows page 2.
    await toTheBottom(1);
    await expect(next).toBeInViewport({ ratio: 1 });
    await next.tap();
    await expect(page.getByText(`Էջ 2՝ ${book.pages.length}-ից`, { exact: true })).toBeVisible();
    await pictureInView(2);

    // Down again, and a swipe over the words turns to page 3, shown from its picture.
    await toTheBottom(2);
    const words = (await page.getByText(book.pages[1]!.text).boundingBox())!;
    const y = Math.max(words.y, headerBottom) + 20;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 300, y }],
    });
    for (let step = 1; step <= 6; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 300 - step * 40, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByText(`Էջ 3՝ ${book.pages.length}-ից`, { exact: true })).toBeVisible();
    await pictureInView(3);
  });
});

test('the books pages load nothing from another origin', async ({ page, request, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    const url = sent.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  const book = await firstBook(request);
  await page.goto('/en/book');
  await page.getByRole('link', { name: 'Read the book' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/en/book/${book.id}?page=${book.pages.length}`);
  expect(elsewhere).toEqual([]);
});

test.describe('read aloud, on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordSound);
  });

  test('"listen" says the page from its audio file, not with the device\'s voice', async ({
    page,
    request,
  }) => {
    const book = await firstBook(request, 'hy');
    const first = book.pages[0]!;
    expect(first.audio).toMatch(/\/api\/audio\/[0-9a-f]{20}\.webm$/);
    await page.goto(`/hy/book/${book.id}`);
    const listen = page.getByRole('button', { name: 'Լսել այս էջը' });
    const [file] = await Promise.all([
      page.waitForResponse((response) => response.url() === first.audio),
      listen.tap(),
    ]);
    // A media element may ask for its file in byte ranges.
    expect([200, 206]).toContain(file.status());
    expect(file.headers()['content-type']).toBe('audio/webm');
    await expect(listen).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => mediaEvents(page))
      .toContainEqual({ type: 'playing', src: first.audio });
    // A second tap stops it.
    await listen.tap();
    await expect(listen).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => mediaEvents(page)).toContainEqual({ type: 'pause', src: first.audio });
    expect(await deviceSpeech(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test('"read to me" reads a page, turns to the next by itself, and goes on from where the child turns', async ({
    page,
    request,
  }) => {
    const { book, at } = await shortestPage(request);
    const [one, two, three] = book.pages.slice(at - 1);
    const of = book.pages.length;
    await page.goto(`/en/book/${book.id}?page=${at}`);
    const readToMe = page.getByRole('button', { name: 'Read to me' });
    await readToMe.tap();
    await expect(readToMe).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => mediaEvents(page)).toContainEqual({ type: 'playing', src: one!.audio });
    await pageOf(page, at, of);

    // The line lasts some seconds; then the page turns and the next one is read.
    await expect(page.getByText(`Page ${at + 1} of ${of}`, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(new RegExp(`\\?page=${at + 1}$`));
    await expect.poll(() => mediaEvents(page)).toContainEqual({ type: 'playing', src: two!.audio });
    const events = await mediaEvents(page);
    expect(events).toContainEqual({ type: 'ended', src: one!.audio });
    expect(events.findIndex((e) => e.type === 'ended' && e.src === one!.audio)).toBeLessThan(
      events.findIndex((e) => e.type === 'playing' && e.src === two!.audio),
    );

    // The child turns on: that page is read from its start.
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await pageOf(page, at + 2, of);
    await expect
      .poll(() => mediaEvents(page))
      .toContainEqual({ type: 'playing', src: three!.audio });
    await expect(readToMe).toHaveAttribute('aria-pressed', 'true');

    // Switched off, it falls silent.
    await readToMe.tap();
    await expect(readToMe).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => mediaEvents(page)).toContainEqual({ type: 'pause', src: three!.audio });
    await pageOf(page, at + 2, of);
  });
});
