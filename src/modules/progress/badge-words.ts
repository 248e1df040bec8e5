import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { badges, badgeTranslations } from '@/db/schema';
import type { EarnedBadge } from '@/lib/earned-badge';
import { isTranslationLocale } from '@/lib/translation-locales';

/*
 * A badge's name and description in the reader's language (decision 054): the translation's word where there is one
 * written from the badge's English as it is now, else the English. A word whose English changed since it was
 * translated is shown in English (a stale name could promise another rule). Each is a correlated read on the badge id
 * the caller's statement already has, so every read stays one statement. The locale is the page's, passed in (queries
 * are called from tests without a request), or a column for statements that serve many people. No 'server-only': the
 * custom server's jobs and event subscribers name badges too.
 */

type Locale = string | SQLWrapper;

/*
 * Written with named tables: Drizzle leaves the table off a column in a statement of one table, and an unqualified
 * `"name"` or `"id"` inside the subquery would be the subquery's own.
 */
const column = (table: string, name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
/** The badge row the translation was written against, apart from any `badges` of the caller's statement. */
const CURRENT = 'badge_now';
const TRANSLATION = 'badge_translation';

const isSourceLanguage = (locale: Locale) => typeof locale === 'string' && !isTranslationLocale(locale);

function translated(word: 'name' | 'description', locale: Locale, badgeId: SQLWrapper, english: SQLWrapper): SQL<string> {
  if (isSourceLanguage(locale)) return sql<string>`${english}`;
  const source = word === 'name' ? 'source_name' : 'source_description';
  return sql<string>`coalesce((select ${column(TRANSLATION, word)} from ${badgeTranslations} as ${sql.identifier(TRANSLATION)} join ${badges} as ${sql.identifier(CURRENT)} on ${column(CURRENT, 'id')} = ${column(TRANSLATION, 'badge_id')} where ${column(TRANSLATION, 'badge_id')} = ${badgeId} and ${column(TRANSLATION, 'locale')} = ${locale} and ${column(TRANSLATION, source)} = ${column(CURRENT, word)}), ${english})`;
}

/**
 * The name of the badge `badgeId` in `locale`, `english` where it has none. By default the badge of a statement that
 * reads `badges`; a caller naming its own columns names them with their table (sql.identifier), for the reason above.
 */
export function badgeNameIn(locale: Locale, badgeId: SQLWrapper = column('badges', 'id'), english: SQLWrapper = column('badges', 'name')): SQL<string> {
  return translated('name', locale, badgeId, english);
}

/** The description of the badge `badgeId` (by default the statement's `badges` row) in `locale`; `english` where none. */
export function badgeDescriptionIn(locale: Locale, badgeId: SQLWrapper = column('badges', 'id'), english: SQLWrapper = column('badges', 'description')): SQL<string> {
  return translated('description', locale, badgeId, english);
}

/**
 * Badges just awarded (named in English, as the audit trail and the notifications keep them) as `locale`'s reader
 * sees them: the completion screen's badges. One read, and none for English.
 */
export async function badgesInLanguage(db: Db | Tx, earned: readonly EarnedBadge[], locale: string): Promise<EarnedBadge[]> {
  if (earned.length === 0 || isSourceLanguage(locale)) return [...earned];
  const rows = await db
    .select({ id: badges.id, name: badgeNameIn(locale), description: badgeDescriptionIn(locale) })
    .from(badges)
    .where(inArray(badges.id, earned.map((badge) => badge.id)));
  const words = new Map(rows.map(({ id, ...row }) => [id, row]));
  return earned.map((badge) => ({ ...badge, ...words.get(badge.id) }));
}
