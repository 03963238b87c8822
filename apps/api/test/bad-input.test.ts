import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, validationEnvelope } from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { file, multipart, type FormValue } from './helpers/multipart.ts';
import {
  bearer,
  birthdayForAge,
  confirmAddress,
  login,
  parentFields,
  PASSWORD,
  uniqueEmail,
  verifiedParent,
} from './helpers/users.ts';

const EN = { 'accept-language': 'en' };
const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVATAR_FORMAT = 'Invalid image format. Upload a jpg, png or gif.';
const WRONG_TYPE = 'This value has the wrong type.';
const MALFORMED = 'The request could not be read.';

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
});
afterAll(async () => t?.close());

type Envelope =
  | { kind: 'error'; body: ReturnType<typeof errorEnvelope.parse> }
  | { kind: 'validation'; body: ReturnType<typeof validationEnvelope.parse> };

/** Every failure is a 4xx in one of the two envelopes of API.md, never a 500. */
function expectEnvelope(response: LightMyRequestResponse): Envelope {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const json: unknown = response.json();
  const asError = errorEnvelope.safeParse(json);
  if (asError.success) {
    expect(asError.data.code).toBe(response.statusCode);
    return { kind: 'error', body: asError.data };
  }
  const body = validationEnvelope.parse(json);
  expect(response.statusCode).toBe(422);
  expect(body.message).toBe(Object.values(body.errors)[0]![0]);
  return { kind: 'validation', body };
}

function json(
  url: string,
  payload: string | object,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: { ...EN, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  };
}

async function form(
  url: string,
  fields: Record<string, FormValue | undefined>,
  headers = {},
): Promise<InjectOptions> {
  const body = await multipart(fields);
  return {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...EN, ...body.headers, ...headers },
  };
}

/** A new parent's register form with this avatar. */
const registerWithAvatar = (bytes: Buffer, filename: string, type: string) =>
  form('/api/auth/register', {
    ...parentFields(uniqueEmail()),
    avatar: file(bytes, filename, type),
  });

/** A multipart body cut off before its closing boundary. */
function truncatedMultipart(): InjectOptions {
  return {
    method: 'POST',
    url: '/api/auth/register',
    headers: { ...EN, 'content-type': 'multipart/form-data; boundary=dino' },
    payload: '--dino\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAnahit',
  };
}

interface BadCase {
  name: string;
  request: () => InjectOptions | Promise<InjectOptions>;
  /** The exact status, or the statuses that are acceptable. */
  status: number | number[];
  /** The field errors of a 422, or the type of any other failure. */
  errors?: Record<string, string[]>;
  type?: string;
}

const CASES: BadCase[] = [
  // Bodies that are not what the route reads
  {
    name: 'malformed JSON',
    request: () => json('/api/auth/login', '{"email": "a@b.cc",'),
    status: 422,
    errors: { body: [MALFORMED] },
  },
  {
    name: 'empty JSON body',
    request: () => json('/api/auth/login', ''),
    status: 422,
    errors: { body: [MALFORMED] },
  },
  { name: 'JSON array as body', request: () => json('/api/auth/login', '[1, 2]'), status: 422 },
  { name: 'JSON number as body', request: () => json('/api/auth/login', '42'), status: 422 },
  { name: 'JSON string as body', request: () => json('/api/auth/login', '"email"'), status: 422 },
  {
    name: 'JSON array as register body',
    request: () => json('/api/auth/register', '[]'),
    status: 422,
  },
  {
    name: 'email of the wrong type',
    request: () => json('/api/auth/login', { email: 123, password: 'x' }),
    status: 422,
    errors: { email: [WRONG_TYPE] },
  },
  {
    name: 'remember of the wrong type',
    request: () => json('/api/auth/login', { email: 'a@b.cc', password: 'x', remember: 'maybe' }),
    status: 422,
    errors: { remember: [WRONG_TYPE] },
  },
  {
    name: 'text/plain body',
    request: () => ({
      ...json('/api/auth/login', 'email=a@b.cc'),
      headers: { ...EN, 'content-type': 'text/plain' },
    }),
    status: [415, 422],
  },
  {
    name: 'application/xml body',
    request: () => ({
      ...json('/api/auth/login', '<login/>'),
      headers: { ...EN, 'content-type': 'application/xml' },
    }),
    status: 415,
    type: 'unsupported_media_type',
  },
  { name: 'truncated multipart body', request: truncatedMultipart, status: [400, 422] },
  {
    name: 'multipart without a boundary',
    request: () => ({
      ...truncatedMultipart(),
      headers: { ...EN, 'content-type': 'multipart/form-data' },
    }),
    status: [400, 415, 422],
  },

  // Too large
  {
    name: '5 MB JSON body',
    request: () => json('/api/auth/login', { email: 'a@b.cc', password: 'x'.repeat(5 * MB) }),
    status: 413,
    type: 'payload_too_large',
  },
  {
    name: '5 MB avatar',
    request: () => registerWithAvatar(Buffer.alloc(5 * MB, 7), 'big.png', 'image/png'),
    status: 413,
    type: 'payload_too_large',
  },

  // Files that only pretend to be pictures
  {
    name: 'text file named avatar.png',
    request: () => registerWithAvatar(Buffer.from('hello, I am text'), 'avatar.png', 'image/png'),
    status: 422,
    errors: { avatar: [AVATAR_FORMAT] },
  },
  {
    name: 'PNG signature followed by garbage',
    request: () =>
      registerWithAvatar(
        Buffer.concat([PNG_SIGNATURE, Buffer.from('garbage'.repeat(50))]),
        'avatar.png',
        'image/png',
      ),
    status: 422,
    errors: { avatar: [AVATAR_FORMAT] },
  },

  // Strings that mean something elsewhere
  {
    name: 'SQL as email',
    request: () => json('/api/auth/login', { email: "' OR 1=1 --", password: "' OR 1=1 --" }),
    status: 422,
    errors: { email: ['Invalid email address'] },
  },
  {
    name: 'SQL as password',
    request: () => json('/api/auth/login', { email: parent.email, password: "' OR 1=1 --" }),
    status: 422,
    errors: { email: ['These credentials do not match our records.'] },
  },
  {
    name: 'NUL character in a name',
    request: () =>
      form('/api/auth/register', { ...parentFields(uniqueEmail()), first_name: 'Ana\u0000hit' }),
    status: [201, 422],
  },

  // Paths and ids
  {
    name: 'unknown API path',
    request: () => ({ method: 'GET', url: '/api/no/such/thing', headers: EN }),
    status: 404,
    type: 'not_found',
  },
  {
    name: 'known path, unknown method',
    request: () => ({ method: 'DELETE', url: '/api/auth/login', headers: EN }),
    status: 404,
    type: 'not_found',
  },
  // An address whose id could name nothing names nothing: 404, like an unknown id.
  {
    name: 'non-numeric id in auth/update',
    request: () =>
      form('/api/auth/update/abc', { _method: 'PUT', nickname: 'dino' }, bearer(parent.token)),
    status: 404,
    type: 'not_found',
  },
  {
    name: 'non-numeric id in auth/get-children',
    request: () => ({
      method: 'GET',
      url: '/api/auth/get-children/abc',
      headers: { ...EN, ...bearer(parent.token) },
    }),
    status: 404,
    type: 'not_found',
  },
  {
    name: 'id beyond the 32-bit range in auth/update',
    request: () =>
      form(
        '/api/auth/update/2147483648',
        { _method: 'PUT', nickname: 'dino' },
        bearer(parent.token),
      ),
    status: 404,
    type: 'not_found',
  },
  {
    name: 'a book id longer than any book’s',
    request: () => ({ method: 'GET', url: `/api/books/${'a'.repeat(61)}`, headers: EN }),
    status: 404,
    type: 'not_found',
  },
  {
    name: 'an encyclopedia id longer than any entry’s',
    request: () => ({ method: 'GET', url: `/api/encyclopedia/${'a'.repeat(61)}`, headers: EN }),
    status: 404,
    type: 'not_found',
  },
  {
    name: 'an id whose percent-encoding decodes to no text',
    request: () => ({ method: 'GET', url: '/api/books/%E0%A4%A', headers: EN }),
    status: 404,
    type: 'not_found',
  },
];

describe('bad input never breaks the server', () => {
  it.each(CASES)('$name', async ({ request, status, errors, type }) => {
    const response = await t.app.inject(await request());
    const envelope = expectEnvelope(response);
    if (Array.isArray(status)) expect(status).toContain(response.statusCode);
    else expect(response.statusCode).toBe(status);
    if (errors) {
      expect(envelope.kind).toBe('validation');
      if (envelope.kind === 'validation') expect(envelope.body.errors).toEqual(errors);
    }
    if (type) {
      expect(envelope.kind).toBe('error');
      if (envelope.kind === 'error') expect(envelope.body.type).toBe(type);
    }
  });
});

describe('strings that look like code are only data', () => {
  it('stores a script tag and an SQL fragment and returns them verbatim as JSON text', async () => {
    const script = '<script>alert(1)</script>';
    const sql = "Robert'); DROP TABLE users;--";
    const email = uniqueEmail('child');
    const registered = await t.app.inject(
      await form(
        '/api/auth/register',
        {
          ...parentFields(email),
          first_name: script,
          last_name: sql,
          type: 'child',
          birthday: birthdayForAge(8),
          parent_id: parent.user.id,
        },
        bearer(parent.token),
      ),
    );
    expect(registered.statusCode).toBe(201);

    await confirmAddress(t.app, t.smtp, email);
    const child = await login(t.app, email, PASSWORD);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(child.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-type']).toMatch(/^application\/json/);
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['content-security-policy']).toContain("default-src 'none'");
    expect(me.json().data).toMatchObject({ first_name: script, last_name: sql });

    // The table is still there: the parent can still sign in and list the child.
    const again = await login(t.app, parent.email);
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${parent.user.id}`,
      headers: bearer(again.token),
    });
    expect(children.json().data.map((c: { first_name: string }) => c.first_name)).toContain(script);
  });
});
