import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { GAME_PLAY_TTL_SECONDS, RETENTION } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import {
  authTokens,
  contactMessages,
  emailVerificationTokens,
  gamePlays,
  mailOutbox,
  passwordResetTokens,
  users,
} from '../../db/schema.ts';
import { periodicJob, type PeriodicJobOptions } from '../../lib/periodic.ts';
import type { AvatarStore } from '../accounts/avatar.ts';
import type { MailFiles } from '../mail/mail-files.ts';

export interface RetentionReport {
  unverifiedAccounts: number;
  authTokens: number;
  oneTimeTokens: number;
  sentMail: number;
  /** Letters on disk (no SMTP) whose outbox row is gone. */
  mailFiles: number;
  contactMessages: number;
  unfinishedPlays: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes what the privacy policy says we do not keep: accounts never confirmed, tokens that
 * can no longer be used, sent letters' addresses, old contact messages and abandoned plays.
 * Rows are deleted, not flagged; an account's children and avatars go with it, and a letter's
 * file (written without SMTP) with the letter's row.
 */
export function retentionJob(
  deps: PeriodicJobOptions & { db: Database; avatars: AvatarStore; mailFiles: MailFiles },
) {
  const { db, avatars, log } = deps;

  async function runOnce(now = new Date()): Promise<RetentionReport> {
    const unverified = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`${users.type} = 'parent'`,
          isNull(users.email_verified_at),
          lt(users.created_at, daysBefore(now, RETENTION.unverifiedAccountDays)),
        ),
      );
    const ids = unverified.map((row) => row.id);
    let pictures: string[] = [];
    if (ids.length > 0) {
      const family = or(inArray(users.id, ids), inArray(users.parent_id, ids));
      pictures = (
        await db
          .select({ avatar: users.avatar })
          .from(users)
          .where(and(family, isNotNull(users.avatar)))
      ).map((row) => row.avatar!);
      // Children cascade from their parent; their rows go in the same statement.
      await db.delete(users).where(inArray(users.id, ids));
    }
    await Promise.all(pictures.map((name) => avatars.remove(name)));

    const tokens = await db
      .delete(authTokens)
      .where(or(lt(authTokens.expires_at, now), isNotNull(authTokens.revoked_at)))
      .returning({ id: authTokens.id });
    let oneTime = 0;
    for (const table of [emailVerificationTokens, passwordResetTokens]) {
      const gone = await db
        .delete(table)
        .where(or(lt(table.expires_at, now), isNotNull(table.used_at)))
        .returning({ id: table.id });
      oneTime += gone.length;
    }
    const mail = await db
      .delete(mailOutbox)
      .where(lt(mailOutbox.sent_at, daysBefore(now, RETENTION.sentMailDays)))
      .returning({ id: mailOutbox.id });
    // After every row this run erases, the unconfirmed accounts' letters included.
    const mailFiles = await deps.mailFiles.removeOrphans(db);
    const messages = await db
      .delete(contactMessages)
      .where(lt(contactMessages.created_at, daysBefore(now, RETENTION.contactMessageDays)))
      .returning({ id: contactMessages.id });
    const plays = await db
      .delete(gamePlays)
      .where(
        and(
          isNull(gamePlays.score),
          lt(gamePlays.started_at, new Date(now.getTime() - GAME_PLAY_TTL_SECONDS * 1000)),
        ),
      )
      .returning({ id: gamePlays.id });
    return {
      unverifiedAccounts: ids.length,
      authTokens: tokens.length,
      oneTimeTokens: oneTime,
      sentMail: mail.length,
      mailFiles,
      contactMessages: messages.length,
      unfinishedPlays: plays.length,
    };
  }

  return periodicJob('retention run', runOnce, {
    ...deps,
    report: (retention) => log.info({ retention }, 'retention: old data deleted'),
  });
}
