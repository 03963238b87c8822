import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
for (const [w, h, tag] of [[375, 800, 'phone'], [1280, 900, 'desk']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const path of ['/hy', '/hy/shop', '/ru/about', '/en/basket']) {
    await page.goto('http://localhost:3312' + path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/${tag}${path.replace(/\//g, '_')}.png`, fullPage: true });
  }
  await page.goto('http://localhost:3312/en');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${tag}_login.png` });
}
await browser.close();
