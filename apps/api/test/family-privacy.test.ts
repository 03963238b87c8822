import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childProgressData,
  successEnvelope,
  translate,
  userSchema,
  WEEKLY_SUMMARY_DAYS,
} from '@dino/contract';
import * as schema from '../src/db/schema.ts';
import { weeklySummaryJob } from '../src/modules/privacy/weekly-summary.ts';
import { moveOrderByStaff } from '../src/modules/shop/orders.service.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { checkoutBody } from './helpers/shop.ts';
import { file, multipart } from './helpers/multipart.ts';
import {
  PASSWORD,
  addChild,
  apiCaller,
  bearer,
  login,
  parentFields,
  uniqueEmail,
  verifiedParent,
} from './helpers/users.ts';

type Parent = Awaited<ReturnType<typeof verifiedParent>>;
type Child = Awaited<ReturnType<typeof addChild>>;

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  first = t.learning.modules[0]!;
});
afterAll(async () => t?.close());

const call = apiCaller(() => t.app);

async function me(token: string) {
  const response = await call('POST', '/api/auth/user-data', token);
  expect(response.statusCode).toBe(200);
  return successEnvelope(userSchema).parse(response.json()).data;
}

async function avatarFor(user: { id: number }, token: string): Promise<string> {
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#3a7' },
  })
    .png()
    .toBuffer();
  const form = await multipart({ _method: 'PUT', avatar: file(picture, 'me.png', 'image/png') });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/update/${user.id}`,
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  const url = response.json().data.avatar as string;
  return path.join(t.config.dataDir, 'uploads', 'avatars', path.basename(url));
}

/** A whole family with a name no other test uses, so a scan of every table can look for it. */
async function family(tag: string) {
  const parent: Parent = await verifiedParent(t.app, t.smtp);
  await call('POST', `/api/auth/update/${parent.user.id}`, parent.token, {
    _method: 'PUT',
    last_name: `Family${tag}`,
  });
  const child: Child = await addChild(t.app, parent, t.smtp);
  await call('POST', `/api/auth/update/${child.user.id}`, parent.token, {
    _method: 'PUT',
    first_name: `Kid${tag}`,
  });
  return { parent, child };
}

let first: TestContext['learning']['modules'][number];

async function complete(child: Child, uuid: string, body?: object) {
  const response = await call('POST', `/api/dino/activities/complete/${uuid}`, child.token, body);
  expect(response.statusCode).toBe(200);
}

describe('consent', () => {
  it('asks a parent to agree to the terms at sign-up and records the version and time', async () => {
    const { accept_terms: _, ...withoutConsent } = parentFields(uniqueEmail());
    const refused = await call('POST', '/api/auth/register', undefined, withoutConsent);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.accept_terms).toEqual([
      translate('en', 'validation.accept_terms'),
    ]);

    const parent = await verifiedParent(t.app, t.smtp);
    const { settings, permissions } = await me(parent.token);
    expect(permissions).toBeNull();
    expect(settings!.terms.accepted_version).toBe(settings!.terms.current_version);
    expect(settings!.terms.up_to_date).toBe(true);
    expect(Date.now() - Date.parse(settings!.terms.accepted_at!)).toBeLessThan(60_000);
    expect(settings!.weekly_summary).toBe(false);
    expect(settings!.cookie_consent).toBeNull();
  });

  it('asks again when the policy changes, and refuses an outdated version', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    await t.database.db
      .update(schema.users)
      .set({ terms_version: '2020-01-01' })
      .where(eq(schema.users.id, parent.user.id));
    const before = (await me(parent.token)).settings!.terms;
    expect(before.up_to_date).toBe(false);

    const stale = await call('POST', '/api/privacy/terms', parent.token, { version: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(translate('en', 'privacy.terms_changed'));
    const agreed = await call('POST', '/api/privacy/terms', parent.token, {
      version: before.current_version,
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data.settings.terms.up_to_date).toBe(true);
  });

  it('keeps the cookie choice with a parent’s account, never a child’s', async () => {
    const { parent, child } = await family('Cookie');
    const saved = await call('PUT', '/api/privacy/settings', parent.token, {
      cookie_consent: { statistical: false, marketing: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(parent.token)).settings!.cookie_consent).toEqual({
      statistical: false,
      marketing: true,
    });
    expect((await call('PUT', '/api/privacy/settings', parent.token, {})).statusCode).toBe(422);
    const bad = await call('PUT', '/api/privacy/settings', parent.token, {
      cookie_consent: { statistical: 'yes', marketing: true },
    });
    expect(bad.statusCode).toBe(422);
    const byChild = await call('PUT', '/api/privacy/settings', child.token, {
      weekly_summary: true,
    });
    expect(byChild.statusCode).toBe(403);
    expect(byChild.json().message).toBe(translate('en', 'privacy.parent_only'));
    expect(
      (await call('PUT', '/api/privacy/settings', undefined, { weekly_summary: true })).statusCode,
    ).toBe(401);
  });
});

describe('progress dashboard', () => {
  it('shows a parent their child’s scores, weeks, first tries, modules and stickers', async () => {
    const { parent, child } = await family('Progress');
    const lesson = first.lessons[0]!;
    const [a, b, c] = lesson.activities;
    await complete(child, a!.uuid, { first_try: true, seconds: 40 });
    await complete(child, b!.uuid, { first_try: false, seconds: 95 });
    await complete(child, c!.uuid);
    // Repeating a completion changes nothing, not even the time.
    await complete(child, a!.uuid, { first_try: false, seconds: 600 });
    expect(
      (await call('POST', `/api/dino/lessons/complete/${lesson.uuid}`, child.token)).statusCode,
    ).toBe(200);

    const response = await call(
      'GET',
      `/api/family/children/${child.user.id}/progress`,
      parent.token,
      undefined,
      'ru',
    );
    expect(response.statusCode).toBe(200);
    const progress = successEnvelope(childProgressData).parse(response.json()).data;
    // The task right only after a wrong try earns a third of its points, rounded up.
    const points = a!.points + Math.ceil(b!.points / 3) + c!.points;
    expect(progress.child).toEqual({ id: child.user.id, first_name: 'KidProgress' });
    expect(progress.totals).toMatchObject({
      score: points,
      activities_completed: 3,
      lessons_completed: 1,
      modules_total: t.learning.modules.length,
      games_played: 0,
    });
    expect(progress.weeks).toHaveLength(8);
    expect(progress.weeks.at(-1)).toMatchObject({
      points,
      activities: 3,
      lessons: 1,
      seconds: 135,
    });
    expect(progress.weeks.slice(0, -1).every((week) => week.points === 0)).toBe(true);
    const types = Object.fromEntries(progress.by_type.map((row) => [row.type, row]));
    expect(types[a!.type]!.first_try + types[b!.type]!.more_tries).toBeGreaterThanOrEqual(2);
    expect(progress.by_type.reduce((n, row) => n + row.first_try + row.more_tries, 0)).toBe(2);
    // What was hard: only the task that took more than one try.
    expect(progress.hard).toEqual([
      {
        activity: b!.title.ru,
        type: b!.type,
        lesson: lesson.name.ru,
        module: first.name.ru,
        completed_at: expect.any(String),
      },
    ]);
    expect(progress.stickers).toEqual([
      expect.objectContaining({
        lesson_uuid: lesson.uuid,
        lesson: lesson.name.ru,
        module: first.name.ru,
        position: 0,
      }),
    ]);
    expect(progress.modules[0]).toMatchObject({
      uuid: first.uuid,
      name: first.name.ru,
      lessons_completed: 1,
    });
  });

  it('refuses a bad time or first-try value on a completion', async () => {
    const { child } = await family('BadCompletion');
    const uuid = first.lessons[0]!.activities[0]!.uuid;
    const url = `/api/dino/activities/complete/${uuid}`;
    const tooLong = await call('POST', url, child.token, { seconds: 99_999 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.seconds).toBeDefined();
    expect((await call('POST', url, child.token, { first_try: 'yes' })).statusCode).toBe(422);
    expect((await call('POST', url, child.token, { extra: 1 })).statusCode).toBe(422);
  });

  it('shows another family’s child to nobody: 404 for a parent, 403 for a child', async () => {
    const mine = await family('Mine');
    const theirs = await family('Theirs');
    const url = (id: number) => `/api/family/children/${id}/progress`;
    expect((await call('GET', url(theirs.child.user.id), mine.parent.token)).statusCode).toBe(404);
    expect((await call('GET', url(mine.parent.user.id), mine.parent.token)).statusCode).toBe(404);
    expect((await call('GET', url(2_000_000_000), mine.parent.token)).statusCode).toBe(404);
    expect((await call('GET', url(mine.child.user.id), mine.child.token)).statusCode).toBe(403);
    expect((await call('GET', url(mine.child.user.id))).statusCode).toBe(401);
    // An id that could name no child names none either.
    expect(
      (await call('GET', '/api/family/children/abc/progress', mine.parent.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', url(99_999_999_999), mine.parent.token)).statusCode).toBe(404);
    for (const [method, suffix, body] of [
      ['PUT', '/permissions', { games: false, videos: false }],
      [
        'PUT',
        '/password',
        {
          current_password: PASSWORD,
          password: 'New-Pass-77',
          password_confirmation: 'New-Pass-77',
        },
      ],
      ['DELETE', '', { password: PASSWORD }],
    ] as const) {
      const response = await call(
        method,
        `/api/family/children/${theirs.child.user.id}${suffix}`,
        mine.parent.token,
        body,
      );
      expect(response.statusCode).toBe(404);
    }
    // Nothing of theirs changed.
    expect((await me(theirs.child.token)).permissions).toEqual({ games: true, videos: true });
  });
});

describe('children management', () => {
  it('switches games and videos off for one child, and the API holds to it', async () => {
    const { parent, child } = await family('Switches');
    const saved = await call(
      'PUT',
      `/api/family/children/${child.user.id}/permissions`,
      parent.token,
      { games: false, videos: false },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.permissions).toEqual({ games: false, videos: false });
    expect((await me(child.token)).permissions).toEqual({ games: false, videos: false });

    const play = await call('POST', '/api/games/egg-count/plays', child.token);
    expect(play.statusCode).toBe(403);
    expect(play.json().message).toBe(translate('en', 'games.not_allowed'));
    const videos = await call('GET', '/api/videos', child.token);
    expect(videos.statusCode).toBe(403);
    expect(videos.json().message).toBe(translate('en', 'videos.not_allowed'));
    // Visitors still see the catalog; the switch is the child's alone.
    expect((await call('GET', '/api/videos')).statusCode).toBe(200);

    await call('PUT', `/api/family/children/${child.user.id}/permissions`, parent.token, {
      games: true,
      videos: true,
    });
    expect((await call('POST', '/api/games/egg-count/plays', child.token)).statusCode).toBe(201);
    expect(
      (
        await call('PUT', `/api/family/children/${child.user.id}/permissions`, parent.token, {
          games: 'no',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('holds a child to the games switch in every game call, even a play begun before', async () => {
    const { parent, child } = await family('GamesOff');
    const started = await call('POST', '/api/games/egg-count/plays', child.token);
    expect(started.statusCode).toBe(201);
    const playId = started.json().data.play as string;

    const off = await call(
      'PUT',
      `/api/family/children/${child.user.id}/permissions`,
      parent.token,
      { games: false, videos: true },
    );
    expect(off.statusCode).toBe(200);

    const refused = translate('en', 'games.not_allowed');
    const finished = await call('POST', `/api/games/plays/${playId}/finish`, child.token, {
      score: 0,
    });
    expect(finished.statusCode).toBe(403);
    expect(finished.json().message).toBe(refused);
    const best = await call('GET', '/api/games/best', child.token);
    expect(best.statusCode).toBe(403);
    expect(best.json().message).toBe(refused);
    const [row] = await t.database.db
      .select({ score: schema.gamePlays.score })
      .from(schema.gamePlays)
      .where(eq(schema.gamePlays.id, playId));
    expect(row!.score).toBeNull();
  });

  it('gives a child a new password and ends the sessions they had', async () => {
    const { parent, child } = await family('Password');
    const url = `/api/family/children/${child.user.id}/password`;
    const mismatch = await call('PUT', url, parent.token, {
      current_password: PASSWORD,
      password: 'Brand-New-7',
      password_confirmation: 'Brand-New-8',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Passwords do not match']);
    const weak = await call('PUT', url, parent.token, {
      current_password: PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);

    // A token alone is not enough: the parent gives their own password (issue 17).
    const tokenOnly = await call('PUT', url, parent.token, {
      password: 'Brand-New-7',
      password_confirmation: 'Brand-New-7',
    });
    expect(tokenOnly.statusCode).toBe(422);
    expect(tokenOnly.json().errors.current_password).toEqual([
      translate('en', 'validation.current_password'),
    ]);
    const wrong = await call('PUT', url, parent.token, {
      current_password: 'Not-Mine-1',
      password: 'Brand-New-7',
      password_confirmation: 'Brand-New-7',
    });
    expect(wrong.json().errors.current_password).toEqual([
      translate('en', 'validation.password_wrong'),
    ]);
    const done = await call('PUT', url, parent.token, {
      current_password: PASSWORD,
      password: 'Brand-New-7',
      password_confirmation: 'Brand-New-7',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      translate('en', 'success.child_password', { name: 'KidPassword' }),
    );
    expect((await call('POST', '/api/auth/user-data', child.token)).statusCode).toBe(401);
    await expect(login(t.app, child.email)).rejects.toThrow();
    expect((await login(t.app, child.email, 'Brand-New-7')).token).toBeTruthy();
  });

  it('removes a child with everything about them, after the parent’s password', async () => {
    const { parent, child } = await family('Removed');
    const picture = await avatarFor(child.user, parent.token);
    expect(existsSync(picture)).toBe(true);
    await complete(child, first.lessons[0]!.activities[0]!.uuid, { first_try: true, seconds: 5 });
    await call('POST', '/api/games/egg-count/plays', child.token);

    const url = `/api/family/children/${child.user.id}`;
    const wrong = await call('DELETE', url, parent.token, { password: 'Not-Mine-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([translate('en', 'validation.password_wrong')]);
    expect((await call('DELETE', url, child.token, { password: PASSWORD })).statusCode).toBe(403);

    const removed = await call('DELETE', url, parent.token, { password: PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(await rowsMentioning([child.email, 'KidRemoved'], [child.user.id])).toEqual([]);
    expect(existsSync(picture)).toBe(false);
    expect((await call('POST', '/api/auth/user-data', child.token)).statusCode).toBe(401);
    expect((await me(parent.token)).type).toBe('parent');
  });
});

/**
 * Every row of every table that names one of `needles` or holds one of `ids` in a column that
 * points at a user: a deletion must leave none.
 */
async function rowsMentioning(needles: string[], ids: number[]) {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const rows = (await t.database.db.select().from(table)) as Record<string, unknown>[];
    for (const row of rows) {
      const text = JSON.stringify(row);
      const named = needles.some((needle) => text.includes(needle));
      const owned = ['user_id', 'child_id', 'parent_id', 'id'].some(
        (column) => (name === 'users' || column !== 'id') && ids.includes(row[column] as number),
      );
      if (named || owned) found.push(`${name}: ${text.slice(0, 200)}`);
    }
  }
  return found;
}

describe('data export', () => {
  it('gives a parent a zip of everything about their family and nothing of another', async () => {
    const mine = await family('Export');
    const theirs = await family('Neighbour');
    await avatarFor(mine.parent.user, mine.parent.token);
    const childPicture = await avatarFor(mine.child.user, mine.parent.token);
    await complete(mine.child, first.lessons[0]!.activities[0]!.uuid, {
      first_try: true,
      seconds: 12,
    });
    await complete(theirs.child, first.lessons[0]!.activities[0]!.uuid);
    await call('POST', '/api/contact', mine.parent.token, {
      name: 'Anahit FamilyExport',
      email: 'anahit.export@example.com',
      phone: '+374 91 123456',
      subject: 'Export question',
      message: 'Where do my children’s stickers live?',
    });

    const wrong = await call('POST', '/api/privacy/export', mine.parent.token, {
      password: 'Wrong-Pass-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(
      (await call('POST', '/api/privacy/export', mine.child.token, { password: PASSWORD }))
        .statusCode,
    ).toBe(403);

    const response = await call('POST', '/api/privacy/export', mine.parent.token, {
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="dino-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = strFromU8(files['data.json']!);
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({
      email: mine.parent.email,
      last_name: 'FamilyExport',
      consent: { terms_version: expect.any(String) },
    });
    expect(data.children).toHaveLength(1);
    expect(data.children[0]).toMatchObject({
      first_name: 'KidExport',
      email: mine.child.email,
      activities_completed: [expect.objectContaining({ first_try: true, seconds: 12 })],
    });
    expect(data.contact_messages).toEqual([
      expect.objectContaining({
        name: 'Anahit FamilyExport',
        email: 'anahit.export@example.com',
        subject: 'Export question',
      }),
    ]);
    expect(data.letters_to_you.length).toBeGreaterThan(0);
    const childAvatar = data.children[0].avatar as string;
    expect(files[childAvatar]).toBeDefined();
    expect(
      Buffer.from(files[childAvatar]!).equals(
        await import('node:fs/promises').then((fs) => fs.readFile(childPicture)),
      ),
    ).toBe(true);
    expect(files[data.account.avatar]).toBeDefined();

    for (const secret of ['password_hash', 'token_hash', PASSWORD])
      expect(json).not.toContain(secret);
    for (const foreign of [
      theirs.parent.email,
      theirs.child.email,
      'KidNeighbour',
      'FamilyNeighbour',
    ]) {
      expect(json).not.toContain(foreign);
    }
  });
});

describe('account deletion', () => {
  it('deletes the family for real, keeps orders anonymized and mails a receipt', async () => {
    const { parent, child } = await family('Gone');
    const pictures = [
      await avatarFor(parent.user, parent.token),
      await avatarFor(child.user, parent.token),
    ];
    await complete(child, first.lessons[0]!.activities[0]!.uuid, { first_try: true, seconds: 9 });
    await call('POST', '/api/games/egg-count/plays', child.token);
    await call('POST', '/api/contact', parent.token, {
      name: 'Anahit Gone',
      email: 'anahit.gone@example.com',
      phone: '091 123 456',
      country: 'AM',
      subject: 'Before I go',
      message: 'Thank you for the dinosaurs.',
    });
    const products = (await call('GET', '/api/shop/products?per_page=100')).json().data as {
      uuid: string;
      stock: number;
    }[];
    const product = products.find((p) => p.stock > 2)!;
    await call('PUT', `/api/shop/wishlist/${product.uuid}`, parent.token);
    const checkout = (token: string) =>
      call(
        'POST',
        '/api/shop/checkout',
        token,
        checkoutBody(product.uuid, 'Zabel FamilyGone', '7 Secret Street'),
      );
    const delivered = (await checkout(parent.token)).json().data as { number: number };
    const pending = (await checkout(parent.token)).json().data as { number: number };
    await moveOrderByStaff(t.database.db, delivered.number, 'confirmed');

    const wrong = await call('DELETE', '/api/privacy/account', parent.token, {
      password: 'Nope-Nope-1',
    });
    expect(wrong.statusCode).toBe(422);
    const onTheWay = await call('DELETE', '/api/privacy/account', parent.token, {
      password: PASSWORD,
    });
    expect(onTheWay.statusCode).toBe(409);
    expect(onTheWay.json().message).toBe(translate('en', 'privacy.order_open'));
    await moveOrderByStaff(t.database.db, delivered.number, 'shipped');
    await moveOrderByStaff(t.database.db, delivered.number, 'delivered');
    expect(
      (await call('DELETE', '/api/privacy/account', child.token, { password: PASSWORD }))
        .statusCode,
    ).toBe(403);

    const mailsBefore = t.smtp.received.length;
    const deleted = await call('DELETE', '/api/privacy/account', parent.token, {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(translate('en', 'success.account_deleted'));

    await t.app.outbox.flush();
    const subject = translate('hy', 'mail.deleted.subject');
    let receipt = t.smtp.received.slice(mailsBefore).find((mail) => mail.subject === subject);
    for (let from = mailsBefore; !receipt; from = t.smtp.received.length) {
      const mail = await t.smtp.waitFor(parent.email, 5000, from);
      if (mail.subject === subject) receipt = mail;
    }
    expect(receipt.text).toContain('KidGone');

    // The receipt waits in the outbox until the retention job clears sent letters; nothing else.
    const left = await rowsMentioning(
      [
        parent.email,
        child.email,
        'FamilyGone',
        'KidGone',
        '7 Secret Street',
        '091 123 456',
        'anahit.gone@example.com',
      ],
      [parent.user.id, child.user.id],
    );
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^mail_outbox: .*"html":null/);
    for (const picture of pictures) expect(existsSync(picture)).toBe(false);

    const orders = await t.database.db
      .select()
      .from(schema.shopOrders)
      .where(sql`${schema.shopOrders.id} in (${delivered.number}, ${pending.number})`)
      .orderBy(schema.shopOrders.id);
    expect(orders.map((o) => [o.status, o.user_id, o.delivery.region, o.delivery.name])).toEqual([
      ['delivered', null, 'yerevan', ''],
      ['cancelled', null, 'yerevan', ''],
    ]);
    expect(orders.every((o) => o.anonymized_at)).toBe(true);

    expect((await call('POST', '/api/auth/user-data', parent.token)).statusCode).toBe(401);
    await expect(login(t.app, parent.email)).rejects.toThrow();
  });
});

describe('weekly summary', () => {
  it('mails a parent who asked for it once a week, never a child', async () => {
    const { parent, child } = await family('Weekly');
    await complete(child, first.lessons[0]!.activities[0]!.uuid, { first_try: true, seconds: 150 });
    const job = weeklySummaryJob({
      db: t.database.db,
      outbox: t.app.outbox,
      publicUrl: 'http://dino.test',
      log: t.app.log,
    });
    const week = WEEKLY_SUMMARY_DAYS * 86_400_000;
    // Off by default: nothing is sent, however late.
    expect(await job.runOnce(new Date(Date.now() + 5 * week))).toBe(0);

    const on = await call('PUT', '/api/privacy/settings', parent.token, { weekly_summary: true });
    expect(on.json().data.settings.weekly_summary).toBe(true);
    // The first letter comes a week after switching it on, not at once.
    expect(await job.runOnce(new Date())).toBe(0);
    await t.database.db
      .update(schema.users)
      .set({ weekly_summary_sent_at: new Date(Date.now() - week - 60_000) })
      .where(eq(schema.users.id, parent.user.id));
    const before = t.smtp.received.length;
    const now = new Date();
    // Two servers running the job at once send it once.
    const [one, two] = await Promise.all([job.runOnce(now), job.runOnce(now)]);
    expect(one + two).toBe(1);
    await t.app.outbox.flush();
    const letter = await t.smtp.waitFor(parent.email, 5000, before);
    expect(letter.subject).toBe(translate('hy', 'mail.summary.subject'));
    expect(letter.text).toContain(
      translate('hy', 'mail.summary.child', {
        name: 'KidWeekly',
        points: first.lessons[0]!.activities[0]!.points,
        activities: 1,
        lessons: 0,
        minutes: 3,
      }),
    );
    expect(t.smtp.received.slice(before).some((mail) => mail.to.includes(child.email))).toBe(false);
    expect(await job.runOnce(new Date(now.getTime() + week / 2))).toBe(0);
    await call('PUT', '/api/privacy/settings', parent.token, { weekly_summary: false });
    expect(await job.runOnce(new Date(now.getTime() + 2 * week))).toBe(0);
  });
});
