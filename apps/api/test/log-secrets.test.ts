import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { PASSWORD, addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(async () => t?.close());

describe('the logs', () => {
  it('keep no password, token, email address or IP address through a whole family’s flow', async () => {
    const secrets: string[] = [PASSWORD];
    const parent = await verifiedParent(t.app, t.smtp);
    const verifyMail = t.smtp.received.find((mail) => mail.to.includes(parent.email))!;
    secrets.push(parent.email, parent.token, new URL(verifyMail.link).searchParams.get('token')!);
    const child = await addChild(t.app, parent, t.smtp);
    secrets.push(child.email, child.token);

    // A wrong password, a refused token, a reset by mail and a new password, a logout.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: parent.email, password: 'Wrong-Dino-Egg-1' },
    });
    secrets.push('Wrong-Dino-Egg-1');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer('not-a-token-123'),
    });
    secrets.push('not-a-token-123');
    const sent = t.smtp.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/forgot',
      payload: { email: parent.email },
    });
    const reset = new URL((await t.smtp.waitFor(parent.email, 5000, sent)).link);
    const resetToken = reset.searchParams.get('token')!;
    secrets.push(resetToken);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/update',
      payload: {
        email: parent.email,
        token: resetToken,
        password: 'New-Dino-Egg-7',
        password_confirmation: 'New-Dino-Egg-7',
      },
    });
    expect(updated.statusCode).toBe(200);
    secrets.push('New-Dino-Egg-7');
    // The web app's pages carry tokens in their addresses; the log keeps only the path.
    await t.app.inject({ method: 'GET', url: `/hy/reset-password?token=${resetToken}` });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(child.token) });

    const log = lines.join('');
    // The test reads real lines: every request above was logged.
    expect(lines.filter((line) => line.includes('"url":"/api/auth/')).length).toBeGreaterThan(6);
    for (const secret of secrets) expect(log, 'a secret in the logs').not.toContain(secret);
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(log).not.toMatch(/remoteAddress|127\.0\.0\.1/);
  });
});
