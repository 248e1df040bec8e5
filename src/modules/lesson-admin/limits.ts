import { TRANSLATION_LOCALES } from '@/lib/translation-locales';

/*
 * The lesson editors' limits and languages, shared by the zod schemas (server) and the editors (browser). Apart from
 * schemas.ts, so the editors do not carry its schemas to the browser (decision 023's budget).
 */

/** Limits of the lesson editors (the brief for /admin/lessoneditor). */
export const LESSON_LIMITS = {
  titleMax: 200,
  minutesMin: 1,
  minutesMax: 60,
  xpMin: 0,
  xpMax: 500,
  positionMax: 10_000,
  blocksMax: 100,
  /** Lessons changed by one bulk publish or unpublish. */
  bulkMax: 500,
  /** Rows shown by the table editor (the CSV export has no limit). */
  tableRows: 1000,
  /** CSV import: file size and data rows. The server action's body limit (1 MB) must stay above the file limit. */
  importBytes: 1_000_000,
  importRows: 2000,
  /** A translation file's words (a worksheet has a row per word: the whole curriculum is about 2,500). */
  translationRows: 20_000,
} as const;

/** The lesson's languages an admin edits: English is the lesson itself, the others its translations (decision 051). */
export const EDIT_LANGUAGES = ['en', ...TRANSLATION_LOCALES] as const;
export type EditLanguage = (typeof EDIT_LANGUAGES)[number];
