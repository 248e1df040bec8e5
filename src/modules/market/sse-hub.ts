import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * Server-sent events to many viewers from one shared message (decision 007, reused by issue 5's market stream).
 * A message is serialised and encoded ONCE and the same bytes are written to every open stream, so a broadcast
 * costs one write per viewer, never viewers × items. Served by the custom server on bare node:http (STACK.md:
 * Next route-handler streams leak on disconnect). No 'server-only': server.ts imports it.
 */

const HEARTBEAT_MS = 15_000;
/** A viewer that has not read this much of what we sent is too slow: dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');

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

  /** Serves one event stream: the last message at once, then every broadcast. Closing frees it at once. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'Content-Encoding': 'none',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    if (this.message) res.write(this.message);
    this.clients.add(res);
    const detach = () => {
      this.clients.delete(res);
    };
    req.once('close', detach);
    res.once('close', detach);
    res.once('error', detach);
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
