import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';
import { lessonWithOneLeft } from './lesson-left.ts';

/**
 * Issue 20: guessing does not pay. A wrong answer rules that card out, so the second try is
 * easier and shows what the answer was not; it earns fewer stars than a right first try; a task
 * missed on the first try comes back in a short practice round when the lesson is done.
 */
test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

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
  const { lesson, activities, first, nameOf: name } = await lessonWithOneLeft(request, token, 'en');
  type Option = { id: string; label?: string; art?: string };
  const options: Option[] = first.content.options;
  const right = options.find((option) => first.content.correct.includes(option.id))!;
  const wrong = options.find((option) => !first.content.correct.includes(option.id))!;

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
  // Right after a wrong try earns a third of the task's stars; the rest earned them all.
  const stars = activities.reduce((sum, one) => sum + one.points, 0) - first.points;
  await expect(finished).toContainText(`New stars: ${stars + Math.ceil(first.points / 3)}`);
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
