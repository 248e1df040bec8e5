/*
 * The editors' limits, shared by the zod schemas (server) and the forms (browser). Kept free of imports so the
 * forms do not pull the database schema into the browser bundle.
 */

export const TITLE_MAX = 120;
export const SUMMARY_MAX = 300;
export const DESCRIPTION_MAX = 5000;

/** Featured lessons: at most 12 lessons are featured at once. */
export const MAX_FEATURED_LESSONS = 12;

export const BADGE_NAME_MAX = 60;
export const BADGE_DESCRIPTION_MAX = 200;
export const XP_BONUS_MAX = 1000;
export const THRESHOLD_MAX = 1_000_000;
