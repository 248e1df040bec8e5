import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/consent-ages';
import { currentTimeZoneName, isSupportedTimeZone } from '@/lib/time-zones';

/* The back office's school forms (decision 061). Messages are keys under "schools.errors" or the shared "errors". */

const email = z.string({ message: 'errors.emailInvalid' }).trim().toLowerCase().max(254, 'errors.emailInvalid').pipe(z.email('errors.emailInvalid'));
// A person's name as the display name carries it: no brackets, which would read as a role tag (spec 4 step 4).
const personName = z
  .string({ message: 'errors.nameRequired' })
  .trim()
  .min(1, 'errors.nameRequired')
  .max(100, 'errors.nameTooLong')
  .refine((value) => !/[[\]]/.test(value), 'errors.nameBrackets');

export const createSchoolSchema = z.object({
  name: z.string({ message: 'schools.errors.nameRequired' }).trim().min(1, 'schools.errors.nameRequired').max(100, 'schools.errors.nameTooLong'),
  // A real country, one the sign-up offers: its law decides its students' consent (decision 060).
  country: z
    .string({ message: 'schools.errors.countryInvalid' })
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), 'schools.errors.countryInvalid'),
  timeZone: z.string({ message: 'schools.errors.timeZoneInvalid' }).trim().refine(isSupportedTimeZone, 'schools.errors.timeZoneInvalid').transform(currentTimeZoneName),
  adminEmail: email,
  adminFirstName: personName,
  adminLastName: personName,
});
export type CreateSchoolInput = z.infer<typeof createSchoolSchema>;

export const addTeacherSchema = z.object({
  schoolId: z.uuid('schools.errors.schoolNotFound'),
  email,
});
export type AddTeacherInput = z.infer<typeof addTeacherSchema>;

/** Applying a dry run (decision 064): the import, the hash of the plan shown, and `confirm.<n>` = a held class's sourcedId. */
export const applyRosterSchema = z
  .object({
    importId: z.uuid('schools.roster.errors.importNotFound'),
    planHash: z.string().regex(/^[0-9a-f]{64}$/, 'schools.roster.errors.planChanged'),
  })
  .catchall(z.string().max(2000));
export type ApplyRosterInput = z.infer<typeof applyRosterSchema>;

/** The held classes an apply form confirms: the values of its `confirm.<n>` checkboxes. */
export function confirmedClasses(input: ApplyRosterInput): string[] {
  return Object.entries(input)
    .filter(([key]) => key.startsWith('confirm.'))
    .map(([, value]) => value);
}
