import { ValidationError } from '../../lib/http-error.ts';

/**
 * The 49,000 most common passwords of zxcvbn-ts's list. The rules of spec section 5 (a lowercase
 * and an uppercase letter, a number, a special character) let `Password1!` through; this list
 * does not. It stays on the server: it is too large to send to every browser.
 */
let common: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  );
  return common;
}

/**
 * True for a listed password, also with its case changed or with symbols and digits added
 * around a listed word (`Password1!`, `!Qwerty123`), the way people meet composition rules.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await load();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const letters = core.replace(/^\p{N}+|\p{N}+$/gu, '');
  return list.has(lower) || list.has(core) || (letters.length >= 4 && list.has(letters));
}

/** A 422 on `password` for a common one; nothing for `undefined` (no new password). */
export async function refuseCommon(password: string | undefined): Promise<void> {
  if (password !== undefined && (await isCommonPassword(password))) {
    throw new ValidationError({ password: 'validation.password_common' });
  }
}
