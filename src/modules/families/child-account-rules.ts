/* The rules of a parent-made child account (decision 029), shared by the server and the form (no zod here: the browser gets this file). */

/** A child with an account is 4 to 17 years old this year. */
export const CHILD_AGE_MIN = 4;
export const CHILD_AGE_MAX = 17;

/** The birth years a child may have this year (UTC), youngest first. */
export function childBirthYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, index) => year - CHILD_AGE_MIN - index);
}
