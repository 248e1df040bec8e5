import { z } from 'zod';
import { BADGE_RULE_KINDS } from '@/db/schema/progress';
import { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content';
import { TRANSLATION_LOCALES } from '@/lib/translation-locales';
import { ruleHasThreshold } from './badge-rules';
import { isEmojiIcon } from './emoji';
import { BADGE_DESCRIPTION_MAX, BADGE_NAME_MAX, DESCRIPTION_MAX, MAX_FEATURED_LESSONS, SUMMARY_MAX, THRESHOLD_MAX, TITLE_MAX, XP_BONUS_MAX } from './limits';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';

/*
 * Every schema here reads a form (strings, a checkbox is 'on' or absent) and also accepts its own output, so the
 * domain functions parse their input again with the same schema: a caller that skips the form cannot reach a
 * database check constraint (which would be a 500).
 */

/** A checkbox: 'on' (or true) when ticked, absent otherwise. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** A form's number field: '' (or null) is missing, other text is read as a number. */
function formNumber(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value.trim());
}

/** A whole number typed into a form. */
function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(formNumber, z.number({ message }).int(message).min(min, message).max(max, message));
}

/** A whole number that may be left empty (undefined). */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z.preprocess(formNumber, z.number({ message }).int(message).min(min, message).max(max, message).optional());
}

/** An optional text field: '' (or null) becomes null. */
function optionalText(max: number, message: string) {
  return z
    .preprocess((value) => value ?? '', z.string({ message }).trim().max(max, message))
    .transform((value) => (value === '' ? null : value));
}

/**
 * What a domain function accepts: the form's fields as the browser sends them (strings) or already parsed; the
 * function parses them itself.
 */
export type FieldsOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

const id = (message: string) => wholeNumber(1, 2_147_483_647, message);

// ── Courses ──────────────────────────────────────────────────────────────────────────────────────────────────

const courseShape = {
  title: z.string({ message: 'courseEditor.errors.titleRequired' }).trim().min(1, 'courseEditor.errors.titleRequired').max(TITLE_MAX, 'courseEditor.errors.titleTooLong'),
  slug: z
    .string({ message: 'courseEditor.errors.slugRequired' })
    .trim()
    .min(1, 'courseEditor.errors.slugRequired')
    .max(SLUG_MAX_LENGTH, 'courseEditor.errors.slugTooLong')
    .regex(SLUG_PATTERN, 'courseEditor.errors.slugInvalid'),
  summary: z.preprocess((value) => value ?? '', z.string().trim().max(SUMMARY_MAX, 'courseEditor.errors.summaryTooLong')),
  description: z.preprocess((value) => value ?? '', z.string().trim().max(DESCRIPTION_MAX, 'courseEditor.errors.descriptionTooLong')),
  subject: z.enum(SUBJECTS, { message: 'courseEditor.errors.subjectInvalid' }),
  ageBand: z.enum(AGE_BANDS, { message: 'courseEditor.errors.ageBandInvalid' }),
  thumbnailPath: optionalText(500, 'courseEditor.errors.thumbnailNotFound'),
  featured: checkbox,
};

export const courseIdSchema = z.object({ courseId: id('courseEditor.errors.notFound') });
export const createCourseSchema = z.object(courseShape);
export const updateCourseSchema = z.object({ ...courseShape, courseId: id('courseEditor.errors.notFound') });
export const moveCourseSchema = courseIdSchema.extend({ direction: z.enum(['up', 'down'], { message: 'courseEditor.errors.cannotMove' }) });
export const setCoursePublishedSchema = courseIdSchema.extend({ published: checkbox });
export type MoveCourseInput = FieldsOf<typeof moveCourseSchema>;
export type SetCoursePublishedInput = FieldsOf<typeof setCoursePublishedSchema>;

export type CreateCourseInput = FieldsOf<typeof createCourseSchema>;
export type UpdateCourseInput = FieldsOf<typeof updateCourseSchema>;

/**
 * A course's words in another language (decision 051), beside the English in the course form: title, summary and
 * description only; the slug, subject, age band, picture and lessons stay the English course's.
 */
export const courseTranslationSchema = z.object({
  courseId: id('courseEditor.errors.notFound'),
  locale: z.enum(TRANSLATION_LOCALES, { message: 'translationEditor.errors.languageInvalid' }),
  title: courseShape.title,
  summary: courseShape.summary,
  description: courseShape.description,
  /** The fingerprint of the English the translator saw: a save over English that changed since is refused. */
  expectedSourceFingerprint: z.string({ message: 'translationEditor.errors.unreadable' }).regex(/^[0-9a-f]{16}$/, 'translationEditor.errors.unreadable'),
  /** The translation's version the form started from (ISO); empty when there was none. */
  expectedUpdatedAt: z.preprocess((value) => (value === '' || value === null ? null : value), z.string().max(40).nullable().optional()),
});
export type CourseTranslationInput = FieldsOf<typeof courseTranslationSchema>;

/** /admin/courseeditor/<id>?language=fr: the language edited (English, the course itself, when absent or unknown). */
export const courseLanguageSchema = z.enum(['en', ...TRANSLATION_LOCALES]).catch('en');

// ── Featured lessons ─────────────────────────────────────────────────────────────────────────────────────────

export const featuredLessonsSchema = z.object({
  /** The featured lessons in order; the form sends them as one comma-separated field. */
  lessonIds: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((part) => Number(part.trim()))) : value),
    z
      .array(z.number().int('featuredLessons.errors.lessonNotFound').positive('featuredLessons.errors.lessonNotFound'), { message: 'featuredLessons.errors.lessonNotFound' })
      .max(MAX_FEATURED_LESSONS, 'featuredLessons.errors.tooMany')
      .refine((ids) => new Set(ids).size === ids.length, 'featuredLessons.errors.duplicate'),
  ),
});
export type FeaturedLessonsInput = FieldsOf<typeof featuredLessonsSchema>;

// ── Badges ───────────────────────────────────────────────────────────────────────────────────────────────────

export const ICON_KINDS = ['emoji', 'image'] as const;

const badgeShape = {
  name: z.string({ message: 'badgeAdmin.errors.nameRequired' }).trim().min(1, 'badgeAdmin.errors.nameRequired').max(BADGE_NAME_MAX, 'badgeAdmin.errors.nameTooLong'),
  description: z
    .string({ message: 'badgeAdmin.errors.descriptionRequired' })
    .trim()
    .min(1, 'badgeAdmin.errors.descriptionRequired')
    .max(BADGE_DESCRIPTION_MAX, 'badgeAdmin.errors.descriptionTooLong'),
  iconKind: z.enum(ICON_KINDS, { message: 'badgeAdmin.errors.iconKindInvalid' }),
  iconEmoji: optionalText(64, 'badgeAdmin.errors.emojiInvalid'),
  iconPath: optionalText(500, 'badgeAdmin.errors.imageRequired'),
  ruleKind: z.enum(BADGE_RULE_KINDS, { message: 'badgeAdmin.errors.ruleInvalid' }),
  ruleThreshold: optionalWholeNumber(1, THRESHOLD_MAX, 'badgeAdmin.errors.thresholdInvalid'),
  ruleCourseId: optionalWholeNumber(1, 2_147_483_647, 'badgeAdmin.errors.courseRequired'),
  xpBonus: wholeNumber(0, XP_BONUS_MAX, 'badgeAdmin.errors.bonusInvalid'),
  active: checkbox,
};

type BadgeFields = z.output<z.ZodObject<typeof badgeShape>>;

/** The rules between fields: the icon the kind names, the course of a course rule, a threshold where one is asked. */
function checkBadge(badge: BadgeFields, context: z.RefinementCtx): void {
  if (badge.iconKind === 'emoji' && !(badge.iconEmoji && isEmojiIcon(badge.iconEmoji))) {
    context.addIssue({ code: 'custom', path: ['iconEmoji'], message: 'badgeAdmin.errors.emojiInvalid' });
  }
  if (badge.iconKind === 'image' && !badge.iconPath) context.addIssue({ code: 'custom', path: ['iconPath'], message: 'badgeAdmin.errors.imageRequired' });
  if (badge.ruleKind === 'course' && badge.ruleCourseId === undefined) {
    context.addIssue({ code: 'custom', path: ['ruleCourseId'], message: 'badgeAdmin.errors.courseRequired' });
  }
  if (ruleHasThreshold(badge.ruleKind) && badge.ruleThreshold === undefined) {
    context.addIssue({ code: 'custom', path: ['ruleThreshold'], message: 'badgeAdmin.errors.thresholdInvalid' });
  }
}

/** Keeps only what the chosen icon and rule use (the table's checks: one icon at least, a course only for course rules). */
function normaliseBadge<T extends BadgeFields>(badge: T) {
  return {
    ...badge,
    iconEmoji: badge.iconKind === 'emoji' ? badge.iconEmoji : null,
    iconPath: badge.iconKind === 'image' ? badge.iconPath : null,
    ruleThreshold: ruleHasThreshold(badge.ruleKind) ? (badge.ruleThreshold ?? 1) : 1,
    ruleCourseId: badge.ruleKind === 'course' ? (badge.ruleCourseId ?? null) : null,
  };
}

export const createBadgeSchema = z.object(badgeShape).superRefine(checkBadge).transform(normaliseBadge);
export const updateBadgeSchema = z
  .object({ ...badgeShape, badgeId: id('badgeAdmin.errors.notFound') })
  .superRefine(checkBadge)
  .transform(normaliseBadge);
export const badgeIdSchema = z.object({ badgeId: id('badgeAdmin.errors.notFound') });
/**
 * A badge's name and description in another language (decision 054), beside the English in the badge editor; its
 * icon, rule and bonus stay the English badge's.
 */
export const badgeTranslationSchema = z.object({
  badgeId: id('badgeAdmin.errors.notFound'),
  locale: z.enum(TRANSLATION_LOCALES, { message: 'translationEditor.errors.languageInvalid' }),
  name: badgeShape.name,
  description: badgeShape.description,
  /** The fingerprint of the English the translator saw: a save over English that changed since is refused. */
  expectedSourceFingerprint: courseTranslationSchema.shape.expectedSourceFingerprint,
  /** The translation's version the form started from (ISO); empty when there was none. */
  expectedUpdatedAt: courseTranslationSchema.shape.expectedUpdatedAt,
});
export type BadgeTranslationInput = FieldsOf<typeof badgeTranslationSchema>;

/** /admin/badges/<id>?language=fr: the language edited, as for a course. */
export const badgeLanguageSchema = courseLanguageSchema;

export const setBadgeActiveSchema = badgeIdSchema.extend({ active: checkbox });
export type SetBadgeActiveInput = FieldsOf<typeof setBadgeActiveSchema>;

export type CreateBadgeInput = FieldsOf<typeof createBadgeSchema>;
export type UpdateBadgeInput = FieldsOf<typeof updateBadgeSchema>;
