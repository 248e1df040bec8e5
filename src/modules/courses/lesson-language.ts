import 'server-only';
import { getLocale } from 'next-intl/server';
import type { TranslationLocale } from '@/db/schema';
import type { Currency } from '@/lib/constants';
import type { Block } from '@/lib/lesson-content';
import { blocksForReader, type LessonReader } from '@/lib/lesson-numbers';
import { applyTexts, type LessonTexts } from '@/lib/lesson-translation';
import { getPreferences } from '@/modules/preferences';

export type { LessonReader };

/*
 * A lesson in its reader's language and currency (decision 051): English is the source; a translation's words are
 * laid over it, and words it lacks (or whose English changed since it was written) are shown in English, which the
 * page tells the reader.
 */

/** The reader of tests and of code that reads no words (English, dollars). */
export const ENGLISH_READER: LessonReader = { locale: 'en', currency: 'USD' };

/** How much of a lesson the reader gets in their language: all of it, part of it, or none (English is shown). */
export type LessonLanguage = 'own' | 'partly-english' | 'english';

/** The person's reader: the page's language (its address or their choice) and their currency. */
export async function getLessonReader(): Promise<LessonReader> {
  const [locale, preferences] = await Promise.all([getLocale(), getPreferences()]);
  return { locale, currency: preferences.currency as Currency };
}

/** `blocks` (English) for `reader`, with the translation the query joined (null columns when there is none). */
export function lessonForReader(blocks: readonly Block[], translation: { texts: LessonTexts | null; sourceTexts: LessonTexts | null }, reader: LessonReader): { blocks: Block[]; language: LessonLanguage } {
  if (reader.locale === 'en') return { blocks: blocksForReader(blocks, reader), language: 'own' };
  if (!translation.texts) return { blocks: blocksForReader(blocks, reader), language: 'english' };
  const applied = applyTexts(blocks, translation.texts, translation.sourceTexts);
  return { blocks: blocksForReader(applied.blocks, reader), language: applied.missing === 0 ? 'own' : 'partly-english' };
}

/**
 * The reader's locale as the translation tables key it. English has no translation row (the tables' check allows fr
 * and ar), so a join on 'en' finds nothing and the source is read.
 */
export function translationLocale(reader: { locale: string }): TranslationLocale {
  return reader.locale as TranslationLocale;
}
