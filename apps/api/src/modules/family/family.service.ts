import { eq } from 'drizzle-orm';
import type { ChildPermissions, Locale } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { users as usersTable } from '../../db/schema.ts';
import type { AvatarStore } from '../accounts/avatar.ts';
import { confirmPassword, ownChild } from '../accounts/parent.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Session } from '../accounts/session.ts';
import { authTokensRepository } from '../accounts/tokens.repository.ts';
import { usersRepository } from '../accounts/users.repository.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import { progressRepository } from './progress.repository.ts';

/** A parent looking after their children: progress, what each may use, password, removal. */
export function familyService(deps: {
  db: Database;
  avatars: AvatarStore;
  rateLimits: RateLimits;
}) {
  const users = usersRepository(deps.db);
  const tokens = authTokensRepository(deps.db);
  const progress = progressRepository(deps.db);

  return {
    async progress(session: Session, childId: number, locale: Locale) {
      return progress.progress(await ownChild(users, session, childId), locale);
    },

    async setPermissions(session: Session, childId: number, permissions: ChildPermissions) {
      const child = await ownChild(users, session, childId);
      await users.update(child.id, {
        allow_games: permissions.games,
        allow_videos: permissions.videos,
      });
      return (await users.findById(child.id))!;
    },

    /** The child signs in with the new password; every session they had ends. */
    async setPassword(session: Session, childId: number, password: string) {
      const child = await ownChild(users, session, childId);
      await users.update(child.id, { password_hash: await hashPassword(password) });
      await tokens.revokeAllOf(child.id);
      return child;
    },

    /**
     * Deletes the child's row; the database takes everything hanging from it (scores,
     * completions, stickers, game plays, sessions). Their picture goes from the disk after.
     */
    async remove(session: Session, childId: number, password: string) {
      const child = await ownChild(users, session, childId);
      await confirmPassword(deps.rateLimits, session.user, password);
      await deps.db.delete(usersTable).where(eq(usersTable.id, child.id));
      if (child.avatar) await deps.avatars.remove(child.avatar);
      return child;
    },
  };
}

export type FamilyService = ReturnType<typeof familyService>;
