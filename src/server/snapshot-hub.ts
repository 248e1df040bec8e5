import type { IncomingMessage, ServerResponse } from 'node:http';
import { rateLimitClientKey } from './client-address';

/*
 * Server-sent events to many viewers from one shared message (decision 007, reused by the market stream of decision 012).
 * A message is serialised and encoded ONCE and the same bytes are written to every open stream, so a broadcast
 * costs one write per viewer, never viewers × items. Served by the custom server on bare node:http (STACK.md:
 * Next route-handler streams leak on disconnect). No 'server-only': server.ts imports it.
 */

/** Also how a dead peer is noticed: a write to it eventually fails (or backs up past the limit below) and frees the slot. */
const HEARTBEAT_MS = 15_000;
/**
 * A viewer that has not read this much of what we sent is too slow: dropped rather than buffered without end. A
 * message is a few KB (25 movers, or every stock), so this is dozens of unread messages; the kernel's socket buffers
 * come on top. Held low because every viewer may hold it (decision 016).
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY = Buffer.from('retry: 5000\n\n');
const STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'Content-Encoding': 'none',
  'X-Accel-Buffering': 'no',
};
/** What a refused viewer is told to wait; an EventSource does not reconnect after a 429, a page reload does. */
const RETRY_AFTER_SECONDS = 30;

export type StreamLimits = { perClient: number; total: number };

/**
 * The open live streams, counted per client address and in total, shared by every hub of the process (decision 016):
 * a stream holds a socket and its buffers for as long as the client likes, so without a cap one client could hold
 * them all.
 */
export class StreamAdmission {
  private readonly openByClient = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: StreamLimits) {}

  get openStreams(): number {
    return this.open;
  }

  /** Counted per rate-limit key: an IPv6 client by its /64 (decision 016). */
  openStreamsOf(address: string): number {
    return this.openByClient.get(rateLimitClientKey(address)) ?? 0;
  }

  /** Takes a slot: the function that gives it back (safe to call more than once), or why there is none. */
  admit(address: string): { release: () => void } | { refused: 'client' | 'total' } {
    const client = rateLimitClientKey(address);
    if (this.openStreamsOf(client) >= this.limits.perClient) return { refused: 'client' };
    if (this.open >= this.limits.total) return { refused: 'total' };
    this.open += 1;
    this.openByClient.set(client, this.openStreamsOf(client) + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open -= 1;
        const left = this.openStreamsOf(client) - 1;
        if (left > 0) this.openByClient.set(client, left);
        else this.openByClient.delete(client);
      },
    };
  }
}

/**
 * The live streams server.ts serves itself, before Next sees the request (decisions 007, 012, 036), by path; a query
 * is ignored.
 */
export function liveStreamOf(method: string | undefined, url: string | undefined): 'ticker' | 'market' | 'notifications' | 'competition' | null {
  if (method !== 'GET' || url === undefined) return null;
  const match = /^\/api\/(ticker|market|notifications)\/stream(?:\?|$)/.exec(url);
  if (match) return match[1] as 'ticker' | 'market' | 'notifications';
  return competitionStreamId(url) === null ? null : 'competition';
}

/** The competition a live ranking stream is for (decision 067): `/api/competitions/<uuid>/stream`, else null. */
export function competitionStreamId(url: string | undefined): string | null {
  const match = /^\/api\/competitions\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/stream(?:\?|$)/i.exec(url ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** Who is asking, and the caps they count against; without it a stream is admitted unconditionally (tests, tools). */
export type StreamAdmissionTicket = { client: string; admission: StreamAdmission };

function refuse(res: ServerResponse, reason: 'client' | 'total', headers: Readonly<Record<string, string>> | undefined): void {
  res.writeHead(429, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(
    reason === 'client'
      ? 'Too many live streams from your address. Close some tabs, then reload.'
      : 'The server has too many live streams open. Please reload in a minute.',
  );
}

export class SseHub {
  private readonly clients = new Set<ServerResponse>();
  private message: Buffer | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  get viewerCount(): number {
    return this.clients.size;
  }

  /** The last message sent (what a new viewer gets first), or undefined before the first. */
  get lastMessage(): string | undefined {
    return this.message?.toString('utf8');
  }

  /** The size of the last message, in bytes (what each viewer receives per broadcast). */
  get lastMessageBytes(): number {
    return this.message?.length ?? 0;
  }

  /** Sends one event to every open stream: `payload` is the already serialised data line. */
  broadcast(event: string, payload: string): void {
    const message = Buffer.from(`event: ${event}\ndata: ${payload}\n\n`);
    this.message = message;
    for (const client of this.clients) this.send(client, message);
  }

  private send(client: ServerResponse, bytes: Buffer): void {
    if (client.writableLength > MAX_BUFFERED_BYTES) {
      this.clients.delete(client);
      client.destroy();
      return;
    }
    client.write(bytes);
  }

  startHeartbeat(intervalMs: number = HEARTBEAT_MS): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) this.send(client, KEEP_ALIVE);
    }, intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /**
   * Serves one event stream: the last message at once, then every broadcast. Closing frees it (and its admission
   * slot) at once. Beyond the caps of `ticket` it answers 429 instead and returns false. `headers` are added to the
   * answer's own (server.ts: the request id and the security headers).
   */
  attach(req: IncomingMessage, res: ServerResponse, ticket?: StreamAdmissionTicket, headers?: Readonly<Record<string, string>>): boolean {
    const slot = ticket?.admission.admit(ticket.client);
    if (slot && 'refused' in slot) {
      refuse(res, slot.refused, headers);
      return false;
    }
    // No chunked encoding: the body ends when the connection does (RFC 9112 6.3), so node writes each message
    // straight to the socket, one write per viewer, instead of framing it and corking the socket for a tick of the
    // event loop (~10 % less CPU per broadcast to 10,000 streams, and the first viewers get it sooner: docs/benchmarks.md).
    // Node then answers "Connection: close", which is what the stream's end means anyway; a proxy speaking HTTP/1.0
    // to us (nginx's default) always got it this way.
    res.useChunkedEncodingByDefault = false;
    // One object given to writeHead (none set one by one): node keeps only the header block it sent, not a map of it.
    res.writeHead(200, headers ? { ...headers, ...STREAM_HEADERS } : STREAM_HEADERS);
    res.write(this.message ? Buffer.concat([RETRY, this.message]) : RETRY);
    this.clients.add(res);
    // One function for the three ways a stream ends (`on`, not `once`: each `once` costs a wrapper per viewer; the
    // second call does nothing).
    const detach = () => {
      this.clients.delete(res);
      slot?.release();
    };
    req.on('close', detach);
    res.on('close', detach);
    res.on('error', detach);
    return true;
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

/**
 * A hub that publishes one snapshot to many viewers: rows come in (a tick's result, or a fresh read), become the
 * items a viewer sees, and only when those changed is one message serialised and broadcast. The ticker and the
 * market stream are two of these.
 */
export abstract class SnapshotHub<Row, Item> {
  private snapshot: Item[] = [];
  private payload = '';
  protected readonly streams = new SseHub();
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private lastPublishedAt = 0;
  /** How many messages were serialised (one per change, whatever the number of viewers). */
  serialisations = 0;

  constructor(private readonly event: string) {}

  /** Every stock's row, read from the database (the fallback when nobody hands rows over). */
  protected abstract read(): Promise<readonly Row[]>;
  /** What viewers see of the rows. */
  protected abstract toItems(rows: readonly Row[]): Item[];

  get items(): readonly Item[] {
    return this.snapshot;
  }

  get viewerCount(): number {
    return this.streams.viewerCount;
  }

  /** Bytes of the last message each viewer got. */
  get messageBytes(): number {
    return this.streams.lastMessageBytes;
  }

  /** Takes every stock's row and, if what viewers see changed, serialises one message for every open stream. */
  publish(rows: readonly Row[]): boolean {
    this.lastPublishedAt = Date.now();
    const items = this.toItems(rows);
    const payload = JSON.stringify(items);
    if (payload === this.payload) return false;
    this.snapshot = items;
    this.payload = payload;
    this.serialisations += 1;
    this.streams.broadcast(this.event, payload);
    return true;
  }

  /** Reads every stock and publishes. Concurrent calls share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= this.read()
      .then((rows) => void this.publish(rows))
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** The fallback re-read every `intervalMs` (skipped while published prices are fresher than that), and heartbeats. */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => {
      // Fresh prices arrived within about one interval (the engine's ticks): nothing to catch up on.
      if (Date.now() - this.lastPublishedAt < intervalMs * 1.5) return;
      void this.refresh().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
    this.streams.startHeartbeat();
  }

  stop(): void {
    clearInterval(this.timer);
    this.streams.stopHeartbeat();
  }

  /**
   * Serves one event stream: the current snapshot at once, then every change. Closing frees it at once. Beyond the
   * caps of `ticket` it answers 429 and returns false.
   */
  attach(req: IncomingMessage, res: ServerResponse, ticket?: StreamAdmissionTicket, headers?: Readonly<Record<string, string>>): boolean {
    return this.streams.attach(req, res, ticket, headers);
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    this.streams.closeAll();
  }
}
