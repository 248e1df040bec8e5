/*
 * Searching with SQL LIKE / ILIKE for what a person typed: LIKE's own wildcards (`%`, `_`) and its escape (`\`) are
 * searched for as they are, so "100%" finds "100%" and not every text starting with "100".
 */

/** The text with LIKE's wildcards and escape escaped (PostgreSQL's default escape character, `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching any text that contains `value`. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
