import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES,
  translate,
  validationEnvelope,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { file, multipart, type FormValue } from './helpers/multipart.ts';
import {
  bearer,
  birthdayForAge,
  parentFields,
  uniqueEmail,
  verifiedParent,
} from './helpers/users.ts';

type Fields = Record<string, FormValue | undefined>;

interface Case {
  name: string;
  field: string;
  key: MessageKey;
  params?: MessageParams;
  /** The bad form, from a valid one. */
  form: (valid: Fields) => Fields;
  /** Children are registered by a signed-in verified parent. */
  child?: boolean;
}

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
});
afterAll(async () => t?.close());

function without(fields: Fields, name: string): Fields {
  const { [name]: _dropped, ...rest } = fields;
  return rest;
}

function withPassword(password: string) {
  return (valid: Fields): Fields => ({ ...valid, password, password_confirmation: password });
}

const fakePng = file(Buffer.from('just some text, not a picture'), 'avatar.png', 'image/png');

const CASES: Case[] = [
  {
    name: 'missing first name',
    field: 'first_name',
    key: 'validation.first_name_required',
    form: (v) => without(v, 'first_name'),
  },
  {
    name: 'missing last name',
    field: 'last_name',
    key: 'validation.last_name_required',
    form: (v) => without(v, 'last_name'),
  },
  {
    name: 'missing nickname',
    field: 'nickname',
    key: 'validation.nickname_required',
    form: (v) => without(v, 'nickname'),
  },
  {
    name: 'invalid email',
    field: 'email',
    key: 'validation.email',
    form: (v) => ({ ...v, email: 'dino-at-example.com' }),
  },
  {
    name: 'short password',
    field: 'password',
    key: 'validation.min_length',
    params: { min: 8 },
    form: withPassword('Ab1-'),
  },
  {
    name: 'password without lowercase',
    field: 'password',
    key: 'validation.password_lowercase',
    form: withPassword('DINO-EGG-42'),
  },
  {
    name: 'password without uppercase',
    field: 'password',
    key: 'validation.password_uppercase',
    form: withPassword('dino-egg-42'),
  },
  {
    name: 'password without number',
    field: 'password',
    key: 'validation.password_number',
    form: withPassword('Dino-Egg-xy'),
  },
  {
    name: 'password without special',
    field: 'password',
    key: 'validation.password_special',
    form: withPassword('DinoEgg42x'),
  },
  {
    name: 'missing confirmation',
    field: 'password_confirmation',
    key: 'validation.password_confirm_required',
    form: (v) => without(v, 'password_confirmation'),
  },
  {
    name: 'confirmation mismatch',
    field: 'password_confirmation',
    key: 'validation.password_mismatch',
    form: (v) => ({ ...v, password_confirmation: 'Dino-Egg-43' }),
  },
  {
    name: 'child without birthday',
    field: 'birthday',
    key: 'validation.birthday_required',
    child: true,
    form: (v) => without(v, 'birthday'),
  },
  {
    name: 'child aged 2',
    field: 'birthday',
    key: 'validation.child_age',
    params: { min: 3, max: 12 },
    child: true,
    form: (v) => ({ ...v, birthday: birthdayForAge(2) }),
  },
  {
    name: 'child aged 13',
    field: 'birthday',
    key: 'validation.child_age',
    params: { min: 3, max: 12 },
    child: true,
    form: (v) => ({ ...v, birthday: birthdayForAge(13) }),
  },
  {
    name: 'email already taken',
    field: 'email',
    key: 'validation.email_taken',
    form: (v) => ({ ...v, email: parent.email }),
  },
  {
    name: 'fake image',
    field: 'avatar',
    key: 'validation.avatar_format',
    form: (v) => ({ ...v, avatar: fakePng }),
  },
];

function validForm(child: boolean): Fields {
  const fields: Fields = parentFields(uniqueEmail(child ? 'child' : 'parent'));
  if (!child) return fields;
  return { ...fields, type: 'child', birthday: birthdayForAge(6), parent_id: parent.user.id };
}

async function register(fields: Fields, headers: Record<string, string> = {}) {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

/** Posts the case's bad form; the answer must name exactly that field. */
async function attempt(c: Case, acceptLanguage?: string) {
  const headers: Record<string, string> = c.child ? bearer(parent.token) : {};
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  const response = await register(c.form(validForm(Boolean(c.child))), headers);
  expect(response.statusCode).toBe(422);
  const body = validationEnvelope.parse(response.json());
  expect(Object.keys(body.errors)).toEqual([c.field]);
  return body;
}

const byLocale = LOCALES.flatMap((locale) => CASES.map((c) => ({ locale, ...c })));

describe('register answers each mistake in the reader language', () => {
  it.each(byLocale)('$locale: $name', async ({ locale, ...c }) => {
    const body = await attempt(c, locale);
    const expected = translate(locale as Locale, c.key, c.params);
    expect(body.errors[c.field]![0]).toBe(expected);
    expect(body).toEqual({
      success: false,
      message: expected,
      errors: { [c.field]: body.errors[c.field] },
    });
  });

  it.each([
    ['absent', undefined],
    ['German', 'de-DE,de;q=0.9'],
    ['French', 'fr'],
    ['empty', ''],
  ])('answers in Armenian when Accept-Language is %s', async (_label, header) => {
    const body = await attempt(CASES[0]!, header);
    expect(body.message).toBe(translate('hy', 'validation.first_name_required'));
    expect(body.message).toBe('Անունը պարտադիր է');
  });
});

describe("the English texts are the spec's to the letter", () => {
  const SPEC_TEXTS: Record<string, string> = {
    'invalid email': 'Invalid email address',
    'missing first name': 'First name is required',
    'missing last name': 'Last name is required',
    'missing nickname': 'Nickname is required',
    'confirmation mismatch': 'Passwords do not match',
    'missing confirmation': 'Please confirm your password',
    'fake image': 'Invalid image format. Upload a jpg, png or gif.',
  };

  it.each(Object.entries(SPEC_TEXTS))('%s: "%s"', async (name, text) => {
    const c = CASES.find((candidate) => candidate.name === name)!;
    const body = await attempt(c, 'en');
    expect(body.message).toBe(text);
    expect(body.errors[c.field]![0]).toBe(text);
  });
});

describe('no account enumeration', () => {
  const EN = { 'accept-language': 'en' };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, headers: EN, payload });

  it('answers a wrong password and an unknown email identically', async () => {
    const unverified = uniqueEmail('unverified');
    expect((await register(parentFields(unverified))).statusCode).toBe(201);

    const answers = await Promise.all([
      post('login', { email: parent.email, password: 'Wrong-Egg-1' }),
      post('login', { email: unverified, password: 'Wrong-Egg-1' }),
      post('login', { email: uniqueEmail('nobody'), password: 'Wrong-Egg-1' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({
      success: false,
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it.each([
    ['reset-password/forgot', 'Password reset email sent to your email address'],
    ['email/verification-notification', 'Verification email sent. Please check your inbox.'],
  ])('%s answers the same for known and unknown addresses', async (url, message) => {
    const unverified = uniqueEmail('pending');
    expect((await register(parentFields(unverified))).statusCode).toBe(201);

    const answers = await Promise.all(
      [parent.email, unverified, uniqueEmail('nobody')].map((email) => post(url, { email })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ success: true, message });
  });
});
