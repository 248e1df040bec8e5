import { z } from 'zod';
import { CHILD_REF_CODE_LENGTH } from '@/lib/constants';
import { ACCOUNT_ID_PATTERN, UUID_PATTERN } from '@/lib/ids';
import { currentTimeZoneName, isSupportedTimeZone } from '@/lib/time-zones';
import { hasInvisibleCharacters } from '@/lib/visible-text';
import { ASSIGNMENT_NOTE_MAX } from './limits';

/** A class name: 1 to 60 characters once trimmed (the column's check). */
export const CLASS_NAME_MAX = 60;
/** A tutor runs at most this many classes, and a class holds at most this many children. */
export const CLASSES_PER_TUTOR_MAX = 30;
export const STUDENTS_PER_CLASS_MAX = 60;


const className = z
  .string({ message: 'classes.errors.nameRequired' })
  .trim()
  .min(1, 'classes.errors.nameRequired')
  .max(CLASS_NAME_MAX, 'classes.errors.nameTooLong')
  .refine((value) => !hasInvisibleCharacters(value), 'errors.nameInvisible');
/** Anything that is not one of our ids is simply "no such class" (never a database error). */
const classId = z.string({ message: 'classes.errors.notFound' }).trim().regex(UUID_PATTERN, 'classes.errors.notFound');

export const createClassSchema = z.object({ name: className });
export const renameClassSchema = z.object({ classId, name: className });
export const classIdSchema = z.object({ classId });

/** The child's reference code (spec 3: 6 uppercase letters and digits); typed in any case, with spaces around. */
export const addStudentSchema = z.object({
  classId,
  code: z
    .string({ message: 'classes.errors.codeInvalid' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${CHILD_REF_CODE_LENGTH}}$`), 'classes.errors.codeInvalid'),
});

export const removeStudentSchema = z.object({
  classId,
  childId: z.string({ message: 'classes.errors.studentNotFound' }).trim().min(1, 'classes.errors.studentNotFound').max(100, 'classes.errors.studentNotFound'),
});

export const classLeaderboardSchema = z.object({
  classId,
  enabled: z.enum(['true', 'false'], { message: 'errors.checkForm' }).transform((value) => value === 'true'),
});

/** A family's answer to a tutor's request to add a child to a class (decision 032). */
export const answerMembershipSchema = z.object({
  classId,
  childId: z.string({ message: 'classes.errors.requestNotFound' }).trim().min(1, 'classes.errors.requestNotFound').max(100, 'classes.errors.requestNotFound'),
  answer: z.enum(['approve', 'decline'], { message: 'classes.errors.requestNotFound' }),
});

/**
 * How /students sorts: by name, by who was active last, by who has been away longest (the dashboard's inactive
 * students lead there), by XP, by overdue assignments (decisions 033, 034).
 */
export const STUDENT_SORTS = ['name', 'active', 'inactive', 'xp', 'overdue'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/**
 * /students's query string. Only the page's own form and links make it, so anything else falls back to the default
 * (every student, by name) rather than an error; a class id that is not one of the tutor's simply matches nobody.
 */
export const studentFiltersSchema = z.object({
  q: z.string().trim().max(80).catch(''),
  class: z.string().trim().regex(UUID_PATTERN).optional().catch(undefined),
  sort: z.enum(STUDENT_SORTS).catch('name'),
});
export type StudentFilters = z.infer<typeof studentFiltersSchema>;


const assignmentId = z.string({ message: 'classes.errors.assignmentNotFound' }).trim().regex(UUID_PATTERN, 'classes.errors.assignmentNotFound');
/** A due date from a date field: empty for none. Whether it is past is checked against the class's today. */
const dueOn = z
  .union([z.literal(''), z.iso.date({ message: 'classes.errors.dueInvalid' })], { message: 'classes.errors.dueInvalid' })
  .optional()
  .transform((value) => value || null);

/**
 * A new assignment (decision 034): a lesson or a course (`lesson:12`, `course:3`), every approved student or the ones
 * ticked (checkboxes named `student.<id>`), an optional due date and note.
 */
export const createAssignmentSchema = z.preprocess(
  (raw) => {
    const fields = (raw ?? {}) as Record<string, unknown>;
    return { ...fields, students: Object.keys(fields).filter((key) => key.startsWith('student.') && fields[key] === 'on').map((key) => key.slice('student.'.length)) };
  },
  z
    .object({
      classId,
      target: z
        .string({ message: 'classes.errors.targetRequired' })
        .regex(/^(lesson|course):\d{1,9}$/, 'classes.errors.targetRequired')
        .transform((value) => {
          const [kind, id] = value.split(':') as ['lesson' | 'course', string];
          return { kind, id: Number(id) };
        }),
      who: z.enum(['all', 'chosen'], { message: 'classes.errors.noStudents' }),
      students: z.array(z.string().regex(ACCOUNT_ID_PATTERN)).max(STUDENTS_PER_CLASS_MAX),
      dueOn,
      note: z
        .string()
        .trim()
        .max(ASSIGNMENT_NOTE_MAX, 'classes.errors.noteTooLong')
        .optional()
        .transform((value) => value || null),
    })
    .refine((input) => input.who === 'all' || input.students.length > 0, { message: 'classes.errors.noStudents', path: ['who'] }),
);
export type CreateAssignmentInput = z.infer<typeof createAssignmentSchema>;

export const changeDueDateSchema = z.object({ assignmentId, dueOn });
export const assignmentIdSchema = z.object({ assignmentId });
export const assignmentParamsSchema = z.object({ classId, assignmentId });

export const classTimeZoneSchema = z.object({
  classId,
  timeZone: z.string({ message: 'classes.errors.timeZoneInvalid' }).refine(isSupportedTimeZone, 'classes.errors.timeZoneInvalid').transform(currentTimeZoneName),
});

/**
 * A tutor's /progress query string (the class view): which class, and the last 30 or 90 days. Only the page's own links
 * make it; a class that is not the tutor's (or not an id) is a 404, the days fall back to 30.
 */
export const classProgressParamsSchema = z.object({
  class: z.string().trim().max(100).optional(),
  days: z.enum(['30', '90']).catch('30'),
});

/** Print the class's sign-in cards (decision 066): every approved child's, or one child's when `childId` is given. */
export const printCardsSchema = z.object({
  classId,
  childId: z.string().trim().max(100, 'classes.errors.studentNotFound').optional().transform((value) => value || undefined),
});
/** Revoke one child's card. */
export const revokeCardSchema = removeStudentSchema;
