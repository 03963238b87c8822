import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogs,
  check,
  issuesToErrors,
  localeFromHeader,
  loginBody,
  registerBody,
  translate,
  type Catalog,
  type Locale,
} from '../src/index.ts';

const { en, hy, ru } = catalogs;
const TRANSLATIONS: [Locale, Catalog][] = [
  ['hy', hy],
  ['ru', ru],
];
const PLACEHOLDERS = [
  'min',
  'max',
  'seconds',
  'hours',
  'minutes',
  'name',
  'left',
  'number',
  'count',
  'total',
  'subject',
  // The account-deleted receipt and the weekly summary.
  'date',
  'children',
  'from',
  'to',
  'points',
  'activities',
  'lessons',
  // The notice of a changed email or password.
  'email',
  'days',
  // A wrong phone number: the country it was read as, and one of its numbers.
  'country',
  'example',
];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** A text that reads the same in every language: a URL or a format token, nothing else. */
function isLanguageNeutral(text: string): boolean {
  return /^(https?:\/\/\S+|[\s\p{P}\p{S}\d{}]*|[A-Za-z]{1,4}(\/[A-Za-z]{1,4})*)$/u.test(text);
}

describe('the message catalogs', () => {
  it.each(TRANSLATIONS)('%s has every key of en and no other', (_locale, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(catalogs))('%s has no empty text', (_locale, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(TRANSLATIONS)('%s uses the placeholders of en in every message', (_locale, catalog) => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(catalog[key as keyof Catalog]), key).toEqual(placeholders(text));
    }
  });

  it('knows every placeholder it uses', () => {
    for (const catalog of Object.values(catalogs)) {
      for (const text of Object.values(catalog)) {
        for (const name of placeholders(text)) expect(PLACEHOLDERS).toContain(name);
      }
    }
  });

  it('translates into Armenian rather than copying English', () => {
    const copied = Object.entries(en).filter(
      ([key, text]) => hy[key as keyof Catalog] === text && !isLanguageNeutral(text),
    );
    expect(copied).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(translate('en', 'validation.child_age', { min: 3, max: 12 })).toBe(
      'A child must be from 3 to 12 years old.',
    );
    expect(translate('en', 'validation.min_length')).toBe('Must be at least {min} characters.');
  });
});

describe('issuesToErrors', () => {
  const issuesOf = (schema: z.ZodType, input: unknown) => {
    const result = check(schema, input);
    if (result.success) throw new Error('expected the input to fail');
    return result.error.issues;
  };

  it('maps fields to their messages in the locale, first failure first', () => {
    const issues = issuesOf(registerBody, {
      first_name: '',
      last_name: 'Petrosyan',
      nickname: 'a',
      email: 'nope',
      password: 'short',
      password_confirmation: 'short',
      type: 'parent',
    });
    expect(issuesToErrors(issues, 'en')).toEqual({
      first_name: ['First name is required'],
      nickname: ['Must be at least 2 characters.'],
      email: ['Invalid email address'],
      password: [
        'Must be at least 8 characters.',
        'The password must contain at least one uppercase letter.',
        'The password must contain at least one number.',
        'The password must contain at least one special character.',
      ],
    });
    expect(issuesToErrors(issues, 'ru').first_name).toEqual(['Укажите имя']);
  });

  it('tells a missing field from one of the wrong type', () => {
    const errors = issuesToErrors(issuesOf(loginBody, { email: 42 }), 'en');
    expect(errors).toEqual({
      email: ['This value has the wrong type.'],
      password: ['This field is required.'],
    });
  });

  it('fills bounds from the issue and puts a root issue under "body"', () => {
    const schema = z.object({
      code: z.string().max(3),
      tags: z.array(z.string()).max(2),
      child: z.object({ age: z.number().min(3) }),
    });
    const input = { code: 'abcd', tags: ['a', 'b', 'c'], child: { age: 2 } };
    expect(issuesToErrors(issuesOf(schema, input), 'en')).toEqual({
      code: ['Must be at most 3 characters.'],
      tags: ['Must be at most 2.'],
      'child.age': ['Must be at least 3.'],
    });
    expect(issuesToErrors(issuesOf(schema, 'text'), 'hy')).toEqual({
      body: [translate('hy', 'validation.invalid_type')],
    });
  });

  it('lists a message once per field', () => {
    const schema = z.object({ code: z.string().regex(/a/).regex(/b/) });
    expect(issuesToErrors(issuesOf(schema, { code: 'x' }), 'en')).toEqual({
      code: ['This value has the wrong type.'],
    });
  });
});

describe('localeFromHeader', () => {
  it.each([
    ['ru-RU,ru;q=0.9', 'ru'],
    ['en-GB,en;q=0.8', 'en'],
    ['EN', 'en'],
    ['hy', 'hy'],
    ['de', 'hy'],
    ['fr-FR,ru;q=0.9', 'hy'],
    ['', 'hy'],
    [undefined, 'hy'],
    [null, 'hy'],
  ])('%s gives %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
