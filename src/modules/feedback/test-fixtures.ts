/* Test fixtures of the feedback module (integration tests only). */

/** A tutor's message and a child's reply (decision 035), for the tests of modules that react to them. */
export { replyAsChild, sendAsTutor } from './messages';
