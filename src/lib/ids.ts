/** Our row ids (PostgreSQL's gen_random_uuid): anything else is "no such row" at the boundary, never a database error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Account ids (auth_users.id): 32 hex characters from createAccount, better-auth's own alphanumeric ids for
 * registrations. A path segment that could be no account id is a malformed request (400), not "no such account".
 */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
