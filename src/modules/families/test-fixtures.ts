/* Test fixtures of the families module (integration tests only). */

/** A parent's choices for a child, for the tests of modules that react to them. */
export { setChildJournalTutors } from './journal-audience';
/** A parent's and a child's steps of a family link (decision 026). */
export { answerRequest, endLink, requestLink } from './links';
