import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Verifying against this when no user matches keeps both answers equally slow. */
const DUMMY_HASH = hash('dino-timing-equaliser');

/** A child without a password (or a PIN) has none to match: null never verifies. */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(stored ?? (await DUMMY_HASH), password);
    return typeof stored === 'string' && matches;
  } catch {
    return false;
  }
}
