import 'server-only';
import { COUNTRY_CODES } from '@/lib/consent-ages';

/** A country the sign-up offers, named in the reader's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The sign-up's country select (decision 060): every country named in the page's language (the runtime's CLDR names,
 * so no message file lists them) in that language's order. Named on the server, so the browser's own names cannot
 * differ from the page's. The first choice is the browser's (register-form.tsx): /register is kept by the page cache
 * per language, currency and mode (decision 020), so nothing else of the request may change what it renders.
 */
export function registrationCountries(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
