import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SELF_SERVICE_ROLES } from '@/lib/constants';

/*
 * Messages are keys into messages/<locale>.json ("errors.*"): forms and API answers translate them.
 */

/** A first or last name: 1–100 characters, no brackets (so no one can smuggle a [role] tag). */
export const nameField = z
  .string({ message: 'errors.nameRequired' })
  .trim()
  .min(1, 'errors.nameRequired')
  .max(NAME_MAX_LENGTH, 'errors.nameTooLong')
  .refine((value) => !/[[\]]/.test(value), 'errors.nameBrackets');

export const emailField = z
  .string({ message: 'errors.emailInvalid' })
  .trim()
  .toLowerCase()
  .max(254, 'errors.emailInvalid')
  .pipe(z.email('errors.emailInvalid'));

export const passwordField = z
  .string({ message: 'errors.passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, 'errors.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong');

export const registerSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: passwordField,
  role: z.enum(SELF_SERVICE_ROLES, { message: 'errors.roleInvalid' }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ message: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const emailOnlySchema = z.object({ email: emailField });

/** The e-mailed link's token, posted back by the "Verify my e-mail" button (decision 015: the link's GET only reads). */
export const verifyEmailSchema = z.object({
  token: z.string().min(1, 'errors.tokenInvalid').max(2000, 'errors.tokenInvalid'),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'errors.tokenInvalid').max(2000, 'errors.tokenInvalid'),
  password: passwordField,
});

/** For the CLI and tests: names may be empty. */
export const newAccountSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: z.string().trim().max(NAME_MAX_LENGTH, 'errors.nameTooLong'),
  lastName: z.string().trim().max(NAME_MAX_LENGTH, 'errors.nameTooLong'),
});
