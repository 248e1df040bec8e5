import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Block } from '@/lib/lesson-content';
import { storedFiles } from './files';
import { users } from './users';

/** A course (title, slug, summary, description, thumbnail, age band, subject, order, published, featured). */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  thumbnailPath: text('thumbnail_path').references(() => storedFiles.fullPath, { onDelete: 'restrict', onUpdate: 'cascade' }),
  ageBand: text('age_band').notNull(),
  subject: text('subject').notNull(),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(false),
  featured: boolean('featured').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A lesson and its ordered content blocks (questions hold their answers; never sent before answering). */
export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    estimatedMinutes: integer('estimated_minutes').notNull().default(5),
    xpReward: integer('xp_reward').notNull().default(10),
    thumbnailPath: text('thumbnail_path').references(() => storedFiles.fullPath, { onDelete: 'restrict', onUpdate: 'cascade' }),
    published: boolean('published').notNull().default(false),
    /** Position among the featured lessons; null when not featured. */
    featuredPosition: integer('featured_position'),
    blocks: jsonb('blocks').$type<Block[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('lessons_course_slug_unique').on(table.courseId, table.slug), check('lessons_xp_reward_check', sql`${table.xpReward} >= 0`)],
);

/** One run through a lesson: the server records each question's first-try result and tries. */
export const lessonAttempts = pgTable(
  'lesson_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** By question block: its record, and the key each try was sent with (`keys[n]` is try n + 1; decision 049). */
    answers: jsonb('answers').$type<Record<string, { firstTryCorrect: boolean; tries: number; solved: boolean; keys?: string[] }>>().notNull().default(sql`'{}'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('lesson_attempts_user_lesson_idx').on(table.userId, table.lessonId)],
);

/** A finished attempt: its score and the XP it gave. One row an attempt (the attempt id is the idempotency key). */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => lessonAttempts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    perfect: boolean('perfect').notNull(),
    completionNumber: integer('completion_number').notNull(),
    xpAwarded: integer('xp_awarded').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the completion answered the first time (XP, level, badges, streak, goal): the same completion sent again
     * after a lost answer is told exactly that (decision 049). Null for completions made before it was kept.
     */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
  },
  (table) => [index('lesson_completions_user_lesson_idx').on(table.userId, table.lessonId)],
);

/** The append-only XP ledger; users.xp is its total, kept in the same transaction (decision 008). */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The same reason from the same source counts once, whatever retries or races happen.
    unique('xp_ledger_once').on(table.userId, table.reason, table.sourceId),
    index('xp_ledger_user_created_idx').on(table.userId, table.createdAt),
  ],
);
