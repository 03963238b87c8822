import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARENT_SESSION_COOKIE,
  TOKEN_TTL_REMEMBER_SECONDS,
  XSRF_COOKIE,
  XSRF_HEADER,
  errorEnvelope,
} from '@dino/contract';
import { authTokens } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { PASSWORD, addChild, bearer, login, verifiedParent } from './helpers/users.ts';

/**
 * "Play as" (issue 17): while a child plays, the parent's token waits where only the server sees
 * it, an HttpOnly cookie sent to /api/auth alone, and comes back only through auth/parent-session.
 */

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;
let child: Awaited<ReturnType<typeof addChild>>;
let otherParent: Awaited<ReturnType<typeof verifiedParent>>;
let otherChild: Awaited<ReturnType<typeof addChild>>;

/** The pair a page of the site gives the browser, echoed as the web client does. */
const XSRF = 'pair-of-the-page';
const xsrfPair = { [XSRF_HEADER.toLowerCase()]: XSRF };

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
  otherParent = await verifiedParent(t.app, t.smtp);
  otherChild = await addChild(t.app, otherParent, t.smtp);
});
afterAll(async () => t?.close());

function wayBackCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === PARENT_SESSION_COOKIE);
}

/** A parent signs in afresh and plays as their child: the child's token and the way back. */
async function playAs(who: { email: string }, childId: number) {
  const { token: parentToken } = await login(t.app, who.email);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/child-session/${childId}`,
    headers: bearer(parentToken),
  });
  expect(response.statusCode).toBe(200);
  const cookie = wayBackCookieOf(response);
  expect(cookie).toBeDefined();
  return {
    parentToken,
    childToken: response.json().data.token as string,
    wayBack: `${PARENT_SESSION_COOKIE}=${cookie!.value}`,
  };
}

const cookies = (...pairs: string[]) => ({
  cookie: [`${XSRF_COOKIE}=${XSRF}`, ...pairs].join('; '),
});

const parentSession = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/parent-session',
    headers: { 'accept-language': 'en', ...headers },
  });

const userData = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/user-data', headers: bearer(token) });

function expectRefused(
  response: LightMyRequestResponse,
  status: 401 | 403,
  tokens: string[],
  name?: string,
) {
  expect(response.statusCode, name).toBe(status);
  expect(errorEnvelope.parse(response.json()).code).toBe(status);
  for (const token of tokens) expect(response.body).not.toContain(token);
}

describe('playing as a child keeps the parent’s token from the page’s scripts', () => {
  it('answers with the child’s session and keeps the way back in an HttpOnly cookie for /api/auth', async () => {
    const { token: parentToken } = await login(t.app, parent.email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/child-session/${child.user.id}`,
      headers: bearer(parentToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: child.user.id, type: 'child' });
    // Nothing a script reads holds the parent's token: not the body, not a readable cookie.
    expect(response.body).not.toContain(parentToken);
    const cookie = wayBackCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 24 * 60 * 60,
    });
    // The site here is served over http; only https makes it Secure.
    expect(cookie!.secure).toBeUndefined();
    for (const other of response.cookies.filter((c) => c.name !== PARENT_SESSION_COOKIE)) {
      expect(other.value).not.toContain(parentToken);
    }
  });

  it('makes the cookie Secure on a site served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://dino.test' });
    try {
      const parentHere = await verifiedParent(secure.app, secure.smtp);
      const childHere = await addChild(secure.app, parentHere, secure.smtp);
      const response = await secure.app.inject({
        method: 'POST',
        url: `/api/auth/child-session/${childHere.user.id}`,
        headers: bearer(parentHere.token),
      });
      expect(wayBackCookieOf(response)).toMatchObject({ httpOnly: true, secure: true });
    } finally {
      await secure.close();
    }
  });
});

describe('auth/parent-session: the way back', () => {
  it('gives the parent’s session back, ends the child’s and clears the cookie', async () => {
    const { parentToken, childToken, wayBack } = await playAs(parent, child.user.id);
    const response = await parentSession({
      ...bearer(childToken),
      ...cookies(wayBack),
      ...xsrfPair,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      token: parentToken,
      user: { id: parent.user.id, type: 'parent' },
    });
    expect(wayBackCookieOf(response)).toMatchObject({ value: '', path: '/api/auth', maxAge: 0 });
    expect((await userData(childToken)).statusCode).toBe(401);
    expect((await userData(parentToken)).json().data.id).toBe(parent.user.id);
    // The same way back does not work twice.
    const again = await parentSession({ ...bearer(childToken), ...cookies(wayBack), ...xsrfPair });
    expectRefused(again, 401, [parentToken]);
  });

  it('refuses without the cookie, with a cookie that is not this session’s, or from anyone but the child', async () => {
    const { parentToken, childToken, wayBack } = await playAs(parent, child.user.id);
    const others = await playAs(otherParent, otherChild.user.id);
    const secrets = [parentToken, others.parentToken];
    const childHash = createHash('sha256').update(childToken).digest('hex');
    const forged = `${PARENT_SESSION_COOKIE}=${childHash}.${'x'.repeat(43)}`;

    const cases: [string, Record<string, string>, 401 | 403][] = [
      ['no cookie', { ...bearer(childToken), ...cookies() }, 403],
      ['another family’s cookie', { ...bearer(childToken), ...cookies(others.wayBack) }, 403],
      // Whoever reads the child's token can write its half of the cookie, but not the parent's.
      ['a forged cookie', { ...bearer(childToken), ...cookies(forged) }, 403],
      [
        'a cookie that is not one',
        { ...bearer(childToken), ...cookies(`${PARENT_SESSION_COOKIE}=1.x`) },
        403,
      ],
      // The way back belongs to the one session it was made with, not to the child at large.
      ['another session of the child', { ...bearer(child.token), ...cookies(wayBack) }, 403],
      ['the parent’s token', { ...bearer(parentToken), ...cookies(wayBack) }, 403],
      ['another parent', { ...bearer(others.parentToken), ...cookies(wayBack) }, 403],
      ['no bearer token', cookies(wayBack), 401],
    ];
    for (const [name, headers, status] of cases) {
      expectRefused(await parentSession({ ...headers, ...xsrfPair }), status, secrets, name);
    }
    // None of them spent the way back or ended a session.
    expect((await userData(childToken)).statusCode).toBe(200);
    const back = await parentSession({ ...bearer(childToken), ...cookies(wayBack), ...xsrfPair });
    expect(back.json().data.token).toBe(parentToken);
  });

  it('refuses a way back whose parent token was revoked in the meantime', async () => {
    const { parentToken, childToken, wayBack } = await playAs(parent, child.user.id);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(parentToken),
    });
    expect(loggedOut.statusCode).toBe(200);
    const response = await parentSession({
      ...bearer(childToken),
      ...cookies(wayBack),
      ...xsrfPair,
    });
    expectRefused(response, 403, [parentToken]);
    expect((await userData(parentToken)).statusCode).toBe(401);
  });

  it('is refused without the XSRF pair, which another site cannot send', async () => {
    const { parentToken, childToken, wayBack } = await playAs(parent, child.user.id);
    const withoutPair = await parentSession({
      ...bearer(childToken),
      cookie: wayBack,
    });
    expectRefused(withoutPair, 403, [parentToken]);
    const wrongHeader = await parentSession({
      ...bearer(childToken),
      ...cookies(wayBack),
      [XSRF_HEADER.toLowerCase()]: 'another-value',
    });
    expectRefused(wrongHeader, 403, [parentToken]);
    const headerOnly = await parentSession({
      ...bearer(childToken),
      cookie: wayBack,
      ...xsrfPair,
    });
    expectRefused(headerOnly, 403, [parentToken]);
    expect((await userData(childToken)).statusCode).toBe(200);
  });
});

describe('signing out during "play as"', () => {
  const forget = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent-session',
      headers: { 'accept-language': 'en', ...headers },
    });

  it('ends the waiting parent session and clears the cookie', async () => {
    const { parentToken, childToken, wayBack } = await playAs(parent, child.user.id);
    const response = await forget({ ...bearer(childToken), ...cookies(wayBack), ...xsrfPair });
    expect(response.statusCode).toBe(200);
    expect(wayBackCookieOf(response)).toMatchObject({ value: '', maxAge: 0 });
    expect((await userData(parentToken)).statusCode).toBe(401);
    // The child signs out with auth/logout, as anyone does.
    expect((await userData(childToken)).statusCode).toBe(200);
  });

  it('needs the cookie and the XSRF pair', async () => {
    const { parentToken, childToken, wayBack } = await playAs(parent, child.user.id);
    expectRefused(await forget({ ...bearer(childToken), ...cookies(), ...xsrfPair }), 401, []);
    expectRefused(await forget({ ...bearer(childToken), cookie: wayBack }), 403, [parentToken]);
    expect((await userData(parentToken)).statusCode).toBe(200);
  });
});

describe('a child’s session that ends on its own (issue 19)', () => {
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

  /** Time passes as the database sees it: the token's end moves into the past. */
  async function expire(token: string) {
    await t.database.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.token_hash, hashOf(token)));
  }

  async function expiryOf(token: string) {
    const [row] = await t.database.db
      .select({ expires_at: authTokens.expires_at, revoked_at: authTokens.revoked_at })
      .from(authTokens)
      .where(eq(authTokens.token_hash, hashOf(token)));
    return row;
  }

  /** A parent who ticked "remember me": a session of a week, not of a day. */
  async function playAsRemembered() {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: parent.email, password: PASSWORD, remember: true },
    });
    const parentToken = signedIn.json().data.token as string;
    const before = await expiryOf(parentToken);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/child-session/${child.user.id}`,
      headers: bearer(parentToken),
    });
    return {
      parentToken,
      before,
      cookie: wayBackCookieOf(response)!,
      childToken: response.json().data.token as string,
    };
  }

  it('keeps the way back for as long as the parent’s own session, which it leaves as it was', async () => {
    const { parentToken, before, cookie } = await playAsRemembered();
    expect(cookie.maxAge).toBeGreaterThan(TOKEN_TTL_REMEMBER_SECONDS - 60);
    expect(cookie.maxAge).toBeLessThanOrEqual(TOKEN_TTL_REMEMBER_SECONDS);
    expect(await expiryOf(parentToken)).toEqual(before);
  });

  it('gives the parent’s session back, whole, once the child’s day is over', async () => {
    const { parentToken, before, cookie, childToken } = await playAsRemembered();
    await expire(childToken);
    expect((await userData(childToken)).statusCode).toBe(401);
    expect((await userData(parentToken)).statusCode).toBe(200);

    const back = await parentSession({
      ...bearer(childToken),
      ...cookies(`${PARENT_SESSION_COOKIE}=${cookie.value}`),
      ...xsrfPair,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ token: parentToken, user: { id: parent.user.id } });
    expect(await expiryOf(parentToken)).toEqual(before);
    // Taken once, the way back is spent.
    const again = await parentSession({
      ...bearer(childToken),
      ...cookies(`${PARENT_SESSION_COOKIE}=${cookie.value}`),
      ...xsrfPair,
    });
    expectRefused(again, 401, [parentToken]);
  });

  it('gives it back too after the retention job has deleted the child’s expired session', async () => {
    const { parentToken, cookie, childToken } = await playAsRemembered();
    await t.database.db.delete(authTokens).where(eq(authTokens.token_hash, hashOf(childToken)));
    const back = await parentSession({
      ...bearer(childToken),
      ...cookies(`${PARENT_SESSION_COOKIE}=${cookie.value}`),
      ...xsrfPair,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.token).toBe(parentToken);
  });

  it('says the way back is gone once the parent’s session has ended as well', async () => {
    const { parentToken, cookie, childToken } = await playAsRemembered();
    await expire(childToken);
    await expire(parentToken);
    const response = await parentSession({
      ...bearer(childToken),
      ...cookies(`${PARENT_SESSION_COOKIE}=${cookie.value}`),
      ...xsrfPair,
    });
    expectRefused(response, 403, [parentToken]);
    expect(response.json().message).toBe(
      'The way back to the grown-up’s account has ended. Please sign in again.',
    );
  });
});
