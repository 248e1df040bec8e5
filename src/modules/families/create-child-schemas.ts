import { z } from 'zod';
import { SIGN_IN_NAME_PATTERN } from '@/lib/sign-in-name';
import { birthYearField, emailField, nameField, passwordField } from '@/modules/accounts/schemas';

/*
 * A parent makes a child's account on /children (decision 029): what the action accepts. The form takes the same
 * rules from lib/child-age.ts and lib/sign-in-name.ts, without zod.
 * Messages are keys into messages/<locale>/families.json.
 */

/** Typed in any case, kept lowercase (lib/sign-in-name.ts). */
export const signInNameField = z
  .string({ message: 'families.create.errors.usernameInvalid' })
  .trim()
  .toLowerCase()
  .regex(SIGN_IN_NAME_PATTERN, 'families.create.errors.usernameInvalid');

export const createChildSchema = z.object({
  firstName: nameField,
  birthYear: birthYearField('families.create.errors.birthYear'),
  username: signInNameField,
  /** Optional: an empty field means none (the account gets a reserved address, decision 029). */
  email: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), emailField.optional()),
  password: passwordField,
});
export type CreateChildInput = z.infer<typeof createChildSchema>;
