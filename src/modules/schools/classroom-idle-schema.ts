import { z } from 'zod';
import { isClassroomIdleMinutes } from '@/lib/constants';

/** The school's classroom idle limit (decision 073): one of the minutes the form offers, nothing else. */
export const classroomIdleSchema = z.object({
  minutes: z.coerce.number<unknown>({ error: 'schools.signIn.classroomIdle.errors.minutes' }).refine(isClassroomIdleMinutes, { message: 'schools.signIn.classroomIdle.errors.minutes' }),
});
