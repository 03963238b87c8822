import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, translate } from '@dino/contract';
import { DEFAULT_RATE_LIMITS } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { uniqueEmail } from './helpers/users.ts';

const LOGIN_PER_CLIENT = 3;
const LOGIN_PER_IP = 6;
const MAIL_PER_EMAIL = 3;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginClient: { points: LOGIN_PER_CLIENT, seconds: 60 },
      loginIp: { points: LOGIN_PER_IP, seconds: 60 },
      mailEmail: { points: MAIL_PER_EMAIL, seconds: 60 },
    },
  });
});
afterAll(async () => t?.close());

/** Every test calls from its own addresses, so that the per-IP counters do not mix. */
function attempt(url: string, payload: object, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    headers: { 'accept-language': 'en' },
    payload,
    remoteAddress,
  });
}

const badLogin = (email: string, remoteAddress: string) =>
  attempt('login', { email, password: 'Wrong-Egg-1' }, remoteAddress);

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = response.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  const body = errorEnvelope.parse(response.json());
  expect(body).toEqual({
    success: false,
    code: 429,
    type: 'throttled',
    message: translate('en', 'error.throttled', { seconds }),
  });
  expect(body.message.startsWith('Too many attempts.')).toBe(true);
}

describe('login is limited per email and client', () => {
  it(`throttles the attempt after ${LOGIN_PER_CLIENT} failures for one email from one client, whatever its case`, async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < LOGIN_PER_CLIENT; i += 1) {
      expect((await badLogin(email, '198.51.100.1')).statusCode).toBe(422);
    }
    expectThrottled(await badLogin(email.toUpperCase(), '198.51.100.1'));
    // Another client is not stopped by this one's failures (issue 17: no lock anyone can set).
    expect((await badLogin(email, '198.51.100.2')).statusCode).toBe(422);
  });

  it('lets another email through from the same address', async () => {
    const throttled = uniqueEmail('target');
    for (let i = 0; i < LOGIN_PER_CLIENT; i += 1) await badLogin(throttled, '198.51.100.3');
    expectThrottled(await badLogin(throttled, '198.51.100.3'));

    const other = await badLogin(uniqueEmail('bystander'), '198.51.100.3');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.email).toEqual([translate('en', 'validation.credentials')]);
  });
});

describe('login is limited per IP address', () => {
  it(`throttles the attempt after ${LOGIN_PER_IP} from one address, each for a new email`, async () => {
    for (let i = 0; i < LOGIN_PER_IP; i += 1) {
      expect((await badLogin(uniqueEmail('spray'), '192.0.2.10')).statusCode).toBe(422);
    }
    expectThrottled(await badLogin(uniqueEmail('spray'), '192.0.2.10'));

    // Another address has its own counter.
    expect((await badLogin(uniqueEmail('spray'), '192.0.2.11')).statusCode).toBe(422);
    expectThrottled(await badLogin(uniqueEmail('spray'), '192.0.2.10'));
  });
});

describe('password reset mail is limited per email', () => {
  it(`throttles the request after ${MAIL_PER_EMAIL} for one email, and not another`, async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < MAIL_PER_EMAIL; i += 1) {
      expect((await attempt('reset-password/forgot', { email }, '203.0.113.1')).statusCode).toBe(
        200,
      );
    }
    expectThrottled(await attempt('reset-password/forgot', { email }, '203.0.113.2'));

    const other = await attempt(
      'reset-password/forgot',
      { email: uniqueEmail('other') },
      '203.0.113.1',
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().message).toBe(translate('en', 'success.reset_sent'));
  });
});
