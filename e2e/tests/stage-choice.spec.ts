import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { childSession, familyByApi, type Family } from './family.ts';
import { expect, test } from './fixtures.ts';

/**
 * A path at the child's level (issue 20, decision 0016): on a phone in Armenian, a parent moves a
 * 6-year-old who is ahead up one stage, and the child's path follows.
 */

test.use({ bypassCSP: true, viewport: { width: 360, height: 740 } });

type Module = { uuid: string; name: string; min_age: number; max_age: number; fit: string | null };

const GATE_WORDS: Record<string, number> = {
  երեք: 3,
  չորս: 4,
  հինգ: 5,
  վեց: 6,
  յոթ: 7,
  ութ: 8,
  ինը: 9,
};

/** Answers the parental gate's question as a grown-up reads it in Armenian. */
async function passGateHy(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Մեծերի համար' });
  await expect(gate).toBeVisible();
  const question = await gate.locator('label').first().innerText();
  const [, left, right] = question.match(/Որքա՞ն է (\S+) անգամ (\S+)։/u)!;
  await gate.getByRole('textbox').fill(String(GATE_WORDS[left!]! * GATE_WORDS[right!]!));
  await gate.getByRole('button', { name: 'Շարունակել' }).click();
  await expect(gate).toHaveCount(0);
}

async function asChild<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
}

/** The parent's profile page on this browser, and the stage choice on their child's card. */
async function stageChoiceOf(page: Page, family: Family): Promise<Locator> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'auth_token', value: family.parentToken, url },
    { name: 'cookie_consent', value: 'necessary', url },
  ]);
  await page.goto('/hy/profile');
  return page.getByRole('group', { name: `Ուսուցման փուլը՝ ${family.child.first_name}` });
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(1);
}

test('a parent moves a 6-year-old up to the explorers and the child’s modules for 7 to 9 come first', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request, 'Aram', { age: 6 });
  const token = await childSession(request, family);
  const firstBefore = (await asChild<Module[]>(request, '/api/dino/modules/list', token))[0]!;

  const choice = await stageChoiceOf(page, family);
  const own = choice.getByRole('radio', { name: /Ձագուկ/ });
  const explorer = choice.getByRole('radio', { name: /Հետազոտող/ });
  await expect(own).toBeChecked();
  await expect(choice.getByText('Ըստ տարիքի')).toBeVisible();
  // A hatchling may go down to the eggs or up two stages, and nowhere else.
  await expect(choice.getByRole('radio')).toHaveCount(4);
  await expect(choice).toContainText(
    'Aram առաջինը կտեսնի ընտրված փուլի դասերը, և դրանք կբացվեն անմիջապես։',
  );
  await expectNoSidewaysScroll(page);

  // The choices are big enough for a thumb, and a keyboard moves between them.
  for (const option of await choice.locator('label').all()) {
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  }
  await own.focus();
  await page.keyboard.press('ArrowDown');
  await expect(explorer).toBeChecked();
  await expect(explorer).toBeFocused();

  const save = choice.getByRole('button', { name: 'Պահել փուլը՝ Aram' });
  expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await save.click();
  await passGateHy(page);
  await expect(page.getByText('Պահված է։ Aram-ի դասերն այժմ').first()).toBeVisible();

  // The child's path follows: a 6-year-old moved up one learns as an 8-year-old explorer.
  const user = await request.post('/api/auth/user-data', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await user.json()).data.stage_shift).toBe(1);
  const firstAfter = (await asChild<Module[]>(request, '/api/dino/modules/list', token))[0]!;
  expect(firstAfter.name).not.toBe(firstBefore.name);
  expect(firstAfter.fit).toBe('your_age');
  expect(firstAfter.min_age).toBeLessThanOrEqual(8);
  expect(firstAfter.max_age).toBeGreaterThanOrEqual(8);
  expect(firstBefore.max_age, 'the first module before was one for younger children').toBeLessThan(
    8,
  );

  await page.reload();
  await expect(explorer).toBeChecked();
  await expect(own).not.toBeChecked();
});

test('a 12-year-old can go down two stages but not up', async ({ page, request }) => {
  const family = await familyByApi(request, 'Nare', { age: 12 });
  const choice = await stageChoiceOf(page, family);
  await expect(choice.getByRole('radio', { name: /Հնէաբան/ })).toBeChecked();
  await expect(choice.getByRole('radio')).toHaveCount(3);
  await expect(choice.getByRole('radio', { name: /Ձու/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
