import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { badges, courses, type BadgeRuleKind } from '@/db/schema';

/*
 * The starter badges (rules in decision 009).
 * Badge names and descriptions are content, like course titles: written once, in English.
 * The first lesson and first perfect quiz carry no bonus, so a child's first lesson is worth exactly its own XP;
 * the bonuses reward the longer efforts.
 */
interface SeedBadge {
  slug: string;
  name: string;
  description: string;
  iconEmoji: string;
  ruleKind: BadgeRuleKind;
  ruleThreshold: number;
  /** For 'course' rules: the seeded course's slug (src/seed/curriculum). */
  courseSlug?: string;
  xpBonus: number;
}

export const SEED_BADGES: SeedBadge[] = [
  { slug: 'first-steps', name: 'First Steps', description: 'You finished your very first lesson. The adventure begins!', iconEmoji: '🌱', ruleKind: 'lessons', ruleThreshold: 1, xpBonus: 0 },
  { slug: 'bookworm', name: 'Bookworm', description: 'You finished 5 different lessons.', iconEmoji: '📚', ruleKind: 'lessons', ruleThreshold: 5, xpBonus: 10 },
  { slug: 'knowledge-explorer', name: 'Knowledge Explorer', description: 'You finished 15 different lessons. What a journey!', iconEmoji: '🧭', ruleKind: 'lessons', ruleThreshold: 15, xpBonus: 25 },
  { slug: 'sharp-shooter', name: 'Sharp Shooter', description: 'You got every question of a quiz right at the first try.', iconEmoji: '🎯', ruleKind: 'perfect', ruleThreshold: 1, xpBonus: 0 },
  { slug: 'quiz-champion', name: 'Quiz Champion', description: 'You got 5 quizzes perfectly right at the first try.', iconEmoji: '🏅', ruleKind: 'perfect', ruleThreshold: 5, xpBonus: 20 },
  { slug: 'rising-star', name: 'Rising Star', description: 'You collected 50 XP.', iconEmoji: '⭐', ruleKind: 'xp', ruleThreshold: 50, xpBonus: 5 },
  { slug: 'super-star', name: 'Super Star', description: 'You collected 250 XP.', iconEmoji: '🌟', ruleKind: 'xp', ruleThreshold: 250, xpBonus: 15 },
  { slug: 'xp-legend', name: 'XP Legend', description: 'You collected 1,000 XP. Legendary!', iconEmoji: '👑', ruleKind: 'xp', ruleThreshold: 1000, xpBonus: 50 },
  { slug: 'warming-up', name: 'Warming Up', description: 'You learned 3 days in a row.', iconEmoji: '🔥', ruleKind: 'streak', ruleThreshold: 3, xpBonus: 5 },
  { slug: 'week-warrior', name: 'Week Warrior', description: 'You learned 7 days in a row.', iconEmoji: '🗓️', ruleKind: 'streak', ruleThreshold: 7, xpBonus: 15 },
  { slug: 'unstoppable', name: 'Unstoppable', description: 'You learned 30 days in a row. Amazing dedication!', iconEmoji: '🚀', ruleKind: 'streak', ruleThreshold: 30, xpBonus: 50 },
  { slug: 'money-basics-graduate', name: 'Money Basics Graduate', description: 'You finished every lesson of Money Basics.', iconEmoji: '💰', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'money-basics', xpBonus: 20 },
  { slug: 'super-saver', name: 'Super Saver', description: 'You finished every lesson of Saving and Budgeting.', iconEmoji: '🐷', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'saving-and-budgeting', xpBonus: 20 },
  { slug: 'market-expert', name: 'Market Expert', description: 'You finished every lesson of How the Stock Market Works.', iconEmoji: '📈', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'how-the-stock-market-works', xpBonus: 20 },
  { slug: 'money-maker', name: 'Money Maker', description: 'You finished every lesson of Earning and Saving.', iconEmoji: '🪙', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'earning-and-saving', xpBonus: 20 },
  { slug: 'kind-spender', name: 'Kind Spender', description: 'You finished every lesson of Spending and Giving.', iconEmoji: '🎁', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'spending-and-giving', xpBonus: 20 },
  { slug: 'interest-ace', name: 'Interest Ace', description: 'You finished every lesson of Banks and Interest.', iconEmoji: '🏦', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'banks-and-interest', xpBonus: 20 },
  { slug: 'wise-shopper', name: 'Wise Shopper', description: 'You finished every lesson of Spending Wisely.', iconEmoji: '🛒', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'spending-wisely', xpBonus: 20 },
  { slug: 'credit-smart', name: 'Credit Smart', description: 'You finished every lesson of Borrowing and Credit.', iconEmoji: '💳', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'borrowing-and-credit', xpBonus: 20 },
  { slug: 'first-trade', name: 'First Trade', description: 'You made your first trade in the market simulator.', iconEmoji: '🤝', ruleKind: 'sim_first_trade', ruleThreshold: 1, xpBonus: 10 },
  { slug: 'first-profit', name: 'First Profit', description: 'You sold shares for more than you paid for them.', iconEmoji: '💹', ruleKind: 'sim_first_profit', ruleThreshold: 1, xpBonus: 15 },
  { slug: 'world-investor', name: 'World Investor', description: 'You hold shares in 5 different sectors at once.', iconEmoji: '🌍', ruleKind: 'sim_sectors', ruleThreshold: 5, xpBonus: 20 },
];

/**
 * Idempotent by slug: inserts the badges that are missing and leaves existing ones (an admin may have edited them)
 * alone. A course badge whose course is not there is skipped, and added on a later run once the course exists.
 */
export async function seedBadges(db: Db): Promise<string[]> {
  const courseSlugs = SEED_BADGES.flatMap((badge) => (badge.courseSlug ? [badge.courseSlug] : []));
  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses).where(inArray(courses.slug, courseSlugs));
  const courseIds = new Map(courseRows.map((row) => [row.slug, row.id]));
  const rows: (typeof badges.$inferInsert)[] = [];
  for (const [position, { courseSlug, ...badge }] of SEED_BADGES.entries()) {
    const ruleCourseId = courseSlug ? courseIds.get(courseSlug) : null;
    if (ruleCourseId !== undefined) rows.push({ ...badge, position, ruleCourseId });
  }
  const inserted = await db.insert(badges).values(rows).onConflictDoNothing({ target: badges.slug }).returning({ slug: badges.slug });
  return inserted.length > 0 ? [`${inserted.length} badges`] : [];
}
