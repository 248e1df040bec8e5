import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec 3 "Theme settings (collection theme, document id settings)": one row a key. */
export const themeSettings = pgTable('theme_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the seed did once and must never do again (decision 043): 'demo-accounts' holds the ids of the demo accounts
 * it made on the embedded database's first start, so a deleted or renamed demo account is never re-created and a
 * production start can tell whether one still has its published password.
 */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail that went nowhere because SMTP_URL is not set; an admin reads it at /admin/outbox. */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The children the message names (a notification to a parent or tutor): deleting a child deletes it (decision 027). */
  aboutChildIds: text('about_child_ids').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits; kept in the database so every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Mail that must go out because of a change, written in the change's transaction and sent after it by
 * `server/mail/queue.ts` with retries (decision 030), so a moment of SMTP failure loses nothing. `sent_at` is set once
 * it went (to SMTP or, without SMTP_URL, to the outbox); `failed_at` when it was given up after the last attempt.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058; decision 036). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The children the message names (a notification to a parent or tutor): deleting a child deletes it (decision 027). */
    aboutChildIds: text('about_child_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('mail_queue_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.failedAt} is null`)],
);

/**
 * The leader lease's fencing token (decision 050): one row whose epoch the instance taking the lease bumps. Every
 * leader write (a market tick, a scheduled job's run) checks in its own transaction that the epoch is still the one
 * it took, so a leader that lost the lease without knowing it (a half-open connection) can no longer write.
 */
export const leaderLease = pgTable('leader_lease', {
  id: integer('id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  /** The instance that took the lease at `epoch` (server/instance.ts). */
  holder: text('holder').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who wrote each leader write (decision 050): every market tick and every scheduled job's run, with the instance and
 * the epoch it held, so an operator (and the fault suite) can see that two leaders never wrote at once. Kept a day.
 */
export const leaderWrites = pgTable(
  'leader_writes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'tick', or the scheduled job's name. */
    work: text('work').notNull(),
    instance: text('instance').notNull(),
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leader_writes_at_idx').on(table.at)],
);
