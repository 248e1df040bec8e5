/* The classes module's limits that client forms show (no zod here: a form's bundle takes only the numbers). */

/** An assignment's note: at most this many characters (the column's check). */
export const ASSIGNMENT_NOTE_MAX = 500;
