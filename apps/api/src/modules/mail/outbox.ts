import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { RenderedMail } from './templates.ts';
import type { MailTransport } from './transport.ts';

export interface RetryPolicy {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Exponential backoff with a ceiling: a mail is retried for as long as it takes. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.min(attempts - 1, 20));
}

/** How long a claimed mail is hidden from other workers while this one sends it. */
const LEASE_MS = 60_000;
const BATCH = 20;

/**
 * The outbox: mail is stored in the database in the same step that causes it, and a worker
 * delivers it. An SMTP outage delays mail; it never loses it.
 */
export function mailOutboxService(options: {
  db: Database;
  transport: MailTransport;
  policy: RetryPolicy;
  log: FastifyBaseLogger;
}) {
  const { db, transport, policy, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;
  let soonestRetryMs = Infinity;

  async function claimDue() {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sent_at), lte(mailOutbox.next_attempt_at, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliverDue(): Promise<void> {
    const batch = await claimDue();
    for (const mail of batch) {
      try {
        await transport.send({
          id: mail.id,
          to: mail.recipient,
          subject: mail.subject,
          html: mail.html ?? '',
          text: mail.text ?? '',
        });
        await db
          .update(mailOutbox)
          .set({ sent_at: new Date(), html: null, text: null, last_error: null })
          .where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        const attempts = mail.attempts + 1;
        const delay = retryDelayMs(attempts, policy);
        soonestRetryMs = Math.min(soonestRetryMs, delay);
        log.warn({ mailId: mail.id, attempts, retryInMs: delay, err: error }, 'mail not sent yet');
        await db
          .update(mailOutbox)
          .set({
            attempts,
            next_attempt_at: new Date(Date.now() + delay),
            last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    if (batch.length === BATCH) again = true;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  }

  /** One pass at a time; a kick during a pass asks for another pass right after it. */
  async function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          log.warn({ err: error }, 'mail outbox pass failed; will try again');
        }
      } while (again && !stopped);
    })();
    try {
      await running;
    } finally {
      running = undefined;
      schedule(nextWakeMs());
    }
  }

  /** Poll, or wake sooner for a retry that falls due before the next poll. */
  function nextWakeMs() {
    const wake = Math.min(policy.pollMs, soonestRetryMs);
    soonestRetryMs = Infinity;
    return Math.max(10, wake);
  }

  return {
    /**
     * Queues a letter; with `tx`, as part of that transaction, so the letter exists exactly when
     * what it tells of does (an order, say).
     */
    async enqueue(
      to: string,
      mail: RenderedMail,
      options: {
        /** The account the letter is written for; null for the team's own mail. */
        userId: number | null;
        tx?: Pick<Database, 'insert'>;
      },
    ): Promise<void> {
      const { userId, tx = db } = options;
      await tx.insert(mailOutbox).values({
        user_id: userId,
        recipient: to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      if (!stopped) schedule(0);
    },

    /** Delivers whatever is due now; tests and the worker both use it. */
    flush: () => run(),

    start() {
      stopped = false;
      schedule(0);
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },

    async pending(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sent_at));
      return row?.count ?? 0;
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutboxService>;
