import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

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
    /** Stored lowercased, so uniqueness ignores case. */
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    /** File name under DATA_DIR/uploads/avatars, or null. */
    avatar: text('avatar'),
    birthday: date('birthday', { mode: 'string' }),
    /** The language the account's mail is written in. */
    locale: text('locale', { enum: ['hy', 'ru', 'en'] })
      .notNull()
      .default('hy'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_parent_id_idx').on(table.parent_id),
    check('users_type_check', sql`${table.type} in ('parent', 'child')`),
    check(
      'users_child_has_parent',
      sql`(${table.type} = 'child') = (${table.parent_id} is not null)`,
    ),
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

/** Single-use links sent by mail: email verification and password reset. */
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

/** Mail waits here until an SMTP server has taken it; the worker retries with backoff. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
  ],
);
