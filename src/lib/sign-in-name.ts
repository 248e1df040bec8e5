/*
 * Sign-in names and the reserved addresses of accounts without an e-mail (decision 029). Client-safe: the child
 * account form, the sign-in form, the mail sender and the schema's check all read these.
 */

export const SIGN_IN_NAME_MIN_LENGTH = 3;
export const SIGN_IN_NAME_MAX_LENGTH = 24;

/**
 * 3–24 lowercase letters, digits, dots, dashes and underscores, starting and ending with a letter or digit and no two
 * dots in a row: so `<name>@children.invalid` is always a valid address (better-auth checks its addresses).
 * The database holds the same rule (users_username_check).
 */
export const SIGN_IN_NAME_PATTERN = /^(?!.*\.\.)[a-z0-9][a-z0-9._-]{1,22}[a-z0-9]$/;

/**
 * RFC 2606 reserves the `.invalid` top-level domain: no address under it can ever receive mail. better-auth needs an
 * address on every account; a child account made without one gets `<name>@children.invalid`.
 */
export const RESERVED_ADDRESS_DOMAIN = 'children.invalid';

export function reservedAddressFor(signInName: string): string {
  return `${signInName}@${RESERVED_ADDRESS_DOMAIN}`;
}

/**
 * A rostered student the roster gave no e-mail (decision 064) gets `<random>@roster.invalid`: no sign-in name of
 * theirs exists to build it from, and, like every `.invalid` address, it never receives mail and pages show it as none.
 */
export const ROSTER_ADDRESS_DOMAIN = 'roster.invalid';

export function rosterAddressFor(id: string): string {
  return `${id}@${ROSTER_ADDRESS_DOMAIN}`;
}

/** An address no mail may go to (decision 029): every `.invalid` one, ours included. */
export function isUndeliverableAddress(address: string): boolean {
  return /\.invalid\.?$/i.test(address.trim());
}
