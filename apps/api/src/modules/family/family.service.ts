import { eq } from 'drizzle-orm';
import type { ChildPasswordBody, ChildPermissions, Locale } from '@dino/contract';
import { refuseCommon } from '../accounts/common-passwords.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox, users as usersTable } from '../../db/schema.ts';
import type { AvatarStore } from '../accounts/avatar.ts';
import { confirmPassword, ownChild } from '../accounts/parent.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Session } from '../accounts/session.ts';
import { authTokensRepository } from '../accounts/tokens.repository.ts';
import { usersRepository } from '../accounts/users.repository.ts';
import type { MailFiles } from '../mail/mail-files.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import { progressRepository } from './progress.repository.ts';

/** A parent looking after their children: progress, what each may use, password, removal. */
export function familyService(deps: {
  db: Database;
  avatars: AvatarStore;
  mailFiles: MailFiles;
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

    /** A child ahead of or behind their age: their path follows the stage their parent chose. */
    async setStage(session: Session, childId: number, shift: number) {
      const child = await ownChild(users, session, childId);
      await users.update(child.id, { stage_shift: shift });
      return (await users.findById(child.id))!;
    },

    /** The child signs in with the new password; every session they had ends. */
    async setPassword(session: Session, childId: number, body: ChildPasswordBody) {
      const child = await ownChild(users, session, childId);
      await confirmPassword(
        deps.rateLimits,
        session.user,
        body.current_password,
        'current_password',
      );
      await refuseCommon(body.password);
      await users.update(child.id, { password_hash: await hashPassword(body.password) });
      await tokens.revokeAllOf(child.id);
      return child;
    },

    /**
     * Deletes the child's row; the database takes everything hanging from it (scores,
     * completions, stickers, game plays, sessions, letters). Their picture and the files of
     * their letters go from the disk after.
     */
    async remove(session: Session, childId: number, password: string) {
      const child = await ownChild(users, session, childId);
      await confirmPassword(deps.rateLimits, session.user, password);
      const letters = await deps.db.transaction(async (tx) => {
        // The cascade would take these rows too, but not tell which letters they were.
        const letters = await tx
          .delete(mailOutbox)
          .where(eq(mailOutbox.user_id, child.id))
          .returning({ id: mailOutbox.id });
        await tx.delete(usersTable).where(eq(usersTable.id, child.id));
        return letters;
      });
      if (child.avatar) await deps.avatars.remove(child.avatar);
      await deps.mailFiles.remove(letters.map((letter) => letter.id));
      return child;
    },
  };
}

export type FamilyService = ReturnType<typeof familyService>;
