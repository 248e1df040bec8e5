import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TranslationLocale } from '@/lib/translation-locales';
import { storedFiles } from './files';
import { courses } from './learning';
import { users } from './users';

/** The kinds of badge rule (decision 009; the sim_* kinds are measured by the simulator). */
export const BADGE_RULE_KINDS = ['xp', 'lessons', 'course', 'perfect', 'streak', 'sim_first_trade', 'sim_first_profit', 'sim_sectors'] as const;
export type BadgeRuleKind = (typeof BADGE_RULE_KINDS)[number];

/** A child's learning rhythm; one row per child, created on first use. Days are in the child's time zone. */
export const learningProfiles = pgTable(
  'learning_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The XP the child aims for each day: 10, 20, 30 or 50. */
    dailyGoalXp: integer('daily_goal_xp').notNull().default(20),
    /** An IANA time zone; the child's days (goal, streak) start at midnight there. */
    timeZone: text('time_zone').notNull().default('UTC'),
    streakCurrent: integer('streak_current').notNull().default(0),
    streakLongest: integer('streak_longest').notNull().default(0),
    /** The last day (in timeZone) that counted towards the streak. */
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    /** Streak shields held (earned by learning, never bought); each covers one missed day. */
    streakShields: integer('streak_shields').notNull().default(0),
    /** Lessons read aloud: null follows the child's age (on for 7–9), true or false as the child or a parent chose. */
    readAloud: boolean('read_aloud'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('learning_profiles_goal_check', sql`${table.dailyGoalXp} in (10, 20, 30, 50)`),
    check('learning_profiles_streak_check', sql`${table.streakCurrent} >= 0 and ${table.streakLongest} >= ${table.streakCurrent}`),
    check('learning_profiles_shields_check', sql`${table.streakShields} between 0 and 2`),
  ],
);

/** XP earned per child per day (the child's day), kept in the same transaction as the ledger: the daily goal and the 30-day chart. */
export const dailyXp = pgTable(
  'daily_xp',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    xp: integer('xp').notNull().default(0),
    lessonsCompleted: integer('lessons_completed').notNull().default(0),
    /** True when a streak shield covered this day instead of learning. */
    shielded: boolean('shielded').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** A badge and the rule that awards it (decision 009). */
export const badges = pgTable(
  'badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** An emoji icon, or… */
    iconEmoji: text('icon_emoji'),
    /** …an uploaded image from the file store (a file in use cannot be deleted). */
    iconPath: text('icon_path').references(() => storedFiles.fullPath, { onDelete: 'restrict', onUpdate: 'cascade' }),
    ruleKind: text('rule_kind').$type<BadgeRuleKind>().notNull(),
    /** The number the rule must reach (XP, lessons, perfect quizzes, streak days, sectors); 1 for one-off rules. */
    ruleThreshold: integer('rule_threshold').notNull().default(1),
    /** For 'course' rules: the course to complete. */
    ruleCourseId: integer('rule_course_id').references(() => courses.id, { onDelete: 'restrict' }),
    xpBonus: integer('xp_bonus').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('badges_rule_kind_check', sql`${table.ruleKind} in ('xp', 'lessons', 'course', 'perfect', 'streak', 'sim_first_trade', 'sim_first_profit', 'sim_sectors')`),
    check('badges_threshold_check', sql`${table.ruleThreshold} >= 1`),
    check('badges_xp_bonus_check', sql`${table.xpBonus} between 0 and 1000`),
    check('badges_course_rule_check', sql`(${table.ruleKind} = 'course') = (${table.ruleCourseId} is not null)`),
    check('badges_icon_check', sql`${table.iconEmoji} is not null or ${table.iconPath} is not null`),
  ],
);

/**
 * A badge's name and description in another language (decision 054), with the English each was written from: a word
 * whose English changed since is shown in English until it is translated again. English (`badges`) is the source.
 */
export const badgeTranslations = pgTable(
  'badge_translations',
  {
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<TranslationLocale>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The English name this translation's name was written from. */
    sourceName: text('source_name').notNull(),
    /** The English description this translation's description was written from. */
    sourceDescription: text('source_description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.badgeId, table.locale] }), check('badge_translations_locale_check', sql`${table.locale} in ('fr', 'ar')`)],
);

/** A badge a child holds: awarded once (the primary key), at the moment its rule was met. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] }), index('user_badges_badge_idx').on(table.badgeId)],
);
