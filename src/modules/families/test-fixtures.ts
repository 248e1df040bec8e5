/* Test fixtures of the families module (integration tests only). */

/** A parent's choices for a child, for the tests of modules that react to them. */
export { setChildJournalTutors } from './journal-audience';
/** A parent's and a child's steps of a family link (decision 026). */
export { answerRequest, endLink, requestLink } from './links';
/** A parent makes a child's account (decision 029), for the tests of the plan's limit on children (decision 040). */
export { createChild } from './create-child';
/** A linked parent takes over a rostered child's account (decision 060), for the roster import's tests. */
export { takeOverConsent } from './take-over-consent';
