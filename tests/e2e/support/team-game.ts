/*
 * tests/e2e/competition-teams.spec.ts (decision 067): a teacher's class of four children who play the class
 * stock-market game in teams, made before the server starts (tests/e2e/support/prepare-team-game.ts), and a team game
 * of theirs that ended yesterday but is not frozen yet: the leader's end job freezes it while the server runs (a
 * browser cannot move the app's days on, so a game the journey creates cannot reach its end).
 */

export const TEAM_GAME = {
  /** Runs the class (Classroom plan) and both games. */
  tutor: { email: 'tess@e2e.test', password: 'tess-password', firstName: 'Tess', lastName: 'Trader' },
  children: {
    alba: { email: 'alba@e2e.test', password: 'alba-password', firstName: 'Alba', lastName: 'Teamplay' },
    bruno: { email: 'bruno@e2e.test', password: 'bruno-password', firstName: 'Bruno', lastName: 'Teamplay' },
    cleo: { email: 'cleo@e2e.test', password: 'cleo-password', firstName: 'Cleo', lastName: 'Teamplay' },
    dario: { email: 'dario@e2e.test', password: 'dario-password', firstName: 'Dario', lastName: 'Teamplay' },
  },
  className: 'Market makers 5C',
  /** The team game that ended yesterday: Alba and Bruno's Brave Otters ahead of Cleo and Dario's Wise Turtles. */
  endedGameId: '6e0c0067-0000-4000-8000-00000000c067',
  endedGameName: 'Winter team game',
} as const;
