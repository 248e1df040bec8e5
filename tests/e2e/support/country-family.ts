/**
 * A 14-year-old who registered alone in the United States (no parent's consent needed there at 14) and a parent
 * linked to them, whose country changes in tests/e2e/country-change.spec.ts (decision 060's amendment). Made by
 * prepare.ts.
 */
export const COUNTRY_FAMILY = {
  child: { email: 'mika@e2e.test', password: 'mika-password', firstName: 'Mika', lastName: 'Mover' },
  parent: { email: 'moira@e2e.test', password: 'moira-password', firstName: 'Moira', lastName: 'Mover' },
} as const;
