/**
 * Intl's formatters, made once per kind, locale and options and kept, on the server and in the browser (the client
 * translator's, src/i18n/client.tsx). Building one costs far more than using it: a profile of a signed-in page
 * under load put 6 % of the server's time in the ticker's money formatting alone, which built two per price, and
 * every page formats prices, percentages, amounts, dates and plurals. Kept apart from lib/number-format.ts, so the
 * browser's translator on every page carries only this.
 */

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules;

const made = new Map<string, Format>();
/** Locales and currencies come from a short validated list, so the map stays small; the bound is a safety net. */
const MAX_FORMATS = 500;

/** `options` must be a plain object of primitive values (it is the key, as JSON). */
function kept<T extends Format>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (!format) {
    if (made.size >= MAX_FORMATS) made.clear();
    format = make();
    made.set(key, format);
  }
  return format;
}

/** A shared `new Intl.NumberFormat(locale, options)`. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** A shared `new Intl.DateTimeFormat(locale, options)`. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** A shared `new Intl.PluralRules(locale, options)`. */
export const pluralRules = (locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules =>
  kept('plural', locale, options, () => new Intl.PluralRules(locale, options));
