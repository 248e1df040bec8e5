import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Tutor classes (decision 014: the simulator's leaderboard is scoped to a class or a family, and a tutor can switch it
 * off for their class). A tutor owns classes; children join one when the tutor adds them by their reference code.
 */

/** A tutor's class. Names are unique per tutor (the unique index also serves "this tutor's classes"). */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The tutor's switch: off, the class's children see no class leaderboard. */
    leaderboardEnabled: boolean('leaderboard_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('classes_name_check', sql`char_length(${table.name}) between 1 and 60`),
    unique('classes_tutor_name_unique').on(table.tutorId, table.name),
  ],
);

/**
 * A child in a class (decision 032): a tutor's add is `pending` until the family approves it (a linked parent, or a
 * child of 13 or more with no linked parent); only `approved` members are the tutor's students. `declined` stays so
 * the tutor sees the answer, until the tutor removes the row.
 */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.childId] }),
    index('class_members_child_idx').on(table.childId),
    check('class_members_status_check', sql`${table.status} in ('pending', 'approved', 'declined')`),
  ],
);
