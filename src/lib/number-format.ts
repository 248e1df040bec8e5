/**
 * Intl.NumberFormat instances, made once per locale and options and kept. Building one costs far more than using it
 * (a profile of a signed-in page under load put 6 % of the server's time in the ticker's money formatting alone,
 * which built two per price), and every page formats prices, percentages and amounts.
 */

const formats = new Map<string, Intl.NumberFormat>();
/** Locales and currencies come from a short validated list, so the map stays small; the bound is a safety net. */
const MAX_FORMATS = 500;

/** A shared `new Intl.NumberFormat(locale, options)`; `options` must be a plain object of primitive values. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
