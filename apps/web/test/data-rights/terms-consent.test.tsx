import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { User } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { TermsConsent } from '../../app/features/data-rights/terms-consent.tsx';

const CURRENT = '2026-11-20';

function parent(acceptedVersion: string): User {
  return {
    id: 7,
    type: 'parent',
    first_name: 'Lilit',
    last_name: 'Hakobyan',
    nickname: 'lilit',
    email: 'lilit@example.com',
    settings: {
      weekly_summary: false,
      cookie_consent: null,
      terms: {
        accepted_version: acceptedVersion,
        accepted_at: '2026-01-02T10:00:00.000Z',
        current_version: CURRENT,
        up_to_date: acceptedVersion === CURRENT,
      },
    },
    permissions: null,
  } as User;
}

/** The page inside a data router whose root loader answers `user`, as the app's does. */
async function renderPage(user: () => User, path = '/en') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/:lang?/:page?',
        loader: () => ({ user: user(), locale: 'en' }),
        Component: () => (
          <>
            <h1>A page</h1>
            <TermsConsent />
          </>
        ),
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: { user: user(), locale: 'en' } } },
    },
  );
  return render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const dialog = () => page.getByRole('alertdialog', { name: 'Our terms have changed' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('new terms', () => {
  it('asks a parent who agreed to an older version, and Escape does not dismiss it', async () => {
    await renderPage(() => parent('2026-01-01'));
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveTextContent('November 20, 2026');
    await expect
      .element(dialog().getByRole('link', { name: 'Terms of service' }))
      .toHaveAttribute('target', '_blank');
    await expect
      .element(dialog().getByRole('link', { name: 'Privacy policy' }))
      .toHaveAttribute('href', '/en/privacy');
    await expect.element(dialog().getByRole('button', { name: 'Log out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).toBeVisible();
  });

  it('asks nothing of a parent who agreed to the current version', async () => {
    await renderPage(() => parent(CURRENT));
    await expect.element(page.getByRole('heading', { name: 'A page' })).toBeVisible();
    // Long enough for the dialog's code to have arrived, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('leaves the terms and privacy pages readable', async () => {
    await renderPage(() => parent('2026-01-01'), '/en/terms');
    await expect.element(page.getByRole('heading', { name: 'A page' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('"I agree" sends the current version and the refreshed user closes it', async () => {
    let accepted = '2026-01-01';
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => {
      accepted = CURRENT;
      return Response.json({ success: true, message: 'Thank you.', data: parent(CURRENT) });
    });
    await renderPage(() => parent(accepted));
    await dialog().getByRole('button', { name: 'I agree' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/privacy\/terms$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ version: CURRENT });
  });
});
