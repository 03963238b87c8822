import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ChildAvatar, CookieChoices, LocalizedText } from '@dino/contract';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .default(1)
      .references(() => organizations.id),
    type: text('type', { enum: ['parent', 'child'] }).notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    nickname: text('nickname').notNull(),
    /**
     * Stored lowercased, so uniqueness ignores case. A parent's is their sign-in and mailbox; a
     * child's is optional and counts only once its owner confirmed it (decision 0009).
     */
    email: text('email').unique(),
    /** A child may have none: their parent plays as them, or they sign in with a username and PIN. */
    password_hash: text('password_hash'),
    /**
     * Children: the sign-in a parent sets up for another device (decision 0016), stored
     * lowercased; the PIN (four pictures of nine, as digits) hashed like a password.
     */
    username: text('username').unique(),
    pin_hash: text('pin_hash'),
    /** Wrong PINs in a row; at CHILD_PIN_MAX_FAILURES the sign-in is locked until the parent resets it. */
    pin_failures: integer('pin_failures').notNull().default(0),
    /** Children: stages the parent moved them up (+) or down (-) from their age's stage. */
    stage_shift: integer('stage_shift').notNull().default(0),
    /** File name under DATA_DIR/uploads/avatars, or null. */
    avatar: text('avatar'),
    /** One of CHILD_AVATARS, the drawn dinosaur worn instead of an uploaded picture, or null. */
    avatar_art: text('avatar_art').$type<ChildAvatar>(),
    birthday: date('birthday', { mode: 'string' }),
    /** The language the account's mail is written in. */
    locale: text('locale', { enum: ['hy', 'ru', 'en'] })
      .notNull()
      .default('hy'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /** Parents: the version (date) of the terms and privacy policy they agreed to, and when. */
    terms_version: text('terms_version'),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Parents: the cookie choice saved with the account, so it follows them to a new device. */
    cookie_consent: jsonb('cookie_consent').$type<CookieChoices>(),
    /** Parents: the weekly progress mail is off until they switch it on. */
    weekly_summary: boolean('weekly_summary').notNull().default(false),
    weekly_summary_sent_at: timestamp('weekly_summary_sent_at', { withTimezone: true }),
    /** Children: what their parent lets them use. */
    allow_games: boolean('allow_games').notNull().default(true),
    allow_videos: boolean('allow_videos').notNull().default(true),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_parent_id_idx').on(table.parent_id),
    check('users_type_check', sql`${table.type} in ('parent', 'child')`),
    check(
      'users_parent_has_password',
      sql`${table.type} = 'child' or ${table.password_hash} is not null`,
    ),
    check('users_stage_shift_range', sql`${table.stage_shift} between -2 and 2`),
    check(
      'users_child_has_parent',
      sql`(${table.type} = 'child') = (${table.parent_id} is not null)`,
    ),
    check('users_one_avatar', sql`${table.avatar} is null or ${table.avatar_art} is null`),
  ],
);

export const userStats = pgTable('user_stats', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total_scores: integer('total_scores').notNull().default(0),
});

/** Bearer tokens, kept only as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.user_id)],
);

/**
 * Single-use links sent by mail: email verification, password reset, and the undo link sent to
 * the old address when an account's email or password changes (`email` is then the address to
 * restore).
 */
function oneTimeTokens<const Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      user_id: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** The address the token was sent to; a later email change makes the token worthless. */
      email: text('email').notNull(),
      token_hash: text('token_hash').notNull().unique(),
      expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
      used_at: timestamp('used_at', { withTimezone: true }),
      ...timestamps,
    },
    (table) => [index(`${name}_user_id_idx`).on(table.user_id)],
  );
}

export const emailVerificationTokens = oneTimeTokens('email_verification_tokens');
export const passwordResetTokens = oneTimeTokens('password_reset_tokens');
export const accountRecoveryTokens = oneTimeTokens('account_recovery_tokens');

/** Mail waits here until an SMTP server has taken it; the worker retries with backoff. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The account the letter was written for (null for the team's own mail, such as a contact
     * message): the export and deletion find a family's letters by this, never by address.
     */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Bodies hold one-time links, so they are erased once the mail is sent. */
    html: text('html'),
    text: text('text'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    last_error: text('last_error'),
    ...timestamps,
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.sent_at} is null`),
    index('mail_outbox_user_idx').on(table.user_id),
  ],
);

/*
 * Learning content, imported from content/learning by stable ids (uuids derived from the content
 * ids). Rows are never deleted: content removed from the files is retired, so completions already
 * earned keep pointing at something. `content_hash` lets a re-import skip unchanged rows.
 */
const contentRow = {
  uuid: uuid('uuid').primaryKey(),
  slug: text('slug').notNull(),
  position: integer('position').notNull(),
  content_hash: text('content_hash').notNull(),
  retired_at: timestamp('retired_at', { withTimezone: true }),
  ...timestamps,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const learningModules = pgTable(
  'learning_modules',
  {
    ...contentRow,
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    art: text('art').notNull(),
    age_min: integer('age_min').notNull(),
    age_max: integer('age_max').notNull(),
  },
  (table) => [index('learning_modules_listing_idx').on(table.organization_id, table.position)],
);

export const learningLessons = pgTable(
  'learning_lessons',
  {
    ...contentRow,
    module_uuid: uuid('module_uuid')
      .notNull()
      .references(() => learningModules.uuid),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (table) => [index('learning_lessons_listing_idx').on(table.module_uuid, table.position)],
);

export const learningActivities = pgTable(
  'learning_activities',
  {
    ...contentRow,
    lesson_uuid: uuid('lesson_uuid')
      .notNull()
      .references(() => learningLessons.uuid),
    type: text('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    points: integer('points').notNull(),
    age_min: integer('age_min').notNull(),
    age_max: integer('age_max').notNull(),
    narration: jsonb('narration').$type<Partial<LocalizedText>>(),
    /** The authored content in every language, with its answer (see the contract's activity types). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('learning_activities_listing_idx').on(table.lesson_uuid, table.position)],
);

/** One row per child and activity: the primary key is what makes a score count exactly once. */
export const activityCompletions = pgTable(
  'activity_completions',
  {
    child_id: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activity_uuid: uuid('activity_uuid')
      .notNull()
      .references(() => learningActivities.uuid),
    /** The points awarded, as they were then: later content edits do not rewrite history. */
    points: integer('points').notNull(),
    /** Right without a wrong try first, as the activity page saw it (null before issue 8). */
    first_try: boolean('first_try'),
    /** Time the child spent on it, capped at ACTIVITY_SECONDS_MAX (null before issue 8). */
    seconds: integer('seconds'),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.child_id, table.activity_uuid] }),
    index('activity_completions_activity_idx').on(table.activity_uuid),
  ],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    child_id: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lesson_uuid: uuid('lesson_uuid')
      .notNull()
      .references(() => learningLessons.uuid),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.child_id, table.lesson_uuid] }),
    index('lesson_completions_lesson_idx').on(table.lesson_uuid),
  ],
);

/** The shop's categories and products, imported from content/shop by stable ids. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    ...contentRow,
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (table) => [index('shop_categories_listing_idx').on(table.organization_id, table.position)],
);

export const shopProducts = pgTable(
  'shop_products',
  {
    ...contentRow,
    category_uuid: uuid('category_uuid')
      .notNull()
      .references(() => shopCategories.uuid),
    sku: text('sku').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    sections: jsonb('sections')
      .$type<{ id: string; title: LocalizedText; body: LocalizedText }[]>()
      .notNull(),
    /** Whole dram, before the discount. */
    price: integer('price').notNull(),
    /** Percent off, or null. */
    discount: integer('discount'),
    /** Set by the content when the product first appears; from then on only orders change it. */
    stock: integer('stock').notNull(),
    age_min: integer('age_min').notNull(),
    age_max: integer('age_max').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
  },
  (table) => [
    check('shop_products_stock_check', sql`${table.stock} >= 0`),
    check('shop_products_price_check', sql`${table.price} > 0`),
    index('shop_products_listing_idx').on(table.category_uuid, table.position),
  ],
);

/** An order; `id` is the number a parent quotes, `uuid` the id in addresses. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    /** Null once the family deleted their account: the order stays for the books, anonymized. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    /** Whole dram, computed by the server from the lines. */
    total: integer('total').notNull(),
    payment_method: text('payment_method').notNull(),
    delivery: jsonb('delivery')
      .$type<{
        name: string;
        phone: string;
        region: string;
        city: string;
        address: string;
        notes?: string;
      }>()
      .notNull(),
    /** When the family's account was deleted and the delivery details with it. */
    anonymized_at: timestamp('anonymized_at', { withTimezone: true }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'shop_orders_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
    index('shop_orders_user_idx').on(table.user_id, table.id),
    // The hourly expiry of unconfirmed cash orders looks for pending orders by age.
    index('shop_orders_pending_idx')
      .on(table.created_at)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** What was bought, as it was named and priced at that moment. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    product_uuid: uuid('product_uuid')
      .notNull()
      .references(() => shopProducts.uuid),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    unit_price: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    check('shop_order_lines_quantity_check', sql`${table.quantity} > 0`),
    index('shop_order_lines_order_idx').on(table.order_id),
  ],
);

/** Every status an order has had, and who moved it there. */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_events_order_idx').on(table.order_id, table.id)],
);

/** A signed-in parent's basket: one row per product, with the price they saw when adding it. */
export const shopBasketItems = pgTable(
  'shop_basket_items',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_uuid: uuid('product_uuid')
      .notNull()
      .references(() => shopProducts.uuid),
    quantity: integer('quantity').notNull(),
    /** The price after discount when added: a change since is shown, never charged silently. */
    price_seen: integer('price_seen').notNull(),
    /** When the product first went in: the basket keeps that order. */
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.product_uuid] }),
    check('shop_basket_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const shopWishlist = pgTable(
  'shop_wishlist',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_uuid: uuid('product_uuid')
      .notNull()
      .references(() => shopProducts.uuid),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.user_id, table.product_uuid] })],
);

/** What visitors write through the contact form, kept until the team has answered. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Who wrote and where to answer by mail; older messages have neither. */
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  whatsapp: text('whatsapp'),
  telegram: text('telegram'),
  locale: text('locale').notNull(),
  /** The signed-in sender, if any; a visitor writes without an account. */
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * One play of a game by a child: opened when the game starts, its score written once when it
 * ends. The best score is the highest finished play; the retention job removes unfinished
 * plays after GAME_PLAY_TTL_SECONDS.
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    child_id: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game_id: text('game_id').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('game_plays_child_game_idx').on(table.child_id, table.game_id, table.score),
    check('game_plays_score_check', sql`${table.score} IS NULL OR ${table.score} >= 0`),
  ],
);
