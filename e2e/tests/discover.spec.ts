import type { BrowserContext } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { familyByApi } from './family.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.use({ bypassCSP: true });

const LANGUAGES = ['hy', 'ru', 'en'] as const;

async function necessaryCookiesOnly(context: BrowserContext) {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
}

async function signIn(context: BrowserContext, token: string) {
  await context.addCookies([
    { name: 'auth_token', value: token, url: test.info().project.use.baseURL! },
  ]);
}

test('encyclopedia, facts, stages, about, contact and home in every language, axe-clean, nothing from elsewhere', async ({
  page,
  context,
}) => {
  await necessaryCookiesOnly(context);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const foreign: string[] = [];
  // A hydration mismatch (server and browser writing a text differently) is a page error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(url.href);
  });
  for (const lang of LANGUAGES) {
    for (const path of [
      '',
      '/encyclopedia',
      '/encyclopedia/tyrannosaurus',
      '/interesting',
      '/stages',
      '/about',
      '/contact',
      '/games',
      '/games/dino-run',
      '/book',
      '/book/little-egg',
      '/video',
    ]) {
      const response = await page.goto(`/${lang}${path}`);
      expect(response?.status(), `/${lang}${path}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await hydrated(page);
      expect(await seriousViolations(page), `/${lang}${path}`).toEqual([]);
    }
  }
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('the encyclopedia finds an animal by its name in any language and filters by period and diet', async ({
  page,
  context,
}) => {
  await necessaryCookiesOnly(context);
  await page.goto('/en/encyclopedia');
  const found = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
  const all = await found.getByRole('heading', { level: 2 }).count();
  expect(all).toBeGreaterThanOrEqual(40);

  // Russian letters on the English page still find the animal, and the address keeps the search.
  await page.getByRole('searchbox', { name: 'Name' }).fill('Тираннозавр');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(found.getByRole('heading', { level: 2 })).toHaveText(['Tyrannosaurus']);

  await page.getByRole('searchbox', { name: 'Name' }).fill('');
  await page.getByRole('combobox', { name: 'Period' }).selectOption('jurassic');
  await page.getByRole('combobox', { name: 'Food' }).selectOption('herbivore');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/period=jurassic/);
  const jurassic = await found.getByRole('heading', { level: 2 }).allTextContents();
  expect(jurassic).toContain('Stegosaurus');
  expect(jurassic).not.toContain('Tyrannosaurus');
  expect(jurassic.length).toBeLessThan(all);

  await page.getByRole('link', { name: 'Stegosaurus' }).click();
  await expect(page).toHaveURL(/\/en\/encyclopedia\/stegosaurus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stegosaurus' })).toBeVisible();
  await expect(page.getByText('Jurassic', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where these facts come from' })).toBeVisible();

  // The same address in Armenian is the same animal, with the trail back to the list.
  await page.goto('/hy/encyclopedia/stegosaurus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ստեգոզավր');
  expect((await page.goto('/en/encyclopedia/unicorn'))?.status()).toBe(404);
});

test('the facts page shows the fact of the day and filters by category', async ({
  page,
  context,
}) => {
  await necessaryCookiesOnly(context);
  await page.goto('/en/interesting');
  const today = page.getByRole('region', { name: 'Fact of the day' });
  await expect(today).toBeVisible();
  const facts = page.getByRole('main').getByRole('list').last().getByRole('listitem');
  const all = await facts.count();
  expect(all).toBeGreaterThanOrEqual(50);
  await page
    .getByRole('navigation', { name: 'Fact categories' })
    .getByRole('link', { name: 'Space' })
    .click();
  await expect(page).toHaveURL(/category=space/);
  await expect(facts.first()).toContainText('Space');
  expect(await facts.count()).toBeLessThan(all);
});

test('home differs for a visitor, a parent and a child; stages show the child’s own stage', async ({
  page,
  context,
  request,
}) => {
  await necessaryCookiesOnly(context);
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Create a family account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fact of the day' })).toBeVisible();

  const family = await familyByApi(request, 'Nare');
  await signIn(context, family.parentToken);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Lilit!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play as Nare' })).toBeVisible();

  const session = await request.post(`/api/auth/child-session/${family.child.id}`, {
    headers: { authorization: `Bearer ${family.parentToken}` },
  });
  expect(session.status()).toBe(200);
  await signIn(context, (await session.json()).data.token);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Nare!' })).toBeVisible();
  // A six-year-old is a hatchling. (Within the page's main part: while React streams the family's
  // home, a hidden copy of it waits at the end of the body until it is swapped in.)
  await expect(page.getByRole('main').getByText('Your stage: Hatchling')).toBeVisible();
  await page.goto('/en/stages');
  const hatchling = page.getByRole('listitem', { name: /Hatchling/ });
  await expect(hatchling.getByText('You are here')).toBeVisible();
  await expect(hatchling.getByText(/lessons done|Lessons done/i).first()).toBeVisible();
});
