import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { badges, badgeTranslations, courses, TRANSLATION_LOCALES, type BadgeRuleKind, type TranslationLocale } from '@/db/schema';

/*
 * The starter badges (rules in decision 009).
 * Badge names and descriptions are content, like course titles: English is the source, and each starter badge is
 * written in French and Arabic too, for children of 7 to 14 rather than word for word (decision 054).
 * The first lesson and first perfect quiz carry no bonus, so a child's first lesson is worth exactly its own XP;
 * the bonuses reward the longer efforts.
 */
type BadgeWords = { name: string; description: string };

interface SeedBadge extends BadgeWords, Record<TranslationLocale, BadgeWords> {
  slug: string;
  iconEmoji: string;
  ruleKind: BadgeRuleKind;
  ruleThreshold: number;
  /** For 'course' rules: the seeded course's slug (src/seed/curriculum). */
  courseSlug?: string;
  xpBonus: number;
}

export const SEED_BADGES: SeedBadge[] = [
  {
    slug: 'first-steps', name: 'First Steps', description: 'You finished your very first lesson. The adventure begins!', iconEmoji: '🌱', ruleKind: 'lessons', ruleThreshold: 1, xpBonus: 0,
    fr: { name: 'Premiers pas', description: 'Tu as terminé ta toute première leçon. Que l’aventure commence !' },
    ar: { name: 'الخطوة الأولى', description: 'أنهيت أول درس لك. المغامرة بدأت!' },
  },
  {
    slug: 'bookworm', name: 'Bookworm', description: 'You finished 5 different lessons.', iconEmoji: '📚', ruleKind: 'lessons', ruleThreshold: 5, xpBonus: 10,
    fr: { name: 'Rat de bibliothèque', description: 'Tu as terminé 5 leçons différentes.' },
    ar: { name: 'محبّ المعرفة', description: 'أنهيت 5 دروس مختلفة.' },
  },
  {
    slug: 'knowledge-explorer', name: 'Knowledge Explorer', description: 'You finished 15 different lessons. What a journey!', iconEmoji: '🧭', ruleKind: 'lessons', ruleThreshold: 15, xpBonus: 25,
    fr: { name: 'Explorateur du savoir', description: 'Tu as terminé 15 leçons différentes. Quel beau voyage !' },
    ar: { name: 'مستكشف المعرفة', description: 'أنهيت 15 درسًا مختلفًا. يا لها من رحلة!' },
  },
  {
    slug: 'sharp-shooter', name: 'Sharp Shooter', description: 'You got every question of a quiz right at the first try.', iconEmoji: '🎯', ruleKind: 'perfect', ruleThreshold: 1, xpBonus: 0,
    fr: { name: 'En plein dans le mille', description: 'Tu as répondu juste à toutes les questions d’un quiz du premier coup.' },
    ar: { name: 'إصابة في الهدف', description: 'أجبت عن كل أسئلة اختبار إجابةً صحيحة من المحاولة الأولى.' },
  },
  {
    slug: 'quiz-champion', name: 'Quiz Champion', description: 'You got 5 quizzes perfectly right at the first try.', iconEmoji: '🏅', ruleKind: 'perfect', ruleThreshold: 5, xpBonus: 20,
    fr: { name: 'Champion des quiz', description: 'Tu as réussi 5 quiz sans la moindre erreur, du premier coup.' },
    ar: { name: 'بطل الاختبارات', description: 'نجحت في 5 اختبارات دون أي خطأ من المحاولة الأولى.' },
  },
  {
    slug: 'rising-star', name: 'Rising Star', description: 'You collected 50 XP.', iconEmoji: '⭐', ruleKind: 'xp', ruleThreshold: 50, xpBonus: 5,
    fr: { name: 'Étoile montante', description: 'Tu as gagné 50 XP.' },
    ar: { name: 'نجم صاعد', description: 'جمعت 50 نقطة خبرة.' },
  },
  {
    slug: 'super-star', name: 'Super Star', description: 'You collected 250 XP.', iconEmoji: '🌟', ruleKind: 'xp', ruleThreshold: 250, xpBonus: 15,
    fr: { name: 'Superstar', description: 'Tu as gagné 250 XP.' },
    ar: { name: 'نجم لامع', description: 'جمعت 250 نقطة خبرة.' },
  },
  {
    slug: 'xp-legend', name: 'XP Legend', description: 'You collected 1,000 XP. Legendary!', iconEmoji: '👑', ruleKind: 'xp', ruleThreshold: 1000, xpBonus: 50,
    fr: { name: 'Légende des XP', description: 'Tu as gagné 1 000 XP. Légendaire !' },
    ar: { name: 'أسطورة النقاط', description: 'جمعت 1000 نقطة خبرة. إنجاز أسطوري!' },
  },
  {
    slug: 'warming-up', name: 'Warming Up', description: 'You learned 3 days in a row.', iconEmoji: '🔥', ruleKind: 'streak', ruleThreshold: 3, xpBonus: 5,
    fr: { name: 'Bien parti', description: 'Tu as appris 3 jours de suite.' },
    ar: { name: 'بداية حماسية', description: 'تعلّمت 3 أيام متتالية.' },
  },
  {
    slug: 'week-warrior', name: 'Week Warrior', description: 'You learned 7 days in a row.', iconEmoji: '🗓️', ruleKind: 'streak', ruleThreshold: 7, xpBonus: 15,
    fr: { name: 'Héros de la semaine', description: 'Tu as appris 7 jours de suite : une semaine entière !' },
    ar: { name: 'بطل الأسبوع', description: 'تعلّمت 7 أيام متتالية: أسبوعًا كاملًا!' },
  },
  {
    slug: 'unstoppable', name: 'Unstoppable', description: 'You learned 30 days in a row. Amazing dedication!', iconEmoji: '🚀', ruleKind: 'streak', ruleThreshold: 30, xpBonus: 50,
    fr: { name: 'Inarrêtable', description: 'Tu as appris 30 jours de suite. Quelle persévérance !' },
    ar: { name: 'لا شيء يوقفك', description: 'تعلّمت 30 يومًا متتاليًا. يا لك من مثابر!' },
  },
  {
    slug: 'money-basics-graduate', name: 'Money Basics Graduate', description: 'You finished every lesson of Money Basics.', iconEmoji: '💰', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'money-basics', xpBonus: 20,
    fr: { name: 'Diplômé des bases de l’argent', description: 'Tu as terminé toutes les leçons du cours « Les bases de l’argent ».' },
    ar: { name: 'خرّيج أساسيات المال', description: 'أنهيت كل دروس دورة «أساسيات المال».' },
  },
  {
    slug: 'super-saver', name: 'Super Saver', description: 'You finished every lesson of Saving and Budgeting.', iconEmoji: '🐷', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'saving-and-budgeting', xpBonus: 20,
    fr: { name: 'Super épargnant', description: 'Tu as terminé toutes les leçons du cours « Épargner et faire un budget ».' },
    ar: { name: 'بطل الادّخار', description: 'أنهيت كل دروس دورة «الادّخار والميزانية».' },
  },
  {
    slug: 'market-expert', name: 'Market Expert', description: 'You finished every lesson of How the Stock Market Works.', iconEmoji: '📈', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'how-the-stock-market-works', xpBonus: 20,
    fr: { name: 'Expert de la Bourse', description: 'Tu as terminé toutes les leçons du cours « Comment marche la Bourse ».' },
    ar: { name: 'خبير السوق', description: 'أنهيت كل دروس دورة «كيف يعمل سوق الأسهم».' },
  },
  {
    slug: 'money-maker', name: 'Money Maker', description: 'You finished every lesson of Earning and Saving.', iconEmoji: '🪙', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'earning-and-saving', xpBonus: 20,
    fr: { name: 'Pro de la tirelire', description: 'Tu as terminé toutes les leçons du cours « Gagner et épargner ».' },
    ar: { name: 'صانع المال', description: 'أنهيت كل دروس دورة «الكسب والادّخار».' },
  },
  {
    slug: 'kind-spender', name: 'Kind Spender', description: 'You finished every lesson of Spending and Giving.', iconEmoji: '🎁', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'spending-and-giving', xpBonus: 20,
    fr: { name: 'Cœur généreux', description: 'Tu as terminé toutes les leçons du cours « Dépenser et donner ».' },
    ar: { name: 'صاحب القلب الكريم', description: 'أنهيت كل دروس دورة «الإنفاق والعطاء».' },
  },
  {
    slug: 'interest-ace', name: 'Interest Ace', description: 'You finished every lesson of Banks and Interest.', iconEmoji: '🏦', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'banks-and-interest', xpBonus: 20,
    fr: { name: 'As des intérêts', description: 'Tu as terminé toutes les leçons du cours « Les banques et les intérêts ».' },
    ar: { name: 'بطل الفائدة', description: 'أنهيت كل دروس دورة «البنوك والفائدة».' },
  },
  {
    slug: 'wise-shopper', name: 'Wise Shopper', description: 'You finished every lesson of Spending Wisely.', iconEmoji: '🛒', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'spending-wisely', xpBonus: 20,
    fr: { name: 'Acheteur malin', description: 'Tu as terminé toutes les leçons du cours « Dépenser malin ».' },
    ar: { name: 'المتسوّق الذكي', description: 'أنهيت كل دروس دورة «الإنفاق بحكمة».' },
  },
  {
    slug: 'credit-smart', name: 'Credit Smart', description: 'You finished every lesson of Borrowing and Credit.', iconEmoji: '💳', ruleKind: 'course', ruleThreshold: 1, courseSlug: 'borrowing-and-credit', xpBonus: 20,
    fr: { name: 'Futé du crédit', description: 'Tu as terminé toutes les leçons du cours « Emprunter et le crédit ».' },
    ar: { name: 'خبير الائتمان', description: 'أنهيت كل دروس دورة «الاقتراض والائتمان».' },
  },
  {
    slug: 'first-trade', name: 'First Trade', description: 'You made your first trade in the market simulator.', iconEmoji: '🤝', ruleKind: 'sim_first_trade', ruleThreshold: 1, xpBonus: 10,
    fr: { name: 'Première transaction', description: 'Tu as fait ta première transaction dans le simulateur de bourse.' },
    ar: { name: 'أول صفقة', description: 'أجريت أول صفقة لك في محاكي سوق الأسهم.' },
  },
  {
    slug: 'first-profit', name: 'First Profit', description: 'You sold shares for more than you paid for them.', iconEmoji: '💹', ruleKind: 'sim_first_profit', ruleThreshold: 1, xpBonus: 15,
    fr: { name: 'Premier bénéfice', description: 'Tu as vendu des actions plus cher que tu ne les avais payées.' },
    ar: { name: 'أول ربح', description: 'بعت أسهمًا بسعر أعلى مما دفعت لشرائها.' },
  },
  {
    slug: 'world-investor', name: 'World Investor', description: 'You hold shares in 5 different sectors at once.', iconEmoji: '🌍', ruleKind: 'sim_sectors', ruleThreshold: 5, xpBonus: 20,
    fr: { name: 'Investisseur du monde', description: 'Tu as des actions dans 5 secteurs différents en même temps.' },
    ar: { name: 'مستثمر عالمي', description: 'تملك أسهمًا في 5 قطاعات مختلفة في الوقت نفسه.' },
  },
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
  for (const [position, { courseSlug, fr: _fr, ar: _ar, ...badge }] of SEED_BADGES.entries()) {
    const ruleCourseId = courseSlug ? courseIds.get(courseSlug) : null;
    if (ruleCourseId !== undefined) rows.push({ ...badge, position, ruleCourseId });
  }
  const inserted = await db.insert(badges).values(rows).onConflictDoNothing({ target: badges.slug }).returning({ slug: badges.slug });
  const translated = await seedBadgeTranslations(db);
  return [...(inserted.length > 0 ? [`${inserted.length} badges`] : []), ...(translated > 0 ? [`${translated} badge translations`] : [])];
}

/**
 * The starter badges' French and Arabic, for the starter badges whose English is still the seed's own (on a new
 * install and on one seeded before badges had languages). A translation that exists (an admin's own, or one seeded
 * before) is never overwritten, and a badge whose English an admin changed gets none: its words are the admin's.
 */
async function seedBadgeTranslations(db: Db): Promise<number> {
  const existing = await db
    .select({ id: badges.id, slug: badges.slug, name: badges.name, description: badges.description })
    .from(badges)
    .where(inArray(badges.slug, SEED_BADGES.map((badge) => badge.slug)));
  const seeded = new Map(SEED_BADGES.map((badge) => [badge.slug, badge]));
  const rows: (typeof badgeTranslations.$inferInsert)[] = existing.flatMap((row) => {
    const seed = seeded.get(row.slug);
    if (!seed || seed.name !== row.name || seed.description !== row.description) return [];
    return TRANSLATION_LOCALES.map((locale) => ({ badgeId: row.id, locale, ...seed[locale], sourceName: row.name, sourceDescription: row.description }));
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(badgeTranslations).values(rows).onConflictDoNothing().returning({ badgeId: badgeTranslations.badgeId });
  return inserted.length;
}
