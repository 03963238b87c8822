import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_PIN_MAX_FAILURES } from '@dino/contract';
import { createTestApp, RELAXED_LIMITS, type TestContext } from './helpers/app.ts';
import { bearer, birthdayForAge, verifiedParent } from './helpers/users.ts';

/**
 * Issue 20: a child is a name and a birth date, and signs in on another device with a username
 * and four pictures that only their parent sets.
 */
let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;
let otherParent: Awaited<ReturnType<typeof verifiedParent>>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...RELAXED_LIMITS, childLoginIp: { points: 12, seconds: 60 } },
  });
  parent = await verifiedParent(t.app, t.smtp);
  otherParent = await verifiedParent(t.app, t.smtp);
});
afterAll(async () => t?.close());

const addChild = (fields: Record<string, string>, token = parent.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: bearer(token),
    payload: { type: 'child', parent_id: String(parent.user.id), ...fields },
  });

const setSignIn = (childId: number, body: object, token = parent.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/children/${childId}/sign-in`,
    headers: bearer(token),
    payload: body,
  });

const childLogin = (username: string, pin: string, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/child-login',
    remoteAddress: ip,
    payload: { username, pin },
  });

async function newChild(name: string) {
  const response = await addChild({ first_name: name, birthday: birthdayForAge(5) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.user as { id: number };
}

describe('a child from a name and a birth date', () => {
  it('is created with nothing more: no address, no password, no last name or nickname', async () => {
    const response = await addChild({ first_name: 'Nare', birthday: birthdayForAge(4) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.user).toMatchObject({
      type: 'child',
      first_name: 'Nare',
      nickname: 'Nare',
      last_name: '',
      email: null,
      parent_id: parent.user.id,
      sign_in: null,
    });
  });

  it('still needs the birth date, and a password given needs its confirmation', async () => {
    const noBirthday = await addChild({ first_name: 'Aram' });
    expect(noBirthday.statusCode).toBe(422);
    expect(noBirthday.json().errors).toHaveProperty('birthday');
    const unconfirmed = await addChild({
      first_name: 'Aram',
      birthday: birthdayForAge(8),
      password: 'Dino-Egg-42',
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toHaveProperty('password_confirmation');
  });

  it('keeps a parent’s sign-up whole: every field is still required of a parent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { type: 'parent', first_name: 'Lilit', accept_terms: 'true' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['email', 'last_name', 'nickname', 'password', 'password_confirmation'].sort(),
    );
  });
});

describe("a child's own sign-in", () => {
  it('is set by their parent, and the child signs in with the username and the pictures', async () => {
    const child = await newChild('Davit');
    const saved = await setSignIn(child.id, { username: 'Davit2019', pin: '3719' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user.sign_in).toEqual({ username: 'davit2019', locked: false });

    const login = await childLogin('DAVIT2019', '3719');
    expect(login.statusCode, login.body).toBe(200);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(login.json().data.token),
    });
    expect(me.json().data).toMatchObject({ id: child.id, type: 'child' });
  });

  it('is refused to anyone but the parent, and a username is one child’s only', async () => {
    const child = await newChild('Mane');
    expect(
      (await setSignIn(child.id, { username: 'mane', pin: '1111' }, otherParent.token)).statusCode,
    ).toBe(404);
    const first = await setSignIn(child.id, { username: 'mane', pin: '1111' });
    expect(first.statusCode).toBe(200);
    const childToken = (await childLogin('mane', '1111')).json().data.token;
    expect(
      (await setSignIn(child.id, { username: 'mane', pin: '2222' }, childToken)).statusCode,
    ).toBe(403);
    const sibling = await newChild('Gor');
    const taken = await setSignIn(sibling.id, { username: 'Mane', pin: '1234' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('username');
  });

  it('takes only a username of Latin letters and digits and a PIN of four of the nine pictures', async () => {
    const child = await newChild('Ani');
    for (const body of [
      { username: 'Անի', pin: '1234' },
      { username: '7ani', pin: '1234' },
      { username: 'ani', pin: '1230' },
      { username: 'ani', pin: '12345' },
    ]) {
      const response = await setSignIn(child.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers a wrong name and wrong pictures alike, locks after a run of wrong pictures, and the parent opens it again', async () => {
    const child = await newChild('Tigran');
    await setSignIn(child.id, { username: 'tigran', pin: '5678' });
    const unknown = await childLogin('nobody', '5678', '203.0.113.2');
    const wrong = await childLogin('tigran', '8765', '203.0.113.2');
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json().message).toBe(wrong.json().message);

    for (let i = 1; i < CHILD_PIN_MAX_FAILURES; i++) {
      await childLogin('tigran', '1111', `203.0.113.${10 + i}`);
    }
    const locked = await childLogin('tigran', '5678', '203.0.113.30');
    expect(locked.statusCode).toBe(403);
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${parent.user.id}`,
      headers: bearer(parent.token),
    });
    const listed = children.json().data.find((user: { id: number }) => user.id === child.id);
    expect(listed.sign_in).toEqual({ username: 'tigran', locked: true });

    await setSignIn(child.id, { username: 'tigran', pin: '5678' });
    expect((await childLogin('tigran', '5678', '203.0.113.31')).statusCode).toBe(200);
  });

  it('throttles one address that keeps guessing', async () => {
    const answers = [];
    for (let i = 0; i < 14; i++)
      answers.push((await childLogin(`guess${i}`, '1234', '198.51.100.7')).statusCode);
    expect(answers.slice(0, 12).every((code) => code === 422)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('is removed by the parent, ending the sessions it opened', async () => {
    const child = await newChild('Lusine');
    await setSignIn(child.id, { username: 'lusine', pin: '2468' });
    const token = (await childLogin('lusine', '2468')).json().data.token;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/children/${child.id}/sign-in`,
      headers: bearer(parent.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await childLogin('lusine', '2468')).statusCode).toBe(422);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(401);
  });
});

describe("a child's stage, set by their parent", () => {
  it('moves a child up or down from their age, and no further than two stages', async () => {
    const child = await newChild('Hayk');
    const setStage = (shift: unknown, token = parent.token) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/family/children/${child.id}/stage`,
        headers: bearer(token),
        payload: { shift },
      });
    const up = await setStage(1);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.stage_shift).toBe(1);
    expect((await setStage(3)).statusCode).toBe(422);
    expect((await setStage(0.5)).statusCode).toBe(422);
    expect((await setStage(-1, otherParent.token)).statusCode).toBe(404);
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${parent.user.id}`,
      headers: bearer(parent.token),
    });
    expect(children.json().data.find((user: { id: number }) => user.id === child.id)).toMatchObject(
      {
        stage_shift: 1,
      },
    );
  });
});
