import { z } from 'zod';
import { ACCOUNT_ID_PATTERN } from '@/lib/ids';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { countryField } from '@/lib/country-field';
import { passwordField } from '@/modules/accounts/schemas';

/* A parent's export and deletion of a linked child's data (decision 027): inputs, shared by the routes and the forms. */

/** An account id in a path or a form; anything else is malformed (400), never looked up. */
export const childIdSchema = z.string({ message: 'families.errors.childNotFound' }).regex(ACCOUNT_ID_PATTERN, 'families.errors.childNotFound');
export const deleteChildSchema = z.object({
  childId: childIdSchema,
  confirmName: z.string({ message: 'families.errors.confirmNameMismatch' }).max(200, 'families.errors.confirmNameMismatch'),
});
export const childDataParamsSchema = z.object({ childId: childIdSchema });

/**
 * A linked parent gives their own consent to a child's account that stands on the school's authorisation (decision
 * 060): they confirm they are the child's parent or legal guardian, with their own password (decision 030's check).
 */
export const takeOverConsentSchema = z.object({
  childId: childIdSchema,
  confirmParent: z.literal('on', { message: 'families.takeOver.confirmRequired' }),
  password: z.string({ message: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
});

/** The child's answer to a parent's take-over that waits for their own agreement (France below 15, decision 060). */
export const answerTakeOverSchema = z.object({ answer: z.enum(['agree', 'decline'], { message: 'errors.badForm' }) });

/** A parent's simulator switch for a linked child (decision 031). */
export const simulatorSwitchSchema = z.object({ childId: childIdSchema, enabled: z.enum(['true', 'false'], { message: 'errors.badForm' }) });

/** A parent's choice of who a linked child may show journal entries to (decision 031): the family, or tutors too. */
export const journalTutorsSchema = z.object({ childId: childIdSchema, allowed: z.enum(['true', 'false'], { message: 'errors.badForm' }) });

/** A parent's new password for a child whose account a parent made (decision 029). */
export const childPasswordSchema = z.object({ childId: childIdSchema, password: passwordField });

/** A linked parent changes a child's country, confirmed with their own password (decision 060's amendment). */
export const changeChildCountrySchema = z.object({
  childId: childIdSchema,
  country: countryField('errors.countryUnknown'),
  password: z.string({ message: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
});
