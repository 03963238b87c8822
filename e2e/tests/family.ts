import { expect, type APIRequestContext } from '@playwright/test';
import { linkFromMail } from './mail.ts';

export const PASSWORD = 'Dino-Egg-42';

/** A date that makes a child `age` years old today. */
export function yearsAgo(age: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - age);
  return date.toISOString().slice(0, 10);
}

export interface Family {
  email: string;
  parentToken: string;
  parentId: number;
  child: { id: number; first_name: string };
}

/** Confirms an address with the link of the real mail sent to it. */
async function confirmAddress(request: APIRequestContext, email: string) {
  const token = new URL(await linkFromMail(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/email/verify', { data: { token } })).status()).toBe(200);
}

export type Parent = Omit<Family, 'child'>;

/** A verified, signed-in parent with no child yet: sign-up, the link from the real mail, login. */
export async function parentByApi(request: APIRequestContext): Promise<Parent> {
  const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const email = `family.${stamp}@example.com`;
  const registered = await request.post('/api/auth/register', {
    multipart: {
      first_name: 'Lilit',
      last_name: 'Hakobyan',
      nickname: 'lilit',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: 'parent',
      accept_terms: 'true',
    },
  });
  expect(registered.status()).toBe(201);
  await confirmAddress(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { token: parentToken, user: parent } = (await login.json()).data;
  return { email, parentToken, parentId: parent.id };
}

/**
 * A verified parent with one child (six years old unless `age` says otherwise), made through the
 * API as the dialogs would (the dialogs themselves are tested in accounts.spec.ts): the parent,
 * then the child, whose own address is confirmed from its mail too so that the child can sign in.
 */
export async function familyByApi(
  request: APIRequestContext,
  childName = 'Aram',
  { age = 6 }: { age?: number } = {},
): Promise<Family> {
  const parent = await parentByApi(request);
  const childEmail = `child.${parent.email.slice('family.'.length)}`;
  const child = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${parent.parentToken}` },
    multipart: {
      first_name: childName,
      last_name: 'Hakobyan',
      nickname: childName.toLowerCase(),
      email: childEmail,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: 'child',
      birthday: yearsAgo(age),
      parent_id: String(parent.parentId),
    },
  });
  expect(child.status()).toBe(201);
  await confirmAddress(request, childEmail);
  return { ...parent, child: (await child.json()).data.user };
}

/** A session of the family's child, opened by its parent ("play as"), as the page would. */
export async function childSession(request: APIRequestContext, family: Family): Promise<string> {
  const session = await request.post(`/api/auth/child-session/${family.child.id}`, {
    headers: { authorization: `Bearer ${family.parentToken}` },
  });
  expect(session.status()).toBe(200);
  return (await session.json()).data.token;
}
