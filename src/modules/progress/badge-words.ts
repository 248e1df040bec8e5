import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { badges, badgeTranslations } from '@/db/schema';
import type { EarnedBadge } from '@/lib/earned-badge';
import { TRANSLATION_LOCALES } from '@/lib/translation-locales';

/*
 * A badge's name and description in the reader's language (decision 054): the translation's word where there is one
 * written from the badge's English as it is now, else the English. A word whose English changed since it was
 * translated is shown in English (a stale name could promise another rule). Each is a correlated read on the badge id
 * the caller's statement already has, so every read stays one statement. The locale is the page's, passed in (queries
 * are called from tests without a request), or a column for statements that serve many people. No 'server-only': the
 * custom server's jobs and event subscribers name badges too.
 */

type Locale = string | SQLWrapper;

/** The badge row the translation was written against, apart from any `badges` of the caller's statement. */
const CURRENT = 'badge_now';
const current = alias(badges, CURRENT);

const isSourceLanguage = (locale: Locale) => typeof locale === 'string' && !(TRANSLATION_LOCALES as readonly string[]).includes(locale);

function translated(word: 'name' | 'description', locale: Locale, badgeId: SQLWrapper, english: SQLWrapper): SQL<string> {
  if (isSourceLanguage(locale)) return sql<string>`${english}`;
  const [words, source, now] = word === 'name' ? [badgeTranslations.name, badgeTranslations.sourceName, current.name] : [badgeTranslations.description, badgeTranslations.sourceDescription, current.description];
  return sql<string>`coalesce((select ${words} from ${badgeTranslations} join ${badges} as ${sql.identifier(CURRENT)} on ${current.id} = ${badgeTranslations.badgeId} where ${badgeTranslations.badgeId} = ${badgeId} and ${badgeTranslations.locale} = ${locale} and ${source} = ${now}), ${english})`;
}

/** The name of the badge `badgeId` (by default `badges.id`, for a statement that reads badges) in `locale`; `english` where none. */
export function badgeNameIn(locale: Locale, badgeId: SQLWrapper = badges.id, english: SQLWrapper = badges.name): SQL<string> {
  return translated('name', locale, badgeId, english);
}

/** The description of the badge `badgeId` (by default `badges.id`) in `locale`; `english` where none. */
export function badgeDescriptionIn(locale: Locale, badgeId: SQLWrapper = badges.id, english: SQLWrapper = badges.description): SQL<string> {
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
