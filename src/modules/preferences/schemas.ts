import { z } from 'zod';
import { CURRENCIES, MODES, PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { LOCALES } from '@/i18n/locales';
import { passwordField } from '@/modules/accounts/schemas';

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
