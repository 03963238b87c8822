import { and, asc, eq, lt } from 'drizzle-orm';
import { CASH_ORDER_EXPIRY_HOURS } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { shopOrders, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { periodicJob, type PeriodicJobOptions } from '../../lib/periodic.ts';
import { parentMailbox } from '../accounts/users.repository.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { orderExpiredMail } from '../mail/templates.ts';
import { moveOrder } from './orders.service.ts';

/**
 * Cancels cash-on-delivery orders the shop has not confirmed within CASH_ORDER_EXPIRY_HOURS of
 * their placing, so that unpaid orders cannot keep stock off the shelf for ever. Each goes
 * through moveOrder as the shop itself ('system', which may only cancel a pending order): the
 * order is locked and its status read again, so a second server running this at the same time,
 * or staff confirming the order at that moment, finds it moved and leaves it alone. The stock
 * comes back and the parent's letter is queued in that same transaction, exactly once.
 */
export function orderExpiryJob(
  deps: PeriodicJobOptions & { db: Database; outbox: MailOutbox; publicUrl: string },
) {
  const { db, log } = deps;

  async function runOnce(now = new Date()): Promise<number> {
    const due = await db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(
        and(
          eq(shopOrders.status, 'pending'),
          eq(shopOrders.payment_method, 'cash_on_delivery'),
          lt(shopOrders.created_at, new Date(now.getTime() - CASH_ORDER_EXPIRY_HOURS * 3_600_000)),
        ),
      )
      .orderBy(asc(shopOrders.id));
    let expired = 0;
    for (const { id } of due) {
      try {
        await moveOrder(db, id, 'cancelled', 'system', async (tx, order) => {
          // A deleted family has nobody to write to (and its pending orders went with it).
          if (order.user_id === null) return;
          const [parent] = await tx
            .select({
              id: users.id,
              email: users.email,
              locale: users.locale,
              first_name: users.first_name,
            })
            .from(users)
            .where(eq(users.id, order.user_id));
          if (!parent) return;
          const mail = orderExpiredMail(
            parent.locale,
            parent.first_name,
            `${deps.publicUrl}/${parent.locale}/orders`,
            { number: order.id, hours: CASH_ORDER_EXPIRY_HOURS },
          );
          await deps.outbox.enqueue(parentMailbox(parent), mail, { userId: parent.id, tx });
        });
        expired += 1;
      } catch (error) {
        // Confirmed or cancelled since it was read: not this job's any more.
        if (error instanceof HttpError && error.type === 'conflict') continue;
        throw error;
      }
    }
    if (expired > 0) log.info({ expired }, 'unconfirmed cash orders cancelled');
    return expired;
  }

  return periodicJob('order expiry', runOnce, deps);
}
