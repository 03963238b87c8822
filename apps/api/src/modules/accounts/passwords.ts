import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Verifying against this when no user matches keeps both answers equally slow. */
const DUMMY_HASH = hash('dino-timing-equaliser');

export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(stored ?? (await DUMMY_HASH), password);
    return stored !== undefined && matches;
  } catch {
    return false;
  }
}
