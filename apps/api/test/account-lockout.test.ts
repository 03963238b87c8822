import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, LOGIN_DELAY, loginDelayMs } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { PASSWORD, verifiedParent } from './helpers/users.ts';

/**
 * Issue 17, item 5: nobody can lock a parent out. Real HTTP from several loopback addresses
 * (127.0.0.x), as requests from several machines would arrive.
 */
let t: TestContext;
let port: number;
beforeAll(async () => {
  // The real limits, with the delay scaled down a hundredfold so the file runs in seconds.
  t = await createTestApp({
    rateLimits: DEFAULT_RATE_LIMITS,
    loginDelay: { ...LOGIN_DELAY, firstMs: 2, maxMs: 80 },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

let nextClient = 10;
/** A loopback address no other test of this file has used. */
const newClient = () => `127.0.0.${(nextClient += 1)}`;

function post(from: string, path: string, body: object) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: { data?: { token?: string } } }>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: `/api${path}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const loginFrom = (from: string, email: string, password: string) =>
  post(from, '/auth/login', { email, password });

const LOGIN_CLIENT_LIMIT = DEFAULT_RATE_LIMITS.loginClient.points;

describe('failed logins', () => {
  it('from ten addresses do not stop the owner from an eleventh', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom(newClient(), parent.email, 'Wrong-Egg-1')).status).toBe(422);
    }
    const owner = await loginFrom(newClient(), parent.email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.data?.token).toBeTruthy();
  });

  it('stop one client guessing one account, and not the owner elsewhere', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const guesser = newClient();
    for (let i = 0; i < LOGIN_CLIENT_LIMIT; i += 1) {
      expect((await loginFrom(guesser, parent.email, `Guess-${i}-Egg`)).status).toBe(422);
    }
    expect((await loginFrom(guesser, parent.email, PASSWORD)).status).toBe(429);
    expect((await loginFrom(newClient(), parent.email, PASSWORD)).status).toBe(200);
  });
});

describe('guessing one account from many addresses', () => {
  it('slows each further attempt down, twice as long each time, up to a ceiling', () => {
    const delays = [0, 4, 5, 6, 7, 20].map((failures) => loginDelayMs(failures, LOGIN_DELAY));
    expect(delays).toEqual([0, 0, 250, 500, 1000, 8000]);
  });
});

describe('successful logins', () => {
  it('never count towards a limit', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const home = newClient();
    for (let i = 0; i < LOGIN_CLIENT_LIMIT + 5; i += 1) {
      expect((await loginFrom(home, parent.email, PASSWORD)).status).toBe(200);
    }
  });

  it('end a run of a client’s own mistakes', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const home = newClient();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < LOGIN_CLIENT_LIMIT - 1; i += 1) {
        expect((await loginFrom(home, parent.email, 'Typo-Egg-1')).status).toBe(422);
      }
      expect((await loginFrom(home, parent.email, PASSWORD)).status).toBe(200);
    }
  });
});

describe('password reset links', () => {
  it('junk tokens from elsewhere never block the genuine link', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const junk = newClient();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.resetClient.points + 2; i += 1) {
      await post(junk, '/auth/reset-password/update', {
        email: parent.email,
        token: `junk-token-${i}`,
        password: 'Fern-Stone-58',
        password_confirmation: 'Fern-Stone-58',
      });
    }
    const sent = t.smtp.received.length;
    expect(
      (await post(newClient(), '/auth/reset-password/forgot', { email: parent.email })).status,
    ).toBe(200);
    const mail = await t.smtp.waitFor(parent.email, 5000, sent);
    const link = new URL(mail.link);
    const reset = await post(newClient(), '/auth/reset-password/update', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Fern-Stone-58',
      password_confirmation: 'Fern-Stone-58',
    });
    expect(reset.status).toBe(200);
  });
});
