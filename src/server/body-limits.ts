/*
 * How many body bytes each kind of request may send (decision 042). Route handlers declare theirs through
 * routeHandler's `maxBodyBytes`; server.ts refuses, before Next, a declared Content-Length above the largest limit of
 * the path. Pure values: server.ts imports this file, so it imports nothing.
 */

/** A route that takes no body (every GET, and the POSTs of plain forms without fields): any byte is refused. */
export const NO_BODY = 0;

/** The small JSON requests the app's own pages send (a mail to send, an upload to start): a few hundred bytes. */
export const JSON_BODY_LIMIT = 16 * 1024;

/** RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` (26 bytes). */
export const ONE_CLICK_UNSUBSCRIBE_BODY_LIMIT = 1024;

/** Stripe's webhook events are a few kilobytes (decision 040). */
export const STRIPE_WEBHOOK_BODY_LIMIT = 64 * 1024;
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * A school's SAML identity provider posts its signed answer as a form (decision 069): the SSO plugin refuses a
 * response above 256 KB; the base64 and the form's encoding add a little.
 */
export const SAML_RESPONSE_BODY_LIMIT = 512 * 1024;

/**
 * Next's own limit for a server action's body (next.config's serverActions.bodySizeLimit, left at its default of
 * 1 MB); any page's path may receive an action. It is also the upload chunk's limit (MAX_CHUNK_BYTES, the files
 * module), the largest a route handler takes.
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * The most body bytes any request to this path (a URL's path and query, as node:http gives it) may declare:
 * the webhook's own limit under its path, else the server actions' (which also covers every route handler).
 */
export function largestBodyLimitFor(url: string): number {
  const path = url.split('?')[0] ?? url;
  if (path === STRIPE_WEBHOOK_PATH || path.startsWith(`${STRIPE_WEBHOOK_PATH}/`)) return STRIPE_WEBHOOK_BODY_LIMIT;
  return SERVER_ACTION_BODY_LIMIT;
}
