import { z } from 'zod';
import { SIGN_IN_NAME_PATTERN } from '@/lib/sign-in-name';
import { emailField, nameField, passwordField } from '@/modules/accounts/schemas';
import { childBirthYears } from './child-account-rules';

/*
 * A parent makes a child's account on /children (decision 029): what the action accepts. The form takes the same
 * rules from child-account-rules.ts and lib/sign-in-name.ts, without zod.
 * Messages are keys into messages/<locale>/families.json.
 */

/** The year as chosen (4 to 17 years old), checked when the form arrives against that day's year. */
const birthYearField = z
  .string({ message: 'families.create.errors.birthYear' })
  .trim()
  .regex(/^\d{4}$/, 'families.create.errors.birthYear')
  .transform(Number)
  .refine((year) => childBirthYears().includes(year), 'families.create.errors.birthYear');

/** Typed in any case, kept lowercase (lib/sign-in-name.ts). */
export const signInNameField = z
  .string({ message: 'families.create.errors.usernameInvalid' })
  .trim()
  .toLowerCase()
  .regex(SIGN_IN_NAME_PATTERN, 'families.create.errors.usernameInvalid');

export const createChildSchema = z.object({
  firstName: nameField,
  birthYear: birthYearField,
  username: signInNameField,
  /** Optional: an empty field means none (the account gets a reserved address, decision 029). */
  email: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), emailField.optional()),
  password: passwordField,
});
export type CreateChildInput = z.infer<typeof createChildSchema>;
