import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AVATAR_MAX_MEGAPIXELS, translate, type Locale } from '@dino/contract';
import { en } from '../app/locales/en.ts';
import { hy } from '../app/locales/hy.ts';
import { i18nFor } from '../app/lib/i18n.ts';
import { AvatarInput } from '../app/ui/avatar-input.tsx';

/** A real PNG of that size, drawn in the browser. */
async function png(width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3a7';
  context.fillRect(0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], 'dino.png', { type: 'image/png' });
}

/** The picker on a page whose root loader answered the language, as the app's does. */
async function renderPicker(
  options: { locale?: Locale; current?: string } = {},
): Promise<(File | null)[]> {
  const locale = options.locale ?? 'en';
  const chosen: (File | null)[] = [];
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale }),
        Component: () => (
          <AvatarInput current={options.current} onChange={(file) => chosen.push(file)} />
        ),
      },
    ],
    { hydrationData: { loaderData: { root: { locale } } } },
  );
  render(
    <I18nextProvider i18n={i18nFor(locale, locale === 'hy' ? hy : en)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return chosen;
}

describe('the avatar picker', () => {
  it('refuses a picture of more megapixels than the server takes, before sending it', async () => {
    const chosen = await renderPicker();
    const input = page.getByLabelText('Picture (optional)');
    await userEvent.upload(input, await png(2100, 2000));
    const message = translate('en', 'validation.avatar_pixels', { max: AVATAR_MAX_MEGAPIXELS });
    await expect.element(page.getByText(message)).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(chosen).toEqual([null]);
  });

  it('takes a picture within the limit and shows it', async () => {
    const chosen = await renderPicker();
    await userEvent.upload(page.getByLabelText('Picture (optional)'), await png(2000, 2000));
    await expect.element(page.getByRole('img')).toBeVisible();
    await expect.poll(() => chosen.length).toBe(1);
    expect(chosen[0]).toBeInstanceOf(File);
  });

  it('offers a button in the page’s language, not the browser’s, and says no picture is chosen', async () => {
    await renderPicker({ locale: 'hy' });
    await expect.element(page.getByText('Ընտրել նկար', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Նկար ընտրված չէ', { exact: true })).toBeVisible();
    // The native input keeps the field's label, and hears the chosen name and the hint with it.
    await expect
      .element(page.getByLabelText('Նկար (ըստ ցանկության)'))
      .toHaveAccessibleDescription(/^Նկար ընտրված չէ jpg, png կամ gif/);
  });

  it('opens the file picker from its button and is one stop for the keyboard', async () => {
    await renderPicker();
    const field = page.getByLabelText('Picture (optional)');
    await expect.element(field).toBeInTheDocument();
    const input = field.element() as HTMLInputElement;
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      // The test stops here: a real picker would wait for a person.
      event.preventDefault();
    });
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab();
    expect(document.activeElement).not.toBe(input);
    await userEvent.click(page.getByText('Choose a picture', { exact: true }));
    expect(opened).toBe(1);
  });

  it('names the chosen picture, and forgets it when a refused one follows', async () => {
    const chosen = await renderPicker();
    const input = page.getByLabelText('Picture (optional)');
    await userEvent.upload(input, await png(40, 40));
    await expect.element(page.getByText('dino.png', { exact: true })).toBeVisible();
    await expect.element(page.getByText('No picture chosen')).not.toBeInTheDocument();

    await userEvent.upload(input, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    await expect
      .element(page.getByText('Invalid image format. Upload a jpg, png or gif.'))
      .toBeVisible();
    await expect.element(page.getByText('No picture chosen', { exact: true })).toBeVisible();
    await expect.element(page.getByText('dino.png', { exact: true })).not.toBeInTheDocument();
    expect(chosen.at(-1)).toBeNull();
  });

  it('says a picture already there stays until another is chosen', async () => {
    await renderPicker({ current: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
    await expect
      .element(page.getByText('The current picture stays', { exact: true }))
      .toBeVisible();
  });
});
