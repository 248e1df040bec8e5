/*
 * A child's read-aloud setting (decision 053) as the forms offer it: automatic (by age, stored as null), on or off.
 * No zod and no server code: the settings forms in the browser use it too.
 */

export const READ_ALOUD_CHOICES = ['auto', 'on', 'off'] as const;
export type ReadAloudChoice = (typeof READ_ALOUD_CHOICES)[number];

/** The form's choice for the stored value (`learning_profiles.read_aloud`). */
export function readAloudChoice(stored: boolean | null): ReadAloudChoice {
  return stored === null ? 'auto' : stored ? 'on' : 'off';
}

/** The stored value for the form's choice: null follows the child's age. */
export function storedReadAloud(choice: ReadAloudChoice): boolean | null {
  return choice === 'auto' ? null : choice === 'on';
}

/** What a form shows of a child's setting: the choice, and what "automatic" means for this child today. */
export interface ReadAloudSetting {
  choice: ReadAloudChoice;
  /** What the child's age gives: whether "automatic" reads aloud for them now. */
  byAge: boolean;
}
