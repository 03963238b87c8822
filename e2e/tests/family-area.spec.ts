import { passParentalGate } from './parental-gate.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { familyByApi, PASSWORD, type Family } from './family.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true });

const api = (token: string, lang = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': lang,
});

async function json(request: APIRequestContext, url: string, token: string, lang = 'en') {
  const response = await request.get(url, { headers: api(token, lang) });
  expect(response.status(), url).toBe(200);
  return response.json();
}

/** Signs the browser in with a token (a parent's, or a child's session). */
async function signIn(page: Page, token: string) {
  const url = test.info().project.use.baseURL!;
  await page.context().clearCookies();
  await page.context().addCookies([
    { name: 'auth_token', value: token, url },
    { name: 'cookie_consent', value: 'necessary', url },
  ]);
}

/** A session for the child, opened by their parent as "Play as" does. */
async function childToken(request: APIRequestContext, family: Family): Promise<string> {
  const session = await request.post(`/api/auth/child-session/${family.child.id}`, {
    headers: api(family.parentToken),
  });
  expect(session.status()).toBe(200);
  return (await session.json()).data.token;
}

/** The child's own sign-in address, as the parent's list of children has it. */
async function childEmail(request: APIRequestContext, family: Family): Promise<string> {
  const children = (
    await json(request, `/api/auth/get-children/${family.parentId}`, family.parentToken)
  ).data as { id: number; email: string }[];
  return children.find((child) => child.id === family.child.id)!.email;
}

/** The first lesson of the first module, completed by the child through the API. */
async function playFirstLesson(request: APIRequestContext, token: string) {
  const modules = (await json(request, '/api/dino/modules/list', token)).data;
  const lessons = (await json(request, `/api/dino/lessons/list?uuid=${modules[0].uuid}`, token))
    .data;
  const lesson = lessons[0];
  const activities = (await json(request, `/api/dino/activities/list?uuid=${lesson.uuid}`, token))
    .data as { uuid: string; type: string; points: number }[];
  let points = 0;
  for (const [index, activity] of activities.entries()) {
    const done = await request.post(`/api/dino/activities/complete/${activity.uuid}`, {
      headers: api(token),
      // Every other one needed a second try.
      data: { first_try: index % 2 === 0, seconds: 40 },
    });
    expect(done.status()).toBe(200);
    // What it earned: all its points on the first try, a third (rounded up) after a miss.
    points += index % 2 === 0 ? activity.points : Math.ceil(activity.points / 3);
  }
  const done = await request.post(`/api/dino/lessons/complete/${lesson.uuid}`, {
    headers: api(token),
  });
  expect(done.status()).toBe(200);
  return { module: modules[0], lesson, activities, points };
}

/** The value under a total's label on the dashboard. */
function total(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

test('a parent follows a child’s progress in hy, ru and en, on a phone too', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request, 'Arev');
  const token = await childToken(request, family);
  await signIn(page, family.parentToken);
  const dashboard = `/profile/children/${family.child.id}`;

  // Nothing played yet: a friendly word and the way to let the child play.
  await page.goto(`/en${dashboard}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arev’s progress');
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose who plays' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const played = await playFirstLesson(request, token);
  const user = (await (await request.post('/api/auth/user-data', { headers: api(token) })).json())
    .data;
  expect(user.user_stat.total_scores).toBe(played.points);
  const activities = played.activities.length;

  const labels = {
    en: {
      score: 'Stars',
      activities: 'Activities done',
      stickers: 'Stickers',
      title: 'Arev’s progress',
    },
    ru: {
      score: 'Звёзды',
      activities: 'Выполнено заданий',
      stickers: 'Наклейки',
      title: 'Успехи: Arev',
    },
    hy: {
      score: 'Աստղեր',
      activities: 'Կատարած առաջադրանքներ',
      stickers: 'Կպչուն նկարներ',
      title: 'Առաջընթաց՝ Arev',
    },
  } as const;
  for (const lang of ['hy', 'ru', 'en'] as const) {
    await page.goto(`/${lang}${dashboard}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels[lang].title);
    await expect(total(page, labels[lang].score)).toHaveText(String(played.points));
    await expect(total(page, labels[lang].activities)).toHaveText(String(activities));
    await expect(total(page, labels[lang].stickers)).toHaveText('1');
    // The sticker, named by its lesson and module in the page's language.
    const lesson = (
      await json(request, `/api/dino/lessons/list?uuid=${played.module.uuid}`, token, lang)
    ).data[0];
    const sticker = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: lesson.name }),
    });
    await sticker.scrollIntoViewIfNeeded();
    await expect(sticker.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await sticker.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    // This week's score is in the charts' table, for screen readers.
    const table = page.locator('table').first();
    await expect(table.locator('tbody tr').last().locator('td')).toHaveText(String(played.points));
    await expect(table.locator('tbody tr')).toHaveCount(8);
    expect(await seriousViolations(page), lang).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: 'Right on the first try' })).toBeVisible();
  // Per kind of activity: every other one was right on the first try.
  const kinds = new Map<string, { first: number; more: number }>();
  for (const [index, activity] of played.activities.entries()) {
    const kind = kinds.get(activity.type) ?? { first: 0, more: 0 };
    if (index % 2 === 0) kind.first += 1;
    else kind.more += 1;
    kinds.set(activity.type, kind);
  }
  const names: Record<string, string> = {
    choice: 'Choose the answer',
    'match-pairs': 'Match the pairs',
    order: 'Put in order',
    'sort-groups': 'Sort into groups',
    count: 'Count',
    trace: 'Trace',
    'fill-blank': 'Fill the gap',
    hotspot: 'Find in the picture',
  };
  const firstTry = page.getByRole('region', { name: 'Right on the first try' });
  for (const [type, kind] of kinds) {
    await expect(
      firstTry.getByRole('listitem').filter({ hasText: names[type]! }).first(),
    ).toContainText(`${kind.first} on the first try, ${kind.more} after more tries`);
  }
  // The trail leads back to the profile.
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('listitem')).toHaveText(['My account', 'Arev']);

  // On a 360 px phone nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const lang of ['hy', 'en'] as const) {
    await page.goto(`/${lang}${dashboard}`);
    await expect(total(page, labels[lang].score)).toHaveText(String(played.points));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, lang).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), lang).toEqual([]);
  }
  await page.goto('/en/profile');
  await expect(page.getByRole('switch', { name: 'Games' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a dashboard is its parent’s only: another family’s child is not found, a child goes to their profile', async ({
  page,
  request,
}) => {
  const ours = await familyByApi(request, 'Nare');
  const theirs = await familyByApi(request, 'Hayk');
  await signIn(page, ours.parentToken);
  expect((await page.goto(`/en/profile/children/${theirs.child.id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await page.goto('/en/profile/children/nobody'))?.status()).toBe(404);
  expect((await page.goto(`/en/profile/children/${ours.child.id}`))?.status()).toBe(200);

  await signIn(page, await childToken(request, ours));
  await page.goto(`/en/profile/children/${ours.child.id}`);
  await expect(page).toHaveURL(/\/en\/profile$/);
});

test('switching games and videos off hides them from the child and shows a friendly panel', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request, 'Tigran');
  await signIn(page, family.parentToken);
  await page.goto('/en/profile');
  const switches = page.getByRole('group', { name: 'What Tigran can open' });
  const games = switches.getByRole('switch', { name: 'Games' });
  await expect(games).toHaveAttribute('aria-checked', 'true');
  await games.click();
  await passParentalGate(page);
  await expect(games).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByText('Saved. Tigran sees the change on the next page.').first(),
  ).toBeVisible();
  // The gate stays open a few minutes: the second switch saves at once.
  await switches.getByRole('switch', { name: 'Videos' }).click();
  await expect(switches.getByRole('switch', { name: 'Videos' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.reload();
  await expect(games).toHaveAttribute('aria-checked', 'false');

  await signIn(page, await childToken(request, family));
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(page.getByRole('heading', { name: 'Hi, Tigran!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Games', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Videos', exact: true })).toHaveCount(0);
  // The shop is never in a child's menu.
  await expect(menu.getByRole('link', { name: 'Shop' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Books', exact: true }).first()).toBeAttached();

  for (const path of ['/en/games', '/en/games/feed-the-dino']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Games are switched off for you.' }),
    ).toBeVisible();
    await expect(page.getByText('Ask your grown-up.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/hy/video');
  await expect(
    page.getByRole('heading', { name: 'Տեսանյութերը քեզ համար անջատված են։' }),
  ).toBeVisible();
  await page.goto('/en/video');
  await expect(
    page.getByRole('heading', { name: 'Videos are switched off for you.' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to Learn' }).click();
  await expect(page).toHaveURL(/\/en\/modules$/);
});

test('a parent resets a child’s password: the new one signs in, the old one no longer', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request, 'Ani');
  const email = await childEmail(request, family);
  await signIn(page, family.parentToken);
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Reset password: Ani' }).click();
  await passParentalGate(page);
  const dialog = page.getByRole('dialog', { name: 'A new password for Ani' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('New password').fill('Dino-Nest-77');
  await dialog.getByLabel('Repeat the password').fill('Dino-Nest-78');
  await dialog.getByRole('button', { name: 'Save the password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Repeat the password').fill('Dino-Nest-77');
  await dialog.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Ani’s new password is saved.');
  await page.getByRole('alertdialog').getByRole('button').click();

  const old = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(old.ok()).toBe(false);
  const fresh = await request.post('/api/auth/login', {
    data: { email, password: 'Dino-Nest-77' },
  });
  expect(fresh.status()).toBe(200);
});

test('removing a child asks for the parent’s password, then the child is gone for good', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request, 'Gor');
  const email = await childEmail(request, family);
  const token = await childToken(request, family);
  await signIn(page, family.parentToken);
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { level: 3, name: 'Gor' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Gor' }).click();
  await passParentalGate(page);
  const dialog = page.getByRole('dialog', { name: 'Remove Gor?' });
  await expect(dialog).toContainText(
    'Gor’s profile, progress, stickers, game scores and picture will be deleted for good.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Your password').fill('Not-The-Password-1');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('This is not your password.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  const deleted = page.getByRole('alertdialog', { name: 'Profile deleted' });
  await expect(deleted).toContainText(
    'Gor’s profile and everything stored about them have been deleted.',
  );
  await deleted.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 3, name: 'Gor' })).toHaveCount(0);
  await expect(page.getByText('No child profiles yet.')).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(false);
  const session = await request.post('/api/auth/user-data', { headers: api(token) });
  expect(session.status()).toBe(401);
  expect((await page.goto(`/en/profile/children/${family.child.id}`))?.status()).toBe(404);
});
