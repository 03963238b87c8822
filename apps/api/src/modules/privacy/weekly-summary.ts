import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { WEEKLY_SUMMARY_DAYS } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { periodicJob, type PeriodicJobOptions } from '../../lib/periodic.ts';
import { users } from '../../db/schema.ts';
import { progressRepository } from '../family/progress.repository.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { weeklySummaryMail } from '../mail/templates.ts';
import { parentMailbox } from '../accounts/users.repository.ts';
import { formatDay } from './privacy.service.ts';

const DAY_MS = 86_400_000;

/**
 * The weekly progress letter, for parents who switched it on (it is off by default). Each
 * parent's turn is claimed with a conditional update in the same transaction as the letter, so
 * two servers, or a run that crashes halfway, never send it twice or lose it. Children are
 * never written to: the letter goes to the parent's verified address only.
 */
export function weeklySummaryJob(
  deps: PeriodicJobOptions & { db: Database; outbox: MailOutbox; publicUrl: string },
) {
  const { db, log } = deps;
  const progress = progressRepository(db);

  async function runOnce(now = new Date()): Promise<number> {
    const due = new Date(now.getTime() - WEEKLY_SUMMARY_DAYS * DAY_MS);
    const parents = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.type, 'parent'),
          eq(users.weekly_summary, true),
          isNotNull(users.email_verified_at),
          lte(users.weekly_summary_sent_at, due),
        ),
      )
      .orderBy(asc(users.id));
    let sent = 0;
    for (const parent of parents) {
      const claimedAt = parent.weekly_summary_sent_at!;
      // The letter covers the seven days before it is written, whenever the last one went.
      const from = due;
      const children = await db
        .select({ id: users.id, first_name: users.first_name })
        .from(users)
        .where(eq(users.parent_id, parent.id))
        .orderBy(asc(users.id));
      if (children.length === 0) continue;
      const lines = [];
      for (const child of children) {
        const week = await progress.between(child.id, from, now);
        lines.push({
          name: child.first_name,
          points: week.points,
          activities: week.activities,
          lessons: week.lessons,
          minutes: Math.round(week.seconds / 60),
        });
      }
      const mail = weeklySummaryMail(
        parent.locale,
        parent.first_name,
        `${deps.publicUrl}/${parent.locale}/profile`,
        {
          from: formatDay(parent.locale, from),
          to: formatDay(parent.locale, now),
          children: lines,
        },
      );
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ weekly_summary_sent_at: now })
          .where(
            and(
              eq(users.id, parent.id),
              eq(users.weekly_summary, true),
              eq(users.weekly_summary_sent_at, claimedAt),
            ),
          )
          .returning({ id: users.id });
        if (row) await deps.outbox.enqueue(parentMailbox(parent), mail, { userId: parent.id, tx });
        return Boolean(row);
      });
      if (claimed) sent += 1;
    }
    if (sent > 0) log.info({ sent }, 'weekly summaries queued');
    return sent;
  }

  return periodicJob('weekly summary', runOnce, deps);
}
