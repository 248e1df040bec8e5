/* Test fixtures of the feedback module (integration tests only). */

/** A tutor's message, a child's reply and an admin's removal (decision 035), for the tests of modules that react to them. */
export { removeMessage, replyAsChild, sendAsTutor } from './messages';
