/* The journal's fixed rules, shared by the server and the form (no zod here: the browser gets this file). */

/** The moods a child can pick (a small fixed set, each with its emoji below); the table checks the same list. */
export const MOODS = ['happy', 'proud', 'calm', 'curious', 'tired', 'worried', 'sad', 'angry'] as const;
export type Mood = (typeof MOODS)[number];

export const MOOD_EMOJI: Record<Mood, string> = { happy: '😊', proud: '🌟', calm: '😌', curious: '🤔', tired: '😴', worried: '😟', sad: '😢', angry: '😠' };

export const TITLE_MAX = 120;
export const BODY_MAX = 10_000;
/** The newest entries a page shows; a search or a month narrows the list to find older ones. */
export const ENTRIES_PER_PAGE = 50;
