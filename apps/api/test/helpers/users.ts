import type { FastifyInstance } from 'fastify';
import type { TestSmtp } from './smtp.ts';

export const PASSWORD = 'Dino-Egg-42';
let counter = 0;

export function uniqueEmail(prefix = 'parent'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export function parentFields(email = uniqueEmail()) {
  return {
    first_name: 'Anahit',
    last_name: 'Petrosyan',
    nickname: 'anahit',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    type: 'parent',
    accept_terms: 'true',
  };
}

/** A birthday that makes a child `years` old today. */
export function birthdayForAge(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 1);
  return date.toISOString().slice(0, 10);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Calls as the holder of `token` (nobody without one) would, in `language`. The app is asked for
 * at each call, as the test files create it in beforeAll.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    language = 'en',
  ) =>
    app().inject({
      method,
      url,
      headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json();
  return { token: body.data.token as string, user: body.data.user as { id: number } };
}

/** Registers a parent, follows the verification link from the real mail, and signs in. */
export async function verifiedParent(app: FastifyInstance, smtp: TestSmtp) {
  const email = uniqueEmail();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: parentFields(email),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  await confirmAddress(app, smtp, email);
  return { email, ...(await login(app, email)) };
}

/** Follows the confirmation link of the real mail sent to `email`. */
export async function confirmAddress(app: FastifyInstance, smtp: TestSmtp, email: string) {
  const mail = await smtp.waitFor(email);
  const token = new URL(mail.link).searchParams.get('token');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    payload: { token },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
}

/**
 * Adds a child (six years old unless `age` says otherwise) with a sign-in address, confirms it
 * through the real mail to it, and signs the child in with it.
 */
export async function addChild(
  app: FastifyInstance,
  parent: { token: string; user: { id: number } },
  smtp: TestSmtp,
  age = 6,
) {
  const email = uniqueEmail('child');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: bearer(parent.token),
    payload: {
      ...parentFields(email),
      first_name: 'Aram',
      nickname: 'aram',
      type: 'child',
      birthday: birthdayForAge(age),
      parent_id: String(parent.user.id),
    },
  });
  if (response.statusCode !== 201) throw new Error(`child failed: ${response.body}`);
  await confirmAddress(app, smtp, email);
  return { email, ...(await login(app, email)) };
}
