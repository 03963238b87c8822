import type { Locator, Page } from '@playwright/test';
import { familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

/** A 1 × 1 PNG, named as a phone's camera names its pictures: long and without a space. */
const PICTURE = {
  name: 'IMG_20260101_123456789_dino_birthday_party.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const TEXTS = {
  hy: {
    menu: 'Ընտրացանկ',
    signUp: 'Գրանցվել',
    signUpTitle: 'Ստեղծեք ընտանեկան հաշիվ',
    editProfile: 'Խմբագրել պրոֆիլը',
    editProfileTitle: 'Պրոֆիլի խմբագրում',
    addChild: 'Ավելացնել երեխա',
    ownPicture: 'Ձեր սեփական նկարը',
    choose: 'Ընտրել նկար',
    none: 'Նկար ընտրված չէ',
    preview: 'Ընտրված նկարը',
    gate: 'Մեծերի համար',
    gateNumbers: ['երեք', 'չորս', 'հինգ', 'վեց', 'յոթ', 'ութ', 'ինը'],
  },
  ru: {
    menu: 'Меню',
    signUp: 'Зарегистрироваться',
    signUpTitle: 'Создайте семейный аккаунт',
    editProfile: 'Редактировать профиль',
    editProfileTitle: 'Редактирование профиля',
    addChild: 'Добавить ребёнка',
    ownPicture: 'Своя картинка',
    choose: 'Выбрать картинку',
    none: 'Картинка не выбрана',
    preview: 'Выбранная картинка',
    gate: 'Для взрослых',
    gateNumbers: ['три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  },
  en: {
    menu: 'Menu',
    signUp: 'Sign up',
    signUpTitle: 'Create a family account',
    editProfile: 'Edit profile',
    editProfileTitle: 'Edit profile',
    addChild: 'Add a child',
    ownPicture: 'A picture of your own',
    choose: 'Choose a picture',
    none: 'No picture chosen',
    preview: 'The chosen picture',
    gate: 'For grown-ups',
    gateNumbers: ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  },
};
type Lang = keyof typeof TEXTS;
const LANGS = Object.keys(TEXTS) as Lang[];
const WIDTHS = [320, 360];

test.beforeEach(async ({ page }) => {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url }]);
  // Playwright starts catching file pickers when the first listener comes, without waiting for
  // the browser to agree: a key pressed at once could open an uncaught one.
  page.on('filechooser', () => {});
});

/** The dialog's own scrolling box cannot be scrolled sideways. */
async function expectDialogFits(dialog: Locator, when: string) {
  const box = await dialog.evaluate((element) => ({
    scroll: element.scrollWidth,
    visible: element.clientWidth,
  }));
  expect(box.scroll, `the dialog, ${when}`).toBeLessThanOrEqual(box.visible + 1);
}

/** Nor can the page under it. */
async function expectPageFits(page: Page, when: string) {
  const root = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    visible: document.documentElement.clientWidth,
  }));
  expect(root.scroll, `the page, ${when}`).toBeLessThanOrEqual(root.visible + 1);
}

/**
 * The picture field as a family sees it: our translated button, large enough for a finger, and
 * no trace of the browser's own English "Choose File / No file chosen".
 */
async function expectTranslatedPicker(dialog: Locator, lang: Lang) {
  const button = dialog.getByText(TEXTS[lang].choose, { exact: true });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await expect(dialog.getByText(TEXTS[lang].none, { exact: true })).toBeVisible();
  // The native input stays for the form and for screen readers, in a box of at most one pixel.
  const native = (await dialog.locator('input[type=file]').boundingBox())!;
  expect(native.width * native.height).toBeLessThanOrEqual(1);
}

/** Picks the picture through our button, as a parent taps it. */
async function pickPicture(page: Page, dialog: Locator, lang: Lang) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText(TEXTS[lang].choose, { exact: true }).click();
  await (await chooser).setFiles(PICTURE);
  await expect(dialog.getByRole('img', { name: TEXTS[lang].preview })).toBeVisible();
  await expect(dialog.getByText(PICTURE.name, { exact: true })).toBeVisible();
}

/** The form fits before and after a picture is picked, and shows our picker, not the browser's. */
async function checkForm(page: Page, dialog: Locator, lang: Lang, width: number) {
  await expect(dialog).toBeVisible();
  await expectDialogFits(dialog, `${lang} at ${width} px, no picture`);
  await expectTranslatedPicker(dialog, lang);
  await pickPicture(page, dialog, lang);
  await expectDialogFits(dialog, `${lang} at ${width} px, a picture picked`);
}

/** Answers the parental gate's question, written in words of the page's language. */
async function passGate(page: Page, lang: Lang) {
  const gate = page.getByRole('dialog', { name: TEXTS[lang].gate });
  const question = await gate.locator('label').first().innerText();
  const numbers = TEXTS[lang].gateNumbers;
  const factors = question
    .split(/[\s՞?։]+/u)
    .map((word) => numbers.indexOf(word))
    .filter((index) => index >= 0)
    .map((index) => index + 3);
  expect(factors, question).toHaveLength(2);
  await gate.getByRole('textbox').fill(String(factors[0]! * factors[1]!));
  await gate.getByRole('textbox').press('Enter');
  await expect(gate).toHaveCount(0);
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`the sign-up dialog fits ${width} px in ${lang}, with its picture picked through our own button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/${lang}`);
      await page.getByRole('button', { name: TEXTS[lang].menu }).click();
      await page.locator('#site-menu').getByRole('button', { name: TEXTS[lang].signUp }).click();
      await checkForm(
        page,
        page.getByRole('dialog', { name: TEXTS[lang].signUpTitle }),
        lang,
        width,
      );
      await expectPageFits(page, `${lang} at ${width} px, a picture picked`);
    });
  }
}

test('the picture button is reached and opened with the keyboard, and shows where the focus is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#site-menu').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a family account' });
  await dialog.getByLabel('Repeat the password').focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Picture (optional)')).toBeFocused();
  const button = dialog.getByText('Choose a picture', { exact: true });
  await expect(button).toHaveCSS('outline-style', 'solid');
  await expect(button).toHaveCSS('outline-width', '4px');
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(PICTURE);
  await expect(dialog.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
});

test('the profile and add-a-child dialogs fit 320 and 360 px in every language, a picture picked', async ({
  page,
  request,
}) => {
  // The profile page behind these dialogs is checked by its own tests; here only the dialogs.
  const family = await familyByApi(request);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'auth_token', value: family.parentToken, url }]);
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/${lang}/profile`);
      await page.getByRole('button', { name: TEXTS[lang].editProfile, exact: true }).click();
      await passGate(page, lang);
      const profile = page.getByRole('dialog', { name: TEXTS[lang].editProfileTitle });
      await checkForm(page, profile, lang, width);
      await page.keyboard.press('Escape');
      await expect(profile).toHaveCount(0);

      await page.getByRole('button', { name: TEXTS[lang].addChild, exact: true }).click();
      const addChild = page.getByRole('dialog', { name: TEXTS[lang].addChild });
      // A drawn dinosaur is chosen at first; the upload shows once a parent wants their own.
      await expectDialogFits(addChild, `${lang} at ${width} px, a dinosaur chosen`);
      await addChild.getByRole('radio', { name: TEXTS[lang].ownPicture }).check();
      await checkForm(page, addChild, lang, width);
      await page.keyboard.press('Escape');
    }
  }
});
