/*
 * tests/e2e/mastery.spec.ts (decision 052): a tutor's class of two children, one of them with a parent, made before
 * the server starts with a history of answers from the days before (tests/e2e/support/prepare-mastery.ts): the app's
 * days cannot be moved on from a browser, and Mastered needs a review on a later day than a skill's first answer.
 */

export const MASTERY_CLASS = {
  /** Runs the class (Classroom plan). */
  tutor: { email: 'theo@e2e.test', password: 'theo-password', firstName: 'Theo', lastName: 'Coach' },
  /** Ivy's parent (Family plan: the report's PDF). */
  parent: { email: 'mina@e2e.test', password: 'mina-password', firstName: 'Mina', lastName: 'Skills' },
  /**
   * Answered ‘What is money?’ two days ago, 2 of its 5 questions right, and its first question again, right, in
   * yesterday's review: the skill is Attempted until she plays the lesson again with every answer right.
   */
  child: { email: 'ivy@e2e.test', password: 'ivy-password', firstName: 'Ivy', lastName: 'Skills' },
  /** Answered ‘What is money?’ two days ago, 1 of its 5 questions right: the classmate who needs help with it. */
  classmate: { email: 'hugo@e2e.test', password: 'hugo-password', firstName: 'Hugo', lastName: 'Helped' },
  className: 'Skills club',
} as const;

/** The prepared history: which of the first lesson's questions (by place) each child got right two days ago. */
export const PREPARED_RIGHT = { child: [0, 1], classmate: [0] } as const;
