import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import next from 'next';
import { closeDatabase, installDatabase, openDatabase } from './src/db/client';
import { DataDirLockedError } from './src/db/lock';
import { holdLease, duringStartup } from './src/db/lease';
import { migrateDatabase, pendingMigrations } from './src/db/migrate';
import { seedDatabase } from './src/seed/seed';
import { exposedDemoAccountsMessage, findExposedDemoAccounts, isProductionStart } from './src/seed/demo-accounts';
import { REQUEST_TIMEOUT_MS, TICKER_REFRESH_MS } from './src/lib/constants';
import { env } from './src/lib/env';
import { getMarketEngine, getMarketHub, getTickerHub } from './src/modules/market/runtime';
import { anonymousPageCacheControl, deadSessionCookieClearing, isCrossSiteAction, isDecodableActionBody, isMalformedAddress, isTextActionRequest, staleRoleCookieClearing } from './src/server/request-guards';
import { createClientAddressResolver, createTrustedPeerCheck } from './src/server/client-address';
import { largestBodyLimitFor, SERVER_ACTION_BODY_LIMIT } from './src/server/body-limits';
import { routeConsoleErrorsToLog } from './src/server/logger';
import { isDatabaseUnavailable } from './src/server/db-errors';
import { ReadinessJudge } from './src/server/readiness';
import { DATABASE_RETRY_SECONDS } from './src/lib/outage';
import { newRequestId, recordDatabaseUnavailable, runInRequestContext, type RequestContext } from './src/server/request-context';
import { createNonce, securityHeaders, streamSecurityHeaders } from './src/server/security-headers';
import { secureSetCookie } from './src/server/secure-cookies';
import { anonymousPageKey, PageCache } from './src/server/page-cache';
import { visitorLanguageOf } from './src/server/visitor-language';
import { publicContentChanged, publicContentGeneration } from './src/server/shared-cache';
import { liveStreamOf, StreamAdmission } from './src/server/snapshot-hub';
import { wireDomainEvents } from './src/wiring/domain-events';
import { scheduledJobs } from './src/wiring/scheduled-jobs';
import { startNotificationStreams, unreadMessage } from './src/modules/notifications/runtime';
import { liveStreamSessionTokens, STREAM_SESSION_RECHECK_MS, streamSessionOf } from './src/server/stream-session';
import { UserStreams } from './src/server/user-streams';
import { errorFields, log } from './src/server/logger';
import { startScheduledJobs, type JobRunner } from './src/server/jobs';
import { CONTENT_CHANNEL, instanceId, MARKET_CHANNEL } from './src/server/instance';
import { publishMarket } from './src/modules/market/runtime';
import { deliverQueuedMail } from './src/server/mail/queue';
import { warmUp } from './src/server/warm-up';

/**
 * The app server: takes the data directory (embedded database), migrates, seeds on first run, then serves Next.
 * It is the one place that sees every request, so it sets the security headers and the request time-out.
 */
const dev = process.argv.includes('--dev');
/** How long a stop waits for in-flight requests before cutting them. */
const SHUTDOWN_GRACE_MS = 10_000;
/** When a stop begins: how long to keep accepting (the kernel's backlog), then how long idle keep-alive connections may still deliver a request already on its way. */
const ACCEPT_DRAIN_MS = 1_000;
const KEEP_ALIVE_DRAIN_MS = 1_000;
/** Decision 020: how many public pages (per path, query and preference cookies) are kept, and for how long at most. */
const PAGE_CACHE_ENTRIES = 500;
const PAGE_CACHE_MAX_AGE_MS = 30_000;

/** Headers only this server may set: anything a client sends under these names is dropped. */
const TRUSTED_HEADERS = ['x-academy-path', 'x-academy-client-ip', 'x-nonce', 'content-security-policy'];

/** The whole body, or null past `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
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
 * Hands a body already read to Next's action handler, which reads a stashed `actionBody` from the request's internal
 * metadata instead of the stream (next 16.4.6, app-render/action-handler.js; the version is pinned, and the fuzz
 * suite's action calls go through this path).
 */
function stashActionBody(req: IncomingMessage, body: Buffer): void {
  const key = Symbol.for('NextInternalRequestMeta');
  const holder = req as IncomingMessage & { [key: symbol]: Record<string, unknown> | undefined };
  holder[key] = { ...holder[key], actionBody: body };
}

/**
 * Just before the answer's headers go out, once Next has set its own: a session cookie that named no session goes
 * (deadSessionCookieClearing), every cookie of an answer to an HTTPS request carries Secure (secure-cookies.ts: the
 * app may be configured with an http APP_URL behind an HTTPS proxy), and a page for a visitor without a session may
 * be kept by the browser (anonymousPageCacheControl).
 */
function adjustAnswerHeaders(req: IncomingMessage, res: ServerResponse, context: RequestContext, secure: boolean): void {
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
        // A page that failed because the database was away (decision 049): "try again shortly", not a server fault.
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

/** /healthz (the process answers) or /readyz (it can serve), for GET and HEAD; anything else is Next's. */
function probeOf(method: string | undefined, url: string | undefined): 'healthz' | 'readyz' | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const match = /^\/(healthz|readyz)(?:\?|$)/.exec(url ?? '');
  return match ? (match[1] as 'healthz' | 'readyz') : null;
}



async function main(): Promise<void> {
  const config = env();
  // Decision 015: the domain events' subscribers, before anything can publish (the engine's first tick, a request).
  wireDomainEvents();
  if (!dev) {
    Object.assign(process.env, { NODE_ENV: 'production' });
    routeConsoleErrorsToLog();
  }
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, purpose: `app server on port ${config.PORT}` });
  installDatabase(handle);
  // Decision 049: a request during which the database was away answers 503 with Retry-After, never 500.
  handle.onFailure = (error) => {
    if (isDatabaseUnavailable(error)) recordDatabaseUnavailable();
  };
  // Decision 041: instances started together migrate and seed one after the other.
  const seeded = await duringStartup(handle, async () => {
    await migrateDatabase(handle);
    // Decision 043: demo accounts on the embedded database's first start only; PostgreSQL gets them on request.
    return seedDatabase(handle.db, { demo: handle.kind === 'pglite' ? 'first-run' : 'never' });
  });
  if (seeded.created.length > 0) console.log(`Seeded: ${seeded.created.join(', ')}`);
  if (!config.ALLOW_DEMO_PASSWORDS && isProductionStart({ database: handle.kind, production: !dev, appUrl: process.env.APP_URL })) {
    const exposed = await findExposedDemoAccounts(handle.db);
    if (exposed.length > 0) {
      // Written as it is, not through the log (which turns addresses into pseudonyms): the operator must see which.
      process.stderr.write(`${exposedDemoAccountsMessage(exposed)}\n`);
      await closeDatabase();
      process.exit(1);
    }
  }

  const ticker = getTickerHub();
  await ticker.refresh();
  ticker.start(TICKER_REFRESH_MS);
  // The simulator page's stream of every stock, and the engine that moves the prices (decision 012).
  const market = getMarketHub();
  await market.refresh();
  market.start(TICKER_REFRESH_MS);
  const engine = getMarketEngine();
  // Decision 041: another instance's tick or edit reaches this one's streams (each reads the stocks once).
  const stopMarketListener = await handle.listen(MARKET_CHANNEL, (origin) => {
    if (origin !== instanceId()) void publishMarket(undefined, { broadcast: false });
  });
  // …and another instance's edit of what every visitor sees empties this one's caches (decision 019).
  const stopContentListener = await handle.listen(CONTENT_CHANNEL, (origin) => {
    if (origin !== instanceId()) publicContentChanged({ broadcast: false });
  });
  // Decision 036: each person's notification streams, told by the database when one of theirs is written or read,
  // and ended within seconds of their session's end, whatever ended it.
  const userStreams = new UserStreams({
    liveTokens: (tokens) => liveStreamSessionTokens(tokens),
    everyMs: STREAM_SESSION_RECHECK_MS,
    onError: (error) => log.warn('notification stream session check failed', errorFields(error)),
  });
  // A committed notification may have queued its e-mail: deliver soon (at most one run a second) rather than at the
  // next scheduled delivery, so "at once" means at once.
  let mailKick: NodeJS.Timeout | undefined;
  const deliverSoon = () => {
    mailKick ??= setTimeout(() => {
      mailKick = undefined;
      deliverQueuedMail().catch((error: unknown) => log.warn('queued mail delivery error', errorFields(error)));
    }, 1_000);
  };
  const stopNotificationStreams = await startNotificationStreams(handle, userStreams, (error) => log.warn('notification stream update failed', errorFields(error)), deliverSoon);
  // Decision 041: the market engine and the scheduled jobs run on the one instance holding the leader lease; another
  // takes them over within seconds when it goes. The embedded database is one process, always the leader.
  let jobs: JobRunner | undefined;
  const lease = holdLease(handle, {
    instance: instanceId(),
    // Decision 050: the fence goes with the work, so every tick and job run proves the lease is still this instance's.
    onChange: async (fence) => {
      if (fence) {
        engine.start(fence);
        jobs = startScheduledJobs(scheduledJobs(), fence);
        if (handle.kind === 'postgres') log.info('leader lease taken: the market engine and the scheduled jobs run here', { epoch: fence.epoch });
      } else {
        await Promise.all([engine.stop(), jobs?.stop()]);
        jobs = undefined;
        if (handle.kind === 'postgres') log.info('leader lease given up');
      }
    },
    onError: (error) => log.warn('leader lease: database connection failed', errorFields(error)),
  });

  const app = next({ dev, dir: process.cwd(), port: config.PORT, hostname: 'localhost' });
  await app.prepare();
  const handleRequest = app.getRequestHandler();
  // Decision 016: the client behind our own proxies (TRUST_PROXY), and the caps on live streams it counts against.
  const clientAddressOf = createClientAddressResolver(config.TRUST_PROXY);
  // Secure cookies and HSTS: the app's own address says HTTPS, or one of our proxies says the browser used it.
  const isTrustedPeer = createTrustedPeerCheck(config.TRUST_PROXY);
  const isHttps = (req: IncomingMessage) => config.APP_URL.startsWith('https://') || (req.headers['x-forwarded-proto'] === 'https' && isTrustedPeer(req.socket.remoteAddress));
  const streamAdmission = new StreamAdmission({ perClient: config.STREAM_LIMIT_PER_CLIENT, total: config.STREAM_LIMIT_TOTAL });
  const pageCache = new PageCache({ maxEntries: PAGE_CACHE_ENTRIES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS, generation: publicContentGeneration });

  /**
   * A person's notification stream (decision 036): only with a live session, and only that person's channel. Without
   * one the answer is 401 (an EventSource then stops retrying; the page's next load asks again).
   */
  const serveNotificationStream = (req: IncomingMessage, res: ServerResponse, ticket: { client: string; admission: StreamAdmission }, headers: Record<string, string>) => {
    streamSessionOf(req.headers.cookie, config.AUTH_SECRET)
      .then(async (session) => {
        if (!session) {
          res.writeHead(401, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end('Sign in to receive notifications.');
          return;
        }
        const first = await unreadMessage(session.userId);
        if (res.destroyed) return;
        if (userStreams.attach(session, req, res, ticket, headers)) userStreams.send(session.userId, first);
      })
      .catch((error: unknown) => {
        log.warn('notification stream failed', errorFields(error));
        if (!res.headersSent) res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
        res.end();
      });
  };

  // Decision 049: the database judged by the pool's recent answers, a slow check on a busy machine forgiven once.
  const readiness = new ReadinessJudge({
    check: async () => ((await pendingMigrations(handle, { strict: true })) === 0 ? 'current' : 'pending'),
    signals: () => handle.signals ?? { lastSuccessAt: 0, lastFailureAt: 0 },
  });

  /** Until the first pages are warmed (warm-up.ts); only the private warm-up port is listening meanwhile. */
  let warming = true;
  /** Set when a stop begins (see shutdown below). */
  let stopping = false;
  let stoppingSince = 0;
  const server = createServer((req, res) => {
    for (const name of TRUSTED_HEADERS) delete req.headers[name];
    // OWASP ASVS V16: one id per request, on the answer and on every log line written while handling it.
    const requestId = newRequestId();
    // Decision 041: liveness and readiness for a load balancer or an orchestrator: cheap, unauthenticated, and
    // saying only up or down (no versions, no errors).
    const probe = probeOf(req.method, req.url);
    if (probe !== null) {
      const answer = (status: number, body: Record<string, string>) => {
        res.writeHead(status, { 'X-Request-Id': requestId, ...streamSecurityHeaders({ https: isHttps(req) }), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
      };
      if (probe === 'healthz') {
        answer(200, { status: 'alive' });
        return;
      }
      if (stopping || warming) {
        answer(503, { status: stopping ? 'stopping' : 'starting' });
        return;
      }
      readiness.judge().then(
        ({ database, migrations }) => {
          const ready = database === 'up' && migrations === 'current';
          answer(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', database, migrations, engine: lease.state });
        },
        () => answer(503, { status: 'not ready', database: 'down', migrations: 'unknown', engine: lease.state }),
      );
      return;
    }
    // Server-sent events (the ticker, the market): served here, on bare node:http, exempt from the request time-out,
    // and before anything a page needs (nonce, policy, Next's headers): a stream holds what its request allocated for
    // as long as it is open, so it gets fixed headers (decision 016).
    const stream = liveStreamOf(req.method, req.url);
    if (stream !== null) {
      const headers = { 'X-Request-Id': requestId, ...streamSecurityHeaders({ https: isHttps(req) }) };
      if (stopping) {
        // The hubs are closed: the browser's EventSource retries, to another instance or to this one restarted.
        res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5', Connection: 'close' });
        res.end('The server is restarting.');
        return;
      }
      const client = clientAddressOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] });
      if (stream === 'notifications') {
        serveNotificationStream(req, res, { client, admission: streamAdmission }, headers);
        return;
      }
      (stream === 'ticker' ? ticker : market).attach(req, res, { client, admission: streamAdmission }, headers);
      return;
    }
    res.setHeader('X-Request-Id', requestId);
    if (stopping) res.setHeader('Connection', 'close');
    const nonce = createNonce();
    // The path picks the policy: an SVG's stricter one must be set here, Next keeps a header already set.
    const headers = securityHeaders(nonce, { dev, https: isHttps(req), path: req.url ?? '/' });
    // Next reads the nonce from the request's CSP header and puts it on every script it renders.
    req.headers['content-security-policy'] = headers['Content-Security-Policy'];
    req.headers['x-nonce'] = nonce;
    req.headers['x-academy-path'] = req.url ?? '/';
    const clientAddress = clientAddressOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] });
    req.headers['x-academy-client-ip'] = clientAddress;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (isMalformedAddress(req.url)) {
      // Next would fail decoding it, or the database refuse it (a 500): the address is the caller's mistake.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the address holds a malformed %-escape or a control character.');
      return;
    }
    // Decision 042: a body declared larger than anything this path takes is refused unread (the route handlers check
    // again, and cap bodies sent without a length). Connection: close, so node does not read on to drain it.
    const bodyLimit = largestBodyLimitFor(req.url ?? '/');
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end(`Payload too large: this address accepts at most ${Math.floor(bodyLimit / 1024)} KB.`);
      return;
    }
    if (isCrossSiteAction(req.method, req.headers, config.APP_URL)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Forbidden: this request did not come from this site.');
      return;
    }
    const clearRole = staleRoleCookieClearing(req.headers.cookie, isHttps(req));
    if (clearRole) res.setHeader('Set-Cookie', clearRole);
    // Decision 048: a visitor's `?lang=` wins over their language cookie, for this page (Next and the page cache read
    // the request's cookie) and the ones after it.
    const urlLanguage = visitorLanguageOf(req, { secure: isHttps(req) });
    if (urlLanguage) {
      req.headers.cookie = urlLanguage.requestCookie;
      if (urlLanguage.setCookie) res.appendHeader('Set-Cookie', urlLanguage.setCookie);
    }
    // Spec 9: time-out 70 s for handling a request.
    res.setTimeout(REQUEST_TIMEOUT_MS, () => {
      if (!res.headersSent) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The server took too long to answer. Please try again.');
      } else {
        res.destroy();
      }
    });
    // Decision 020: a public page for a visitor without a session, from memory when it was rendered recently.
    const pageKey = dev ? null : anonymousPageKey(req);
    if (pageKey !== null) {
      const page = pageCache.get(pageKey);
      if (page) {
        pageCache.serve(page, req, res, nonce);
        return;
      }
      // Rendered as usual (compressed when the browser takes it) and kept as the page itself.
      pageCache.record(pageKey, res, nonce);
    }
    // The logger reads the id (and, once the session flow knows it, the user id) from this context.
    const context: RequestContext = { requestId };
    adjustAnswerHeaders(req, res, context, isHttps(req));
    if (!isTextActionRequest(req.method, req.headers)) {
      void runInRequestContext(context, () => handleRequest(req, res));
      return;
    }
    // A server action's text body: read here, refused when it is not what React's encodeReply makes (Next would
    // answer 500), and handed on to Next.
    readBody(req, SERVER_ACTION_BODY_LIMIT).then(
      (body) => {
        if (body === null) {
          res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
          res.end('Payload too large.');
          return;
        }
        if (!isDecodableActionBody(body.toString('utf8'))) {
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Bad request: the action\'s arguments could not be read.');
          return;
        }
        stashActionBody(req, body);
        void runInRequestContext(context, () => handleRequest(req, res));
      },
      () => res.destroy(),
    );
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  // A stop (SIGTERM from systemd, Docker, pm2; Ctrl-C) is graceful: stop accepting, end the live streams (their
  // browsers reconnect, to another instance or to this one restarted), let in-flight requests finish their answer,
  // and only after SHUTDOWN_GRACE_MS cut what is left. Then the engine's tick in progress ends and the database closes.
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second stop (Ctrl-C again) means now. One Ctrl-C reaches this process twice within milliseconds (from the
      // terminal, and passed on by npm start): only a signal a moment later counts as the second.
      if (Date.now() - stoppingSince < 1000) return;
      console.log(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    stoppingSince = Date.now();
    console.log(`${signal}: finishing in-flight requests, then shutting down`);
    ticker.stop();
    ticker.closeAll();
    market.stop();
    market.closeAll();
    userStreams.closeAll();
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // Keep accepting for a moment: connections the kernel already took (the backlog) while this process was busy
    // rendering would be reset if the listener closed at once. Every answer from now on says "Connection: close".
    setTimeout(() => {
      // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, and a
      // request already sent on one but not yet read would be lost. They get a moment more, then the idle ones go.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(cut);
        Promise.all([lease.release(), stopNotificationStreams(), stopMarketListener(), stopContentListener()])
          .then(() => closeDatabase())
          .then(
            () => process.exit(0),
            (error: unknown) => {
              console.error('shutdown failed', error);
              process.exit(1);
            },
          );
      });
      setTimeout(() => server.closeIdleConnections(), KEEP_ALIVE_DRAIN_MS);
    }, ACCEPT_DRAIN_MS);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

  // Decision 041: ready before traffic. The real port listens only once the first pages' code is loaded (a proxy
  // sees a refused connection until then and sends the request elsewhere) and /readyz's first judgement is made.
  const warmed = await warmUp((req, res) => server.emit('request', req, res));
  if (warmed.failed.length > 0) log.warn('warm-up: some pages failed, serving anyway', { failed: warmed.failed.join('; ') });
  await readiness.judge().catch(() => undefined);
  warming = false;
  if (stopping) return;
  console.log(`Warmed ${warmed.warmed} pages in ${(warmed.ms / 1000).toFixed(1)} s`);
  server.listen(config.PORT, () => {
    console.log(`Academy is ready on ${config.APP_URL} (${handle.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || (error instanceof Error && error.message.startsWith('Invalid configuration'))) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
