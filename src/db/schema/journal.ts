import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * The child's private journal (spec: "a private journal"; decision 025). Only its writer reads an entry: no page,
 * route or admin tool reads another person's entries. Deleting the account deletes them (cascade).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain text; its simple formatting (paragraphs, lists, *emphasis*) is drawn as React nodes, never as HTML. */
    body: text('body').notNull(),
    /** One of the journal module's MOODS. */
    mood: text('mood').notNull(),
    /** The day the entry is about, as the child picked it (their own calendar day, no time zone). */
    entryDate: date('entry_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The key the form sent the new entry with (decision 049): the same save sent again after a lost answer finds
     * this entry instead of writing a second one. Null for entries written before keys.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    check('journal_entries_title_check', sql`char_length(${table.title}) between 1 and 120`),
    check('journal_entries_body_check', sql`char_length(${table.body}) between 1 and 10000`),
    check('journal_entries_mood_check', sql`${table.mood} in ('happy', 'proud', 'calm', 'curious', 'tired', 'worried', 'sad', 'angry')`),
    index('journal_entries_user_date_idx').on(table.userId, table.entryDate.desc(), table.createdAt.desc()),
    uniqueIndex('journal_entries_user_key_idx').on(table.userId, table.idempotencyKey),
  ],
);

/**
 * An entry the child chose to show to one of their linked adults (decision 025): read-only for that adult, for as long
 * as the child keeps sharing it and the adult stays linked. Unsharing deletes the row.
 */
export const journalShares = pgTable(
  'journal_shares',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.viewerId] }), index('journal_shares_viewer_idx').on(table.viewerId)],
);

/**
 * The children's helpline shown beside a journal entry that touches a hard topic (decision 025), one per locale,
 * set by an admin on the settings page. Without a row the note gives the general advice alone.
 */
export const helplines = pgTable('helplines', {
  locale: text('locale').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  url: text('url').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
