import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { draftBlockSchema, type PublishProblem } from '@/lib/lesson-content';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';
import { EDIT_LANGUAGES, LESSON_LIMITS, type EditLanguage } from './limits';

/*
 * The lesson editors' input. Each schema reads a form (strings; a checkbox is 'on' or absent) and also accepts its
 * own output, so the domain functions parse their input again: a caller that skips the form cannot reach a database
 * constraint (which would be a 500).
 */

const ERR = 'lessonEditor.errors';
const INT_MAX = 2_147_483_647;

/** A whole number typed into a form; an empty field (or null) is missing. */
function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (value === null ? undefined : typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    z.number({ message }).int(message).min(min, message).max(max, message),
  );
}

/** A checkbox: 'on' (or true) when ticked, absent otherwise. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

export const lessonTitleSchema = z
  .string({ message: `${ERR}.titleRequired` })
  .trim()
  .min(1, `${ERR}.titleRequired`)
  .max(LESSON_LIMITS.titleMax, `${ERR}.titleTooLong`);

export const lessonSlugSchema = z
  .string({ message: `${ERR}.slugRequired` })
  .trim()
  .min(1, `${ERR}.slugRequired`)
  .max(SLUG_MAX_LENGTH, `${ERR}.slugInvalid`)
  .regex(SLUG_PATTERN, `${ERR}.slugInvalid`);

export const minutesSchema = wholeNumber(LESSON_LIMITS.minutesMin, LESSON_LIMITS.minutesMax, `${ERR}.minutesRange`);
export const xpSchema = wholeNumber(LESSON_LIMITS.xpMin, LESSON_LIMITS.xpMax, `${ERR}.xpRange`);
export const positionSchema = wholeNumber(0, LESSON_LIMITS.positionMax, `${ERR}.positionRange`);
const lessonId = wholeNumber(1, INT_MAX, `${ERR}.lessonNotFound`);
const courseId = wholeNumber(1, INT_MAX, `${ERR}.courseNotFound`);

/** A file-store path, or null for none ('' from a form). */
const thumbnailPath = z
  .preprocess((value) => value ?? '', z.string({ message: `${ERR}.thumbnailMissing` }).trim().max(500, `${ERR}.thumbnailMissing`))
  .transform((value) => (value === '' ? null : value));

// ── The lesson editor ────────────────────────────────────────────────────────────────────────────────────────

export const createLessonSchema = z.object({ courseId, title: lessonTitleSchema, slug: lessonSlugSchema });

/** The whole lesson as the editor sends it (a JSON hidden field): its fields and its ordered draft blocks. */
export const lessonDraftSchema = z.object({
  lessonId,
  /** The version the editor started from (updatedAt, ISO): a save over someone else's newer change is refused. */
  expectedUpdatedAt: z.string().max(40).optional(),
  title: lessonTitleSchema,
  slug: lessonSlugSchema,
  estimatedMinutes: minutesSchema,
  xpReward: xpSchema,
  thumbnailPath,
  blocks: z
    .array(draftBlockSchema, { message: `${ERR}.blockInvalid` })
    .max(LESSON_LIMITS.blocksMax, `${ERR}.tooManyBlocks`)
    .superRefine((blocks, context) => {
      const seen = new Set<string>();
      blocks.forEach((block, index) => {
        if (seen.has(block.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `${ERR}.duplicateBlockId` });
        seen.add(block.id);
      });
    }),
});

export const SAVE_INTENTS = ['save', 'publish'] as const;

/** The editor's form: the lesson as JSON, and which button was pressed. */
export const saveLessonFormSchema = z.object({
  lesson: z.string().min(2, `${ERR}.unreadable`).max(2_000_000, `${ERR}.unreadable`),
  intent: z.enum(SAVE_INTENTS, { message: `${ERR}.unreadable` }),
});

export const lessonIdSchema = z.object({ lessonId });

/** /admin/lessoneditor?course=…&lesson=…; anything malformed is ignored. */
export const lessonEditorSearchSchema = z.object({
  course: z.coerce.number().int().min(1).max(INT_MAX).optional().catch(undefined),
  lesson: z.coerce.number().int().min(1).max(INT_MAX).optional().catch(undefined),
  /** The language edited: English (the lesson) or a translation's words beside it. */
  language: z.enum(EDIT_LANGUAGES).catch('en'),
});
export type LessonEditorSearch = Omit<z.infer<typeof lessonEditorSearchSchema>, 'language'> & { language?: EditLanguage };

/** What the editor's save answers: the form state, the problems that stopped a publish, the new version. */
export interface LessonSaveState extends FormState {
  problems?: PublishProblem[];
  updatedAt?: string;
}

// ── The lessons table ────────────────────────────────────────────────────────────────────────────────────────

export const LESSON_SORTS = ['course', 'position', 'title', 'slug', 'xp', 'minutes', 'published', 'updated'] as const;
export type LessonSort = (typeof LESSON_SORTS)[number];

/** /admin/lessoneditor/lessontableeditor filters and sort (also the CSV export's); anything malformed is ignored. */
export const lessonTableFiltersSchema = z.object({
  course: z.coerce.number().int().min(1).max(INT_MAX).optional().catch(undefined),
  published: z.enum(['yes', 'no']).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(LESSON_SORTS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type LessonTableFilters = z.infer<typeof lessonTableFiltersSchema>;

/** One row of the table, edited in place. */
export const lessonRowSchema = z.object({
  lessonId,
  title: lessonTitleSchema,
  courseId,
  position: positionSchema,
  xpReward: xpSchema,
  estimatedMinutes: minutesSchema,
  published: checkbox,
});

/** Bulk publish or unpublish: the selected lesson ids, comma-separated. */
export const bulkPublishSchema = z.object({
  ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map(Number)
        : value,
    z
      .array(z.number().int().min(1).max(INT_MAX), { message: 'lessonTable.errors.noneSelected' })
      .min(1, 'lessonTable.errors.noneSelected')
      .max(LESSON_LIMITS.bulkMax, 'lessonTable.errors.tooManySelected'),
  ),
  published: checkbox,
});

/** A lesson that stops a bulk publish. */
export interface UnpublishableLesson {
  id: number;
  title: string;
  courseTitle: string;
}

export interface BulkPublishState extends FormState {
  notPublishable?: UnpublishableLesson[];
}

/** One reason a CSV row was refused: the line it starts on, a message key and its values. */
export interface ImportProblem {
  line: number;
  /** The CSV column at fault, when it is one cell. */
  column?: string;
  reason: string;
  values?: Record<string, string | number>;
  /** A JSON file's problem: `line` is then the lesson's place in the file (0: the file as a whole). */
  inJson?: true;
}

export interface ImportState extends FormState {
  badRows?: ImportProblem[];
}
