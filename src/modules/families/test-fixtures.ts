/* Test fixtures of the families module (integration tests only). */

/** A parent's choices for a child, for the tests of modules that react to them. */
export { setChildJournalTutors } from './journal-audience';
