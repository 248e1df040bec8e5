/*
 * The friendly names a team picks from (decision 067): chosen from this list rather than typed, so a team's name is
 * kind in every language by construction (there is no moderation of typed text to lean on). A name is stored as its
 * key and shown in the reader's language (`competitions.teamNames.<key>`). No 'server-only': the forms list them.
 */
export const TEAM_NAMES = [
  'braveOtters',
  'brightOwls',
  'calmDolphins',
  'cleverFoxes',
  'curiousPandas',
  'gentleWhales',
  'happyHedgehogs',
  'kindBears',
  'luckyLadybirds',
  'merryPenguins',
  'quickRabbits',
  'smartBeavers',
  'sunnyParrots',
  'swiftFalcons',
  'wiseTurtles',
  'zippyBees',
] as const;
export type TeamName = (typeof TEAM_NAMES)[number];

export function isTeamName(value: unknown): value is TeamName {
  return typeof value === 'string' && (TEAM_NAMES as readonly string[]).includes(value);
}
