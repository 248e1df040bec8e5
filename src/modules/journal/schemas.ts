import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/idempotency-key';
import { UUID_PATTERN } from '@/lib/ids';
import { BODY_MAX, MOODS, TITLE_MAX } from './entry-rules';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2026-02-30 is not), between 2000 and the year after this one. */
function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= new Date().getUTCFullYear() + 1;
}

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ message: required })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

export const entrySchema = z.object({
  title: text(TITLE_MAX, 'journal.errors.titleRequired', 'journal.errors.titleTooLong'),
  body: text(BODY_MAX, 'journal.errors.bodyRequired', 'journal.errors.bodyTooLong'),
  mood: z.enum(MOODS, { message: 'journal.errors.moodRequired' }),
  entryDate: z.string({ message: 'journal.errors.dateInvalid' }).refine(isCalendarDay, 'journal.errors.dateInvalid'),
});
export type EntryInput = z.infer<typeof entrySchema>;

const entryId = z.string({ message: 'journal.errors.notFound' }).trim().regex(UUID_PATTERN, 'journal.errors.notFound');

/**
 * The form sends an entry's id when it edits one; a new entry sends it empty. The save's key (decision 049) makes a
 * new entry sent again after a lost answer one entry; a form posted before the page's script ran has none.
 */
export const saveEntrySchema = entrySchema.extend({
  entryId: z.union([z.literal('').transform(() => undefined), entryId]).optional(),
  idempotencyKey: z.union([z.literal('').transform(() => undefined), z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'errors.badForm')]).optional(),
});

export const entryIdSchema = z.object({ entryId });

/** The adults to show an entry to: one checkbox per linked adult, named `viewer-<id>` (none checked: unshared). */
export const shareEntrySchema = z
  .object({ entryId })
  .catchall(z.unknown())
  .transform(({ entryId: id, ...fields }) => ({
    entryId: id,
    viewers: Object.keys(fields)
      .filter((name) => name.startsWith('viewer-'))
      .map((name) => name.slice('viewer-'.length)),
  }));

/**
 * The list's filters, from the page's query string: anything unexpected is dropped rather than refused (a link
 * with a stale filter still opens the journal).
 */
export const journalFiltersSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, 100) || undefined),
  mood: z.enum(MOODS).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  edit: z.string().regex(UUID_PATTERN).optional().catch(undefined),
});
export type JournalFilters = z.infer<typeof journalFiltersSchema>;

