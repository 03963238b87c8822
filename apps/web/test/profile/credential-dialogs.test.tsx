import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CHILD_AVATARS, type User } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ChildDialog } from '../../app/features/profile/child-dialog.tsx';
import { ProfileDialog } from '../../app/features/profile/profile-dialog.tsx';
import { UpdatePasswordDialog } from '../../app/features/profile/update-password-dialog.tsx';

const parent = {
  id: 7,
  type: 'parent',
  first_name: 'Lilit',
  last_name: 'Hakobyan',
  nickname: 'lilit',
  email: 'lilit@example.com',
  avatar: null,
} as User;

const child = {
  id: 12,
  type: 'child',
  first_name: 'Aram',
  last_name: 'Hakobyan',
  nickname: 'aram',
  email: null,
  avatar: null,
  birthday: '2019-05-04',
} as User;

/** A dialog inside a data router whose root loader answers the page's language, as the app's. */
async function renderDialog(dialog: ReactNode) {
  const router = createMemoryRouter([{ id: 'root', path: '/', Component: () => dialog }], {
    hydrationData: { loaderData: { root: { user: parent, locale: 'en' } } },
  });
  return render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** The API refusing the call with these field errors, as the server's 422 envelope is. */
function refusing(errors: Record<string, string[]>) {
  return vi
    .spyOn(window, 'fetch')
    .mockResolvedValue(
      Response.json(
        { success: false, code: 422, message: Object.values(errors)[0]![0], errors },
        { status: 422 },
      ),
    );
}

/** The fields the dialog sent, from the multipart body of its one call. */
function sentFields(fetch: ReturnType<typeof refusing>) {
  expect(fetch).toHaveBeenCalledOnce();
  const [url, init] = fetch.mock.calls[0]!;
  return { url: String(url), fields: Object.fromEntries(init!.body as FormData) };
}

const dialog = (name: string) => page.getByRole('dialog', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the change-password dialog', () => {
  it('asks the current password first, and sends nothing without it', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    await renderDialog(<UpdatePasswordDialog user={parent} />);
    const form = dialog('Choose a new password');
    const current = form.getByLabelText('Current password');
    await expect.element(current).toHaveAttribute('type', 'password');
    await expect.element(current).toHaveAttribute('autocomplete', 'current-password');
    expect(form.element().querySelector('input')).toBe(current.element());

    await form.getByLabelText('New password').fill('Brand-New-Egg-9');
    await form.getByLabelText('Repeat the password').fill('Brand-New-Egg-9');
    await form.getByRole('button', { name: 'Save the password' }).click();
    await expect
      .element(current)
      .toHaveAccessibleDescription('Enter your current password to change this.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends it with the new password, and shows a wrong one under its field', async () => {
    const fetch = refusing({ current_password: ['This is not your password.'] });
    await renderDialog(<UpdatePasswordDialog user={parent} />);
    const form = dialog('Choose a new password');
    await form.getByLabelText('Current password').fill('Dino-Egg-41');
    await form.getByLabelText('New password').fill('Brand-New-Egg-9');
    await form.getByLabelText('Repeat the password').fill('Brand-New-Egg-9');
    await form.getByRole('button', { name: 'Save the password' }).click();
    await expect
      .element(form.getByLabelText('Current password'))
      .toHaveAccessibleDescription('This is not your password.');
    const sent = sentFields(fetch);
    expect(sent.url).toMatch(/\/api\/auth\/update\/7$/);
    expect(sent.fields).toMatchObject({
      current_password: 'Dino-Egg-41',
      password: 'Brand-New-Egg-9',
      _method: 'PUT',
    });
  });
});

describe('the profile dialog', () => {
  it('asks the current password only once the email differs, and sends it', async () => {
    const fetch = refusing({ current_password: ['This is not your password.'] });
    await renderDialog(<ProfileDialog user={parent} />);
    const form = dialog('Edit profile');
    await expect.element(form.getByLabelText('Email')).toHaveValue('lilit@example.com');
    await expect.element(form.getByLabelText('Current password')).not.toBeInTheDocument();

    await form.getByLabelText('Email').fill(' Lilit@Example.com ');
    await expect.element(form.getByLabelText('Current password')).not.toBeInTheDocument();
    await form.getByLabelText('Email').fill('lilit.new@example.com');
    const current = form.getByLabelText('Current password');
    await expect
      .element(current)
      .toHaveAccessibleDescription('Needed to change your email address.');
    await current.fill('Dino-Egg-41');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.element(current).toHaveAccessibleDescription(/This is not your password\./);
    expect(sentFields(fetch).fields).toMatchObject({
      email: 'lilit.new@example.com',
      current_password: 'Dino-Egg-41',
    });
  });

  it('saves a child’s profile that has no address, asking no password', async () => {
    const fetch = refusing({ nickname: ['The nickname has already been taken.'] });
    await renderDialog(<ProfileDialog user={child} />);
    const form = dialog('Edit profile');
    await expect.element(form.getByLabelText('Email')).toHaveValue('');
    await form.getByLabelText('Nickname').fill('aramik');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(form.getByLabelText('Nickname'))
      .toHaveAccessibleDescription('The nickname has already been taken.');
    await expect.element(form.getByLabelText('Current password')).not.toBeInTheDocument();
    expect(sentFields(fetch).fields).not.toHaveProperty('email');
  });
});

describe('the child dialog', () => {
  it('adds a child from a name and a birth date, asking nothing else', async () => {
    const fetch = refusing({ first_name: ['A name cannot contain a web address.'] });
    await renderDialog(<ChildDialog parent={parent} />);
    const form = dialog('Add a child');
    for (const absent of ['Email', 'Password', 'Last name', 'Nickname']) {
      await expect.element(form.getByLabelText(absent)).not.toBeInTheDocument();
    }
    const name = form.getByLabelText('Name', { exact: true });
    await name.fill('Aram');
    await form.getByLabelText('Date of birth').fill('2019-05-04');
    await form.getByRole('button', { name: 'Add a child' }).click();
    await expect.element(name).toHaveAccessibleDescription(/A name cannot contain a web address\./);
    const sent = sentFields(fetch);
    expect(sent.url).toMatch(/\/api\/auth\/register$/);
    expect(sent.fields).toEqual({
      first_name: 'Aram',
      birthday: '2019-05-04',
      type: 'child',
      parent_id: '7',
      avatar_art: expect.any(String),
    });
    // A drawn dinosaur was chosen for the parent, and it is the one the form shows chosen.
    const chosen = form.getByRole('radio', { checked: true });
    await expect.element(chosen).toHaveAttribute('value', sent.fields.avatar_art as string);
    expect(CHILD_AVATARS).toContain(sent.fields.avatar_art);
  });

  it('offers every dinosaur by name, one arrow key from the next, or a picture of one’s own', async () => {
    const fetch = refusing({ first_name: ['A name cannot contain a web address.'] });
    await renderDialog(<ChildDialog parent={parent} />);
    const form = dialog('Add a child');
    await expect.element(form.getByRole('group', { name: 'Picture' })).toBeVisible();
    expect(form.getByRole('radio').elements()).toHaveLength(CHILD_AVATARS.length + 1);
    const dinosaur = form.getByRole('radio', { name: 'Stegosaurus' });
    await dinosaur.click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(form.getByRole('radio', { name: 'Brachiosaurus' })).toHaveFocus();
    await expect.element(form.getByRole('radio', { name: 'Brachiosaurus' })).toBeChecked();
    await expect.element(form.getByLabelText('Picture (optional)')).not.toBeInTheDocument();

    await form.getByRole('radio', { name: 'A picture of your own' }).click();
    await expect.element(form.getByLabelText('Picture (optional)')).toBeInTheDocument();
    await form.getByLabelText('Name', { exact: true }).fill('Aram');
    await form.getByLabelText('Date of birth').fill('2019-05-04');
    await form.getByRole('button', { name: 'Add a child' }).click();
    expect(sentFields(fetch).fields).not.toHaveProperty('avatar_art');
  });

  it('shows a child’s dinosaur chosen, and sends it only when another is picked', async () => {
    const drawn = {
      ...child,
      avatar_art: 'triceratops',
      avatar: '/api/avatars/art/triceratops.svg?v=1',
    } as User;
    const fetch = refusing({ nickname: ['The nickname has already been taken.'] });
    await renderDialog(<ChildDialog parent={parent} child={drawn} />);
    const form = dialog('Edit Aram’s profile');
    await expect.element(form.getByRole('radio', { name: 'Triceratops' })).toBeChecked();
    await form.getByRole('button', { name: 'Save' }).click();
    expect(sentFields(fetch).fields).not.toHaveProperty('avatar_art');

    fetch.mockClear();
    await form.getByRole('radio', { name: 'Velociraptor' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    expect(sentFields(fetch).fields).toMatchObject({ avatar_art: 'velociraptor' });
  });

  it('asks the parent’s own password when a child gets a new address', async () => {
    const fetch = refusing({ current_password: ['Enter your current password to change this.'] });
    await renderDialog(<ChildDialog parent={parent} child={child} />);
    const form = dialog('Edit Aram’s profile');
    await expect.element(form.getByLabelText('Your password')).not.toBeInTheDocument();
    await form.getByLabelText('Email for the child’s login (optional)').fill('aram@example.com');
    const yours = form.getByLabelText('Your password');
    await expect.element(yours).toHaveAttribute('autocomplete', 'current-password');
    await yours.fill('Dino-Egg-42');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.element(yours).toHaveAccessibleDescription(/Enter your current password/);
    const sent = sentFields(fetch);
    expect(sent.url).toMatch(/\/api\/auth\/update\/12$/);
    expect(sent.fields).toMatchObject({
      email: 'aram@example.com',
      current_password: 'Dino-Egg-42',
    });
  });
});
