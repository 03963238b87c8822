import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountRecoveryTokens,
  authTokens,
  emailVerificationTokens,
  passwordResetTokens,
} from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';

export function authTokensRepository(db: Database) {
  return {
    /** Returns the token itself once; only its hash is kept. */
    async issue(userId: number, ttlSeconds: number): Promise<string> {
      const token = newToken();
      await db.insert(authTokens).values({
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + ttlSeconds * 1000),
      });
      return token;
    },

    /** When a session ends on its own. */
    async expiresAt(id: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ expires_at: authTokens.expires_at })
        .from(authTokens)
        .where(eq(authTokens.id, id))
        .limit(1);
      return row?.expires_at;
    },

    /** A session by its token, live or not (the retention job deletes it a while after it ends). */
    async findAny(token: string) {
      const [row] = await db
        .select({
          id: authTokens.id,
          user_id: authTokens.user_id,
          revoked_at: authTokens.revoked_at,
        })
        .from(authTokens)
        .where(eq(authTokens.token_hash, hashToken(token)))
        .limit(1);
      return row;
    },

    async revoke(id: number): Promise<void> {
      await db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.id, id));
    },

    /** Ends every session of the user, except optionally the one making the change. */
    async revokeAllOf(userId: number, keepTokenId?: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(authTokens.user_id, userId),
            isNull(authTokens.revoked_at),
            keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
          ),
        );
    },
  };
}

type OneTimeTable =
  typeof emailVerificationTokens | typeof passwordResetTokens | typeof accountRecoveryTokens;

/** Tokens mailed as links: random, stored hashed, expiring, and used at most once. */
function oneTimeTokensRepository(db: Database, table: OneTimeTable) {
  return {
    async issue(userId: number, email: string, ttlSeconds: number): Promise<string> {
      const token = newToken();
      await db.insert(table).values({
        user_id: userId,
        email,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + ttlSeconds * 1000),
      });
      return token;
    },

    async find(token: string) {
      const [row] = await db
        .select()
        .from(table)
        .where(eq(table.token_hash, hashToken(token)))
        .limit(1);
      return row;
    },

    /**
     * Marks the token used if it still was usable; false when another request used it first
     * or it expired, so two concurrent uses cannot both succeed.
     */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ used_at: new Date() })
        .where(and(eq(table.id, id), isNull(table.used_at), gt(table.expires_at, new Date())))
        .returning({ id: table.id });
      return rows.length === 1;
    },

    /** A newer link makes the older ones of the same user worthless. */
    async discardUnused(userId: number): Promise<void> {
      await db
        .update(table)
        .set({ used_at: new Date() })
        .where(and(eq(table.user_id, userId), isNull(table.used_at)));
    },
  };
}

export const verificationTokensRepository = (db: Database) =>
  oneTimeTokensRepository(db, emailVerificationTokens);
export const resetTokensRepository = (db: Database) =>
  oneTimeTokensRepository(db, passwordResetTokens);

/**
 * The undo links mailed to an old address. Using one cancels those issued after it (a thief's
 * later changes) and never those before it (the owner's own address).
 */
export function recoveryTokensRepository(db: Database) {
  const table = accountRecoveryTokens;
  return {
    ...oneTimeTokensRepository(db, table),

    async discardIssuedAfter(userId: number, id: number): Promise<void> {
      await db
        .update(table)
        .set({ used_at: new Date() })
        .where(and(eq(table.user_id, userId), gt(table.id, id), isNull(table.used_at)));
    },

    /** An address a live undo link may bring back stays reserved for its account. */
    async heldFor(email: string, exceptUserId: number | undefined): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.email, email),
            isNull(table.used_at),
            gt(table.expires_at, new Date()),
            exceptUserId === undefined ? undefined : ne(table.user_id, exceptUserId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
