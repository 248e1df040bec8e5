import { randomBytes } from 'node:crypto';

/** A fresh nonce per response: scripts run only with it (no 'unsafe-inline' scripts; decision 002). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Styles: Next and React set inline style attributes; scripts are what the nonce protects.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of an SVG drawn on our server (spec 7's avatars): opened on its own (a new tab, a link) it runs nothing
 * and loads nothing; its inline styles are all it needs.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Answers on these paths are SVG images (or their JSON errors): they get SVG_CONTENT_SECURITY_POLICY. */
const SVG_PATH_PREFIXES = ['/api/avatar/'];

/**
 * The policy for one response. server.ts sets it before Next runs, and Next never replaces a header already set
 * (next/dist/server/send-response.js appends a route's header only when absent), so the policy a route handler
 * sets itself is silently dropped: the stricter policy of an SVG path has to be chosen here.
 */
export function contentSecurityPolicyFor(path: string, nonce: string, dev: boolean): string {
  return SVG_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) ? SVG_CONTENT_SECURITY_POLICY : contentSecurityPolicy(nonce, dev);
}

/**
 * No page may use the camera but the classroom card sign-in (decision 066), which reads a card's QR code with it. A
 * policy is the document's: a page reached by a client-side navigation keeps the one it started with, so the links
 * to that page are full page loads.
 */
export const CAMERA_PATHS = ['/login/card'];

export function permissionsPolicyFor(path: string): string {
  const camera = CAMERA_PATHS.includes(path.split('?')[0]!) ? 'camera=(self)' : 'camera=()';
  return `${camera}, microphone=(), geolocation=(), payment=()`;
}

export function securityHeaders(nonce: string, options: { dev: boolean; https: boolean; path?: string }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicyFor(options.path ?? '/', nonce, options.dev),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicyFor(options.path ?? '/'),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * An event stream (decisions 007, 012) is no document: nothing in it runs, so it needs no nonce, and its policy
 * allows nothing. The same headers as a page's otherwise, built once: a stream keeps its answer's header block for as
 * long as it is open, and 10,000 of them would hold 10,000 fresh copies of a page's policy (decision 016).
 */
export const STREAM_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const STREAM_SECURITY_HEADERS = {
  http: Object.freeze({ ...securityHeaders('', { dev: false, https: false }), 'Content-Security-Policy': STREAM_CONTENT_SECURITY_POLICY }),
  https: Object.freeze({ ...securityHeaders('', { dev: false, https: true }), 'Content-Security-Policy': STREAM_CONTENT_SECURITY_POLICY }),
};

export function streamSecurityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return options.https ? STREAM_SECURITY_HEADERS.https : STREAM_SECURITY_HEADERS.http;
}
