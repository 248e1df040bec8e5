import 'server-only';
import { toCsv } from '@/lib/csv';
import { blockWordsChanged, extractTexts, translatableWords, wordOf, type WordField } from '@/lib/lesson-translation';
import type { TranslationLocale } from '@/lib/translation-locales';
import type { Actor } from '@/server/session-flow';
import { listLessonTranslationsForExport, type LessonTranslationExportRow } from './queries';
import type { LessonTableFilters } from './schemas';
import type { TranslationFileFormat } from './translation-schemas';

/*
 * A translator's worksheet (decision 051): every word of the lessons, by lesson and block id, the English beside the
 * translation. A block whose English changed since it was translated has an empty translation, and the English and
 * the translation as they were beside it: the translator sees what changed, and an unchanged file imported again can
 * never pass an old word off as a translation of today's English.
 */

/** The translation CSV: these columns, in this order (the import needs lesson_id, block_id, field and translation). */
export const TRANSLATION_CSV_COLUMNS = ['lesson_id', 'course_slug', 'lesson_slug', 'block_id', 'field', 'english', 'translation', 'previous_english', 'previous_translation'] as const;

/** The title's row has no block. */
export const TITLE_FIELD = 'title';

/** One word of a lesson in the worksheet. */
export interface WorksheetWord {
  blockId: string | null;
  field: WordField | typeof TITLE_FIELD;
  english: string;
  translation: string;
  /** Set when the block's English changed since it was translated. */
  previous?: { english: string; translation: string };
}

/** A lesson's words for its worksheet, title first, then block by block in the lesson's order. */
export function worksheetWords(lesson: LessonTranslationExportRow): WorksheetWord[] {
  const current = extractTexts(lesson.blocks);
  const words: WorksheetWord[] = [{ blockId: null, field: TITLE_FIELD, english: lesson.title, translation: lesson.translation?.title ?? '' }];
  for (const block of lesson.blocks) {
    const now = current[block.id];
    const translated = lesson.translation?.texts[block.id];
    const source = lesson.translation?.sourceTexts[block.id];
    const changed = lesson.translation !== null && translated !== undefined && blockWordsChanged(source, now);
    for (const [field, english] of translatableWords(now)) {
      const word = wordOf(translated, field) ?? '';
      words.push(
        changed
          ? { blockId: block.id, field, english, translation: '', previous: { english: wordOf(source, field) ?? '', translation: word } }
          : { blockId: block.id, field, english, translation: word },
      );
    }
  }
  return words;
}

function toTranslationCsv(lessons: LessonTranslationExportRow[]): string {
  return toCsv([
    TRANSLATION_CSV_COLUMNS,
    ...lessons.flatMap((lesson) =>
      worksheetWords(lesson).map((word) => [lesson.id, lesson.courseSlug, lesson.slug, word.blockId ?? '', word.field, word.english, word.translation, word.previous?.english ?? '', word.previous?.translation ?? '']),
    ),
  ]);
}

/** One word in the JSON file: the English, the translation, and what both were when the English changed since. */
interface JsonWord {
  english: string;
  translation: string;
  previousEnglish?: string;
  previousTranslation?: string;
}

const jsonWord = (word: WorksheetWord): JsonWord => ({
  english: word.english,
  translation: word.translation,
  ...(word.previous ? { previousEnglish: word.previous.english, previousTranslation: word.previous.translation } : {}),
});

function toTranslationJson(locale: TranslationLocale, lessons: LessonTranslationExportRow[]): string {
  const file = {
    language: locale,
    lessons: lessons.map((lesson) => {
      const words = worksheetWords(lesson);
      const blocks = new Map<string, Record<string, JsonWord>>();
      for (const word of words) {
        if (word.blockId === null) continue;
        const entry = blocks.get(word.blockId) ?? {};
        entry[word.field] = jsonWord(word);
        blocks.set(word.blockId, entry);
      }
      return { id: lesson.id, course: lesson.courseSlug, slug: lesson.slug, title: jsonWord(words[0]!), blocks: [...blocks].map(([id, entry]) => ({ id, words: entry })) };
    }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The filtered lessons' words in `locale`, as a CSV worksheet or a JSON file. */
export async function exportLessonTranslations(actor: Actor, filters: LessonTableFilters, locale: TranslationLocale, format: TranslationFileFormat): Promise<string> {
  const lessons = await listLessonTranslationsForExport(actor, filters, locale);
  return format === 'json' ? toTranslationJson(locale, lessons) : toTranslationCsv(lessons);
}
