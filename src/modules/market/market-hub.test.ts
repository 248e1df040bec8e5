import { EventEmitter } from 'node:events';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedDatabase } from '@/seed/seed';
import { SeededRandom } from './engine/random';
import { runMarketTick } from './engine/run-tick';
import { MarketHub, readMarketRows, type MarketStreamItem } from './market-hub';

let hub: MarketHub;
let server: Server;
let port: number;

beforeAll(async () => {
  await seedDatabase(getDb(), { demo: 'first-run' });
  hub = new MarketHub();
  server = createServer((req, res) => hub.attach(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  hub.closeAll();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a real stream and collects its `prices` events. */
function openStream(): { events: MarketStreamItem[][]; close: () => void; opened: Promise<void> } {
  const events: MarketStreamItem[][] = [];
  let close = () => {};
  const opened = new Promise<void>((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/' }, (response) => {
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith('event: prices') && data) events.push(JSON.parse(data) as MarketStreamItem[]);
        }
      });
      resolve();
    });
    request.on('error', () => undefined);
    close = () => request.destroy();
  });
  return { events, close: () => close(), opened };
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A stand-in ServerResponse that records what is written to it. */
class FakeResponse extends EventEmitter {
  writes: unknown[] = [];
  writableLength = 0;
  writeHead(): this {
    return this;
  }
  write(chunk: unknown): boolean {
    this.writes.push(chunk);
    return true;
  }
  end(): void {
    this.emit('close');
  }
}

describe('the market stream: every stock, one serialised message per tick for all viewers', () => {
  it('sends the snapshot on connect, then each tick as one event to every open stream', async () => {
    await hub.refresh();
    const streams = Array.from({ length: 5 }, () => openStream());
    await Promise.all(streams.map((stream) => stream.opened));
    await until(() => streams.every((stream) => stream.events.length === 1));
    const first = streams[0]!.events[0]!;
    expect(first).toHaveLength(44);
    const ko = first.find((item) => item.symbol === 'KO')!;
    expect(ko).toEqual({ symbol: 'KO', name: 'Coca-Cola', sector: 'Food', price: '69.8400', basePrice: '69.5000', changePct: 0.49 });
    expect(first.map((item) => item.symbol)).toEqual([...first.map((item) => item.symbol)].sort());

    const serialisedBefore = hub.serialisations;
    const tick = await runMarketTick(getDb(), { random: new SeededRandom(11), tickNumber: 0 });
    hub.publish(tick.rows);
    expect(hub.serialisations).toBe(serialisedBefore + 1);
    await until(() => streams.every((stream) => stream.events.length === 2));
    for (const stream of streams) expect(stream.events[1]).toEqual(streams[0]!.events[1]);
    const moved = streams[0]!.events[1]!.find((item) => item.symbol === 'KO')!;
    expect(moved.price).toBe((await readMarketRows()).find((row) => row.symbol === 'KO')!.currentPrice);

    // The same prices again: nothing is sent.
    hub.publish(tick.rows);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streams[0]!.events).toHaveLength(2);
    expect(hub.serialisations).toBe(serialisedBefore + 1);
    for (const stream of streams) stream.close();
    await until(() => hub.viewerCount === 0);
  });

  it('writes the very same bytes to every viewer (serialised once, not per viewer) and frees a closed one', async () => {
    const local = new MarketHub();
    const responses = Array.from({ length: 50 }, () => new FakeResponse());
    const requests = responses.map(() => new EventEmitter());
    responses.forEach((response, index) => local.attach(requests[index] as IncomingMessage, response as unknown as ServerResponse));
    expect(local.viewerCount).toBe(50);
    local.publish(await readMarketRows());
    const messages = responses.map((response) => response.writes.at(-1));
    expect(messages.every((message) => message === messages[0])).toBe(true);
    expect(String(messages[0])).toMatch(/^event: prices\ndata: \[\{"symbol":"AAPL","name":"Apple","sector":"Technology","price":"229\.\d{4}","basePrice":"226\.1000","changePct":/);
    expect(local.serialisations).toBe(1);
    requests[0]!.emit('close');
    responses[1]!.emit('close');
    expect(local.viewerCount).toBe(48);
    local.closeAll();
    expect(local.viewerCount).toBe(0);
  });
});
