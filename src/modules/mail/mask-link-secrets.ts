/*
 * The outbox is read by admins, but the links in its mail are someone else's keys: a password-reset link would let
 * an admin take over a child's account and read the private journal (`keep:journal:own`, the one permission an admin
 * does not hold, decision 025); a consent link would let them agree for a parent. So /admin/outbox shows each link
 * with its secret part replaced, and the stored message stays whole for whoever runs the app without SMTP
 * (the developer who must follow it, the tests). Pure, so its rules can be read in one place.
 */

export const MASK = '••••';

/** Query values that are a secret or a signature in our links (`?token=` for verify, reset, consent and e-mail change; `s=` signs an unsubscribe or a consent stop). */
const SECRET_QUERY_VALUE = /([?&]|&amp;)(token|s|sig|signature|code|key|secret)=([^&\s"'<>#]+)/gi;
/** A long random path segment (a token carried in the path, as better-auth's own `/reset-password/<token>`). */
const PATH_TOKEN = /\/[A-Za-z0-9_-]{32,}(?=[/?#]|&amp;|$)/g;
/** A URL in plain text or in HTML (an href or the visible link; `&amp;` stays inside the match). */
const URL = /https?:\/\/[^\s"'<>]+/g;

function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUE, (_match, separator: string, name: string) => `${separator}${name}=${MASK}`).replace(PATH_TOKEN, `/${MASK}`);
}

/** The message's text (or HTML) with every link's secret replaced by MASK; everything else as it was. */
export function maskLinkSecrets(body: string): string {
  return body.replace(URL, maskUrl);
}
