/* The feedback module's limits and reactions, for its forms and pages (no zod here: a client bundle takes only these). */

/** A message's length: plain text, at most this many characters (the column's check). */
export const FEEDBACK_MAX = 1000;
/** The reactions a child may give a tutor's message (decision 035), drawn as emoji. */
export const REACTIONS = ['thumbs-up', 'heart', 'party', 'smile', 'thinking'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_EMOJI: Record<Reaction, string> = { 'thumbs-up': '👍', heart: '❤️', party: '🎉', smile: '😊', thinking: '🤔' };
/** A tutor keeps at most this many templates. */
export const TEMPLATES_MAX = 20;
