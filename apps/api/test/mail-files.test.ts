import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, RETENTION, translate } from '@dino/contract';
import { mailOutbox } from '../src/db/schema.ts';
import { avatarStore } from '../src/modules/accounts/avatar.ts';
import { mailFiles } from '../src/modules/mail/mail-files.ts';
import { retentionJob } from '../src/modules/privacy/retention.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import {
  PASSWORD,
  bearer,
  birthdayForAge,
  login,
  parentFields,
  uniqueEmail,
} from './helpers/users.ts';

/** The embedded mode: no SMTP server, every letter is written to DATA_DIR/mail. */
let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined });
  dir = path.join(t.config.dataDir, 'mail');
});
afterAll(async () => t?.close());

interface Letter {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Every letter on disk once the outbox has written what it holds, read as a mail program would. */
async function letters(): Promise<Letter[]> {
  await t.app.outbox.flush();
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return { file, to: to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

async function lettersTo(address: string): Promise<Letter[]> {
  return (await letters()).filter((letter) => letter.to === address);
}

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
  });
}

async function register(email: string) {
  const response = await post('/api/auth/register', parentFields(email));
  expect(response.statusCode, response.body).toBe(201);
}

/** Signs a parent up, follows the link of the letter on disk, and signs in. */
async function parentWithMail() {
  const email = uniqueEmail('mailfile');
  await register(email);
  const [verification] = await lettersTo(email);
  const token = verification!.text.match(/verify-email\?token=([\w-]+)/)![1];
  expect((await post('/api/auth/email/verify', { token })).statusCode).toBe(200);
  return { email, ...(await login(t.app, email)) };
}

/** A child with an address of their own, who is sent a letter to confirm it. */
async function childWithMail(parent: { token: string; user: { id: number } }) {
  const email = uniqueEmail('mailkid');
  const response = await post(
    '/api/auth/register',
    {
      ...parentFields(email),
      first_name: 'Aram',
      type: 'child',
      birthday: birthdayForAge(7),
      parent_id: String(parent.user.id),
    },
    parent.token,
  );
  expect(response.statusCode, response.body).toBe(201);
  expect(await lettersTo(email)).toHaveLength(1);
  return { email, id: response.json().data.user.id as number };
}

describe('mail written to files without SMTP', () => {
  it('leaves with the family when a parent deletes the account; other families keep theirs', async () => {
    const parent = await parentWithMail();
    const child = await childWithMail(parent);
    const neighbour = uniqueEmail('neighbour');
    await register(neighbour);
    expect(await lettersTo(parent.email)).toHaveLength(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/account',
      headers: bearer(parent.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // What stays is the receipt of the deletion, written after it (the retention job takes it).
    const receipts = LOCALES.map((locale) => translate(locale, 'mail.deleted.subject'));
    const left = await lettersTo(parent.email);
    expect(left).toHaveLength(1);
    expect(receipts).toContain(left[0]!.subject);
    expect(await lettersTo(child.email)).toEqual([]);
    expect(await lettersTo(neighbour)).toHaveLength(1);
  });

  it('leaves with a child the parent removes; the parent keeps theirs', async () => {
    const parent = await parentWithMail();
    const child = await childWithMail(parent);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/family/children/${child.id}`,
      headers: bearer(parent.token),
      payload: { password: PASSWORD },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await lettersTo(child.email)).toEqual([]);
    expect(await lettersTo(parent.email)).toHaveLength(1);
  });

  it('leaves with the rows the retention job erases, and a file whose row is long gone too', async () => {
    const db = t.database.db;
    const old = uniqueEmail('oldletter');
    const fresh = uniqueEmail('freshletter');
    await register(old);
    await register(fresh);
    expect(await lettersTo(old)).toHaveLength(1);
    expect(await lettersTo(fresh)).toHaveLength(1);
    const files = mailFiles(t.config.dataDir);
    // A letter of an account deleted before files followed their rows.
    await writeFile(files.pathOf(999_999), 'To: someone.gone@example.com\r\n\r\nhello');
    await db
      .update(mailOutbox)
      .set({ sent_at: new Date(Date.now() - (RETENTION.sentMailDays + 1) * 86_400_000) })
      .where(eq(mailOutbox.recipient, old));

    const job = retentionJob({
      db,
      avatars: avatarStore(t.config.dataDir),
      mailFiles: files,
      log: t.app.log,
    });
    const report = await job.runOnce();

    expect(report.mailFiles).toBe(2);
    expect(await lettersTo(old)).toEqual([]);
    expect(await lettersTo('someone.gone@example.com')).toEqual([]);
    expect(await lettersTo(fresh)).toHaveLength(1);
  });
});
