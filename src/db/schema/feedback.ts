import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './classes';
import { lessons } from './learning';
import { users } from './users';

/*
 * Feedback between a tutor and one of their students (decision 035): one thread per tutor and child, plain-text
 * messages from either side, optionally about an assignment or a lesson, a reaction from the child, and how far each
 * reader has read. Deleting either account deletes the thread (cascade); an admin removes a message by marking it.
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order messages were written in, and how far a reader has read (feedback_reads.read_seq). A counter, not the
     * clock: two messages of one millisecond still have an order, and a reply is never "as old as" a read mark.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'tutor' or 'child': who wrote it (the thread's two people are the only writers). */
    author: text('author').notNull(),
    body: text('body').notNull(),
    aboutAssignmentId: uuid('about_assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    aboutLessonId: integer('about_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** The child's reaction to a tutor's message: one of the feedback module's REACTIONS. */
    reaction: text('reaction'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The key the writer's form sent the message with (decision 049): the same message sent again after a lost
     * answer finds this one instead of writing it twice. Null for messages written before keys.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    check('feedback_messages_author_check', sql`${table.author} in ('tutor', 'child')`),
    check('feedback_messages_body_check', sql`char_length(${table.body}) between 1 and 1000`),
    check('feedback_messages_reaction_check', sql`${table.reaction} is null or ${table.reaction} in ('thumbs-up', 'heart', 'party', 'smile', 'thinking')`),
    index('feedback_messages_thread_idx').on(table.tutorId, table.childId, table.seq),
    index('feedback_messages_child_idx').on(table.childId, table.seq),
    // The writer is the thread's tutor or child, as `author` says: one key per writer and thread.
    uniqueIndex('feedback_messages_writer_key_idx').on(table.tutorId, table.childId, table.author, table.idempotencyKey),
  ],
);

/** How far a reader (the tutor, the child) has read a thread: the other side's messages after `read_seq` are unread. */
export const feedbackReads = pgTable(
  'feedback_reads',
  {
    readerId: text('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `seq` of the thread's newest message when the reader last read it (or wrote). */
    readSeq: bigint('read_seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.readerId, table.tutorId, table.childId] })],
);

/** A tutor's saved openings ("Great progress on…"), at most 20 per tutor. */
export const feedbackTemplates = pgTable(
  'feedback_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('feedback_templates_body_check', sql`char_length(${table.body}) between 1 and 1000`), index('feedback_templates_tutor_idx').on(table.tutorId)],
);
