import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzip, inflateSync } from 'node:zlib';
import { CURRENCY_COOKIE, LOCALE_COOKIE, MODE_COOKIE, ROLE_COOKIE } from '@/lib/constants';
import { resolvePreferences } from './visitor-preferences';
import { AUTH_COOKIE_NAMES } from './auth-cookie-names';
import { parseCookies } from './request-guards';

/*
 * Decision 020: the public pages are the same for every visitor without a session who has the same preference
 * cookies, so the custom server keeps each one's rendered HTML and answers the next such visitor from memory. No
 * 'server-only': server.ts runs outside Next's bundle.
 *
 * - Only pages with nothing per visitor in them (PUBLIC_PAGES), only for requests that carry no session, no role
 *   cookie and none of Next's client-navigation headers, and only a complete 200 HTML answer whose render set no
 *   cookie (decision 048: the server's own language cookie, set before Next, is the request's and is not kept).
 * - Every answer still gets its own CSP nonce: the HTML is kept in parts split at the nonce it was rendered with,
 *   and joined with the new one (the old one never left the server, so no stored byte can name the new one).
 * - An edit of what these pages show (publicContentChanged) starts a new generation; a page whose render began in
 *   an older one is not kept. maxAgeMs bounds what another process's edit, and the ticker's first paint, may lag.
 */

/** The pages decision 020 lets the server keep: the same for every anonymous visitor of a locale, currency and mode. */
const PUBLIC_PAGES = [/^\/$/, /^\/courses$/, /^\/courses\/[a-z0-9-]+$/, /^\/(about|privacy|terms|login|register)$/];
/** A longer query (a `next=` path is the longest a page of ours makes) is not worth keeping. */
const MAX_QUERY_LENGTH = 256;
/** A page bigger than this is not kept (every public page is under 100 KB). */
const MAX_PAGE_BYTES = 512 * 1024;
/** The answer's headers worth keeping; the rest are the request's own (id, date, security headers set per answer). */
const KEPT_HEADERS = ['content-type', 'vary', 'link', 'cache-control', 'content-language'];

export interface CachedPage {
  /** The HTML, split where the render's nonce was. */
  parts: string[];
  headers: Record<string, string>;
  generation: number;
  storedAt: number;
}

/** The key a request's page is kept under, or null when this request's page must be rendered for it alone. */
export function anonymousPageKey(request: { method?: string; url?: string; headers: IncomingMessage['headers'] }): string | null {
  if (request.method !== 'GET') return null;
  const [pathname = '/', query = ''] = (request.url ?? '/').split(/\?(.*)/s, 2);
  if (!PUBLIC_PAGES.some((pattern) => pattern.test(pathname)) || query.length > MAX_QUERY_LENGTH) return null;
  // A client-side navigation asks for Next's RSC payload, not the document.
  if (new URLSearchParams(query).has('_rsc') || Object.keys(request.headers).some((name) => name === 'rsc' || name.startsWith('next-'))) return null;
  const cookies = parseCookies(request.headers.cookie);
  if ([ROLE_COOKIE, ...AUTH_COOKIE_NAMES].some((name) => cookies.has(name))) return null;
  // Read as the pages read them (src/server/visitor-preferences.ts): an unknown value is the default, and keyed as one.
  const { locale, currency, mode } = resolvePreferences({ locale: cookies.get(LOCALE_COOKIE), currency: cookies.get(CURRENCY_COOKIE), mode: cookies.get(MODE_COOKIE) });
  return `${locale} ${currency} ${mode} ${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The page's text from the bytes Next sent: it compresses for a browser that takes it, and this visitor's answer goes
 * out as it was; the kept copy is the page itself (null: an encoding not expected, or bytes that do not decode).
 */
function decoded(body: Buffer, encoding: unknown): string | null {
  try {
    switch (encoding) {
      case undefined:
      case 'identity':
        return body.toString('utf8');
      case 'gzip':
        return gunzipSync(body).toString('utf8');
      case 'br':
        return brotliDecompressSync(body).toString('utf8');
      case 'deflate':
        return inflateSync(body).toString('utf8');
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** A Set-Cookie header's lines, one string to compare (one line or a list of one are the same cookie). */
function cookieLines(value: number | string | readonly string[] | undefined): string {
  return JSON.stringify(value === undefined ? [] : Array.isArray(value) ? value : [String(value)]);
}

export interface PageCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  /** publicContentGeneration (src/server/shared-cache.ts), or a test's own counter. */
  generation: () => number;
  now?: () => number;
}

export class PageCache {
  /** In least-recently-used order (a Map keeps insertion order; a hit moves its entry to the end). */
  private readonly entries = new Map<string, CachedPage>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (page.generation !== this.options.generation() || this.now() - page.storedAt >= this.options.maxAgeMs) return undefined;
    this.entries.set(key, page);
    return page;
  }

  /**
   * Watches the answer Next writes for this request and keeps it under `key` if it turns out to be a complete 200 HTML
   * page that sets no cookie, rendered in the current generation. The answer itself goes out unchanged.
   */
  record(key: string, res: ServerResponse, nonce: string): void {
    const generation = this.options.generation();
    // A cookie the custom server set before Next ran (the address's language, visitor-language.ts) is this request's,
    // not the page's, and is not kept; one the render set makes the page someone's own.
    const serverCookies = cookieLines(res.getHeader('set-cookie'));
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      collect(args[0], args[1]);
      const result = (end as (...a: unknown[]) => ServerResponse).apply(this, args);
      store();
      return result;
    } as ServerResponse['end'];
    const store = () => {
      if (res.statusCode !== 200 || size > MAX_PAGE_BYTES || generation !== this.options.generation()) return;
      if (cookieLines(res.getHeader('set-cookie')) !== serverCookies) return;
      if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
      const html = decoded(Buffer.concat(chunks), res.getHeader('content-encoding'));
      if (html === null) return;
      // A render cut short (the visitor left, an error mid-stream) is not a page.
      if (!html.trimEnd().endsWith('</html>')) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      this.entries.delete(key);
      this.entries.set(key, { parts: html.split(nonce), headers, generation, storedAt: this.now() });
      while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    };
  }

  /** Answers with a kept page, carrying this answer's nonce; gzip when the browser takes it. */
  serve(page: CachedPage, req: IncomingMessage, res: ServerResponse, nonce: string): void {
    const body = Buffer.from(page.parts.join(nonce), 'utf8');
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    const vary = page.headers.vary;
    res.setHeader('Vary', vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { 'Content-Length': body.length });
      res.end(body);
      return;
    }
    // On libuv's thread pool: the main thread goes on serving while the page is compressed.
    gzip(body, { level: 6 }, (error, compressed) => {
      if (error) {
        res.writeHead(200, { 'Content-Length': body.length });
        res.end(body);
        return;
      }
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': compressed.length });
      res.end(compressed);
    });
  }
}
