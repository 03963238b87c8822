import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The budget: the home page's first-load JavaScript, gzip-compressed. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

test('the home page loads at most 150 KB of compressed JavaScript', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Every script the first load fetches: the module preloads and the entry's own imports.
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(0);
  let total = 0;
  for (const script of scripts) {
    const response = await request.get(script);
    expect(response.status(), script).toBe(200);
    total += gzipSync(await response.body()).length;
  }
  console.log(
    `home first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
  );
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
