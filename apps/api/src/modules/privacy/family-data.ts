import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client.ts';
import {
  activityCompletions,
  authTokens,
  contactMessages,
  gamePlays,
  learningActivities,
  learningLessons,
  lessonCompletions,
  mailOutbox,
  shopBasketItems,
  shopOrders,
  shopProducts,
  shopWishlist,
  userStats,
  users,
} from '../../db/schema.ts';
import type { AvatarStore } from '../accounts/avatar.ts';
import { loadOrders } from '../shop/orders.service.ts';

/** The parent and their children: every row the export reads and the deletion removes. */
export async function familyOf(db: Database, parentId: number) {
  return db
    .select()
    .from(users)
    .where(or(eq(users.id, parentId), eq(users.parent_id, parentId)))
    .orderBy(asc(users.id));
}

type Person = Awaited<ReturnType<typeof familyOf>>[number];

const profile = (user: Person) => ({
  id: user.id,
  type: user.type,
  first_name: user.first_name,
  last_name: user.last_name,
  nickname: user.nickname,
  email: user.email,
  birthday: user.birthday,
  avatar: user.avatar ? `avatars/${user.avatar}` : null,
  /** A drawn dinosaur is one of ours, named rather than put in the archive. */
  avatar_art: user.avatar_art,
  language: user.locale,
  created_at: user.created_at,
  updated_at: user.updated_at,
  email_verified_at: user.email_verified_at,
});

/**
 * Everything Dino stores about a family, as one JSON document (GDPR art. 15 and 20): the
 * account, each child with everything they did, the shop, messages, sessions and letters.
 * Token hashes and the password hash are left out: they are secrets, not data about anyone.
 */
export async function familyData(db: Database, parentId: number) {
  const people = await familyOf(db, parentId);
  const parent = people.find((person) => person.id === parentId)!;
  const children = people.filter((person) => person.id !== parentId);
  const ids = people.map((person) => person.id);
  const childIds = children.map((child) => child.id);
  const anyChild = childIds.length ? childIds : [-1];

  const [scores, activities, lessons, plays, sessions, letters, messages, basket, wishlist] =
    await Promise.all([
      db.select().from(userStats).where(inArray(userStats.user_id, anyChild)),
      db
        .select({
          child_id: activityCompletions.child_id,
          activity: activityCompletions.activity_uuid,
          title: learningActivities.title,
          type: learningActivities.type,
          points: activityCompletions.points,
          first_try: activityCompletions.first_try,
          seconds: activityCompletions.seconds,
          completed_at: activityCompletions.completed_at,
        })
        .from(activityCompletions)
        .innerJoin(
          learningActivities,
          eq(learningActivities.uuid, activityCompletions.activity_uuid),
        )
        .where(inArray(activityCompletions.child_id, anyChild))
        .orderBy(asc(activityCompletions.completed_at)),
      db
        .select({
          child_id: lessonCompletions.child_id,
          lesson: lessonCompletions.lesson_uuid,
          name: learningLessons.name,
          completed_at: lessonCompletions.completed_at,
        })
        .from(lessonCompletions)
        .innerJoin(learningLessons, eq(learningLessons.uuid, lessonCompletions.lesson_uuid))
        .where(inArray(lessonCompletions.child_id, anyChild))
        .orderBy(asc(lessonCompletions.completed_at)),
      db
        .select()
        .from(gamePlays)
        .where(inArray(gamePlays.child_id, anyChild))
        .orderBy(asc(gamePlays.started_at)),
      db
        .select({
          user_id: authTokens.user_id,
          created_at: authTokens.created_at,
          expires_at: authTokens.expires_at,
          revoked_at: authTokens.revoked_at,
        })
        .from(authTokens)
        .where(inArray(authTokens.user_id, ids))
        .orderBy(asc(authTokens.id)),
      db
        .select({
          to: mailOutbox.recipient,
          subject: mailOutbox.subject,
          created_at: mailOutbox.created_at,
          sent_at: mailOutbox.sent_at,
        })
        .from(mailOutbox)
        .where(inArray(mailOutbox.user_id, ids))
        .orderBy(asc(mailOutbox.id)),
      db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          phone: contactMessages.phone,
          whatsapp: contactMessages.whatsapp,
          telegram: contactMessages.telegram,
          created_at: contactMessages.created_at,
        })
        .from(contactMessages)
        .where(inArray(contactMessages.user_id, ids))
        .orderBy(asc(contactMessages.id)),
      db
        .select({
          product: shopProducts.sku,
          name: shopProducts.name,
          quantity: shopBasketItems.quantity,
          price_seen: shopBasketItems.price_seen,
          added_at: shopBasketItems.added_at,
        })
        .from(shopBasketItems)
        .innerJoin(shopProducts, eq(shopProducts.uuid, shopBasketItems.product_uuid))
        .where(eq(shopBasketItems.user_id, parentId)),
      db
        .select({
          product: shopProducts.sku,
          name: shopProducts.name,
          added_at: shopWishlist.created_at,
        })
        .from(shopWishlist)
        .innerJoin(shopProducts, eq(shopProducts.uuid, shopWishlist.product_uuid))
        .where(eq(shopWishlist.user_id, parentId)),
    ]);
  const orders = await loadOrders(db, eq(shopOrders.user_id, parentId));
  const sessionsOf = (id: number) =>
    sessions.filter((s) => s.user_id === id).map(({ user_id: _, ...s }) => s);

  return {
    exported_at: new Date().toISOString(),
    account: {
      ...profile(parent),
      consent: {
        terms_version: parent.terms_version,
        terms_accepted_at: parent.terms_accepted_at,
        cookies: parent.cookie_consent,
      },
      weekly_summary: parent.weekly_summary,
      sessions: sessionsOf(parent.id),
    },
    children: children.map((child) => ({
      ...profile(child),
      permissions: { games: child.allow_games, videos: child.allow_videos },
      total_scores: scores.find((s) => s.user_id === child.id)?.total_scores ?? 0,
      activities_completed: activities
        .filter((a) => a.child_id === child.id)
        .map(({ child_id: _, ...a }) => a),
      lessons_completed: lessons
        .filter((l) => l.child_id === child.id)
        .map(({ child_id: _, ...l }) => l),
      game_plays: plays.filter((p) => p.child_id === child.id).map(({ child_id: _, ...p }) => p),
      sessions: sessionsOf(child.id),
    })),
    shop: {
      orders: orders.map((order) => ({
        number: order.id,
        status: order.status,
        total: order.total,
        payment_method: order.payment_method,
        delivery: order.delivery,
        created_at: order.created_at,
        lines: order.lines.map(({ order_id: _, product_uuid: __, ...line }) => line),
        history: order.history.map(({ order_id: _, ...event }) => event),
      })),
      basket,
      wishlist,
    },
    contact_messages: messages,
    letters_to_you: letters,
  };
}

/** data.json and every avatar of the family, as one zip file. */
export async function familyArchive(
  db: Database,
  avatars: AvatarStore,
  parentId: number,
): Promise<Uint8Array> {
  const data = await familyData(db, parentId);
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
  };
  for (const person of [data.account, ...data.children]) {
    if (!person.avatar) continue;
    try {
      files[person.avatar] = await readFile(path.join(avatars.dir, path.basename(person.avatar)));
    } catch {
      // A picture missing on disk is simply not in the archive; data.json still names it.
    }
  }
  return zipSync(files, { level: 6 });
}
