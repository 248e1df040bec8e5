import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';

/**
 * An admin's helpline for one locale (decision 025): a name, and a phone number or a web address (or both). An empty
 * name removes it, and the kind help then gives the general advice alone.
 */
export const helplineSchema = z
  .object({
    locale: z.enum(LOCALES, { message: 'helplines.errors.locale' }),
    name: z.string().trim().max(100, 'helplines.errors.nameTooLong'),
    // Empty, or a dialable number: an optional +, then 2 to 15 digits (E.164's most) with spaces, dots, dashes or
    // brackets between them.
    phone: z
      .string()
      .trim()
      .max(30, 'helplines.errors.phone')
      .refine((value) => value === '' || (/^\+?[0-9(][0-9 ().-]*[0-9]$/.test(value) && /^[0-9]{2,15}$/.test(value.replace(/[^0-9]/g, ''))), 'helplines.errors.phone'),
    url: z
      .string()
      .trim()
      .max(200, 'helplines.errors.url')
      .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'helplines.errors.url'),
  })
  .refine((line) => line.name === '' || line.phone !== '' || line.url !== '', { message: 'helplines.errors.contact', path: ['phone'] });
export type HelplineInput = z.infer<typeof helplineSchema>;
