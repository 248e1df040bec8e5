/*
 * A database away for a moment (decision 049), as both the server's answers and the pages' error screens know it.
 */

/** How long a person or a client is asked to wait before trying again. */
export const DATABASE_RETRY_SECONDS = 5;

/** The digest a page's error boundary reads to show "We'll be right back" rather than "something went wrong". */
export const DATABASE_UNAVAILABLE_DIGEST = 'ACADEMY_DATABASE_UNAVAILABLE';
