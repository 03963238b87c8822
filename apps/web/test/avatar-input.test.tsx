import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AVATAR_MAX_MEGAPIXELS, translate } from '@dino/contract';
import { en } from '../app/locales/en.ts';
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

/** The picker on a page whose root loader answered English, as the app's does. */
async function renderPicker() {
  const chosen: (File | null)[] = [];
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale: 'en' }),
        Component: () => <AvatarInput onChange={(file) => chosen.push(file)} />,
      },
    ],
    { hydrationData: { loaderData: { root: { locale: 'en' } } } },
  );
  render(
    <I18nextProvider i18n={i18nFor('en', en)}>
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
});
