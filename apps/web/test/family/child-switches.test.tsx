import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Locale, User } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { hy } from '../../app/locales/hy.ts';
import { ru } from '../../app/locales/ru.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ChildSwitches } from '../../app/features/family/child-switches.tsx';

const CATALOGS = { hy, ru, en };

const child = {
  id: 12,
  type: 'child',
  first_name: 'Aram',
  last_name: 'Petrosyan',
  nickname: 'aram',
  permissions: { games: false, videos: true },
} as User;

/** The switches inside a data router, as on the profile page. */
async function renderSwitches(locale: Locale) {
  const router = createMemoryRouter([
    { id: 'root', path: '/', Component: () => <ChildSwitches child={child} /> },
  ]);
  return render(
    <I18nextProvider i18n={i18nFor(locale, CATALOGS[locale])}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('a parent’s switches for a child', () => {
  it('say beside them where they hold, and where they do not', async () => {
    await renderSwitches('en');
    const group = page.getByRole('group', { name: 'What Aram can open' });
    await expect.element(group.getByRole('switch', { name: 'Games' })).toBeVisible();
    const scope =
      'These switches apply while Aram is signed in, or after you choose “Play as Aram”. They do not apply on a device where nobody is signed in, nor in your own account.';
    await expect.element(group.getByText(scope)).toBeVisible();
    await expect.element(group).toHaveAccessibleDescription(scope);
  });

  it.each(['hy', 'ru'] as const)('say it in %s too, with the child’s name', async (locale) => {
    await renderSwitches(locale);
    const group = page.getByRole('group');
    await expect.element(group).toHaveAccessibleDescription(/Aram.*Aram/);
  });
});
