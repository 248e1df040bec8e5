/*
 * Names people show each other (first and last names, class names) must look like what they are. Unicode format
 * characters (\p{Cf}: zero-width spaces and joiners, the bidi embeddings and overrides U+202A–U+202E and isolates
 * U+2066–U+2069, the BOM…) and control characters (\p{Cc}) draw nothing or reorder what follows them, so a name could
 * pass for another person's, or turn the text around it backwards ("Maya" + U+202E). They are refused with a clear
 * message, not stripped: a name is kept as the person typed it, or not at all. Client-safe (the forms' schemas).
 */
const INVISIBLE_OR_CONTROL = /[\p{Cf}\p{Cc}]/u;

/** Whether the text holds a format or control character. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_OR_CONTROL.test(text);
}
