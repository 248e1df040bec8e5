/**
 * The live-stream goal (docs/benchmarks.md): 10,000 concurrent ticker streams, tick-to-client latency and the server's memory per
 * stream, with the bare node:http floor measured the same way in the same run.
 *
 * Three processes, so that the server's RSS is the server's alone and the clients are not served by the same event
 * loop they measure:
 * - this one (the conductor) starts the others, tells them when to act over IPC, and prints the table;
 * - a server (`--role=server`), in one of two modes:
 *   - `floor`: bare node:http, the same SSE headers and the same bytes (the ticker's message, built as the hub builds
 *     it), one `res.write` per socket, a Set of responses: what node itself costs;
 *   - `hub`: the real TickerHub and StreamAdmission (decision 016's caps), behind the steps server.ts takes before it
 *     hands a stream over (trusted headers dropped, request id, the path, the streams' security headers, client
 *     address);
 * - a client (`--role=client`) opening raw HTTP/1.1 keep-alive connections with `net` (no http.Agent), from many
 *   loopback addresses (127.0.1.0/16 and up), STREAM_LIMIT_PER_CLIENT at most per address, so decision 016's
 *   per-client cap holds unchanged.
 *
 * Per mode: the server publishes once, a warm-up (200 streams opened, one tick, closed) leaves its lazy allocations
 * in place, then a full collection and the baseline RSS; the client opens every stream; BENCH_STREAM_TICKS ticks
 * (default 20, one a second, the next never before the last reached every client), each timed from just before
 * `publish` (which serialises the message) to the arrival of its last byte at each client (the end of the event,
 * "\n\n", on the client's monotonic clock, the same clock as the server's on Linux); RSS with every stream open
 * (after a full collection), then every client disconnects and, once the server has seen every stream close and
 * collected twice, RSS again. Per stream = (open − baseline) / streams.
 *
 * STREAM_LIMIT_TOTAL's default (5,000) would refuse half of them: this benchmark sets it to the number of streams
 * for its own server only (BENCH_STREAMS, default 10,000). Each process needs one descriptor per stream: node raises
 * its soft limit to the hard one (`ulimit -Hn`; 20,000 here), which must be above BENCH_STREAMS + ~100.
 *
 * `npx tsx bench/ticker-streams.ts` alone (`--modes=hub` for one mode; BENCH_STREAM_CPU_PROF=1 writes a CPU profile
 * of the hub server to bench-profiles/); `npm run bench` runs it after the market benchmark.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Mode = 'floor' | 'hub';

export interface StreamBenchRow {
  mode: Mode;
  streams: number;
  refused: number;
  ticks: number;
  messageBytes: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Server CPU (user + system) per tick, ms. */
  cpuPerTickMs: number;
  rssBaselineMb: number;
  rssOpenMb: number;
  rssAfterMb: number;
  /** After a second cycle: every stream opened again, one tick, every stream closed. */
  rssAfterSecondCycleMb: number;
  /** V8's heap reserve and "external" memory at baseline, open, after close, after the second cycle. */
  heapTotalMb: number[];
  externalMb: number[];
  kbPerStream: number;
  heapBaselineMb: number;
  heapAfterMb: number;
  heapOpenMb: number;
  fdsBaseline: number;
  fdsOpen: number;
  fdsAfter: number;
  connectSeconds: number;
}

const SELF = fileURLToPath(import.meta.url);
const HOST = '127.0.0.1';
const WARM_UP_STREAMS = 200;
/** The seeded market's size: the ticker shows its 25 largest movers. */
const STOCKS = 44;
/** Connections the client has in flight at once while opening (the listen backlog is 511). */
const CONNECTING_AT_ONCE = 256;

type ServerCommand = { type: 'publish'; tick: number } | { type: 'measure'; waitForZero?: boolean };
type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'published'; startedNs: string; bytes: number }
  | { type: 'measured'; rss: number; heapUsed: number; heapTotal: number; external: number; fds: number; viewers: number; cpuMicros: number };
type ClientCommand = { type: 'open'; count: number; port: number; perAddress: number } | { type: 'expect'; event: number } | { type: 'close' };
type ClientReply =
  | { type: 'opened'; open: number; refused: number; seconds: number }
  | { type: 'expecting' }
  | { type: 'arrived'; event: number; arrivalsMs: number[] }
  | { type: 'closed' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const mb = (bytes: number) => round1(bytes / 1024 / 1024);

/** A tick's prices for the seeded market's 44 stocks: a new random walk step each tick, so the movers change. */
function marketRows(tick: number) {
  let seed = 7 + tick * 7919;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: STOCKS }, (_, index) => {
    const base = 5 + ((index * 37) % 500);
    return { symbol: `S${String(index).padStart(3, '0')}`, basePrice: base.toFixed(4), currentPrice: (base * (1 + (random() - 0.5) / 5)).toFixed(4) };
  });
}

function openDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}

// ---------------------------------------------------------------------------------------------------------------
// The server process.

async function runServer(mode: Mode): Promise<void> {
  const { selectTopMovers } = await import('../src/modules/market/top-movers');
  const send = (reply: ServerReply) => process.send!(reply);
  let publish: (tick: number) => number;
  let viewers: () => number;
  let handler: (req: IncomingMessage, res: ServerResponse) => void;

  if (mode === 'floor') {
    const clients = new Set<ServerResponse>();
    let message: Buffer | undefined;
    publish = (tick) => {
      message = Buffer.from(`event: ticker\ndata: ${JSON.stringify(selectTopMovers(marketRows(tick)))}\n\n`);
      for (const client of clients) client.write(message);
      return message.length;
    };
    viewers = () => clients.size;
    handler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'Content-Encoding': 'none', 'X-Accel-Buffering': 'no' });
      res.write('retry: 5000\n\n');
      if (message) res.write(message);
      clients.add(res);
      res.once('close', () => clients.delete(res));
    };
  } else {
    const { TickerHub } = await import('../src/modules/market/ticker-hub');
    const { liveStreamOf, StreamAdmission } = await import('../src/server/snapshot-hub');
    const { parseEnv } = await import('../src/lib/env');
    const { createClientAddressResolver } = await import('../src/server/client-address');
    const { newRequestId } = await import('../src/server/request-context');
    const { streamSecurityHeaders } = await import('../src/server/security-headers');
    const config = parseEnv(process.env);
    const hub = new TickerHub();
    const admission = new StreamAdmission({ perClient: config.STREAM_LIMIT_PER_CLIENT, total: config.STREAM_LIMIT_TOTAL });
    const clientAddressOf = createClientAddressResolver(config.TRUST_PROXY);
    publish = (tick) => {
      hub.publish(marketRows(tick));
      return hub.messageBytes;
    };
    viewers = () => hub.viewerCount;
    // What server.ts does with a stream's request (server.ts, createServer's handler, up to the hub's attach).
    handler = (req, res) => {
      for (const name of ['x-academy-path', 'x-academy-client-ip', 'x-nonce', 'content-security-policy']) delete req.headers[name];
      const requestId = newRequestId();
      if (liveStreamOf(req.method, req.url) !== 'ticker') {
        res.writeHead(404).end();
        return;
      }
      const headers = { 'X-Request-Id': requestId, ...streamSecurityHeaders({ https: false }) };
      const client = clientAddressOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] });
      hub.attach(req, res, { client, admission }, headers);
    };
  }

  const server = createServer(handler);
  server.headersTimeout = 20_000;
  server.requestTimeout = 70_000;
  publish(0);
  await new Promise<void>((resolve) => server.listen(0, HOST, 1024, resolve));
  const cpuAtStart = process.cpuUsage();

  process.on('message', (command: ServerCommand) => {
    if (command.type === 'publish') {
      const startedNs = process.hrtime.bigint();
      const bytes = publish(command.tick);
      send({ type: 'published', startedNs: String(startedNs), bytes });
      return;
    }
    const measure = async () => {
      if (command.waitForZero) while (viewers() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      // The CPU used so far, before the collections below add theirs.
      const cpu = process.cpuUsage(cpuAtStart);
      // Full collections, with a pause between for the sockets' native parts (freed by weak callbacks) to go too.
      for (let pass = 0; pass < 3; pass++) {
        global.gc?.();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      global.gc?.();
      const usage = process.memoryUsage();
      send({ type: 'measured', rss: usage.rss, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external, fds: openDescriptors(), viewers: viewers(), cpuMicros: cpu.user + cpu.system });
    };
    void measure();
  });
  send({ type: 'ready', port: (server.address() as AddressInfo).port });
}

// ---------------------------------------------------------------------------------------------------------------
// The client process.

const EVENT_END = Buffer.from('\n\n');
const NEWLINE = 0x0a;

type Stream = { socket: net.Socket; events: number; lastWasNewline: boolean; status: number; index: number };

function runClient(): void {
  const send = (reply: ClientReply) => process.send!(reply);
  let streams: Stream[] = [];
  /** The event (its index on every stream) being waited for, and when each stream got its last byte. */
  let expected: { event: number; arrivals: Float64Array; remaining: number } | undefined;

  const onEventEnd = (stream: Stream) => {
    stream.events += 1;
    if (expected && stream.index >= 0 && stream.events - 1 === expected.event) {
      expected.arrivals[stream.index] = Number(process.hrtime.bigint()) / 1e6;
      expected.remaining -= 1;
      if (expected.remaining === 0) {
        const done = expected;
        expected = undefined;
        send({ type: 'arrived', event: done.event, arrivalsMs: Array.from(done.arrivals) });
      }
    }
  };

  const open = (port: number, count: number, perAddress: number): Promise<{ open: number; refused: number }> =>
    new Promise((resolve) => {
      let started = 0;
      let settled = 0;
      let refused = 0;
      const opened: Stream[] = [];
      const settle = () => {
        settled += 1;
        if (settled === count) {
          streams = opened;
          resolve({ open: opened.length, refused });
        } else if (started < count) start();
      };
      const start = () => {
        const number = started++;
        // 127.0.1.0 and up: one source address per `perAddress` streams (decision 016's per-client cap).
        const addressIndex = Math.floor(number / perAddress);
        const localAddress = `127.0.${1 + Math.floor(addressIndex / 250)}.${1 + (addressIndex % 250)}`;
        const socket = net.connect({ host: HOST, port, localAddress });
        const stream: Stream = { socket, events: 0, lastWasNewline: false, status: 0, index: -1 };
        let ready = false;
        socket.setNoDelay(true);
        socket.on('connect', () => socket.write(`GET /api/ticker/stream HTTP/1.1\r\nHost: ${HOST}:${port}\r\nAccept: text/event-stream\r\n\r\n`));
        socket.on('data', (chunk: Buffer) => {
          if (stream.status === 0) stream.status = Number(chunk.subarray(9, 12).toString('latin1'));
          if (stream.status !== 200) {
            if (!ready) {
              ready = true;
              refused += 1;
              socket.destroy();
              settle();
            }
            return;
          }
          // Count the ends of events ("\n\n"; chunk framing and headers use "\r\n", never two "\n" in a row).
          if (stream.lastWasNewline && chunk[0] === NEWLINE) onEventEnd(stream);
          let at = chunk.indexOf(EVENT_END);
          while (at !== -1) {
            onEventEnd(stream);
            at = chunk.indexOf(EVENT_END, at + 2);
          }
          stream.lastWasNewline = chunk[chunk.length - 1] === NEWLINE;
          // Ready once the retry line and the current snapshot arrived.
          if (!ready && stream.events >= 2) {
            ready = true;
            stream.index = opened.push(stream) - 1;
            settle();
          }
        });
        socket.on('error', () => {
          if (!ready) {
            ready = true;
            refused += 1;
            settle();
          }
        });
      };
      for (let i = 0; i < Math.min(CONNECTING_AT_ONCE, count); i++) start();
    });

  process.on('message', (command: ClientCommand) => {
    if (command.type === 'open') {
      const startedAt = performance.now();
      void open(command.port, command.count, command.perAddress).then(({ open: count, refused }) =>
        send({ type: 'opened', open: count, refused, seconds: round1((performance.now() - startedAt) / 1000) }),
      );
    } else if (command.type === 'expect') {
      expected = { event: command.event, arrivals: new Float64Array(streams.length), remaining: streams.length };
      send({ type: 'expecting' });
    } else {
      for (const stream of streams) stream.socket.destroy();
      streams = [];
      send({ type: 'closed' });
    }
  });
  send({ type: 'closed' });
}

// ---------------------------------------------------------------------------------------------------------------
// The conductor.

/** A child speaking the protocol above: `ask` sends a command and resolves with the next reply of the given type. */
function child<Command, Reply extends { type: string }>(args: string[], env: NodeJS.ProcessEnv, execArgv: string[]) {
  const process_ = fork(SELF, args, { env, execArgv: ['--import', 'tsx', ...execArgv], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting: { type: string; resolve: (reply: Reply) => void }[] = [];
  const early: Reply[] = [];
  process_.on('message', (reply: Reply) => {
    const index = waiting.findIndex((entry) => entry.type === reply.type);
    if (index === -1) early.push(reply);
    else waiting.splice(index, 1)[0]!.resolve(reply);
  });
  const next = <T extends Reply['type']>(type: T): Promise<Extract<Reply, { type: T }>> => {
    const index = early.findIndex((reply) => reply.type === type);
    if (index !== -1) return Promise.resolve(early.splice(index, 1)[0] as Extract<Reply, { type: T }>);
    return new Promise((resolve) => waiting.push({ type, resolve: resolve as (reply: Reply) => void }));
  };
  return {
    process: process_ as ChildProcess,
    next,
    ask: <T extends Reply['type']>(command: Command, type: T) => {
      const reply = next(type);
      process_.send(command as object);
      return reply;
    },
  };
}

async function runMode(mode: Mode, streams: number, ticks: number): Promise<StreamBenchRow> {
  const perAddress = 16;
  const env = { ...process.env, STREAM_LIMIT_PER_CLIENT: String(perAddress), STREAM_LIMIT_TOTAL: String(streams + WARM_UP_STREAMS) };
  const profile = mode === 'hub' && process.env.BENCH_STREAM_CPU_PROF === '1' ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [];
  const server = child<ServerCommand, ServerReply>([`--role=server`, `--mode=${mode}`], env, ['--expose-gc', ...profile]);
  const client = child<ClientCommand, ClientReply>([`--role=client`], env, []);
  try {
    const { port } = await server.next('ready');
    await client.next('closed');

    // Warm-up: the code paths compiled and the server's lazy allocations made, then gone again.
    await client.ask({ type: 'open', count: WARM_UP_STREAMS, port, perAddress }, 'opened');
    await client.ask({ type: 'expect', event: 2 }, 'expecting');
    const warmArrived = client.next('arrived');
    await server.ask({ type: 'publish', tick: 1 }, 'published');
    await warmArrived;
    await client.ask({ type: 'close' }, 'closed');
    const baseline = await server.ask({ type: 'measure', waitForZero: true }, 'measured');

    const opened = await client.ask({ type: 'open', count: streams, port, perAddress }, 'opened');
    const cpuBefore = (await server.ask({ type: 'measure' }, 'measured')).cpuMicros;
    const latencies: number[] = [];
    let messageBytes = 0;
    for (let tick = 0; tick < ticks; tick++) {
      const tickStarted = performance.now();
      await client.ask({ type: 'expect', event: 2 + tick }, 'expecting');
      const arrived = client.next('arrived');
      const published = await server.ask({ type: 'publish', tick: 2 + tick }, 'published');
      const { arrivalsMs } = await arrived;
      const startedMs = Number(BigInt(published.startedNs)) / 1e6;
      for (const at of arrivalsMs) latencies.push(at - startedMs);
      messageBytes = published.bytes;
      const wait = 1000 - (performance.now() - tickStarted);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const open = await server.ask({ type: 'measure' }, 'measured');
    await client.ask({ type: 'close' }, 'closed');
    const after = await server.ask({ type: 'measure', waitForZero: true }, 'measured');
    // A second cycle (every stream opened, one tick, every stream closed): memory a closed stream left behind would
    // add up here; memory the allocator merely kept for reuse would not.
    await client.ask({ type: 'open', count: streams, port, perAddress }, 'opened');
    await client.ask({ type: 'expect', event: 2 }, 'expecting');
    const againArrived = client.next('arrived');
    await server.ask({ type: 'publish', tick: 2 + ticks }, 'published');
    await againArrived;
    await client.ask({ type: 'close' }, 'closed');
    const again = await server.ask({ type: 'measure', waitForZero: true }, 'measured');
    latencies.sort((a, b) => a - b);
    return {
      mode,
      streams: opened.open,
      refused: opened.refused,
      ticks,
      messageBytes,
      p50: round1(percentile(latencies, 50)),
      p95: round1(percentile(latencies, 95)),
      p99: round1(percentile(latencies, 99)),
      max: round1(latencies.at(-1) ?? 0),
      // The four measurement passes in between are idle timers, a few ms.
      cpuPerTickMs: round1((open.cpuMicros - cpuBefore) / 1000 / ticks),
      rssBaselineMb: mb(baseline.rss),
      rssOpenMb: mb(open.rss),
      rssAfterMb: mb(after.rss),
      rssAfterSecondCycleMb: mb(again.rss),
      kbPerStream: round1((open.rss - baseline.rss) / 1024 / Math.max(1, opened.open)),
      heapBaselineMb: mb(baseline.heapUsed),
      heapAfterMb: mb(after.heapUsed),
      heapOpenMb: mb(open.heapUsed),
      heapTotalMb: [mb(baseline.heapTotal), mb(open.heapTotal), mb(after.heapTotal), mb(again.heapTotal)],
      externalMb: [mb(baseline.external), mb(open.external), mb(after.external), mb(again.external)],
      fdsBaseline: baseline.fds,
      fdsOpen: open.fds,
      fdsAfter: after.fds,
      connectSeconds: opened.seconds,
    };
  } finally {
    client.process.kill();
    server.process.disconnect();
    await new Promise((resolve) => server.process.once('exit', resolve));
  }
}

export async function runStreamBench(options: { streams?: number; ticks?: number; modes?: Mode[] } = {}): Promise<StreamBenchRow[]> {
  const streams = options.streams ?? Number(process.env.BENCH_STREAMS ?? 10_000);
  const ticks = options.ticks ?? Number(process.env.BENCH_STREAM_TICKS ?? 20);
  const rows: StreamBenchRow[] = [];
  for (const mode of options.modes ?? (['floor', 'hub'] as const)) rows.push(await runMode(mode, streams, ticks));
  return rows;
}

export function formatStreamBench(rows: StreamBenchRow[]): string {
  const label = (row: StreamBenchRow) => (row.mode === 'floor' ? 'floor: bare node:http, same bytes' : 'TickerHub as server.ts serves it');
  return [
    `\n| ${rows[0]?.streams.toLocaleString('en') ?? 0} ticker streams, client in its own process (load ${os.loadavg().map((value) => value.toFixed(1)).join(' / ')}) | message | ticks | tick-to-client p50 / p95 / p99 / max ms | server CPU per tick | RSS baseline → open → after close → after a 2nd cycle | per stream | heap used baseline → open → after | fds baseline → open → after | refused |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${label(row)} | ${(row.messageBytes / 1024).toFixed(1)} KB | ${row.ticks} | ${row.p50} / ${row.p95} / ${row.p99} / ${row.max} | ${row.cpuPerTickMs} ms | ${row.rssBaselineMb} → ${row.rssOpenMb} → ${row.rssAfterMb} → ${row.rssAfterSecondCycleMb} MB | ${row.kbPerStream} KB | ${row.heapBaselineMb} → ${row.heapOpenMb} → ${row.heapAfterMb} MB | ${row.fdsBaseline} → ${row.fdsOpen} → ${row.fdsAfter} | ${row.refused} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const role = process.argv.find((arg) => arg.startsWith('--role='))?.slice(7);
  if (role === 'server') {
    const mode = process.argv.find((arg) => arg.startsWith('--mode='))?.slice(7) as Mode;
    process.on('disconnect', () => process.exit(0));
    void runServer(mode);
  } else if (role === 'client') {
    process.on('disconnect', () => process.exit(0));
    runClient();
  } else {
    const modes = process.argv.find((arg) => arg.startsWith('--modes='))?.slice(8).split(',') as Mode[] | undefined;
    runStreamBench({ modes })
      .then((rows) => {
        console.log(formatStreamBench(rows));
        console.log(JSON.stringify(rows));
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  }
}
