/*
 * A child's age from the birth year they or their parent gave (decisions 029, 030), shared by the server and the
 * registration and child-account forms (no zod here: the browser gets this file).
 */

/** A child with an account is 4 to 17 years old this year. */
export const CHILD_AGE_MIN = 4;
export const CHILD_AGE_MAX = 17;
/* Below which age a child who registers alone needs a parent's consent depends on their country: lib/consent-ages.ts. */

/** The birth years a child may have this year (UTC), youngest first. */
export function childBirthYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, index) => year - CHILD_AGE_MIN - index);
}

/**
 * Lessons are read aloud by default to children who may still be 9 or younger on some day of this year (decision
 * 053): reading is what holds the youngest back, and the control is always there to switch off. With the year alone,
 * one who turns 10 this year is still 9 until their birthday, so they count too (as in consent-ages.ts belowConsentAge).
 */
export const READ_ALOUD_DEFAULT_UP_TO_AGE = 9;

/**
 * Whether the lesson player reads aloud by itself for a child: their own or their parent's choice (`choice`), else
 * their age. A child without a birth year (accounts made before it was asked) starts with it off.
 */
export function readsAloud(choice: boolean | null, birthYear: number | null, now: Date = new Date()): boolean {
  if (choice !== null) return choice;
  return birthYear !== null && now.getUTCFullYear() - birthYear - 1 <= READ_ALOUD_DEFAULT_UP_TO_AGE;
}
