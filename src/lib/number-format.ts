import { numberFormat } from './intl-formats';
import { isRightToLeft } from './text-direction';

const LEFT_TO_RIGHT_EMBEDDING = '\u202A';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

/**
 * An amount of money formatted in `locale`, readable inside right-to-left text. Arabic writes "‏10,250.50 US$"
 * (a right-to-left mark, the number, the sign): inside an Arabic sentence the bidi algorithm then takes the sign's
 * "$" (a neutral) away from its letters and shows "$US 10,250.50". The sign is embedded left to right, so it reads
 * "US$ 10,250.50" there, as the locale means. The embedding rather than an isolate (U+2066), because our PDF fonts
 * have glyphs for the embeddings (zero width) but none for the isolates (src/server/pdf-bidi.tsx).
 */
export function formatCurrency(locale: string, options: Intl.NumberFormatOptions, value: number | Intl.StringNumericLiteral): string {
  const format = numberFormat(locale, options);
  if (!isRightToLeft(locale)) return format.format(value);
  return readableCurrencyParts(locale, format.formatToParts(value))
    .map((part) => part.value)
    .join('');
}

/** `parts` with a Latin currency sign embedded left to right in a right-to-left locale (see formatCurrency). */
export function readableCurrencyParts(locale: string, parts: Intl.NumberFormatPart[]): Intl.NumberFormatPart[] {
  if (!isRightToLeft(locale)) return parts;
  return parts.map((part) => (part.type === 'currency' && /\p{Script=Latin}/u.test(part.value) ? { ...part, value: `${LEFT_TO_RIGHT_EMBEDDING}${part.value}${POP_DIRECTIONAL_FORMATTING}` } : part));
}
