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

/** Query strings and form fields arrive as text; a whole number in a range either way. */
export function wholeNumber(min: number, max: number) {
  return z.coerce
    .number({ error: requiredOr('validation.number') })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min_value' })
    .max(max, { error: 'validation.max_value' });
}

/** Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A trimmed, non-empty string of at most `max` characters. */
export function requiredText(max: number, key: MessageKey = 'validation.required') {
  return z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, { error: key, abort: true })
    .max(max, { error: 'validation.max_length' })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'validation.characters' });
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

function paramsOf(issue: Issue): MessageParams {
  const params: MessageParams = { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE };
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  return params;
}

/** Field to messages in the locale, in the order the schema checks them (first is shown). */
export function issuesToErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const message = translate(locale, keyOf(issue), paramsOf(issue));
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
