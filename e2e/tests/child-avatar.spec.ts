import { seriousViolations } from './axe.ts';
import { parentByApi, yearsAgo } from './family.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true, viewport: { width: 360, height: 740 } });

const DINOSAURS = [
  'Տիրանոզավր',
  'Տրիցերատոպս',
  'Ստեգոզավր',
  'Բրախիոզավր',
  'Պարազավրոլոֆ',
  'Սպինոզավր',
  'Անկիլոզավր',
  'Վելոցիրապտոր',
];

test('a parent gives a new child a drawn dinosaur, and the child’s card shows it (hy, 360 px)', async ({
  page,
  request,
}) => {
  const parent = await parentByApi(request);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'necessary', url },
    { name: 'auth_token', value: parent.parentToken, url },
  ]);
  await page.goto('/hy/profile');
  await page.getByRole('button', { name: 'Ավելացնել երեխա', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Ավելացնել երեխա' });
  const pictures = add.getByRole('group', { name: 'Նկար' });

  // Every dinosaur by its name, a picture big enough for a finger, one of them already chosen.
  for (const name of DINOSAURS) {
    const choice = pictures.getByRole('radio', { name, exact: true });
    const box = (await choice.boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(48);
  }
  await expect
    .poll(() =>
      pictures
        .locator('img')
        .evaluateAll(
          (images: HTMLImageElement[]) => images.filter((i) => i.naturalWidth > 0).length,
        ),
    )
    .toBe(DINOSAURS.length);
  await expect(pictures.getByRole('radio', { checked: true })).toHaveCount(1);
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]! - widths[1]!, 'the page is no wider than the phone').toBeLessThanOrEqual(1);
  expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);

  await pictures.getByRole('radio', { name: 'Ստեգոզավր' }).check();
  await add.getByLabel('Անուն', { exact: true }).fill('Անի');
  await add.getByLabel('Ծննդյան ամսաթիվ').fill(yearsAgo(5));
  await add.getByRole('button', { name: 'Ավելացնել երեխա' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Երեխայի պրոֆիլը ստեղծված է։');
  await alert.getByRole('button').click();

  const card = page.getByRole('listitem').filter({ hasText: 'Անի' });
  const avatar = card.locator('img').first();
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/art\/stegosaurus\.svg\?v=\w+$/);
  // Decorative: the child's name stands beside it.
  await expect(avatar).toHaveAttribute('alt', '');
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});
