import { z } from 'zod';
import { COUNTRY_CODES } from './consent-ages';

/*
 * The one check of a country a form sends (decision 060): the sign-up's, a parent's change of a child's country, an
 * admin's. Apart from consent-ages.ts, which the browser gets without zod. The message is the caller's: each module
 * says it with its own words (a key of its message files), and this file holds none, so a page importing it is sent no
 * words of another module (src/i18n/client-messages.ts follows imports and sends the keys it finds quoted).
 */

/** A country the sign-up offers (ISO 3166-1 alpha-2, lib/consent-ages.ts); anything else fails with `message`. */
export function countryField(message: string) {
  return z
    .string({ message })
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), message);
}
