import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true });

test('the terms and the privacy policy show their seven sections in every language', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
  for (const path of ['/hy/terms', '/ru/privacy', '/en/terms', '/en/privacy']) {
    await page.goto(path);
    const headings = page.getByRole('heading', { level: 2, name: /^\d\. / });
    await expect(headings, path).toHaveCount(7);
    await expect(
      page.getByRole('navigation', { name: /Contents|Содержание|Բովանդակություն/ }),
    ).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/en/terms');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').nth(3).click();
  await expect(page).toHaveURL(/#age-requirements$/);
  await expect(page.locator('#age-requirements')).toContainText('13');
});
