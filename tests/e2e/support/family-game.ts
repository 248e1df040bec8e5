/*
 * tests/e2e/family-game.spec.ts (decision 074): a parent and their two linked children, made before the server starts
 * (tests/e2e/support/prepare-family-game.ts), a child linked to nobody, and a family game of theirs that ended yesterday
 * but is not frozen yet: the leader's end job freezes it while the server runs (a browser cannot move the app's days
 * on, so a game the journey creates cannot reach its end).
 */

export const FAMILY_GAME = {
  /** Runs both family games. */
  parent: { email: 'fern@e2e.test', password: 'fern-password', firstName: 'Fern', lastName: 'Homestead' },
  children: {
    mila: { email: 'mila@e2e.test', password: 'mila-password', firstName: 'Mila', lastName: 'Homestead' },
    noah: { email: 'noah@e2e.test', password: 'noah-password', firstName: 'Noah', lastName: 'Homestead' },
  },
  /** Linked to no parent: the family's games do not exist for her. */
  outsider: { email: 'olga@e2e.test', password: 'olga-password', firstName: 'Olga', lastName: 'Elsewhere' },
  /** The family game that ended yesterday: Mila ahead of Noah. */
  endedGameId: '6e0c0074-0000-4000-8000-00000000f074',
  endedGameName: 'Holiday family game',
} as const;
