import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { courses, courseTranslations, lessons, lessonTranslations } from '@/db/schema';
import { isTranslationLocale } from '@/lib/translation-locales';

/*
 * A lesson's or a course's title in a reader's language (decision 051), for the reads of other modules that name one
 * to a person (progress, reports, assignments, feedback, reminders): the translation's title where there is one, else
 * the English. A correlated read on the id the caller's statement already has, so it stays one statement. The locale is
 * the page's, or a column (a recipient's own language) for statements that serve many people.
 */

type Locale = string | SQLWrapper;

const isSourceLanguage = (locale: Locale) => typeof locale === 'string' && !isTranslationLocale(locale);

/** `english` (by default `lessons.title`, for a statement that joins lessons) in `locale`, for the lesson `lessonId`. */
export function lessonTitleIn(locale: Locale, lessonId: SQLWrapper = lessons.id, english: SQLWrapper = lessons.title): SQL<string> {
  if (isSourceLanguage(locale)) return sql<string>`${english}`;
  return sql<string>`coalesce((select ${lessonTranslations.title} from ${lessonTranslations} where ${lessonTranslations.lessonId} = ${lessonId} and ${lessonTranslations.locale} = ${locale}), ${english})`;
}

/** `english` (by default `courses.title`, for a statement that joins courses) in `locale`, for the course `courseId`. */
export function courseTitleIn(locale: Locale, courseId: SQLWrapper = courses.id, english: SQLWrapper = courses.title): SQL<string> {
  if (isSourceLanguage(locale)) return sql<string>`${english}`;
  return sql<string>`coalesce((select ${courseTranslations.title} from ${courseTranslations} where ${courseTranslations.courseId} = ${courseId} and ${courseTranslations.locale} = ${locale}), ${english})`;
}

/**
 * A question's prompt (`english`, the block's) in `locale`, for the block `blockId` of the lesson `lessonId`: the
 * translation's where it was written from this same English prompt, else the English (decision 051's staleness).
 */
export function questionPromptIn(locale: Locale, lessonId: SQLWrapper, blockId: SQLWrapper, english: SQLWrapper): SQL<string> {
  if (isSourceLanguage(locale)) return sql<string>`${english}`;
  return sql<string>`coalesce((select nullif(${lessonTranslations.texts} -> ${blockId} ->> 'prompt', '') from ${lessonTranslations} where ${lessonTranslations.lessonId} = ${lessonId} and ${lessonTranslations.locale} = ${locale} and ${lessonTranslations.sourceTexts} -> ${blockId} ->> 'prompt' = (${english})), ${english})`;
}
