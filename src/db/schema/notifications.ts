import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * One notification per recipient (decision 036): what happened (`type`), who did it, the child it is about, the values
 * its text needs, and where it leads. The text itself is rendered from a translated template when it is shown, so it
 * follows the reader's language. Deleting the recipient or the child it is about deletes it (cascade).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order they were made in: the list's order and its page cursor (a counter, never ambiguous like a time). */
    seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the notifications module's NOTIFICATION_TYPES. */
    type: text('type').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The child the notification is about, if any: their deletion takes it along (decision 027). */
    childId: text('child_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The values the text names (a badge, a class, a person's display name), as they were when it happened. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Where it leads: a path inside the app. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientId, table.seq),
    index('notifications_unread_idx').on(table.recipientId).where(sql`${table.readAt} is null`),
  ],
);

/**
 * How a person wants each kind of notification by e-mail (decision 036): 'off', 'immediate', or in a 'daily' or
 * 'weekly' digest. No row: the kind's default for the person's role (modules/notifications/email-rules.ts).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    delivery: text('delivery').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] }), check('notification_preferences_delivery_check', sql`${table.delivery} in ('off', 'immediate', 'daily', 'weekly')`)],
);

/** A person's quiet hours for e-mail, in their own time zone: mail made then waits for the end (decision 036). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The hours (0–23) quiet time starts and ends; both null: no quiet hours. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** A child's opt-in: an evening reminder when their streak would end that day (never more than one a day). */
    streakReminder: boolean('streak_reminder').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('notification_settings_hours_check', sql`(${table.quietStart} is null) = (${table.quietEnd} is null) and ${table.quietStart} between 0 and 23 and ${table.quietEnd} between 0 and 23`)],
);

/**
 * The digests made (decision 036): one row per person, period ('daily' or 'weekly', or 'report' for a parent's weekly
 * report) and period key (the person's local day, or ISO week), claimed by inserting it in the transaction that queues the mail, so a digest is made once even
 * when two runs (or two instances) overlap. `covered_until` is where the next digest of that period starts.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    notifications: integer('notifications').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period, table.periodKey] }), check('notification_digests_period_check', sql`${table.period} in ('daily', 'weekly', 'report')`)],
);

/**
 * Reminders made once (decision 036): an assignment due tomorrow or overdue (the assignment's id), a streak at risk
 * (the child's local day). Claimed by inserting the row in the transaction that makes the notification, so two runs
 * or two instances make it once.
 */
export const notificationReminders = pgTable(
  'notification_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.subjectKey] })],
);
