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
import { createClientAddressResolver, createTrustedPeerCheck } from './src/server/client-address';
import { routeConsoleErrorsToLog } from './src/server/logger';
import { isDatabaseUnavailable } from './src/server/db-errors';
import { ReadinessJudge } from './src/server/readiness';
import { recordDatabaseUnavailable } from './src/server/request-context';
import { PageCache } from './src/server/page-cache';
import { createRequestPipeline, type LiveStream } from './src/server/request-pipeline';
import { publicContentChanged, publicContentGeneration } from './src/server/shared-cache';
import { competitionStreamId, StreamAdmission } from './src/server/snapshot-hub';
import { wireDomainEvents } from './src/wiring/domain-events';
import { scheduledJobs } from './src/wiring/scheduled-jobs';
import { startNotificationStreams, unreadMessage } from './src/modules/notifications/runtime';
import { rankingChannelOf, RankingStreams } from './src/modules/competitions/runtime';
import { liveStreamSessionTokens, STREAM_SESSION_RECHECK_MS, streamSessionOf } from './src/server/stream-session';
import { UserStreams } from './src/server/user-streams';
import { errorFields, log } from './src/server/logger';
import { startScheduledJobs, type JobRunner } from './src/server/jobs';
import { CONTENT_CHANNEL, instanceId, MARKET_CHANNEL } from './src/server/instance';
import { publishMarket } from './src/modules/market/runtime';
import { deliverQueuedMail } from './src/server/mail/queue';
import { warmUp } from './src/server/warm-up';

/**
 * The app server, in named stages: the database (migrated, seeded), live updates, the leader's work, Next behind the
 * request pipeline (every request's stages, in src/server/request-pipeline.ts), a graceful stop, and the port opened
 * once warm. It is the one place that sees every request, so it sets the security headers and the request time-out.
 * Only public APIs of Node and Next are used.
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

type Config = ReturnType<typeof env>;
type DatabaseHandle = ReturnType<typeof openDatabase>;

/**
 * Stage 1: the database, opened, migrated and seeded (decision 041: instances started together do it one after the
 * other), and refused for a public start that still has the demo passwords.
 */
async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, purpose: `app server on port ${config.PORT}` });
  installDatabase(handle);
  // Decision 049: a request during which the database was away answers 503 with Retry-After, never 500.
  handle.onFailure = (error) => {
    if (isDatabaseUnavailable(error)) recordDatabaseUnavailable();
  };
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
  return handle;
}

/**
 * Stage 2: what live pages hear: the ticker's and the market's streams (decision 012), another instance's ticks and
 * edits (decision 041, 019), each person's notifications (decision 036) and the rankings of running competitions
 * (decision 067). Returns how to close it all.
 */
async function startLiveUpdates(handle: DatabaseHandle, config: Config) {
  const ticker = getTickerHub();
  await ticker.refresh();
  ticker.start(TICKER_REFRESH_MS);
  const market = getMarketHub();
  await market.refresh();
  market.start(TICKER_REFRESH_MS);
  // Another instance's tick or edit reaches this one's streams (each reads the stocks once)…
  const stopMarketListener = await handle.listen(MARKET_CHANNEL, (origin) => {
    if (origin !== instanceId()) void publishMarket(undefined, { broadcast: false });
  });
  // …and another instance's edit of what every visitor sees empties this one's caches.
  const stopContentListener = await handle.listen(CONTENT_CHANNEL, (origin) => {
    if (origin !== instanceId()) publicContentChanged({ broadcast: false });
  });
  // Each person's notification streams, told by the database when one of theirs is written or read, and ended within
  // seconds of their session's end, whatever ended it.
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
  // The rankings of running competitions, pushed to the pages that follow them (decision 067): their streams are
  // tied to their sessions as the notifications' are, on channels of their own.
  const competitionStreams = new UserStreams({
    liveTokens: (tokens) => liveStreamSessionTokens(tokens),
    everyMs: STREAM_SESSION_RECHECK_MS,
    onError: (error) => log.warn('competition stream session check failed', errorFields(error)),
  });
  const rankings = new RankingStreams(competitionStreams, (error) => log.warn('competition ranking update failed', errorFields(error)));
  rankings.start();
  // Decision 016: the caps on live streams a client counts against.
  const admission = new StreamAdmission({ perClient: config.STREAM_LIMIT_PER_CLIENT, total: config.STREAM_LIMIT_TOTAL });

  /**
   * A person's notification stream: only with a live session, and only that person's channel. Without one the
   * answer is 401 (an EventSource then stops retrying; the page's next load asks again).
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

  /**
   * A running competition's ranking: only with a live session, and only for someone the game's page shows its ranking
   * to (404 for anyone else, as the page answers, so ids cannot be probed).
   */
  const serveCompetitionStream = (req: IncomingMessage, res: ServerResponse, ticket: { client: string; admission: StreamAdmission }, headers: Record<string, string>) => {
    const refuse = (status: number, text: string) => {
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(text);
    };
    streamSessionOf(req.headers.cookie, config.AUTH_SECRET)
      .then(async (session) => {
        if (!session) return refuse(401, 'Sign in to follow the ranking.');
        const channel = await rankingChannelOf({ id: session.userId, role: session.role }, competitionStreamId(req.url)!);
        if (res.destroyed) return;
        if (!channel) return refuse(404, 'There is no ranking to follow here.');
        if (competitionStreams.attach(session, req, res, ticket, headers, channel)) rankings.opened(channel);
      })
      .catch((error: unknown) => {
        log.warn('competition stream failed', errorFields(error));
        if (!res.headersSent) res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
        res.end();
      });
  };

  return {
    serve(stream: LiveStream, req: IncomingMessage, res: ServerResponse, client: string, headers: Record<string, string>) {
      const ticket = { client, admission };
      if (stream === 'notifications') serveNotificationStream(req, res, ticket, headers);
      else if (stream === 'competition') serveCompetitionStream(req, res, ticket, headers);
      else (stream === 'ticker' ? ticker : market).attach(req, res, ticket, headers);
    },
    /** Every stream ends (their browsers reconnect, to another instance or to this one restarted). */
    closeStreams() {
      ticker.stop();
      ticker.closeAll();
      market.stop();
      market.closeAll();
      userStreams.closeAll();
      rankings.stop();
      competitionStreams.closeAll();
    },
    stopListening: () => Promise.all([stopNotificationStreams(), stopMarketListener(), stopContentListener()]),
  };
}

/**
 * Stage 3 (decision 041): the market engine and the scheduled jobs run on the one instance holding the leader lease;
 * another takes them over within seconds when it goes. The embedded database is one process, always the leader.
 */
function leadWhenChosen(handle: DatabaseHandle) {
  const engine = getMarketEngine();
  let jobs: JobRunner | undefined;
  return holdLease(handle, {
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
}

async function main(): Promise<void> {
  const config = env();
  // Decision 015: the domain events' subscribers, before anything can publish (the engine's first tick, a request).
  wireDomainEvents();
  if (!dev) {
    Object.assign(process.env, { NODE_ENV: 'production' });
    routeConsoleErrorsToLog();
  }
  const handle = await prepareDatabase(config);
  const live = await startLiveUpdates(handle, config);
  const lease = leadWhenChosen(handle);

  // Stage 4: Next, behind the request pipeline's stages (src/server/request-pipeline.ts).
  const app = next({ dev, dir: process.cwd(), port: config.PORT, hostname: 'localhost' });
  await app.prepare();
  const handleRequest = app.getRequestHandler();
  // Decision 016: the client behind our own proxies (TRUST_PROXY).
  const clientAddressOf = createClientAddressResolver(config.TRUST_PROXY);
  // Secure cookies and HSTS: the app's own address says HTTPS, or one of our proxies says the browser used it.
  const isTrustedPeer = createTrustedPeerCheck(config.TRUST_PROXY);
  const isHttps = (req: IncomingMessage) => config.APP_URL.startsWith('https://') || (req.headers['x-forwarded-proto'] === 'https' && isTrustedPeer(req.socket.remoteAddress));

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
  const server = createServer(
    createRequestPipeline({
      dev,
      appUrl: config.APP_URL,
      isHttps,
      clientAddressOf: (req) => clientAddressOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] }),
      probes: { warming: () => warming, stopping: () => stopping, judge: () => readiness.judge(), engine: () => lease.state },
      serveStream: live.serve,
      pageCache: dev ? null : new PageCache({ maxEntries: PAGE_CACHE_ENTRIES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS, generation: publicContentGeneration }),
      next: handleRequest,
    }),
  );
  server.headersTimeout = 20_000;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  // Stage 5: a stop (SIGTERM from systemd, Docker, pm2; Ctrl-C) is graceful: stop accepting, end the live streams (their
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
    live.closeStreams();
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // Keep accepting for a moment: connections the kernel already took (the backlog) while this process was busy
    // rendering would be reset if the listener closed at once. Every answer from now on says "Connection: close".
    setTimeout(() => {
      // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, and a
      // request already sent on one but not yet read would be lost. They get a moment more, then the idle ones go.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(cut);
        Promise.all([lease.release(), live.stopListening()])
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

  // Stage 6 (decision 041): ready before traffic. The real port listens only once the first pages' code is loaded (a proxy
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
