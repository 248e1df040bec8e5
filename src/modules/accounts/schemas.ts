import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SELF_SERVICE_ROLES } from '@/lib/constants';
import { childBirthYears } from '@/lib/child-age';
import { consentRuleFor, familyConsentNeeded } from '@/lib/consent-ages';
import { countryField } from '@/lib/country-field';
import { isUndeliverableAddress, SIGN_IN_NAME_PATTERN } from '@/lib/sign-in-name';
import { hasInvisibleCharacters } from '@/lib/visible-text';

/*
 * Messages are keys into messages/<locale>.json ("errors.*"): forms and API answers translate them.
 */

/**
 * A first or last name: 1–100 characters, no brackets (so no one can smuggle a [role] tag), and nothing invisible or
 * reordering (lib/visible-text.ts).
 */
export const nameField = z
  .string({ message: 'errors.nameRequired' })
  .trim()
  .min(1, 'errors.nameRequired')
  .max(NAME_MAX_LENGTH, 'errors.nameTooLong')
  .refine((value) => !/[[\]]/.test(value), 'errors.nameBrackets')
  .refine((value) => !hasInvisibleCharacters(value), 'errors.nameInvisible');

/**
 * An address mail can reach. `.invalid` ones (RFC 2606) never can: they are the stand-ins of child accounts made
 * without an e-mail (decision 029), so nobody may register one (and so take a future child's sign-in name), ask a
 * reset or a confirmation link for one, or give one as a child's e-mail.
 */
export const emailField = z
  .string({ message: 'errors.emailInvalid' })
  .trim()
  .toLowerCase()
  .max(254, 'errors.emailInvalid')
  .pipe(z.email('errors.emailInvalid'))
  .refine((address) => !isUndeliverableAddress(address), 'errors.emailInvalid');

export const passwordField = z
  .string({ message: 'errors.passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, 'errors.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong');

/** A child's year of birth as a form sends it (4 to 17 years old this year), checked against the day it arrives. */
export function birthYearField(message: string) {
  return z
    .string({ message })
    .trim()
    .regex(/^\d{4}$/, message)
    .transform(Number)
    .refine((year) => childBirthYears().includes(year), message);
}

/** An optional form field: empty means absent. */
function optional<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field.optional());
}

/** The country a person lives in, as the sign-up's select sends it (lib/country-field.ts). */
const signUpCountryField = countryField('errors.countryInvalid');

/** Whether a child of `birthYear` in `country` who registers alone needs a parent's consent (decision 060). */
function isYoung(input: { role: string; birthYear?: number; country?: string }): boolean {
  return input.role === 'child' && input.birthYear !== undefined && familyConsentNeeded({ birthYear: input.birthYear, country: input.country ?? null, basis: null });
}

/**
 * Self-registration. A child gives their year of birth and country; a child who may be below their country's age of
 * digital consent (lib/consent-ages.ts, decision 060) names a parent's e-mail instead of a last name: until a parent
 * agrees we keep no more than the first name (decision 030). Where the law asks for the child's agreement too (France
 * under 15), the child ticks that they agree. A parent gives their country for the children they make (decision 029).
 * Without a country (callers other than the form), the rule of accounts made before it was asked holds: 13.
 */
export const registerSchema = z
  .object({
    firstName: nameField,
    lastName: optional(nameField),
    email: emailField,
    password: passwordField,
    role: z.enum(SELF_SERVICE_ROLES, { message: 'errors.roleInvalid' }),
    birthYear: optional(birthYearField('errors.birthYearInvalid')),
    country: optional(signUpCountryField),
    parentEmail: optional(emailField),
    /** The checkbox's "on": the child's own agreement (France under 15). */
    childAgreement: optional(z.string()),
  })
  .superRefine((input, context) => {
    const young = isYoung(input);
    if (input.role === 'child' && input.birthYear === undefined) context.addIssue({ code: 'custom', path: ['birthYear'], message: 'errors.birthYearRequired' });
    if (young && !input.parentEmail) context.addIssue({ code: 'custom', path: ['parentEmail'], message: 'errors.parentEmailRequired' });
    if (young && input.parentEmail === input.email) context.addIssue({ code: 'custom', path: ['parentEmail'], message: 'errors.parentEmailSame' });
    if (young && consentRuleFor(input.country ?? null).childAgreementToo && input.childAgreement === undefined) {
      context.addIssue({ code: 'custom', path: ['childAgreement'], message: 'errors.childAgreementRequired' });
    }
    if (!young && input.lastName === undefined) context.addIssue({ code: 'custom', path: ['lastName'], message: 'errors.nameRequired' });
  })
  .transform(({ birthYear, parentEmail, lastName, country, childAgreement, ...input }) => {
    const young = isYoung({ role: input.role, birthYear, country });
    return {
      ...input,
      lastName: young ? '' : (lastName ?? ''),
      birthYear: input.role === 'child' ? (birthYear ?? null) : null,
      /** A child's or a parent's country; a tutor's is not asked. */
      country: input.role === 'tutor' ? null : (country ?? null),
      /** The parent who must agree, for a child below their country's age; null for everyone else. */
      parentEmail: young ? (parentEmail ?? null) : null,
      /** The child agreed too, where the law asks it of them (decision 060). */
      childAgreed: young && consentRuleFor(country ?? null).childAgreementToo && childAgreement !== undefined,
    };
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * What the sign-in form's first field takes: an e-mail (it has an @) or a child's sign-in name (decision 029). The
 * field keeps the name `email`, which browsers' password managers already know for this form.
 */
export const signInIdField = z
  .string({ message: 'errors.signInIdInvalid' })
  .trim()
  .toLowerCase()
  .max(254, 'errors.signInIdInvalid')
  .refine((value) => (value.includes('@') ? z.email().safeParse(value).success : SIGN_IN_NAME_PATTERN.test(value)), 'errors.signInIdInvalid');

export const signInSchema = z.object({
  email: signInIdField,
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
  firstName: z.string().trim().max(NAME_MAX_LENGTH, 'errors.nameTooLong').refine((value) => !hasInvisibleCharacters(value), 'errors.nameInvisible'),
  lastName: z.string().trim().max(NAME_MAX_LENGTH, 'errors.nameTooLong').refine((value) => !hasInvisibleCharacters(value), 'errors.nameInvisible'),
});
