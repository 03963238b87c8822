import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_MEGAPIXELS, translate, validationEnvelope } from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { file, multipart, type FilePart } from './helpers/multipart.ts';
import { bearer, login, parentFields, uniqueEmail } from './helpers/users.ts';

/** On the site itself, whichever of its names the page was opened under. */
const AVATAR_URL = /^\/uploads\/avatars\/[\w-]+\.webp$/;
const SECRET = 'secret-camera';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A plain picture in the given format, 900x600 unless told otherwise. */
function picture(background: string, width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background } });
}

async function pngWithExif(): Promise<Buffer> {
  return picture('#3a7')
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: SECRET } } })
    .toBuffer();
}

async function postRegister(email: string, avatar: FilePart, headers: Record<string, string> = {}) {
  const form = await multipart({ ...parentFields(email), avatar });
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

async function register(email: string, avatar: FilePart) {
  const response = await postRegister(email, avatar);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.user as { id: number; avatar: string };
}

/** GETs an avatar URL through the app, as a browser would. */
function fetchAvatar(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function verifyAndLogin(email: string) {
  const mail = await t.smtp.waitFor(email);
  const token = new URL(mail.link).searchParams.get('token');
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    payload: { token },
  });
  expect(verified.statusCode).toBe(200);
  return login(t.app, email);
}

describe('avatars', () => {
  it('turns an uploaded PNG into a 512x512 WebP without its metadata', async () => {
    const original = await pngWithExif();
    expect(original.includes(SECRET)).toBe(true); // the upload really carries the secret

    const user = await register(uniqueEmail('avatar'), file(original, 'holiday.png', 'image/png'));
    expect(user.avatar).toMatch(AVATAR_URL);

    const served = await fetchAvatar(user.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);

    const bytes = served.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(SECRET)).toBe(false);
  });

  it.each([
    ['GIF', 'dino.gif', 'image/gif', () => picture('#a37', 300, 200).gif().toBuffer()],
    ['JPEG', 'dino.jpg', 'image/jpeg', () => picture('#37a', 640, 480).jpeg().toBuffer()],
  ])('accepts a %s', async (_format, filename, type, make) => {
    const registered = await register(uniqueEmail('avatar'), file(await make(), filename, type));
    expect(registered.avatar).toMatch(AVATAR_URL);
    const served = await fetchAvatar(registered.avatar);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
  });

  it('replaces the avatar on update, and the old file is gone', async () => {
    const email = uniqueEmail('avatar');
    const user = await register(email, file(await pngWithExif(), 'first.png', 'image/png'));
    const { token } = await verifyAndLogin(email);
    const form = await multipart({
      _method: 'PUT',
      avatar: file(await picture('#f80', 400, 400).png().toBuffer(), 'new.png', 'image/png'),
    });
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/auth/update/${user.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const avatar = updated.json().data.avatar as string;
    expect(avatar).toMatch(AVATAR_URL);
    expect(avatar).not.toBe(user.avatar);

    expect((await fetchAvatar(avatar)).statusCode).toBe(200);
    const old = await fetchAvatar(user.avatar);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ success: false, code: 404, type: 'not_found' });

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(token),
    });
    expect(me.json().data.avatar).toBe(avatar);
  });
});

describe('the pixel limit', () => {
  /** 49 megapixels of one colour: a few hundred kilobytes that would take 150 MB to decode. */
  let huge: FilePart;
  beforeAll(async () => {
    huge = file(await picture('#3a7', 7000, 7000).png().toBuffer(), 'huge.png', 'image/png');
    expect(huge.bytes.length).toBeLessThan(1024 * 1024);
  });

  it.each(['hy', 'ru', 'en'] as const)(
    '%s: refuses a 7000x7000 PNG on the avatar field, and no account is made',
    async (locale) => {
      const email = uniqueEmail('huge');
      const response = await postRegister(email, huge, { 'accept-language': locale });
      expect(response.statusCode, response.body).toBe(422);
      const message = translate(locale, 'validation.avatar_pixels', {
        max: AVATAR_MAX_MEGAPIXELS,
      });
      expect(message).toContain(String(AVATAR_MAX_MEGAPIXELS));
      expect(validationEnvelope.parse(response.json())).toEqual({
        success: false,
        message,
        errors: { avatar: [message] },
      });

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: parentFields(email).password },
      });
      expect(login.statusCode).toBe(422);
    },
  );

  it('accepts a 2000x2000 PNG, the largest square allowed', async () => {
    const square = await picture('#a73', 2000, 2000).png().toBuffer();
    const user = await register(uniqueEmail('square'), file(square, 'square.png', 'image/png'));
    const served = await fetchAvatar(user.avatar);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
  });
});
