import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '@dino/contract';
import { avatarStore } from '../src/modules/accounts/avatar.ts';
import { mailFiles } from '../src/modules/mail/mail-files.ts';
import { retentionJob } from '../src/modules/privacy/retention.ts';
import {
  authTokens,
  contactMessages,
  emailVerificationTokens,
  mailOutbox,
  users,
} from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { addChild, login, parentFields, uniqueEmail, verifiedParent } from './helpers/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function registerOnly(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('unverified');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: parentFields(email),
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return { id: row!.id, email };
}

describe('the retention job', () => {
  it('deletes what the privacy policy says is not kept, and nothing else', async () => {
    const db = t.database.db;
    const avatars = avatarStore(t.config.dataDir);
    const job = retentionJob({
      db,
      avatars,
      mailFiles: mailFiles(t.config.dataDir),
      log: t.app.log,
    });

    const family = await verifiedParent(t.app, t.smtp);
    const child = await addChild(t.app, family, t.smtp);
    const forgotten = await registerOnly();
    const recent = await registerOnly();
    // The forgotten sign-up is older than the policy allows and had a picture on disk.
    await mkdir(avatars.dir, { recursive: true });
    await writeFile(path.join(avatars.dir, 'forgotten.webp'), 'image');
    await db
      .update(users)
      .set({ created_at: daysAgo(RETENTION.unverifiedAccountDays + 1), avatar: 'forgotten.webp' })
      .where(eq(users.id, forgotten.id));
    await db
      .update(users)
      .set({ created_at: daysAgo(RETENTION.unverifiedAccountDays - 1) })
      .where(eq(users.id, recent.id));

    // A session that ran out, one logged out, and one still good.
    const expired = await login(t.app, family.email);
    await db
      .update(authTokens)
      .set({ expires_at: daysAgo(1) })
      .where(eq(authTokens.id, sql`(select max(id) from auth_tokens)`));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${(await login(t.app, family.email)).token}` },
    });
    await t.app.outbox.flush();
    await db.update(mailOutbox).set({ sent_at: daysAgo(RETENTION.sentMailDays + 1) });
    await db.insert(contactMessages).values([
      {
        subject: 'old',
        message: 'old',
        phone: '+37410000000',
        locale: 'en',
        created_at: daysAgo(RETENTION.contactMessageDays + 1),
      },
      { subject: 'new', message: 'new', phone: '+37410000000', locale: 'en' },
    ]);

    const report = await job.runOnce();

    expect(report.unverifiedAccounts).toBe(1);
    expect(report.authTokens).toBeGreaterThanOrEqual(2);
    expect(report.contactMessages).toBe(1);
    expect(report.sentMail).toBeGreaterThan(0);
    const left = await db.select({ id: users.id }).from(users);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(forgotten.id);
    expect(ids).toEqual(expect.arrayContaining([recent.id, family.user.id, child.user.id]));
    expect(existsSync(path.join(avatars.dir, 'forgotten.webp'))).toBe(false);
    // The used verification link of the family is gone; the recent sign-up's link still works.
    const links = await db
      .select({ user: emailVerificationTokens.user_id })
      .from(emailVerificationTokens);
    expect(links.map((link) => link.user)).toEqual(expect.arrayContaining([recent.id]));
    expect(links.map((link) => link.user)).not.toContain(family.user.id);
    // The good session still answers; the expired one was already refused and is now gone.
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(me.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: { authorization: `Bearer ${expired.token}` },
    });
    expect(gone.statusCode).toBe(401);
    expect((await db.select().from(contactMessages)).map((row) => row.subject)).toEqual(['new']);
    expect(await db.select().from(mailOutbox)).toEqual([]);

    // A second run finds nothing more to do.
    expect(Object.values(await job.runOnce()).every((count) => count === 0)).toBe(true);
  });
});
