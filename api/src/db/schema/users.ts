import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedBy, stamp, timestamptz } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull().default('customer'),
    nickname: text('nickname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    currencyCode: text('currency_code').notNull().default('BTC'),
    language: text('language').notNull().default('en'),
    darkMode: boolean('dark_mode').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    createdAt: stamp(),
    lastSession: timestamptz('last_session'),
  },
  (t) => [
    // Emails are unique whatever their case: Ana@x.io and ana@x.io are one account.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('customer', 'admin')`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    code: text('code').primaryKey(),
    issuerId: integer('issuer_id').references(() => users.id, { onDelete: 'set null' }),
    usedById: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamptz('used_at'),
    expiresAt: timestamptz('expires_at'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: stamp(),
  },
  (t) => [index('invitations_issuer_idx').on(t.issuerId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: ownedBy(integer('user_id'), () => users.id),
  // Only a SHA-256 of the token is kept: a leaked table does not reset anyone's password.
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: stamp(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  message: text('message').notNull(),
  createdAt: stamp(),
});

export const newsletterSignups = pgTable(
  'newsletter_signups',
  { id: serial('id').primaryKey(), email: text('email').notNull(), createdAt: stamp() },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: stamp(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('email_outbox_to_idx').on(sql`lower(${t.toEmail})`)],
);

/** One row (id 1): the settings an admin can change at run time. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    invitationsPerUser: integer('invitations_per_user').notNull(),
    // Basis points (1/100 of a percent) keep the rate an integer: 750 is 7.5 %.
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(3000),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/** A signed-in session: tokens name it, and logout, a new password or role, or deletion end it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(integer('user_id'), () => users.id),
    createdAt: stamp(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed logins per account (keyed by a hash of the email, known or not) and per device cookie
 * (a hash of its nonce): how many, and when the next attempt may come. Shared by every API
 * instance; rows quiet for an hour are forgotten.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    nextAt: timestamptz('next_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('login_throttle_updated_idx').on(t.updatedAt)],
);
