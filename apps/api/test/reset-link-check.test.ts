import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../src/config.ts';
import { passwordResetTokens } from '../src/db/schema.ts';
import { RELAXED_LIMITS, createTestApp, type TestContext } from './helpers/app.ts';
import { parentFields, uniqueEmail, verifiedParent } from './helpers/users.ts';

const RESET_PER_CLIENT = 4;
const INVALID = 'The password reset link is invalid or has expired';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...RELAXED_LIMITS,
      resetClient: { ...DEFAULT_RATE_LIMITS.resetClient, points: RESET_PER_CLIENT },
    },
  });
});
afterAll(async () => t?.close());

let clients = 0;
/** Every test calls from its own address, so that the per-client counters do not mix. */
function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

function post(url: string, payload: object, remoteAddress = '203.0.113.9') {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    headers: { 'accept-language': 'en' },
    payload,
    remoteAddress,
  });
}

/** Asks for a reset mail and answers the email and token of its link. */
async function resetLink(email: string): Promise<{ email: string; token: string }> {
  const sent = t.smtp.received.length;
  expect((await post('reset-password/forgot', { email })).statusCode).toBe(200);
  const link = new URL((await t.smtp.waitFor(email, 5000, sent)).link);
  return { email: link.searchParams.get('email')!, token: link.searchParams.get('token')! };
}

const newPassword = (link: { email: string; token: string }, client = newClient()) =>
  post(
    'reset-password/update',
    { ...link, password: 'Fern-Stone-58', password_confirmation: 'Fern-Stone-58' },
    client,
  );

describe('checking a password reset link', () => {
  it('says a good link is good, as often as asked, without using it up', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const link = await resetLink(parent.email);
    for (let i = 0; i < 2; i += 1) {
      const check = await post('reset-password/check', link, newClient());
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        success: true,
        message: 'The link is valid. Choose a new password.',
      });
    }
    expect((await newPassword(link)).statusCode).toBe(200);

    // Used, the link is dead, and the check says so.
    const used = await post('reset-password/check', link, newClient());
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({ success: false, message: INVALID, errors: { token: [INVALID] } });
  });

  it('answers alike for an unknown address, a wrong token, a replaced link and a late one', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const replaced = await resetLink(parent.email);
    const late = await resetLink(parent.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.email, parent.email), isNull(passwordResetTokens.used_at)));
    const other = await verifiedParent(t.app, t.smtp);
    const live = await resetLink(other.email);

    const answers = await Promise.all(
      [
        { email: uniqueEmail('nobody'), token: live.token },
        { email: uniqueEmail('nobody'), token: 'x'.repeat(43) },
        { email: parent.email, token: 'x'.repeat(43) },
        { email: parent.email, token: live.token },
        replaced,
        late,
      ].map((body) => post('reset-password/check', body, newClient())),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json().message).toBe(INVALID);
    // None of those spent the live link.
    expect((await post('reset-password/check', live, newClient())).statusCode).toBe(200);
  });

  it('shares the limit of failed links with setting a password, per client', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const guesser = newClient();
    for (let i = 0; i < RESET_PER_CLIENT - 1; i += 1) {
      const body = { email: parent.email, token: `guess-${i}-${'x'.repeat(30)}` };
      expect((await post('reset-password/check', body, guesser)).statusCode).toBe(422);
    }
    const last = { email: parent.email, token: `guess-last-${'x'.repeat(30)}` };
    expect((await newPassword(last, guesser)).statusCode).toBe(422);
    const link = await resetLink(parent.email);
    // The guessing client is stopped, even with the real link; another client is not.
    const stopped = await post('reset-password/check', last, guesser);
    expect((await post('reset-password/check', link, guesser)).statusCode).toBe(429);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ success: false, code: 429, type: 'throttled' });
    expect((await post('reset-password/check', link, newClient())).statusCode).toBe(200);
  });
});

describe('a verification link', () => {
  it('answers the address it proved, for the login that follows', async () => {
    const email = uniqueEmail();
    expect((await post('register', parentFields(email))).statusCode).toBe(201);
    const token = new URL((await t.smtp.waitFor(email)).link).searchParams.get('token');
    for (let i = 0; i < 2; i += 1) {
      const verified = await post('email/verify', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({
        success: true,
        message: 'Email verified successfully',
        data: { email },
      });
    }
  });
});
