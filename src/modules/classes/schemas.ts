import { z } from 'zod';
import { CHILD_REF_CODE_LENGTH } from '@/lib/constants';
import { UUID_PATTERN } from '@/lib/ids';

/** A class name: 1 to 60 characters once trimmed (the column's check). */
export const CLASS_NAME_MAX = 60;
/** A tutor runs at most this many classes, and a class holds at most this many children. */
export const CLASSES_PER_TUTOR_MAX = 30;
export const STUDENTS_PER_CLASS_MAX = 60;


const className = z
  .string({ message: 'classes.errors.nameRequired' })
  .trim()
  .min(1, 'classes.errors.nameRequired')
  .max(CLASS_NAME_MAX, 'classes.errors.nameTooLong');
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
