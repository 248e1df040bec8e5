/*
 * The languages a course or lesson is translated into, and how a translation stands against its English (decision 051).
 * A module of its own, free of the translation code, so a screen that only names a language or a state (the editors'
 * tabs and schemas in the browser) does not carry that code.
 */

/** The languages a course or lesson is translated into; English is the source and the fallback. */
export const TRANSLATION_LOCALES = ['fr', 'ar'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** A translation against today's English: missing, out of date (the English changed since), partly, or whole. */
export const TRANSLATION_STATUSES = ['missing', 'outdated', 'partly', 'translated'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** A locale that has translations (fr, ar); English, the source, and anything unknown read the English. */
export function isTranslationLocale(locale: string): locale is TranslationLocale {
  return (TRANSLATION_LOCALES as readonly string[]).includes(locale);
}
