import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;
}

test('before any choice only necessary cookies exist, and "necessary only" is kept', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Cookies on Dino' });
  await expect(banner).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name).sort();
  expect(
    names.every((name) => ['XSRF-TOKEN', 'locale'].includes(name)),
    names.join(),
  ).toBe(true);

  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toHaveCount(0);
  expect(await consentCookie(context)).toBe('necessary');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies on Dino' })).toHaveCount(0);
});

test('"accept all" allows every category', async ({ page, context }) => {
  await page.goto('/ru');
  await page.getByRole('button', { name: 'Принять все' }).click();
  expect(await consentCookie(context)).toBe('necessary.statistical.marketing');
});

test('settings let a visitor choose each optional category, necessary always on', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Manage settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /Statistical/ }).check();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await consentCookie(context)).toBe('necessary.statistical');
  await page.goto('/en/about');
  await expect(page.getByRole('region', { name: 'Cookies on Dino' })).toHaveCount(0);
});

test('the footer of every page opens the cookie settings again, with the choice made', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await page.goto('/en/encyclopedia');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /Marketing/ }).check();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await consentCookie(context)).toBe('necessary.marketing');

  await page.goto('/hy');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Քուքի ֆայլերի կարգավորումներ' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const screen of [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
]) {
  test(`on a ${screen.width} × ${screen.height} phone in Armenian the banner takes at most a third of the screen, its two answers alike`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto('/hy');
    const banner = page.getByRole('region', { name: 'Քուքի ֆայլերը Դինոյում' });
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    expect(box.height).toBeLessThanOrEqual(screen.height / 3);
    const look = (name: string) =>
      banner.getByRole('button', { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        const { height } = button.getBoundingClientRect();
        return [style.backgroundColor, style.borderColor, style.color, style.fontSize, height];
      });
    expect(await look('Ընդունել բոլորը')).toEqual(await look('Միայն անհրաժեշտները'));
    for (const name of ['Ընդունել բոլորը', 'Միայն անհրաժեշտները']) {
      const button = (await banner.getByRole('button', { name }).boundingBox())!;
      expect(button.height).toBeGreaterThanOrEqual(48);
    }
  });
}
