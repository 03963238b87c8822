import type { Locator, Page } from '@playwright/test';
import { childSession, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';
import { lessonWithOneLeft } from './lesson-left.ts';

test.use({
  bypassCSP: true,
  hasTouch: true,
  isMobile: true,
});

/** How many words of an element's text share a line with no other word. */
function lonelyWords(element: Locator) {
  return element.evaluate((heading) => {
    const text = heading.firstChild!;
    const words = [...heading.textContent!.matchAll(/\S+/g)];
    const lines = new Map<number, number>();
    for (const word of words) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const top = Math.round(range.getBoundingClientRect().top);
      lines.set(top, (lines.get(top) ?? 0) + 1);
    }
    return lines.size > 1 ? [...lines.values()].filter((count) => count === 1).length : 0;
  });
}

/** The element's box lies wholly inside the window. */
async function inWindow(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  return box;
}

for (const screen of [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
]) {
  test(`finishing a lesson on a ${screen.width} × ${screen.height} phone in Armenian is a celebration with both ways on at hand`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(screen);
    const family = await familyByApi(request);
    const token = await childSession(request, family);
    await context.addCookies([
      { name: 'auth_token', value: token, url: baseURL! },
      { name: 'cookie_consent', value: 'necessary', url: baseURL! },
    ]);

    const { lesson, next, activities, first, nameOf } = await lessonWithOneLeft(request, token);
    await page.goto(`/hy/modules/lessons/activity?lesson=${lesson.uuid}`);
    const right = first.content.options.find(
      (option: { id: string }) => option.id === first.content.correct[0],
    );
    await page
      .getByRole('button', { name: nameOf(right), exact: true })
      .first()
      .tap();

    const finished = page.getByRole('dialog', { name: 'Դասն ավարտված է' });
    await expect(finished).toBeVisible({ timeout: 10_000 });
    // The first sticker of a module is a dinosaur, as the text says, not an egg.
    await expect(finished).toContainText('դինոզավրով նոր կպչուն նկար');
    await expect(finished.getByTestId('sticker')).toHaveAttribute('src', /dino-triceratops\.svg$/);
    const stars = activities.reduce((sum, activity) => sum + activity.points, 0);
    await expect(finished.getByText(`Նոր աստղեր՝ ${stars}`)).toBeVisible();
    // Confetti falls over the screen, and is gone again.
    await expect(page.getByTestId('lesson-confetti')).toBeVisible();
    await expect(page.getByTestId('lesson-confetti')).toHaveCount(0);

    // No word of the heading is left alone on a line.
    expect(await lonelyWords(finished.getByRole('heading'))).toBe(0);

    // Both ways on are big, at the bottom of the window, and seen without scrolling.
    const onward = finished.getByRole('button', { name: `Հաջորդ դասը՝ ${next.name}` });
    const back = finished.getByRole('button', { name: 'Վերադառնալ դասերին' });
    const panel = await inWindow(page, finished);
    const words = (await finished.getByText('դինոզավրով նոր կպչուն նկար').boundingBox())!;
    let lowest = 0;
    for (const button of [onward, back]) {
      const box = await inWindow(page, button);
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.y).toBeGreaterThan(words.y + words.height);
      lowest = Math.max(lowest, box.y + box.height);
    }
    expect(panel.y + panel.height - lowest).toBeLessThanOrEqual(40);
    expect(await finished.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(
      true,
    );

    await back.tap();
    await expect(page).toHaveURL(/\/hy\/modules\/lessons$/);
  });
}
