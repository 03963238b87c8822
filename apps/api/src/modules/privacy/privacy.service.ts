import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CookieChoices, Locale, ParentSettingsBody } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { contactMessages, mailOutbox, shopOrders, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { AvatarStore } from '../accounts/avatar.ts';
import { confirmPassword, requireParent } from '../accounts/parent.ts';
import type { Session } from '../accounts/session.ts';
import { usersRepository } from '../accounts/users.repository.ts';
import type { MailFiles } from '../mail/mail-files.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { accountDeletedMail } from '../mail/templates.ts';
import { moveOrder } from '../shop/orders.service.ts';
import { parentMailbox } from '../accounts/users.repository.ts';
import { familyArchive, familyOf } from './family-data.ts';

/** Orders the shop still has to deliver: their address is needed until they arrive. */
const ON_THE_WAY = ['confirmed', 'shipped'];

export function formatDay(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** A parent's rights over their family's data: settings, consent, export and deletion. */
export function privacyService(deps: {
  db: Database;
  avatars: AvatarStore;
  mailFiles: MailFiles;
  outbox: MailOutbox;
  rateLimits: RateLimits;
  publicUrl: string;
  termsVersion: string;
}) {
  const { db } = deps;
  const users$ = usersRepository(db);

  return {
    async settings(session: Session, body: ParentSettingsBody) {
      const parent = requireParent(session);
      const changes: Parameters<typeof users$.update>[1] = {};
      if (body.cookie_consent) changes.cookie_consent = body.cookie_consent satisfies CookieChoices;
      if (body.weekly_summary !== undefined && body.weekly_summary !== parent.weekly_summary) {
        changes.weekly_summary = body.weekly_summary;
        // The first letter comes a full week after switching it on.
        changes.weekly_summary_sent_at = body.weekly_summary ? new Date() : null;
      }
      await users$.update(parent.id, changes);
      return (await users$.findById(parent.id))!;
    },

    async acceptTerms(session: Session, version: string) {
      const parent = requireParent(session);
      if (version !== deps.termsVersion) throw new HttpError('conflict', 'privacy.terms_changed');
      await users$.update(parent.id, { terms_version: version, terms_accepted_at: new Date() });
      return (await users$.findById(parent.id))!;
    },

    async exportArchive(session: Session, password: string) {
      const parent = requireParent(session);
      await confirmPassword(deps.rateLimits, parent, password);
      await deps.rateLimits.hit([['exportParent', String(parent.id)]]);
      return familyArchive(db, deps.avatars, parent.id);
    },

    /**
     * Deletes the family for real: rows, not flags, and the pictures and letters on disk. Orders
     * stay for the books without a name, phone or address; an order not yet confirmed is
     * cancelled, one on its way stops the deletion until it arrives (its address is still needed).
     */
    async deleteAccount(session: Session, password: string) {
      const parent = requireParent(session);
      await confirmPassword(deps.rateLimits, parent, password);
      const family = await familyOf(db, parent.id);
      const ids = family.map((person) => person.id);
      const orders = await db
        .select({ id: shopOrders.id, status: shopOrders.status })
        .from(shopOrders)
        .where(eq(shopOrders.user_id, parent.id));
      if (orders.some((order) => ON_THE_WAY.includes(order.status))) {
        throw new HttpError('conflict', 'privacy.order_open');
      }
      for (const order of orders.filter((o) => o.status === 'pending')) {
        await moveOrder(db, order.id, 'cancelled', 'parent');
      }

      const now = new Date();
      const receipt = accountDeletedMail(
        parent.locale,
        parent.first_name,
        `${deps.publicUrl}/${parent.locale}/privacy`,
        {
          date: formatDay(parent.locale, now),
          children: family.filter((p) => p.id !== parent.id).map((child) => child.first_name),
        },
      );
      const letters = await db.transaction(async (tx) => {
        await tx
          .update(shopOrders)
          .set({
            user_id: null,
            delivery: sql`jsonb_build_object('name', '', 'phone', '', 'city', '', 'address', '',
              'region', ${shopOrders.delivery}->'region')`,
            anonymized_at: now,
          })
          .where(eq(shopOrders.user_id, parent.id));
        await tx.delete(contactMessages).where(inArray(contactMessages.user_id, ids));
        const letters = await tx
          .delete(mailOutbox)
          .where(inArray(mailOutbox.user_id, ids))
          .returning({ id: mailOutbox.id });
        // Children, scores, completions, plays, sessions, links, basket and wishlist go with it.
        await tx.delete(users).where(and(eq(users.id, parent.id), eq(users.type, 'parent')));
        // The receipt outlives the account it tells of, so it belongs to no account.
        await deps.outbox.enqueue(parentMailbox(parent), receipt, { userId: null, tx });
        return letters;
      });
      for (const person of family) {
        if (person.avatar) await deps.avatars.remove(person.avatar);
      }
      await deps.mailFiles.remove(letters.map((letter) => letter.id));
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
