import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { confirmAddress, parentFields, uniqueEmail } from './helpers/users.ts';

/** The mails a page asks for speak its language and lead back to it (issue 19). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, language: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });

async function registered(language: string) {
  const email = uniqueEmail();
  const answer = await post('/api/auth/register', parentFields(email), language);
  expect(answer.statusCode).toBe(201);
  return email;
}

describe('mail asked for from a page', () => {
  it('sends the verification again in the page’s language, and the first link still works', async () => {
    const email = await registered('hy');
    const first = await t.smtp.waitFor(email);
    expect(new URL(first.link).pathname).toBe('/hy/verify-email');

    const before = t.smtp.received.length;
    expect(
      (await post('/api/auth/email/verification-notification', { email }, 'en')).statusCode,
    ).toBe(200);
    const again = await t.smtp.waitFor(email, 5000, before);
    expect(new URL(again.link).pathname).toBe('/en/verify-email');
    expect(again.subject).toMatch(/[A-Za-z]/);
    expect(again.subject).not.toBe(first.subject);

    // The parent opens the first mail: asking again did not silently spoil it.
    const token = new URL(first.link).searchParams.get('token');
    const verified = await post('/api/auth/email/verify', { token }, 'hy');
    expect(verified.statusCode).toBe(200);
  });

  it('links a password reset asked from a Russian page to the Russian page', async () => {
    const email = await registered('hy');
    await confirmAddress(t.app, t.smtp, email);
    const before = t.smtp.received.length;
    expect((await post('/api/auth/reset-password/forgot', { email }, 'ru')).statusCode).toBe(200);
    const reset = await t.smtp.waitFor(email, 5000, before);
    expect(new URL(reset.link).pathname).toBe('/ru/reset-password');
    expect(reset.subject).toMatch(/[А-Яа-яЁё]/);
  });
});
