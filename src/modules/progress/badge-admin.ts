import 'server-only';
import { and, asc, count, eq, like, max, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { badges, badgeTranslations, userBadges, type TranslationLocale } from '@/db/schema';
import { courseTitleOf } from '@/modules/courses';
import { badgeColumns } from './badge-rules';

/*
 * The badge editor's statements (decision 055: back-office editors are the owner's). The content-admin module keeps
 * the pages, forms, validation, permission checks and audit entries, and calls these with the editor checked, inside
 * its own transaction where they change a row.
 */

export type BadgeRow = typeof badges.$inferSelect;
type BadgeFields = Omit<typeof badges.$inferInsert, 'id' | 'slug' | 'position' | 'active' | 'createdAt' | 'updatedAt'>;

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Every badge, active and retired, with its rule's course title and how many children hold it; every translation's source. */
export async function readBadgesForAdmin(db: Db) {
  const holders = db.select({ badgeId: userBadges.badgeId, holders: count().as('holders') }).from(userBadges).groupBy(userBadges.badgeId).as('holders');
  const [rows, translations] = await Promise.all([
    db
      .select({ ...badgeColumns, ruleCourseTitle: courseTitleOf(badges.ruleCourseId), active: badges.active, holders: sql<number>`coalesce(${holders.holders}, 0)::int` })
      .from(badges)
      .leftJoin(holders, eq(holders.badgeId, badges.id))
      .orderBy(asc(badges.position), asc(badges.id)),
    db.select({ badgeId: badgeTranslations.badgeId, locale: badgeTranslations.locale, sourceName: badgeTranslations.sourceName, sourceDescription: badgeTranslations.sourceDescription }).from(badgeTranslations),
  ]);
  return { rows, translations };
}

/** One badge (null when there is none) and its translations, read at once. */
export async function readBadgeForEditor(db: Db, badgeId: number) {
  const [[badge], translations] = await Promise.all([
    db
      .select({ ...badgeColumns, active: badges.active })
      .from(badges)
      .where(eq(badges.id, badgeId)),
    db.select().from(badgeTranslations).where(eq(badgeTranslations.badgeId, badgeId)),
  ]);
  return { badge: badge ?? null, translations };
}

// ── Changes, in the caller's transaction ─────────────────────────────────────────────────────────────────────

/** Whether another badge (not `exceptBadgeId`) has the name, ignoring case. */
export async function isBadgeNameTaken(tx: Tx, name: string, exceptBadgeId?: number): Promise<boolean> {
  const sameName = sql`lower(${badges.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: badges.id })
    .from(badges)
    .where(exceptBadgeId === undefined ? sameName : and(sameName, ne(badges.id, exceptBadgeId)));
  return taken !== undefined;
}

/** The slugs taken among `base` and `base-…`. */
export async function badgeSlugsLike(tx: Tx, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: badges.slug })
    .from(badges)
    .where(or(eq(badges.slug, base), like(badges.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/** Creates a badge, placed last. */
export async function insertBadgeLast(tx: Tx, fields: BadgeFields & { slug: string }): Promise<{ id: number; slug: string }> {
  const [last] = await tx.select({ position: max(badges.position) }).from(badges);
  const [row] = await tx
    .insert(badges)
    .values({ ...fields, position: (last?.position ?? -1) + 1 })
    .returning({ id: badges.id, slug: badges.slug });
  return row!;
}

/** The badge's row, locked for the caller's change; null when there is none. */
export async function lockBadge(tx: Tx, badgeId: number): Promise<BadgeRow | null> {
  const [row] = await tx.select().from(badges).where(eq(badges.id, badgeId)).for('update');
  return row ?? null;
}

/** Writes a badge's fields (and when it changed). */
export async function saveBadgeFields(tx: Tx, badgeId: number, fields: Partial<BadgeFields> & { active?: boolean }): Promise<void> {
  await tx
    .update(badges)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(badges.id, badgeId));
}

/** The badge's English words, share-locked: an edit of them waits for a translation's save, and that save for it. */
export async function shareBadgeEnglish(tx: Tx, badgeId: number): Promise<{ slug: string; name: string; description: string } | null> {
  const [badge] = await tx.select({ slug: badges.slug, name: badges.name, description: badges.description }).from(badges).where(eq(badges.id, badgeId)).for('share');
  return badge ?? null;
}

/** The badge's translation in `locale`, locked for the caller's change; null when there is none yet. */
export async function lockBadgeTranslation(tx: Tx, badgeId: number, locale: TranslationLocale) {
  const [row] = await tx
    .select()
    .from(badgeTranslations)
    .where(and(eq(badgeTranslations.badgeId, badgeId), eq(badgeTranslations.locale, locale)))
    .for('update');
  return row ?? null;
}

/** Writes the badge's translation in `locale`, new or over the one there. */
export async function writeBadgeTranslation(tx: Tx, badgeId: number, locale: TranslationLocale, values: { name: string; description: string; sourceName: string; sourceDescription: string; updatedAt: Date }): Promise<void> {
  await tx
    .insert(badgeTranslations)
    .values({ badgeId, locale, ...values })
    .onConflictDoUpdate({ target: [badgeTranslations.badgeId, badgeTranslations.locale], set: values });
}
