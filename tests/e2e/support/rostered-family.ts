/**
 * A child the demo school's roster brought, on the school's authorisation (decision 060), and a parent already linked
 * to them who has not given their own consent yet (tests/e2e/take-over-consent.spec.ts). Made by prepare.ts.
 */
export const ROSTERED_FAMILY = {
  child: { email: 'tomas@e2e.test', password: 'tomas-password', firstName: 'Tomas', lastName: 'Rostered' },
  parent: { email: 'ruth-rostered@e2e.test', password: 'ruth-password', firstName: 'Ruth', lastName: 'Rostered' },
} as const;
