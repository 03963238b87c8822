import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens, userStats, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/secrets.ts';

export type UserRow = typeof users.$inferSelect;
export type UserWithStats = UserRow & { total_scores: number };
type NewUser = typeof users.$inferInsert;

const selection = {
  user: users,
  total_scores: sql<number>`coalesce(${userStats.total_scores}, 0)`.mapWith(Number),
};

function flatten(row: { user: UserRow; total_scores: number }): UserWithStats {
  return { ...row.user, total_scores: row.total_scores };
}

export function usersRepository(db: Database) {
  const base = () =>
    db.select(selection).from(users).leftJoin(userStats, eq(userStats.user_id, users.id));
  // Every signed-in request asks this: one round trip, its plan kept by each connection.
  const byLiveToken = db
    .select({ ...selection, token_id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .leftJoin(userStats, eq(userStats.user_id, users.id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder('hash')),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('user_by_live_token');

  return {
    /** The user a bearer token signs in, with the token's id, while it is neither revoked nor expired. */
    async findByLiveToken(
      token: string,
    ): Promise<{ user: UserWithStats; tokenId: number } | undefined> {
      const [row] = await byLiveToken.execute({ hash: hashToken(token) });
      return row && { user: flatten(row), tokenId: row.token_id };
    },

    async findById(id: number): Promise<UserWithStats | undefined> {
      const [row] = await base().where(eq(users.id, id)).limit(1);
      return row && flatten(row);
    },

    async findByEmail(email: string): Promise<UserWithStats | undefined> {
      const [row] = await base().where(eq(users.email, email)).limit(1);
      return row && flatten(row);
    },

    async findByUsername(username: string): Promise<UserWithStats | undefined> {
      const [row] = await base().where(eq(users.username, username)).limit(1);
      return row && flatten(row);
    },

    /** One more wrong PIN, counted in the database so that parallel guesses all count. */
    async failPin(id: number): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ pin_failures: sql`${users.pin_failures} + 1` })
        .where(eq(users.id, id))
        .returning({ failures: users.pin_failures });
      return row?.failures ?? 0;
    },

    async childrenOf(parentId: number): Promise<UserWithStats[]> {
      const rows = await base()
        .where(and(eq(users.parent_id, parentId), eq(users.type, 'child')))
        .orderBy(asc(users.id));
      return rows.map(flatten);
    },

    /** The user and their (empty) stats row are created together or not at all. */
    async create(values: NewUser): Promise<UserWithStats> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning();
        if (!user) throw new Error('insert returned no row');
        await tx.insert(userStats).values({ user_id: user.id });
        return { ...user, total_scores: 0 };
      });
    },

    async update(id: number, values: Partial<NewUser>): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updated_at: new Date() })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** A parent's address, where their mail goes: every parent has one; only a child's is optional. */
export function parentMailbox(user: { id: number; email: string | null }): string {
  if (user.email === null) throw new Error(`user ${user.id} has no address to mail`);
  return user.email;
}
