import { expect, test } from './fixtures.ts';
import { SCREENS, expectTaskInWindow, taskSettled } from './stage-fit.ts';

/**
 * Issue 19: a visitor trying the examples on a phone finds the task on the first screen, as in a
 * lesson. Upright and sideways, in Armenian, the first example of every type has its prompt, its
 * speaker and every card, place and basket inside the window before anything is touched, with
 * the page no wider than the window and still saying what it is. The first example is the one
 * the page opens with; the others are picked from the steps below the task, and the page goes
 * back up to them.
 */
test.use({ bypassCSP: true, hasTouch: true });

const TYPES = [
  'choice',
  'count',
  'fill-blank',
  'hotspot',
  'match-pairs',
  'order',
  'sort-groups',
  'trace',
];
/** Each type's first example: its number among the steps. */
const firstOf = new Map<string, number>();

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL!,
  });
  const response = await request.get('/api/dino/examples/list?organization_id=1');
  expect(response.status()).toBe(200);
  const examples: { type: string }[] = (await response.json()).data;
  examples.forEach((example, index) => {
    if (!firstOf.has(example.type)) firstOf.set(example.type, index + 1);
  });
  await request.dispose();
  expect([...firstOf.keys()].sort()).toEqual([...TYPES].sort());
});

for (const screen of SCREENS) {
  test.describe(`a phone held ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const type of TYPES) {
      test(`the first ${type} example is all on the first screen`, async ({ page, context }) => {
        await context.addCookies([
          { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
        ]);
        await page.goto('/hy/examples');
        const number = firstOf.get(type)!;
        if (number > 1) {
          await page.getByRole('button', { name: new RegExp(`^Առաջադրանք ${number}\\D`) }).tap();
        }
        await taskSettled(page);
        await expect(
          page.getByRole('button', { name: /^Առաջադրանք / }).nth(number - 1),
        ).toHaveAttribute('aria-current', 'step');
        await expectTaskInWindow(page, screen);
        expect(await page.evaluate(() => window.scrollY), 'the page is scrolled down').toBe(0);
        // What the page is, and the way home, on that screen too.
        await expect(page.locator('main header').getByText('Փորձեք Դինոն')).toBeInViewport({
          ratio: 1,
        });
        await expect(page.getByRole('link', { name: 'Դինոյի գլխավոր էջ' })).toBeInViewport({
          ratio: 1,
        });
      });
    }
  });
}
