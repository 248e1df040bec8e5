import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { seedDatabase } from '@/seed/seed';
import { TickerHub } from './ticker-hub';
import type { TickerItem } from './top-movers';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let hub: TickerHub;
let server: Server;
let port: number;

beforeAll(async () => {
  await seedDatabase(getDb(), { demo: 'first-run' });
  hub = new TickerHub();
  await hub.refresh();
  server = createServer((req, res) => hub.attach(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  hub.closeAll();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a stream and collects its ticker events. */
function openStream(): { events: TickerItem[][]; close: () => void; opened: Promise<void> } {
  const events: TickerItem[][] = [];
  let close = () => {};
  const opened = new Promise<void>((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/' }, (response) => {
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith('event: ticker') && data) events.push(JSON.parse(data) as TickerItem[]);
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

describe('ticker hub: one shared snapshot over server-sent events', () => {
  it('sends the current top 25 at once, then a price change to every open stream', async () => {
    const first = openStream();
    const second = openStream();
    await Promise.all([first.opened, second.opened]);
    await until(() => first.events.length === 1 && second.events.length === 1);
    expect(first.events[0]).toHaveLength(25);

    await getDb().update(stocks).set({ currentPrice: '100.00', basePrice: '50.00' }).where(eq(stocks.symbol, 'KO'));
    await hub.refresh();
    await until(() => first.events.length === 2 && second.events.length === 2);
    expect(first.events[1]![0]).toEqual({ symbol: 'KO', price: 100, changePct: 100, direction: 'up' });
    expect(second.events[1]).toEqual(first.events[1]);

    // No change, no message.
    await hub.refresh();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.events).toHaveLength(2);
    first.close();
    second.close();
    await until(() => hub.viewerCount === 0);
  });

  it('1,000 streams opened and dropped leave viewers, handles and memory where they started', async () => {
    await until(() => hub.viewerCount === 0);
    gc();
    const handlesBefore = (process as unknown as { _getActiveHandles: () => unknown[] })._getActiveHandles().length;
    const heapBefore = process.memoryUsage().heapUsed;
    for (let round = 0; round < 4; round++) {
      const streams = Array.from({ length: 250 }, () => openStream());
      await Promise.all(streams.map((stream) => stream.opened));
      await until(() => hub.viewerCount === 250, 20_000);
      for (const stream of streams) stream.close();
      await until(() => hub.viewerCount === 0, 20_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
    const handlesAfter = (process as unknown as { _getActiveHandles: () => unknown[] })._getActiveHandles().length;
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    expect(hub.viewerCount).toBe(0);
    expect(handlesAfter).toBeLessThanOrEqual(handlesBefore + 2);
    expect(heapGrowth).toBeLessThan(8 * 1024 * 1024);
  }, 120_000);
});
