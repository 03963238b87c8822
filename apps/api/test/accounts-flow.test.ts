import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';
import {
  bearer,
  birthdayForAge,
  login,
  parentFields,
  PASSWORD,
  uniqueEmail,
} from './helpers/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a family from sign-up to password reset', () => {
  it('walks the whole accounts flow through real mail', async () => {
    const { app, smtp } = t;
    const email = uniqueEmail();

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ru' },
      payload: parentFields(email),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      success: true,
      message:
        'Добро пожаловать в Дино! Мы отправили ссылку для подтверждения на вашу электронную почту.',
      data: {
        user: { email, type: 'parent', email_verified_at: null, user_stat: { total_scores: 0 } },
      },
    });

    // Not verified yet: the right password still gets 403 email_not_verified.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      success: false,
      code: 403,
      type: 'email_not_verified',
      message: 'Էլ. փոստը հաստատված չէ',
    });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Подтвердите почту для Дино');
    expect(mail.html).toContain('Подтвердить почту');
    const link = new URL(mail.link);
    expect(link.origin + link.pathname).toBe('http://dino.test/ru/verify-email');
    const token = link.searchParams.get('token');

    const verify = () =>
      app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Էլ. փոստը հաջողությամբ հաստատվեց');
    expect((await verify()).statusCode).toBe(200); // following the link twice is harmless

    const remembered = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: email.toUpperCase(), password: PASSWORD, remember: true },
    });
    expect(remembered.statusCode).toBe(200);
    const parentToken = remembered.json().data.token as string;
    const parentId = remembered.json().data.user.id as number;

    const me = await app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(parentToken),
    });
    expect(me.json().data).toMatchObject({
      id: parentId,
      email,
      type: 'parent',
      user_stat: { total_scores: 0 },
    });
    expect(me.json().data.email_verified_at).not.toBeNull();

    // A child added without an address gets no mail; the parent plays as the child.
    const mailsBefore = smtp.received.length;
    const childEmail = '';
    const child = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...bearer(parentToken), 'accept-language': 'en' },
      payload: {
        ...parentFields(childEmail),
        first_name: 'Aram',
        type: 'child',
        birthday: birthdayForAge(5),
        parent_id: String(parentId),
      },
    });
    expect(child.statusCode).toBe(201);
    expect(child.json().message).toBe('The child profile has been created.');
    expect(child.json().data.user).toMatchObject({ type: 'child', parent_id: parentId });
    const childId = child.json().data.user.id as number;

    const children = await app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${parentId}`,
      headers: bearer(parentToken),
    });
    expect(children.statusCode).toBe(200);
    expect(children.json().data.map((c: { id: number }) => c.id)).toEqual([childId]);

    const childSession = (
      await app.inject({
        method: 'POST',
        url: `/api/auth/child-session/${childId}`,
        headers: bearer(parentToken),
      })
    ).json().data as { token: string };
    const renamed = await app.inject({
      method: 'POST',
      url: `/api/auth/update/${childId}`,
      headers: { ...bearer(parentToken), 'accept-language': 'en' },
      payload: { _method: 'PUT', name: 'Aramik', nickname: 'dino-aram' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ first_name: 'Aramik', nickname: 'dino-aram' });

    // A new email for the parent must be proven again.
    const newEmail = uniqueEmail('moved');
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/auth/update/${parentId}`,
      headers: { ...bearer(parentToken), 'accept-language': 'en' },
      payload: { email: newEmail, current_password: PASSWORD },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ email: newEmail, email_verified_at: null });
    const reverify = await smtp.waitFor(newEmail);
    expect(reverify.subject).toBe('Confirm your email for Dino');
    // Besides that, only the old address heard of the change.
    await smtp.waitFor(email, 5000, mailsBefore);
    const recipients = smtp.received.slice(mailsBefore).map((m) => m.to);
    expect(recipients).toHaveLength(2);
    expect(recipients).toEqual(
      expect.arrayContaining([expect.stringContaining(email), expect.stringContaining(newEmail)]),
    );

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(parentToken),
    });
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(parentToken),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().type).toBe('unauthenticated');

    // Forgot and reset: the link works once, and every old session ends.
    await app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { token: new URL(reverify.link).searchParams.get('token') },
    });
    const session = await login(app, newEmail);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/forgot',
      headers: { 'accept-language': 'en' },
      payload: { email: newEmail },
    });
    expect(forgot.json()).toEqual({
      success: true,
      message: 'Password reset email sent to your email address',
    });
    // Mail speaks the language of the page that asked for it (English), not of the last sign-in.
    const resetMail = await smtp.waitFor(newEmail, 5000, smtp.received.indexOf(reverify) + 1);
    expect(resetMail.subject).toBe('Reset your Dino password');
    const resetLink = new URL(resetMail.link);
    expect(resetLink.pathname).toBe('/en/reset-password');
    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/update',
        headers: { 'accept-language': 'en' },
        payload: {
          email: resetLink.searchParams.get('email'),
          token: resetLink.searchParams.get('token'),
          password,
          password_confirmation: password,
        },
      });
    const done = await reset('New-Dino-Egg-7');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Password updated successfully');
    const again = await reset('Other-Dino-Egg-8');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The password reset link is invalid or has expired');

    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(session.token),
    });
    expect(old.statusCode).toBe(401);
    await expect(login(app, newEmail)).rejects.toThrow();
    expect((await login(app, newEmail, 'New-Dino-Egg-7')).token).toBeTruthy();
    // The child's own session was untouched by the parent's reset.
    const childMe = await app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(childSession.token),
    });
    expect(childMe.json().data.first_name).toBe('Aramik');
  });
});
