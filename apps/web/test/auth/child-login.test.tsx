import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { LoginDialog } from '../../app/features/auth/login-dialog.tsx';

async function renderLogin() {
  const router = createMemoryRouter([{ id: 'root', path: '/', Component: LoginDialog }], {
    hydrationData: { loaderData: { root: { user: null, locale: 'en' } } },
  });
  return render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

function answering(status: number, body: object) {
  return vi.spyOn(window, 'fetch').mockResolvedValue(Response.json(body, { status }));
}

const login = () => page.getByRole('dialog', { name: 'Welcome back!' });
const pad = () => login().getByRole('group', { name: 'My pictures' });

/** A child's try: the switch, the username and the pictures (the fourth signs in). */
async function tryPictures(names: string[]) {
  await login().getByRole('button', { name: 'I am a child' }).click();
  await login().getByLabelText('My username').fill('Nare2020');
  for (const name of names) await pad().getByRole('button', { name, exact: true }).click();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a child’s login', () => {
  it('is behind a switch that trades the address and password for a username and pictures', async () => {
    await renderLogin();
    const child = login().getByRole('button', { name: 'I am a child' });
    await expect.element(child).toHaveAttribute('aria-pressed', 'false');
    await expect.element(login().getByLabelText('Email')).toBeVisible();
    await child.click();
    await expect.element(child).toHaveAttribute('aria-pressed', 'true');
    await expect.element(login().getByLabelText('Email')).not.toBeInTheDocument();
    await expect.element(login().getByLabelText('Password')).not.toBeInTheDocument();
    await expect.element(login().getByLabelText('My username')).toBeVisible();
    await expect.element(pad()).toBeVisible();
  });

  it('asks for four pictures before anything is sent', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    await renderLogin();
    await tryPictures(['Egg', 'Leaf']);
    await login().getByRole('button', { name: 'Log in' }).click();
    await expect.element(pad().getByText('Choose 4 pictures.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the username and the places of the pictures at the fourth, and says kindly when they do not match', async () => {
    const message = 'That name and those pictures do not match. Try again!';
    const fetch = answering(422, {
      success: false,
      code: 422,
      message,
      errors: { pin: [message] },
    });
    await renderLogin();
    await tryPictures(['Tyrannosaurus', 'Egg', 'Egg', 'Crab']);
    await expect.element(pad().getByRole('alert')).toHaveTextContent(message);
    // The pictures are cleared for another go.
    await expect.element(pad().getByText('0 of 4 chosen')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/auth\/child-login$/);
    expect(JSON.parse(String(init!.body))).toEqual({ username: 'Nare2020', pin: '1229' });
  });

  it('says where the child looks that a locked sign-in needs the grown-up', async () => {
    const message = 'Too many wrong tries. Ask your grown-up to choose your pictures again.';
    answering(403, { success: false, code: 403, type: 'forbidden', message });
    await renderLogin();
    await tryPictures(['Fish', 'Fish', 'Fish', 'Fish']);
    await expect.element(pad().getByRole('alert')).toHaveTextContent(message);
    await expect.element(login()).toBeVisible();
  });
});
