import { IncomingMessage, type ServerResponse } from 'node:http';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { DATABASE_RETRY_SECONDS } from '@/lib/outage';
import { largestBodyLimitFor, SERVER_ACTION_BODY_LIMIT } from './body-limits';
import type { PageCache } from './page-cache';
import { anonymousPageKey } from './page-cache';
import { newRequestId, runInRequestContext, type RequestContext } from './request-context';
import { anonymousPageCacheControl, deadSessionCookieClearing, isCrossSiteAction, isDecodableActionBody, isMalformedAddress, isTextActionRequest, staleRoleCookieClearing } from './request-guards';
import { secureSetCookie } from './secure-cookies';
import { createNonce, securityHeaders, streamSecurityHeaders } from './security-headers';
import { liveStreamOf } from './snapshot-hub';
import { visitorLanguageOf } from './visitor-language';

/*
 * Every request the app server takes, as named stages in order (server.ts builds it, request-pipeline.unit.test.ts
 * drives each stage over a real socket). Each stage either answers the request itself and says so, or prepares it for
 * the next. Only Node's and Next's public APIs are used: Next is handed a plain IncomingMessage, the one a server
 * action's body was read from replaced by a copy that replays it.
 * No 'server-only': the custom server imports it.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface ProbeState {
  /** Until the first pages are warmed (warm-up.ts). */
  warming(): boolean;
  /** Once a stop began. */
  stopping(): boolean;
  /** /readyz's judgement of the database (decision 049). */
  judge(): Promise<{ database: string; migrations: string }>;
  /** Whether this instance runs the market engine and the jobs (decision 041). */
  engine(): string;
}

export type LiveStream = 'ticker' | 'market' | 'notifications' | 'competition';

export interface PipelineOptions {
  dev: boolean;
  appUrl: string;
  isHttps(req: IncomingMessage): boolean;
  clientAddressOf(req: IncomingMessage): string;
  probes: ProbeState;
  /** Serves one of the server-sent event streams (never called while stopping). */
  serveStream(stream: LiveStream, req: IncomingMessage, res: ServerResponse, client: string, headers: Record<string, string>): void;
  /** Decision 020: public pages for visitors without a session, from memory; null in development. */
  pageCache: PageCache | null;
  /** Next's request handler. */
  next: Handler;
}

/** Headers only this server may set: anything a client sends under these names is dropped. */
export const TRUSTED_HEADERS = ['x-academy-path', 'x-academy-client-ip', 'x-nonce', 'content-security-policy'] as const;

function plainText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** Stage 1: what a client claims in our own headers is dropped before anything reads them. */
export function dropTrustedHeaders(req: IncomingMessage): void {
  for (const name of TRUSTED_HEADERS) delete req.headers[name];
}

/**
 * A server action's answer is sent uncompressed: it is a few hundred bytes (an answer's result, a form's message),
 * and Next compresses a streamed answer whatever its size, setting up and tearing down a compressor each time, which
 * cost a lesson's answer more of the server's time than any other step of it but the statements (decision 076).
 * Pages, and the payloads of client-side navigations, stay compressed.
 */
export function answerActionUncompressed(req: IncomingMessage): void {
  if (req.headers['next-action']) delete req.headers['accept-encoding'];
}

/** /healthz (the process answers) or /readyz (it can serve), for GET and HEAD; anything else is Next's. */
export function probeOf(method: string | undefined, url: string | undefined): 'healthz' | 'readyz' | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const match = /^\/(healthz|readyz)(?:\?|$)/.exec(url ?? '');
  return match ? (match[1] as 'healthz' | 'readyz') : null;
}

/**
 * Stage 2 (decision 041): liveness and readiness for a load balancer or an orchestrator: cheap, unauthenticated, and
 * saying only up or down (no versions, no errors). True when answered.
 */
export function answerProbe(req: IncomingMessage, res: ServerResponse, requestId: string, options: PipelineOptions): boolean {
  const probe = probeOf(req.method, req.url);
  if (probe === null) return false;
  const answer = (status: number, body: Record<string, string>) => {
    res.writeHead(status, { 'X-Request-Id': requestId, ...streamSecurityHeaders({ https: options.isHttps(req) }), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
  const { probes } = options;
  if (probe === 'healthz') answer(200, { status: 'alive' });
  else if (probes.stopping() || probes.warming()) answer(503, { status: probes.stopping() ? 'stopping' : 'starting' });
  else {
    probes.judge().then(
      ({ database, migrations }) => {
        const ready = database === 'up' && migrations === 'current';
        answer(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', database, migrations, engine: probes.engine() });
      },
      () => answer(503, { status: 'not ready', database: 'down', migrations: 'unknown', engine: probes.engine() }),
    );
  }
  return true;
}

/**
 * Stage 3: server-sent events (the ticker, the market, a person's notifications, a competition's ranking), served on bare node:http, exempt
 * from the request time-out, and before anything a page needs (nonce, policy, Next's headers): a stream holds what
 * its request allocated for as long as it is open, so it gets fixed headers (decision 016). True when answered.
 */
export function serveLiveStream(req: IncomingMessage, res: ServerResponse, requestId: string, options: PipelineOptions): boolean {
  const stream = liveStreamOf(req.method, req.url);
  if (stream === null) return false;
  const headers = { 'X-Request-Id': requestId, ...streamSecurityHeaders({ https: options.isHttps(req) }) };
  if (options.probes.stopping()) {
    // The hubs are closed: the browser's EventSource retries, to another instance or to this one restarted.
    plainText(res, 503, 'The server is restarting.', { ...headers, 'Retry-After': '5', Connection: 'close' });
  } else {
    options.serveStream(stream, req, res, options.clientAddressOf(req), headers);
  }
  return true;
}

/**
 * Stage 4: the page's security headers with a fresh nonce (Next reads it from the request's CSP header and puts it
 * on every script it renders), and the facts later code reads from the request: its path and the client's address.
 */
export function preparePageRequest(req: IncomingMessage, res: ServerResponse, requestId: string, options: PipelineOptions): string {
  res.setHeader('X-Request-Id', requestId);
  if (options.probes.stopping()) res.setHeader('Connection', 'close');
  const nonce = createNonce();
  // The path picks the policy: an SVG's stricter one must be set here, Next keeps a header already set.
  const headers = securityHeaders(nonce, { dev: options.dev, https: options.isHttps(req), path: req.url ?? '/' });
  req.headers['content-security-policy'] = headers['Content-Security-Policy'];
  req.headers['x-nonce'] = nonce;
  req.headers['x-academy-path'] = req.url ?? '/';
  req.headers['x-academy-client-ip'] = options.clientAddressOf(req);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return nonce;
}

/**
 * Stage 5: requests refused before any work, each with a readable reason: an address Next would fail to decode (400),
 * a body declared larger than anything the path takes (413, unread: decision 042; Connection: close, so node does
 * not read on to drain it), a form posted from another site (403). True when answered.
 */
export function refuseUnfitRequest(req: IncomingMessage, res: ServerResponse, appUrl: string): boolean {
  if (isMalformedAddress(req.url)) {
    plainText(res, 400, 'Bad request: the address holds a malformed %-escape or a control character.');
    return true;
  }
  const bodyLimit = largestBodyLimitFor(req.url ?? '/');
  if (Number(req.headers['content-length'] ?? 0) > bodyLimit) {
    plainText(res, 413, `Payload too large: this address accepts at most ${Math.floor(bodyLimit / 1024)} KB.`, { Connection: 'close' });
    return true;
  }
  if (isCrossSiteAction(req.method, req.headers, appUrl)) {
    plainText(res, 403, 'Forbidden: this request did not come from this site.');
    return true;
  }
  return false;
}

/**
 * Stage 6: the cookies that say who and how: a stale role cookie goes, and a visitor's `?lang=` wins over their
 * language cookie for this page (Next and the page cache read the request's cookie) and the ones after it
 * (decision 048).
 */
export function applyPreferenceCookies(req: IncomingMessage, res: ServerResponse, https: boolean): void {
  const clearRole = staleRoleCookieClearing(req.headers.cookie, https);
  if (clearRole) res.setHeader('Set-Cookie', clearRole);
  const urlLanguage = visitorLanguageOf(req, { secure: https });
  if (urlLanguage) {
    req.headers.cookie = urlLanguage.requestCookie;
    if (urlLanguage.setCookie) res.appendHeader('Set-Cookie', urlLanguage.setCookie);
  }
}

/** Stage 7 (spec 9): 70 s for handling a request, then a 503 that says so (or the connection cut mid-answer). */
export function limitRequestTime(res: ServerResponse): void {
  res.setTimeout(REQUEST_TIMEOUT_MS, () => {
    if (!res.headersSent) plainText(res, 503, 'The server took too long to answer. Please try again.');
    else res.destroy();
  });
}

/**
 * Stage 8 (decision 020): a public page for a visitor without a session, from memory when it was rendered recently;
 * otherwise the answer about to be rendered is recorded as the page itself. True when answered from memory.
 */
export function serveFromPageCache(req: IncomingMessage, res: ServerResponse, nonce: string, cache: PageCache | null): boolean {
  const pageKey = cache ? anonymousPageKey(req) : null;
  if (pageKey === null || cache === null) return false;
  const page = cache.get(pageKey);
  if (page) {
    cache.serve(page, req, res, nonce);
    return true;
  }
  cache.record(pageKey, res, nonce);
  return false;
}

/**
 * Stage 9: just before the answer's headers go out, once Next has set its own: a session cookie that named no
 * session goes (deadSessionCookieClearing), every cookie of an answer to an HTTPS request carries Secure
 * (secure-cookies.ts: the app may be configured with an http APP_URL behind an HTTPS proxy), a page that failed
 * because the database was away says 503 with Retry-After (decision 049), and a page for a visitor without a session
 * may be kept by the browser (anonymousPageCacheControl).
 */
export function adjustAnswerHeaders(req: IncomingMessage, res: ServerResponse, context: RequestContext, secure: boolean): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!this.headersSent) {
      if (context.deadSessionCookie) {
        const current = this.getHeader('set-cookie');
        const already = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
        const clearing = deadSessionCookieClearing(req.headers.cookie, already, secure);
        if (clearing.length > 0) this.setHeader('Set-Cookie', [...already, ...clearing]);
      }
      if (secure) {
        const cookies = secureSetCookie(this.getHeader('set-cookie'));
        if (cookies) this.setHeader('Set-Cookie', cookies);
      }
      let status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (context.databaseUnavailable && status >= 500) {
        status = 503;
        if (typeof args[0] === 'number') args[0] = 503;
        this.statusCode = 503;
        this.setHeader('Retry-After', String(DATABASE_RETRY_SECONDS));
        this.setHeader('Cache-Control', 'no-store');
      }
      const cacheControl = anonymousPageCacheControl(
        { method: req.method, cookie: req.headers.cookie },
        { status, contentType: this.getHeader('content-type'), cacheControl: this.getHeader('cache-control') },
      );
      if (cacheControl) this.setHeader('Cache-Control', cacheControl);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** The whole body, or null past `limit` bytes (the rest is not read). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The request as it arrived, its body read already: a new IncomingMessage on the same socket with the same method,
 * address and headers, whose stream gives the body again. Marked complete, so that Node never takes it for a request
 * cut short (which would close the connection).
 */
export function replayingRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

/**
 * Stage 10: to Next, in the request's logging context. A server action's text body is read here first and refused
 * when it is too large (413) or not what React's encodeReply makes (400: Next would answer 500), then replayed.
 */
export function passToNext(req: IncomingMessage, res: ServerResponse, context: RequestContext, next: Handler): void {
  if (!isTextActionRequest(req.method, req.headers)) {
    void runInRequestContext(context, () => next(req, res));
    return;
  }
  readBody(req, SERVER_ACTION_BODY_LIMIT).then(
    (body) => {
      if (body === null) plainText(res, 413, 'Payload too large.', { Connection: 'close' });
      else if (!isDecodableActionBody(body.toString('utf8'))) plainText(res, 400, "Bad request: the action's arguments could not be read.");
      else void runInRequestContext(context, () => next(replayingRequest(req, body), res));
    },
    () => res.destroy(),
  );
}

/** Every request, through the stages in order. */
export function createRequestPipeline(options: PipelineOptions): Handler {
  return (req, res) => {
    dropTrustedHeaders(req);
    // OWASP ASVS V16: one id per request, on the answer and on every log line written while handling it.
    const requestId = newRequestId();
    if (answerProbe(req, res, requestId, options)) return;
    if (serveLiveStream(req, res, requestId, options)) return;
    const nonce = preparePageRequest(req, res, requestId, options);
    if (refuseUnfitRequest(req, res, options.appUrl)) return;
    const https = options.isHttps(req);
    applyPreferenceCookies(req, res, https);
    limitRequestTime(res);
    if (serveFromPageCache(req, res, nonce, options.pageCache)) return;
    // The logger reads the id (and, once the session flow knows it, the user id) from this context.
    const context: RequestContext = { requestId };
    adjustAnswerHeaders(req, res, context, https);
    answerActionUncompressed(req);
    passToNext(req, res, context, options.next);
  };
}
