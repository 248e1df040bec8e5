import { EventEmitter } from 'node:events';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientAddressResolver } from './client-address';
import { competitionStreamId, liveStreamOf, MAX_BUFFERED_BYTES, SnapshotHub, SseHub, StreamAdmission, type StreamLimits } from './snapshot-hub';

/*
 * The live streams' caps and slow-consumer drop (decision 016), on real sockets: a local http server resolves the
 * client as server.ts does (here the test itself is the trusted proxy on 127.0.0.1 and names the client in
 * X-Forwarded-For) and hands the stream to a hub whose rows are whatever the test publishes.
 */

class TestHub extends SnapshotHub<string, string> {
  constructor() {
    super('test');
  }
  protected read(): Promise<readonly string[]> {
    return Promise.resolve([]);
  }
  protected toItems(rows: readonly string[]): string[] {
    return [...rows];
  }
}

type Harness = { hub: TestHub; admission: StreamAdmission; server: Server; port: number };
const harnesses: Harness[] = [];
const requests: ReturnType<typeof get>[] = [];

const SERVER_HEADERS = { 'X-Request-Id': 'the-request', 'X-Content-Type-Options': 'nosniff' };

async function startHarness(limits: StreamLimits): Promise<Harness> {
  const hub = new TestHub();
  hub.publish(['first']);
  const admission = new StreamAdmission(limits);
  const clientAddressOf = createClientAddressResolver(['127.0.0.1']);
  const server = createServer((req, res) => {
    const client = clientAddressOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] });
    hub.attach(req, res, { client, admission }, SERVER_HEADERS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const harness = { hub, admission, server, port: (server.address() as AddressInfo).port };
  harnesses.push(harness);
  return harness;
}

afterEach(async () => {
  for (const request of requests.splice(0)) request.destroy();
  for (const { hub, server } of harnesses.splice(0)) {
    hub.closeAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

type Opened = { response: IncomingMessage; body: () => string; ended: Promise<void>; close: () => void };

/** Opens a stream as `client` (via the trusted-proxy header) and resolves with the response once headers arrive. */
function openStream(port: number, client: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', headers: { 'X-Forwarded-For': client } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('error', () => undefined);
      const ended = new Promise<void>((resolveEnd) => response.once('end', resolveEnd));
      resolve({ response, body: () => body, ended, close: () => request.destroy() });
    });
    request.on('error', reject);
    requests.push(request);
  });
}

/** A stand-in response with a fixed backlog of unread bytes, that records writes and being dropped. */
class FakeStream extends EventEmitter {
  writes = 0;
  destroyed = false;
  constructor(readonly writableLength: number) {
    super();
  }
  writeHead(): this {
    return this;
  }
  write(): boolean {
    this.writes += 1;
    return true;
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
  end(): void {
    this.emit('close');
  }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('live streams: the answer', () => {
  it("is served for GET of the ticker's, the market's and the notifications' stream paths (a query ignored), nothing else", () => {
    expect(liveStreamOf('GET', '/api/ticker/stream')).toBe('ticker');
    expect(liveStreamOf('GET', '/api/market/stream?since=1')).toBe('market');
    expect(liveStreamOf('POST', '/api/ticker/stream')).toBeNull();
    expect(liveStreamOf('GET', '/api/ticker/streams')).toBeNull();
    expect(liveStreamOf('GET', '/api/ticker/stream/x')).toBeNull();
    expect(liveStreamOf('GET', '/x/api/ticker/stream')).toBeNull();
    expect(liveStreamOf('GET', undefined)).toBeNull();
  });

  it("is served for a competition's ranking stream, its id read from the path (decision 067), and for no other competition path", () => {
    const id = '0b6f3c1e-5a2d-4c8e-9f10-1234567890ab';
    expect(liveStreamOf('GET', `/api/competitions/${id}/stream`)).toBe('competition');
    expect(competitionStreamId(`/api/competitions/${id.toUpperCase()}/stream?x=1`)).toBe(id);
    expect(liveStreamOf('POST', `/api/competitions/${id}/stream`)).toBeNull();
    expect(liveStreamOf('GET', '/api/competitions/not-an-id/stream')).toBeNull();
    expect(liveStreamOf('GET', `/api/competitions/${id}/streams`)).toBeNull();
    expect(liveStreamOf('GET', `/api/competitions/${id}`)).toBeNull();
    expect(competitionStreamId('/api/market/stream')).toBeNull();
  });

  it('is an event stream with the server\'s headers, not chunked (it ends with the connection), and every broadcast arrives whole', async () => {
    const { hub, port } = await startHarness({ perClient: 16, total: 5000 });
    const stream = await openStream(port, '198.51.100.1');
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['x-request-id']).toBe('the-request');
    expect(stream.response.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.response.headers['transfer-encoding']).toBeUndefined();
    expect(stream.response.headers['content-length']).toBeUndefined();
    expect(stream.response.headers.connection).toBe('close');
    await until(() => stream.body() === 'retry: 5000\n\nevent: test\ndata: ["first"]\n\n');
    hub.publish(['second']);
    await until(() => stream.body().endsWith('event: test\ndata: ["second"]\n\n'));
    // Shutdown ends the body (the connection closes).
    hub.closeAll();
    await stream.ended;
  });

  it('answers a viewer on a pipelined connection only once the answer before it is done (node keeps the order)', async () => {
    const hub = new TestHub();
    hub.publish(['first']);
    const server = createServer((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('slow done'), 100);
      else hub.attach(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    harnesses.push({ hub, admission: new StreamAdmission({ perClient: 16, total: 5000 }), server, port: (server.address() as AddressInfo).port });
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /stream HTTP/1.1\r\nHost: x\r\n\r\n');
    // The stream's messages wait behind the slow answer, as the stream's own first bytes do.
    await until(() => hub.viewerCount === 1);
    hub.publish(['second']);
    await until(() => received.includes('data: ["second"]'));
    socket.destroy();
    const slowAt = received.indexOf('slow done');
    expect(slowAt).toBeGreaterThan(-1);
    expect(received.indexOf('retry: 5000')).toBeGreaterThan(slowAt);
    expect(received.indexOf('data: ["first"]')).toBeLessThan(received.indexOf('data: ["second"]'));
  });
});

describe('live streams: caps per client address and in total', () => {
  it('the 17th stream from one address gets a plain-text 429 with Retry-After; another address still gets in', async () => {
    const { hub, admission, port } = await startHarness({ perClient: 16, total: 5000 });
    const streams = await Promise.all(Array.from({ length: 16 }, () => openStream(port, '198.51.100.1')));
    expect(streams.map((stream) => stream.response.statusCode)).toEqual(Array(16).fill(200));
    await until(() => hub.viewerCount === 16);

    const refused = await openStream(port, '198.51.100.1');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    await refused.ended;
    expect(refused.body()).toMatch(/too many live streams/i);
    expect(hub.viewerCount).toBe(16);

    // The same client written as IPv4-mapped IPv6 is the same client.
    expect((await openStream(port, '::ffff:198.51.100.1')).response.statusCode).toBe(429);

    const other = await openStream(port, '198.51.100.2');
    expect(other.response.statusCode).toBe(200);
    await until(() => other.body().includes('event: test'));
    expect(admission.openStreamsOf('198.51.100.1')).toBe(16);
    expect(admission.openStreamsOf('198.51.100.2')).toBe(1);
  });

  it('counts an IPv6 client by its /64: new addresses in one /64 share its cap, another /64 has its own', () => {
    const admission = new StreamAdmission({ perClient: 2, total: 5000 });
    expect(admission.admit('2001:db8:1:2::a')).toHaveProperty('release');
    expect(admission.admit('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toHaveProperty('release');
    expect(admission.admit('2001:db8:1:2:0:0:0:3')).toEqual({ refused: 'client' });
    expect(admission.admit('2001:db8:1:3::a')).toHaveProperty('release');
    // IPv4 stays per address.
    expect(admission.admit('198.51.100.1')).toHaveProperty('release');
    expect(admission.admit('198.51.100.1')).toHaveProperty('release');
    expect(admission.admit('198.51.100.2')).toHaveProperty('release');
  });

  it('a refusal carries the server\'s headers too', async () => {
    const { port } = await startHarness({ perClient: 1, total: 5000 });
    await openStream(port, '198.51.100.1');
    const refused = await openStream(port, '198.51.100.1');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['x-request-id']).toBe('the-request');
    expect(refused.response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closing a stream frees its slot at once', async () => {
    const { hub, admission, port } = await startHarness({ perClient: 2, total: 5000 });
    const [first] = await Promise.all([openStream(port, '198.51.100.1'), openStream(port, '198.51.100.1')]);
    expect((await openStream(port, '198.51.100.1')).response.statusCode).toBe(429);
    first!.close();
    await until(() => admission.openStreamsOf('198.51.100.1') === 1 && hub.viewerCount === 1);
    expect((await openStream(port, '198.51.100.1')).response.statusCode).toBe(200);
    expect(admission.openStreams).toBe(2);
  });

  it('beyond the total cap every address gets a 429 until a stream closes', async () => {
    const { admission, port } = await startHarness({ perClient: 16, total: 3 });
    const open = await Promise.all(['198.51.100.1', '198.51.100.2', '2001:db8::3'].map((client) => openStream(port, client)));
    expect(open.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200]);
    const refused = await openStream(port, '198.51.100.9');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBeDefined();
    open[2]!.close();
    await until(() => admission.openStreams === 2);
    expect((await openStream(port, '198.51.100.9')).response.statusCode).toBe(200);
  });

  it('a reader that stops reading is dropped once its backlog passes the limit; a reading viewer stays', async () => {
    const { hub, admission, port } = await startHarness({ perClient: 16, total: 5000 });
    const slow = await openStream(port, '198.51.100.1');
    const fast = await openStream(port, '198.51.100.2');
    await until(() => hub.viewerCount === 2);
    slow.response.pause();
    slow.response.socket.pause();

    // 64 KB messages: what the kernel's socket buffers hold first, then the hub's own backlog up to the limit.
    const filler = 'x'.repeat(64 * 1024);
    let sent = 0;
    while (hub.viewerCount === 2 && sent < 2000) {
      hub.publish([filler, String(sent)]);
      sent += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.viewerCount).toBe(1);
    // Its slot is free again (the hub destroyed the socket; the paused client has not read the close yet).
    await until(() => admission.openStreams === 1);
    expect(admission.openStreamsOf('198.51.100.1')).toBe(0);
    // Dropped by the hub's limit, not by running out of messages: far fewer than the bound were needed.
    expect(sent).toBeLessThan(2000);

    // The reading viewer got the latest message.
    await until(() => fast.body().includes(`"${sent - 1}"]`));
  }, 30_000);

  it('the limit is the hub’s own backlog: 256 KB unread is dropped, less is kept (heartbeats count too)', () => {
    const hub = new SseHub();
    const admission = new StreamAdmission({ perClient: 16, total: 5000 });
    const backlogged = new FakeStream(MAX_BUFFERED_BYTES + 1);
    const behind = new FakeStream(200 * 1024);
    hub.attach(new EventEmitter() as IncomingMessage, backlogged as unknown as ServerResponse, { client: '198.51.100.1', admission });
    hub.attach(new EventEmitter() as IncomingMessage, behind as unknown as ServerResponse, { client: '198.51.100.2', admission });
    expect(MAX_BUFFERED_BYTES).toBe(256 * 1024);
    hub.startHeartbeat(5);
    return until(() => backlogged.destroyed && behind.writes > 1).then(() => {
      hub.stopHeartbeat();
      expect(hub.viewerCount).toBe(1);
      expect(behind.destroyed).toBe(false);
      expect(admission.openStreamsOf('198.51.100.1')).toBe(0);
      expect(admission.openStreamsOf('198.51.100.2')).toBe(1);
    });
  });

  it('shutdown ends every stream and gives every slot back', async () => {
    const { hub, admission, port } = await startHarness({ perClient: 16, total: 5000 });
    await Promise.all([openStream(port, '198.51.100.1'), openStream(port, '198.51.100.2')]);
    await until(() => hub.viewerCount === 2);
    hub.closeAll();
    await until(() => admission.openStreams === 0);
  });
});
