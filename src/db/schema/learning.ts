import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Block } from '@/lib/lesson-content';
import type { LessonTexts } from '@/lib/lesson-translation';
import type { TranslationLocale } from '@/lib/translation-locales';
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

// The languages a course or lesson is translated into (lib/translation-locales.ts, which the editors in the browser read too).
export { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/translation-locales';

/** A course's words in another language, with the fingerprint of the English they were written from (decision 051). */
export const courseTranslations = pgTable(
  'course_translations',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<TranslationLocale>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    /** textsFingerprint of the English title, summary and description this translation was written from. */
    sourceFingerprint: text('source_fingerprint').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.locale] }), check('course_translations_locale_check', sql`${table.locale} in ('fr', 'ar')`)],
);

/**
 * A lesson's words in another language, by block id, laid over the English blocks (lib/lesson-translation.ts): a
 * translation holds words only, never answers (decision 051).
 */
export const lessonTranslations = pgTable(
  'lesson_translations',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<TranslationLocale>().notNull(),
    title: text('title').notNull(),
    texts: jsonb('texts').$type<LessonTexts>().notNull().default(sql`'{}'::jsonb`),
    /** The English words it was written from, by block id: a block whose English changed since is shown in English. */
    sourceTexts: jsonb('source_texts').$type<LessonTexts>().notNull().default(sql`'{}'::jsonb`),
    /** textsFingerprint of the English title and blocks this translation was written from: another value means out of date. */
    sourceFingerprint: text('source_fingerprint').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.locale] }), check('lesson_translations_locale_check', sql`${table.locale} in ('fr', 'ar')`)],
);

/** A skill that questions practise (each question names one); mastery is reckoned per skill (decision 052). */
export const skills = pgTable('skills', {
  slug: text('slug').primaryKey(),
  /** The skill's name in each language ({ en, fr, ar }). */
  name: jsonb('name').$type<Record<'en' | 'fr' | 'ar', string>>().notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * Every finished question, in a lesson or a review (decision 052): whether it was right at the first try, and the skill
 * it practised then. Mastery reads each question's latest event; the child's deletion removes them.
 */
export const answerEvents = pgTable(
  'answer_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    skill: text('skill').references(() => skills.slug, { onDelete: 'set null', onUpdate: 'cascade' }),
    correct: boolean('correct').notNull(),
    source: text('source').$type<'lesson' | 'review'>().notNull(),
    /** The review answer's idempotency key (decision 049): the same answer sent again is stored once. */
    key: text('key'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('answer_events_source_check', sql`${table.source} in ('lesson', 'review')`),
    index('answer_events_user_skill_idx').on(table.userId, table.skill, table.answeredAt),
    index('answer_events_user_question_idx').on(table.userId, table.lessonId, table.blockId, table.answeredAt),
    index('answer_events_lesson_idx').on(table.lessonId),
    uniqueIndex('answer_events_user_key_idx').on(table.userId, table.key),
  ],
);

/** When each question a child has met comes back for review: its FSRS state (lib/review-schedule.ts, decision 052). */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId, table.blockId] }), index('review_cards_user_due_idx').on(table.userId, table.due)],
);
