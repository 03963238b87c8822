import { z } from 'zod';
import { isValid, parseISO } from 'date-fns';
import { CHILD_MAX_AGE, CHILD_MIN_AGE, type Locale } from './constants.ts';
import { isMessageKey, translate, type MessageKey, type MessageParams } from './messages/index.ts';

/**
 * Schemas carry message keys, never texts: the server and the web app turn an issue into the
 * reader's language with `issuesToErrors`, filling bounds from the issue itself.
 */
export type FieldErrors = Record<string, string[]>;

type Issue = z.core.$ZodIssue;

/** A missing field and a field of the wrong type deserve different words. */
export function requiredOr(key: MessageKey = 'validation.required') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? key : 'validation.invalid_type';
}

/** The largest id or page number: PostgreSQL's integer. */
export const MAX_INT32 = 2_147_483_647;

/**
 * Query strings and form fields arrive as text; a whole number in a range either way. `tooBig`
 * names the rule behind the upper bound when a bare "at most {max}" would not explain it.
 */
export function wholeNumber(min: number, max: number, tooBig: MessageKey = 'validation.max_value') {
  return z.coerce
    .number({ error: requiredOr('validation.number') })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min_value' })
    .max(max, { error: tooBig });
}

/**
 * Control characters have no place in what a visitor types: NUL above all, which PostgreSQL
 * refuses in text, and the others, which no keyboard makes. Prose keeps its line breaks and tabs.
 */
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

export interface TextOptions {
  /** Prose (a message, a note): line breaks and tabs are allowed. */
  lines?: boolean;
}

function typed(max: number, missing: MessageKey, options: TextOptions) {
  const controls = options.lines ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  return z
    .string({ error: requiredOr(missing) })
    .trim()
    .max(max, { error: 'validation.max_length' })
    .refine((value) => !controls.test(value), { error: 'validation.characters' });
}

/**
 * The one rule for every text a visitor types (a search, a phone number, an address, a path id):
 * trimmed, at most `max` characters, no control characters. Add `.optional()` where it may be
 * left out, `.min(1, …)` where it may not.
 */
export function typedText(max: number, options: TextOptions = {}) {
  return typed(max, 'validation.required', options);
}

/**
 * A web address or a bare domain. Names are read out in mail ("Hello, {name}!"), where a link
 * would make Dino's own letter carry someone else's message.
 */
const LINK = /:\/\/|www\.|[\p{L}\p{N}-]\.[a-z]{2,}(?![\p{L}\p{N}])/iu;

export function hasLink(value: string): boolean {
  return LINK.test(value);
}

/** A name a person goes by: required text without web addresses. */
export function nameText(max: number, key: MessageKey) {
  return requiredText(max, key).refine((value) => !hasLink(value), {
    error: 'validation.name_links',
  });
}

/** Typed text that may not be left empty; then `key` alone says so, and no other rule runs. */
export function requiredText(max: number, key: MessageKey = 'validation.required') {
  return typed(max, key, {}).min(1, { error: key, abort: true });
}

export function emailField(max: number) {
  return z
    .string({ error: requiredOr() })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.max_length', abort: true })
    .regex(z.regexes.email, { error: 'validation.email' });
}

/** A calendar date as YYYY-MM-DD. */
export function dateField() {
  return z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)), {
      error: 'validation.date',
    });
}

/**
 * Parses keeping each issue's input, which tells a missing field ("required") from one of the
 * wrong type. The server and the web app both parse through this.
 */
export function check<T extends z.ZodType>(schema: T, input: unknown) {
  return schema.safeParse(input, { reportInput: true });
}

/** Which message key an issue stands for, when the schema did not name one. */
function keyOf(issue: Issue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? 'validation.min_length' : 'validation.min_value';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.max_length' : 'validation.max_value';
    case 'invalid_value':
      return 'validation.one_of';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid_type';
    default:
      return 'validation.invalid_type';
  }
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country in the reader's language, from the runtime's own ICU data. */
function regionName(locale: Locale, code: string): string {
  const names = regionNames.get(locale) ?? new Intl.DisplayNames([locale], { type: 'region' });
  regionNames.set(locale, names);
  return names.of(code) ?? code;
}

/**
 * A schema's own check may carry its message's values in `params`; a `country` travels as its
 * ISO code and is named in the reader's language.
 */
function paramsOf(issue: Issue, locale: Locale): MessageParams {
  const params: MessageParams = { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE };
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
    if (typeof params.country === 'string') params.country = regionName(locale, params.country);
  }
  return params;
}

/** Field to messages in the locale, in the order the schema checks them (first is shown). */
export function issuesToErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const message = translate(locale, keyOf(issue), paramsOf(issue, locale));
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
