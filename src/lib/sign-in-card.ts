/*
 * The code of a classroom sign-in card (decision 066): 28 characters of Crockford's base32, 140 random bits, printed
 * under the card's QR code in groups of four. Client-safe: the card page's scanner and form, and the server, read it.
 */

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper has no look-alikes. */
export const CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CARD_CODE_LENGTH = 28;
/** What the QR code holds before the code: a scanner ignores a QR code that is not one of our cards. */
export const CARD_QR_PREFIX = 'academy-card:';
/** The longest text the code field accepts: the code with its dashes and some spaces around. */
export const CARD_INPUT_MAX = 64;

const CODE = new RegExp(`^[${CARD_ALPHABET}]{${CARD_CODE_LENGTH}}$`);

/**
 * The code as the server compares it, or null when the text cannot be one: the QR prefix, spaces and dashes are
 * dropped, letters upper-cased, and the look-alikes Crockford's base32 allows read as the digits they stand for.
 */
export function normalizeCardCode(text: string): string | null {
  const bare = text.trim().startsWith(CARD_QR_PREFIX) ? text.trim().slice(CARD_QR_PREFIX.length) : text;
  const code = readCrockford(bare);
  return CODE.test(code) ? code : null;
}

/** Text typed in Crockford's base32 as it compares: spaces and dashes dropped, upper case, O and I/L as 0 and 1. */
export function readCrockford(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** The code as it is printed: groups of four joined by dashes. */
export function formatCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
