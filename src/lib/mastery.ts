/*
 * A skill's mastery level (decision 052), as every view names it: the child's skills page and course page, a
 * parent's progress and report (page and PDF), a tutor's class. The level itself is reckoned in SQL by the mastery
 * module from the stored answers; what is here is what the views and that query share.
 */

/** The levels, lowest first. A skill with no answer yet is not started. */
export const MASTERY_LEVELS = ['not-started', 'attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** The levels a child reaches by answering (every level but not started), highest first: how the views list them. */
export const REACHED_LEVELS = ['mastered', 'proficient', 'familiar', 'attempted'] as const satisfies readonly MasteryLevel[];

/** Decision 052: a skill is Familiar from 70 % of its questions right (each one's latest answer), Attempted under it. */
export const FAMILIAR_PERCENT = 70;

/** A skill's name in each language the app speaks (the `skills.name` column). */
export type SkillName = Record<'en' | 'fr' | 'ar', string>;

/** The skill's name in `locale`, English for a language it has no name in. */
export function skillNameIn(name: SkillName, locale: string): string {
  return (name as Record<string, string | undefined>)[locale] || name.en;
}

/** The share of a skill's questions met whose latest answer was right, in whole per cent (0 when none were met). */
export function percentRight(right: number, met: number): number {
  return met > 0 ? Math.round((right / met) * 100) : 0;
}

/** How far along the four reached levels a level is: 0 (not started) to 4 (mastered), for a meter of four steps. */
export function levelStep(level: MasteryLevel): number {
  return MASTERY_LEVELS.indexOf(level);
}

/** A count for each level, all zero: what a tally starts from. */
export function emptyTally(): Record<MasteryLevel, number> {
  return { 'not-started': 0, attempted: 0, familiar: 0, proficient: 0, mastered: 0 };
}
