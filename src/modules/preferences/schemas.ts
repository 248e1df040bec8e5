import { z } from 'zod';
import { CURRENCIES, MODES, PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { LOCALES } from '@/i18n/locales';
import { emailField, passwordField } from '@/modules/accounts/schemas';

export const preferencesSchema = z.object({
  locale: z.enum(LOCALES, { message: 'errors.localeInvalid' }),
  currency: z.enum(CURRENCIES, { message: 'errors.currencyInvalid' }),
  mode: z.enum(MODES, { message: 'errors.modeInvalid' }),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** A signed-out visitor's switcher (spec 4: preferences start from the cookies): language and currency only. */
export const visitorPreferencesSchema = preferencesSchema.pick({ locale: true, currency: true });
export type VisitorPreferencesInput = z.infer<typeof visitorPreferencesSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ message: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
  newPassword: passwordField,
});

/** A new address for one's account, with the current password (decision 037). */
export const emailChangeSchema = z.object({
  newEmail: emailField,
  currentPassword: changePasswordSchema.shape.currentPassword,
});

/** The confirmation link's token, posted by its page's button (a GET never writes). */
export const emailChangeTokenSchema = z.object({
  token: z.string().min(1, 'errors.emailChangeLinkInvalid').max(200, 'errors.emailChangeLinkInvalid'),
});
