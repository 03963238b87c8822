import type { APIRequestContext } from '@playwright/test';
import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 20: guessing does not pay. A wrong answer rules that card out, so the second try is
 * easier and shows what the answer was not; a task missed on the first try comes back in a short
 * practice round when the lesson is done.
 */
test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

/* eslint-disable @typescript-eslint/no-explicit-any -- activities are read as the API sends them */
async function json(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test('a wrong first answer is ruled out, and the missed task comes back in a practice round', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const family = await familyByApi(request);
  const token = await childSession(request, family);
  await context.addCookies([
    { name: 'auth_token', value: token, url: baseURL! },
    { name: 'cookie_consent', value: 'necessary', url: baseURL! },
  ]);
  // "Meet the dinosaurs": every activity but the first (a choice) is already done.
  const modules = await json(request, '/api/dino/modules/list', token);
  const dinosaurs = modules.find((one: { slug: string }) => one.slug === 'world-of-dinosaurs');
  const [lesson] = await json(request, `/api/dino/lessons/list?uuid=${dinosaurs.uuid}`, token);
  const [first, ...rest] = await json(
    request,
    `/api/dino/activities/list?uuid=${lesson.uuid}`,
    token,
  );
  expect(first.type).toBe('choice');
  for (const activity of rest) {
    const done = await request.post(`/api/dino/activities/complete/${activity.uuid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(done.status()).toBe(200);
  }
  const name = (option: any) => option.label ?? first.art_names[option.art];
  const right = first.content.options.find((option: any) =>
    first.content.correct.includes(option.id),
  );
  const wrong = first.content.options.find(
    (option: any) => !first.content.correct.includes(option.id),
  );

  await page.goto(`/en/modules/lessons/activity?lesson=${lesson.uuid}`);
  const stage = page.getByRole('region', { name: first.content.prompt });
  await stage.getByRole('button', { name: name(wrong), exact: true }).tap();
  const ruledOut = stage.getByRole('button', { name: `${name(wrong)}: not this one` });
  await expect(ruledOut).toHaveAttribute('aria-disabled', 'true');
  const choices = stage.locator('.tile:not([aria-disabled])');
  await expect(choices).toHaveCount(first.content.options.length - 1);

  await stage.getByRole('button', { name: name(right), exact: true }).tap();
  const finished = page.getByRole('dialog', { name: 'Lesson complete' });
  await expect(finished).toBeVisible({ timeout: 10_000 });
  await finished.getByRole('button', { name: 'Try the tricky ones again (1)' }).tap();

  // The same task, fresh: every card can be picked again.
  await expect(finished).toBeHidden();
  const again = page.getByRole('region', { name: first.content.prompt });
  await expect(again.locator('.tile:not([aria-disabled])')).toHaveCount(
    first.content.options.length,
  );
  await again.getByRole('button', { name: name(right), exact: true }).tap();
  const afterPractice = page.getByRole('dialog', { name: 'Lesson complete' });
  await expect(afterPractice).toBeVisible({ timeout: 10_000 });
  await expect(afterPractice.getByRole('button', { name: /tricky ones/ })).toHaveCount(0);
});
