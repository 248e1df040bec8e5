/*
 * tests/e2e/translations.spec.ts (decision 051): a child who reads French, made before the server starts
 * (tests/e2e/support/prepare.ts), so the registration form's limit per address stays for the specs about it.
 */

export const FRENCH_READER = { email: 'fleur@e2e.test', password: 'fleur-password', firstName: 'Fleur', lastName: 'Lecture', locale: 'fr' } as const;
