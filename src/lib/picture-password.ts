/*
 * A young child's picture password (decision 068): three pictures, in order, out of PICTURES, printed on their
 * classroom card; and the class's sign-in code a shared tablet types first. Client-safe: the sign-in page, the printed
 * card and the server read it.
 */
import { CARD_ALPHABET, readCrockford } from './sign-in-card';

/** The pictures a password is made of: things a 7-year-old names at a glance (their names are in messages). */
export const PICTURES = ['cat', 'dog', 'fish', 'bird', 'apple', 'banana', 'sun', 'moon', 'star', 'tree', 'ball', 'car'] as const;
export type Picture = (typeof PICTURES)[number];
/** How many pictures a password has: 12³ = 1,728 sequences, so the server keeps it slow to check and rate limited. */
export const PICTURE_SEQUENCE_LENGTH = 3;

export function isPicture(value: string): value is Picture {
  return (PICTURES as readonly string[]).includes(value);
}

/** A class's sign-in code: six characters of Crockford's base32 (30 bits), printed as `ABC-DEF`. */
export const CLASS_CODE_LENGTH = 6;
/** The longest text the class code field accepts: the code with a dash and some spaces. */
export const CLASS_CODE_INPUT_MAX = 16;

const CLASS_CODE = new RegExp(`^[${CARD_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);

/** The class code as the server compares it (read as a card's code is), or null when the text cannot be one. */
export function normalizeClassCode(text: string): string | null {
  const code = readCrockford(text);
  return CLASS_CODE.test(code) ? code : null;
}

/** The class code as it is printed: two groups of three. */
export function formatClassCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
