import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe: unguessable, and fine in a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
