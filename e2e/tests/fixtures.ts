import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/**
 * The app has hydrated and nothing loads: clicks, taps and keys now reach React. An activity's
 * player arrives in a chunk of its own after hydration, and a tap on its placeholder is lost, so
 * that waits too.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/, { timeout: 20_000 });
  await expect(page.locator('[data-player=loading]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Pages arrive rendered by the server, and a click that lands before React has taken them over
 * does nothing. A person waits for a page to settle, so here `page.goto` and `page.reload` wait
 * for hydration whenever the answer is one of the app's HTML pages.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const settle = async (response: Response | null) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) await hydrated(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => settle(await goto(url, options));
    page.reload = async (options) => settle(await reload(options));
    await use(page);
  },
});
