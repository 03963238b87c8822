import { existsSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_AVATARS, childAvatarSrc, translate, validationEnvelope } from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { file, multipart, type FormValue } from './helpers/multipart.ts';
import { PASSWORD, bearer, birthdayForAge, verifiedParent } from './helpers/users.ts';

/**
 * Issue 20: a child's picture is one of our drawn dinosaurs or one their parent uploads, and
 * `avatar` shows whichever it is, so every place that shows it works the same.
 */
let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
});
afterAll(async () => t?.close());

const UPLOADED = /^\/uploads\/avatars\/[\w-]+\.webp$/;
const drawn = (id: string) => new RegExp(`^/api/avatars/art/${id}\\.svg\\?v=[0-9a-f]{10}$`);

type Answer = { avatar: string | null; avatar_art: string | null; id: number };

async function send(url: string, fields: Record<string, FormValue>, language = 'en') {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(parent.token), 'accept-language': language },
  });
}

const register = (fields: Record<string, FormValue>, language?: string) =>
  send(
    '/api/auth/register',
    { type: 'child', parent_id: parent.user.id, birthday: birthdayForAge(5), ...fields },
    language,
  );

const update = (id: number, fields: Record<string, FormValue>) =>
  send(`/api/auth/update/${id}`, { _method: 'PUT', ...fields });

async function picture() {
  const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#e84' } })
    .png()
    .toBuffer();
  return file(png, 'me.png', 'image/png');
}

async function childWith(fields: Record<string, FormValue>): Promise<Answer> {
  const response = await register({ first_name: 'Nare', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.user as Answer;
}

const stored = (url: string) =>
  path.join(t.config.dataDir, 'uploads', 'avatars', path.basename(url));

describe('a drawn dinosaur as a child’s picture', () => {
  it('is all a new child needs besides a name and a birth date, and its picture is served', async () => {
    const child = await childWith({ avatar_art: 'triceratops' });
    expect(child.avatar_art).toBe('triceratops');
    expect(child.avatar).toMatch(drawn('triceratops'));

    const served = await t.app.inject({ method: 'GET', url: child.avatar! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(served.body).toMatch(/^<svg[\s>]/);
  });

  it('offers every dinosaur of the list, each a picture with nothing active in it', async () => {
    for (const id of CHILD_AVATARS) {
      const served = await t.app.inject({ method: 'GET', url: childAvatarSrc(id) });
      expect(served.statusCode, id).toBe(200);
      expect(served.headers['content-security-policy'], id).toMatch(/default-src 'none'/);
      expect(served.body, id).not.toMatch(/<script|\son\w+=|href="(?!#)/i);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/avatars/art/dragon.svg' });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['hy', 'Ընտրեք մեր նկարած դինոզավրերից մեկը։'],
    ['ru', 'Выберите одного из наших нарисованных динозавров.'],
    ['en', 'Choose one of our drawn dinosaurs.'],
  ])('%s: refuses a dinosaur we did not draw, and no child is made', async (language, text) => {
    const response = await register({ first_name: 'Dragon', avatar_art: 'dragon' }, language);
    expect(response.statusCode).toBe(422);
    const body = validationEnvelope.parse(response.json());
    expect(body.errors.avatar_art).toEqual([text]);
    expect(text).toBe(translate(language as 'hy', 'validation.avatar_art'));
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${parent.user.id}`,
      headers: bearer(parent.token),
    });
    expect(
      children.json().data.map((c: Answer & { first_name: string }) => c.first_name),
    ).not.toContain('Dragon');
  });

  it('refuses a drawn dinosaur and an upload sent together', async () => {
    const response = await register({
      first_name: 'Both',
      avatar_art: 'stegosaurus',
      avatar: await picture(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar_art).toEqual([
      'Choose a drawn dinosaur or upload a picture, not both.',
    ]);
  });

  it('gives way to an uploaded picture, which gives way to a dinosaur again and is deleted', async () => {
    const child = await childWith({ avatar_art: 'spinosaurus' });

    const uploaded = await update(child.id, { avatar: await picture() });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withUpload = uploaded.json().data as Answer;
    expect(withUpload.avatar).toMatch(UPLOADED);
    expect(withUpload.avatar_art).toBeNull();
    expect(existsSync(stored(withUpload.avatar!))).toBe(true);

    const redrawn = await update(child.id, { avatar_art: 'ankylosaurus' });
    expect(redrawn.statusCode, redrawn.body).toBe(200);
    expect(redrawn.json().data).toMatchObject({ avatar_art: 'ankylosaurus' });
    expect(redrawn.json().data.avatar).toMatch(drawn('ankylosaurus'));
    expect(existsSync(stored(withUpload.avatar!))).toBe(false);
    const old = await t.app.inject({ method: 'GET', url: withUpload.avatar! });
    expect(old.statusCode).toBe(404);
  });

  it('stays when the rest of the profile changes', async () => {
    const child = await childWith({ avatar_art: 'brachiosaurus' });
    const renamed = await update(child.id, { first_name: 'Narine' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      first_name: 'Narine',
      avatar_art: 'brachiosaurus',
    });
  });

  it('is named in the family’s export, with no file for it in the archive', async () => {
    const child = await childWith({ first_name: 'Drawn', avatar_art: 'velociraptor' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/export',
      headers: bearer(parent.token),
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    const exported = data.children.find((c: { id: number }) => c.id === child.id);
    expect(exported).toMatchObject({ avatar: null, avatar_art: 'velociraptor' });
    expect(Object.keys(files).filter((name) => name.includes('velociraptor'))).toEqual([]);
  });
});
