import 'server-only';
import { z } from 'zod';
import { lockLessonTranslations, shareLessonsEnglish, writeLessonTranslation } from '@/modules/courses';
import { CsvSyntaxError, parseCsv, unguardCell, type CsvRecord } from '@/lib/csv';
import { textsFingerprint, wordOf, type WordField } from '@/lib/lesson-translation';
import type { TranslationLocale } from '@/lib/translation-locales';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { editPublicContent } from '@/server/shared-cache';
import { hasControlCharacters } from '@/server/validation';
import { TITLE_FIELD, TRANSLATION_CSV_COLUMNS } from './export-translations';
import { ImportRefusedError, type ImportSummary } from './import-lessons';
import { LESSON_LIMITS } from './limits';
import type { ImportProblem } from './schemas';
import { WORD_FIELD_PATTERN, type TranslationFileFormat } from './translation-schemas';
import { changedBlocks, englishLesson, translationTexts, wordLimit, wordProblem } from './translation-words';

/*
 * The translation import (decision 051): a language's words, by lesson and block id, from the export's CSV worksheet or
 * JSON file. Words only: nothing in the file can change an answer, an id, the order, a number or an image. All or
 * nothing: every row is checked against the lessons as they are, and one bad row (a lesson or block the English does
 * not have, a word too long, English that changed since the file was made) refuses the file with every problem.
 */

const REASON = 'lessonTable.translationImport.reasons';
const INT_MAX = 2_147_483_647;

type Column = (typeof TRANSLATION_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['lesson_id', 'block_id', 'field', 'translation'];

/** One word of the file, wherever it came from. */
interface FileWord {
  /** The CSV line, or the lesson's place in a JSON file (from 1). */
  line: number;
  /** Where in the record the problem is: a CSV column, or the word's path in a JSON lesson. */
  at: (column: Column) => string;
  lessonId: number | null;
  /** Null for the lesson's title. */
  blockId: string | null;
  field: string;
  /** The English the translator saw, when the file says. */
  english?: string;
  translation: string;
  inJson?: true;
}

/** A problem with one word of the file, at one of its columns. */
function problemAt(word: Pick<FileWord, 'line' | 'at' | 'inJson'>, column: Column, reason: string, values?: Record<string, string | number>): ImportProblem {
  return { line: word.line, column: word.at(column), reason: `${REASON}.${reason}`, ...(values ? { values } : {}), ...(word.inJson ? { inJson: true as const } : {}) };
}

function lessonIdOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= INT_MAX ? Number(trimmed) : null;
}

function readCsv(text: string): FileWord[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportRefusedError([{ line: error.line, reason: `lessonTable.import.reasons.${error.problem}` }]);
    throw error;
  }
  records = records.filter((record) => !(record.fields.length === 1 && record.fields[0]!.trim() === ''));
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new AppError(400, 'lessonTable.translationImport.empty');
  const names = header.fields.map((field) => field.trim());
  const known = (name: string): name is Column => (TRANSLATION_CSV_COLUMNS as readonly string[]).includes(name);
  const valid = names.every((name) => known(name) && names.indexOf(name) === names.lastIndexOf(name)) && REQUIRED_COLUMNS.every((column) => names.includes(column));
  if (!valid) throw new ImportRefusedError([{ line: header.line, reason: `${REASON}.header`, values: { columns: REQUIRED_COLUMNS.join(','), optional: TRANSLATION_CSV_COLUMNS.filter((column) => !REQUIRED_COLUMNS.includes(column)).join(',') } }]);
  if (data.length > LESSON_LIMITS.translationRows) {
    throw new ImportRefusedError([{ line: data[LESSON_LIMITS.translationRows]!.line, reason: `${REASON}.tooManyRows`, values: { max: LESSON_LIMITS.translationRows } }]);
  }
  const problems: ImportProblem[] = [];
  const words: FileWord[] = [];
  for (const record of data) {
    if (record.fields.length !== names.length) {
      problems.push({ line: record.line, reason: 'lessonTable.import.reasons.columnCount', values: { expected: names.length, found: record.fields.length } });
      continue;
    }
    const cell = (column: Column) => (names.includes(column) ? unguardCell(record.fields[names.indexOf(column)]!) : undefined);
    const idText = cell('lesson_id')!;
    const blockId = cell('block_id')!.trim();
    words.push({
      line: record.line,
      at: (column) => column,
      lessonId: lessonIdOf(idText),
      blockId: blockId === '' ? null : blockId,
      field: cell('field')!.trim(),
      english: cell('english'),
      translation: cell('translation')!,
    });
  }
  if (problems.length > 0) throw new ImportRefusedError(problems);
  return words;
}

const jsonWordSchema = z.object({ english: z.string().optional(), translation: z.string().optional() });
const jsonFileSchema = z.object({
  language: z.string().optional(),
  lessons: z
    .array(
      z.object({
        id: z.unknown(),
        title: jsonWordSchema.optional(),
        blocks: z.array(z.object({ id: z.string(), words: z.record(z.string(), jsonWordSchema) })).optional(),
      }),
    )
    .min(1),
});

function readJson(text: string, locale: TranslationLocale): FileWord[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    throw new ImportRefusedError([{ line: 0, reason: `${REASON}.json`, inJson: true }]);
  }
  if (hasControlCharacters(raw)) throw new AppError(400, 'errors.controlCharacters');
  const parsed = jsonFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 20).map((issue): ImportProblem => {
      const [first, index, ...rest] = issue.path;
      return first === 'lessons' && typeof index === 'number' ? { line: index + 1, column: rest.join('.') || undefined, reason: `${REASON}.shape`, inJson: true } : { line: 0, reason: `${REASON}.shape`, inJson: true };
    });
    throw new ImportRefusedError(problems);
  }
  if (parsed.data.language !== undefined && parsed.data.language !== locale) throw new ImportRefusedError([{ line: 0, reason: `${REASON}.otherLanguage`, values: { language: parsed.data.language }, inJson: true }]);
  const words: FileWord[] = [];
  parsed.data.lessons.forEach((lesson, index) => {
    const lessonId = typeof lesson.id === 'number' ? lessonIdOf(String(lesson.id)) : typeof lesson.id === 'string' ? lessonIdOf(lesson.id) : null;
    const line = index + 1;
    const idAt = (column: Column) => (column === 'lesson_id' ? 'id' : column);
    if (lesson.title) words.push({ line, at: (column) => (column === 'lesson_id' ? 'id' : TITLE_FIELD), lessonId, blockId: null, field: TITLE_FIELD, english: lesson.title.english, translation: lesson.title.translation ?? '', inJson: true });
    else if (!lesson.blocks?.length) words.push({ line, at: idAt, lessonId, blockId: null, field: TITLE_FIELD, translation: '', inJson: true });
    for (const block of lesson.blocks ?? []) {
      for (const [field, word] of Object.entries(block.words)) {
        words.push({ line, at: (column) => (column === 'lesson_id' ? 'id' : `blocks.${block.id}.${field}`), lessonId, blockId: block.id, field, english: word.english, translation: word.translation ?? '', inJson: true });
      }
    }
  });
  if (words.length > LESSON_LIMITS.translationRows) throw new ImportRefusedError([{ line: 0, reason: `${REASON}.tooManyRows`, values: { max: LESSON_LIMITS.translationRows }, inJson: true }]);
  return words;
}

/** Line breaks and the ends of a text as a spreadsheet may have changed them: the same English either way. */
const sameEnglish = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();

/**
 * Imports one language's words (the export's CSV worksheet or JSON file) over the lessons it names, all or nothing.
 * A word given replaces the stored one; a blank one leaves it (a worksheet names every word, translated or not). A
 * lesson the file gives no word for is left as it is. Each lesson written is stored against its English as it is now,
 * in one transaction with one audit entry, and the caches are emptied so children read it at once.
 */
export async function importLessonTranslations(actor: Actor, locale: TranslationLocale, text: string, format: TranslationFileFormat): Promise<ImportSummary> {
  assertCan(actor, 'edit:content:any');
  if (Buffer.byteLength(text, 'utf8') > LESSON_LIMITS.importBytes) throw new AppError(400, 'lessonTable.import.tooLarge');
  const words = format === 'json' ? readJson(text, locale) : readCsv(text);
  // What the file alone shows wrong; those rows are left out of the checks against the lessons, whose problems are
  // reported with them, so one answer lists every bad row.
  const problems: ImportProblem[] = [];
  const readable = words.filter((word) => {
    if (word.lessonId === null) problems.push(problemAt(word, 'lesson_id', 'lessonId'));
    else if (word.blockId === null ? word.field !== TITLE_FIELD : !WORD_FIELD_PATTERN.test(word.field)) problems.push(problemAt(word, 'field', 'field', { field: word.field }));
    else return true;
    return false;
  });

  return editPublicContent(async (tx) => {
    const ids = [...new Set(readable.map((word) => word.lessonId!))];
    // One after the other on the transaction's connection, which takes one statement at a time.
    const lessonRows = await shareLessonsEnglish(tx, ids);
    const translationRows = await lockLessonTranslations(tx, ids, locale);
    const lessonById = new Map(lessonRows.map((lesson) => [lesson.id, { ...lesson, english: englishLesson(lesson.blocks) }]));
    const storedById = new Map(translationRows.map((row) => [row.lessonId, row]));

    // Every word checked against its lesson's English; the words of each lesson gathered.
    const byLesson = new Map<number, { first: FileWord; title?: string; words: Record<string, Partial<Record<WordField, string>>>; given: number }>();
    const seen = new Map<string, number>();
    for (const word of readable) {
      const lesson = lessonById.get(word.lessonId!);
      if (!lesson) {
        problems.push(problemAt(word, 'lesson_id', 'unknownLesson', { id: word.lessonId! }));
        continue;
      }
      const key = `${lesson.id}/${word.blockId ?? ''}/${word.field}`;
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push(problemAt(word, 'field', 'duplicate', { first }));
        continue;
      }
      seen.set(key, word.line);
      const gathered = byLesson.get(lesson.id) ?? { first: word, words: {}, given: 0 };
      byLesson.set(lesson.id, gathered);
      const translation = word.translation.trim();
      if (word.blockId === null) {
        if (word.english !== undefined && word.english.trim() !== '' && !sameEnglish(word.english, lesson.title)) {
          problems.push(problemAt(word, 'english', 'englishChanged'));
        } else if (translation.length > LESSON_LIMITS.titleMax) {
          problems.push(problemAt(word, 'translation', 'tooLong', { max: LESSON_LIMITS.titleMax }));
        } else if (translation !== '') {
          gathered.title = translation;
          gathered.given += 1;
        }
        continue;
      }
      const field = word.field as WordField;
      const problem = wordProblem(lesson.english, word.blockId, field, translation);
      if (problem) {
        const block = lesson.english.byId.get(word.blockId);
        problems.push(
          problemAt(
            word,
            problem === 'tooLong' ? 'translation' : problem === 'unknownBlock' ? 'block_id' : 'field',
            problem,
            problem === 'unknownBlock' ? { block: word.blockId } : problem === 'unknownWord' ? { field: word.field, block: word.blockId } : { max: wordLimit(block!, field) },
          ),
        );
        continue;
      }
      const english = wordOf(lesson.english.texts[word.blockId], field) ?? '';
      if (word.english !== undefined && word.english.trim() !== '' && !sameEnglish(word.english, english)) {
        problems.push(problemAt(word, 'english', 'englishChanged'));
        continue;
      }
      if (translation === '') continue;
      (gathered.words[word.blockId] ??= {})[field] = translation;
      gathered.given += 1;
    }
    // A new translation needs its title: the page would otherwise show an empty one.
    for (const [lessonId, gathered] of byLesson) {
      if (gathered.given > 0 && gathered.title === undefined && !storedById.has(lessonId)) {
        problems.push(problemAt(gathered.first, 'translation', 'titleRequired'));
      }
    }
    if (problems.length > 0) throw new ImportRefusedError(problems.sort((a, b) => a.line - b.line));

    const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0 };
    const written: { id: number; lesson: string; blocks: string[]; title: boolean }[] = [];
    const updatedAt = new Date();
    for (const [lessonId, gathered] of byLesson) {
      const lesson = lessonById.get(lessonId)!;
      const stored = storedById.get(lessonId);
      if (gathered.given === 0) {
        summary.unchanged += 1;
        continue;
      }
      const texts = translationTexts(lesson.english, gathered.words, stored ? { texts: stored.texts, sourceTexts: stored.sourceTexts } : undefined);
      const title = gathered.title ?? stored!.title;
      const sourceFingerprint = textsFingerprint(lesson.title, lesson.blocks);
      const blocks = changedBlocks(stored?.texts ?? {}, texts);
      if (stored && stored.title === title && blocks.length === 0 && stored.sourceFingerprint === sourceFingerprint) {
        summary.unchanged += 1;
        continue;
      }
      const values = { title, texts, sourceTexts: lesson.english.texts, sourceFingerprint, updatedAt };
      await writeLessonTranslation(tx, lessonId, locale, values);
      if (stored) summary.updated += 1;
      else summary.created += 1;
      written.push({ id: lessonId, lesson: `${lesson.courseSlug}/${lesson.slug}`, blocks, title: stored?.title !== title });
    }
    if (written.length > 0) {
      await writeAudit(tx, actor, {
        actionType: 'lesson_translations_import',
        component: 'content',
        entityId: null,
        message: `${actor.email} imported the ${locale} translation of lessons from ${format.toUpperCase()}: ${summary.created} added, ${summary.updated} updated`,
        details: { locale, format, lessons: written, unchanged: summary.unchanged },
      });
    }
    return summary;
  });
}
