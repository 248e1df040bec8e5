import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { TEXT_LIMITS } from '@/lib/lesson-content';
import { TRANSLATION_LOCALES, TRANSLATION_STATUSES } from '@/lib/translation-locales';
import { EDIT_LANGUAGES, LESSON_LIMITS } from './limits';
import { lessonIdSchema, lessonTitleSchema } from './schemas';

/*
 * The translations' input (decision 051: words only, over the English blocks): the side-by-side editor's save, the
 * export's and import's language and format, the translation view's filters. Apart from the lesson editors' schemas,
 * so the English editor's page does not carry them to the browser.
 */

const INT_MAX = 2_147_483_647;
const lessonId = lessonIdSchema.shape.lessonId;

const TR = 'translationEditor.errors';

export const translationLocaleSchema = z.enum(TRANSLATION_LOCALES, { message: `${TR}.languageInvalid` });

/** One word's place in a block: a text field, or a choice or item of a question by its id (lib/lesson-translation.ts WordField). */
export const WORD_FIELD_PATTERN = /^(?:markdown|alt|caption|prompt|hint|explanation|unit|option:[a-z0-9-]{1,40})$/;

/** The translation editor's words, by block id and word: their length is checked against the block they translate. */
const translationWordsSchema = z
  .record(z.string().max(40, `${TR}.unknownBlock`), z.record(z.string().regex(WORD_FIELD_PATTERN, `${TR}.unknownWord`), z.string({ message: `${TR}.unreadable` }).max(TEXT_LIMITS.markdown, `${TR}.tooLong`)), {
    message: `${TR}.unreadable`,
  })
  .refine((words) => Object.keys(words).length <= LESSON_LIMITS.blocksMax, `${TR}.unreadable`);

/** A lesson's translation as the side-by-side editor sends it (a JSON hidden field). */
export const lessonTranslationSchema = z.object({
  lessonId,
  locale: translationLocaleSchema,
  title: lessonTitleSchema,
  words: translationWordsSchema,
  /** The fingerprint of the English the translator saw: a save over English that changed since is refused. */
  expectedSourceFingerprint: z.string({ message: `${TR}.unreadable` }).regex(/^[0-9a-f]{16}$/, `${TR}.unreadable`),
  /** The translation's version the editor started from (updatedAt, ISO), null when there was none; absent: no check. */
  expectedUpdatedAt: z.string().max(40).nullable().optional(),
});

/** The translation editor's form: the translation as JSON. */
export const saveTranslationFormSchema = z.object({
  translation: z.string().min(2, `${TR}.unreadable`).max(2_000_000, `${TR}.unreadable`),
});

/** What the translation editor's save answers: the form state and the translation's new version. */
export interface TranslationSaveState extends FormState {
  updatedAt?: string;
}

export const TRANSLATION_FILE_FORMATS = ['csv', 'json'] as const;
export type TranslationFileFormat = (typeof TRANSLATION_FILE_FORMATS)[number];

/** The lessons export: English (the lessons CSV, as always) or one language's translation, as CSV or JSON. */
export const lessonExportSchema = z.object({
  language: z.enum(EDIT_LANGUAGES, { message: `${TR}.languageInvalid` }).optional().default('en'),
  format: z.enum(TRANSLATION_FILE_FORMATS, { message: 'lessonTable.export.formatInvalid' }).optional().default('csv'),
});

/** The lessons import's language: English is the lessons CSV as always; French or Arabic a translation file. */
export const importLanguageSchema = z.preprocess((value) => (value === null || value === undefined || value === '' ? 'en' : value), z.enum(EDIT_LANGUAGES, { message: `${TR}.languageInvalid` }));

/** /admin/lessoneditor/translations filters; anything malformed is ignored. */
export const translationFiltersSchema = z.object({
  language: z.enum(TRANSLATION_LOCALES).optional().catch(undefined),
  /** `todo`: anything but translated. */
  status: z.enum([...TRANSLATION_STATUSES, 'todo']).optional().catch(undefined),
  course: z.coerce.number().int().min(1).max(INT_MAX).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});
export type TranslationFilters = z.infer<typeof translationFiltersSchema>;
