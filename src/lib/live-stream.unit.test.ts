import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, reopenPause } from './live-stream';

/** An EventSource as the browser's behaves: CONNECTING, then OPEN, or CLOSED for good after an answer that is not a stream. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(name: string, data: string) {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
  /** A 503: the browser gives up and never reconnects by itself. */
  refused() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  /** A dropped connection: the browser reconnects by itself. */
  dropped() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a live stream', () => {
  it('opens again by itself after a 503, which makes the browser give up, and hands on the events of the new stream', async () => {
    const prices: string[] = [];
    const statuses: string[] = [];
    const stop = openLiveStream('/api/market/stream', { events: { prices: (data) => prices.push(data) }, onStatus: (status) => statuses.push(status) });
    expect(FakeEventSource.made).toHaveLength(1);
    FakeEventSource.made[0]!.opened();
    FakeEventSource.made[0]!.send('prices', 'one');
    FakeEventSource.made[0]!.refused();
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    // Nothing yet: it waits its pause (about a second) rather than hammering a server that is starting.
    await vi.advanceTimersByTimeAsync(700);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.made[1]!.opened();
    FakeEventSource.made[1]!.send('prices', 'two');
    expect(prices).toEqual(['one', 'two']);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    stop();
  });

  it('waits longer after each refusal, up to 30 s, and starts over after a stream that opened', async () => {
    const stop = openLiveStream('/s', { events: {} });
    const refuseAndWait = async (ms: number) => {
      FakeEventSource.made.at(-1)!.refused();
      const before = FakeEventSource.made.length;
      await vi.advanceTimersByTimeAsync(ms);
      return FakeEventSource.made.length > before;
    };
    expect(await refuseAndWait(1000)).toBe(true);
    expect(await refuseAndWait(1500)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeEventSource.made).toHaveLength(3);
    FakeEventSource.made.at(-1)!.opened();
    expect(await refuseAndWait(1000)).toBe(true);
    stop();
    expect(reopenPause(0, () => 1)).toBe(1000);
    expect(reopenPause(3, () => 1)).toBe(8000);
    expect(reopenPause(40, () => 1)).toBe(30_000);
    expect(reopenPause(40, () => 0)).toBe(24_000);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', async () => {
    const stop = openLiveStream('/s', { events: {} });
    FakeEventSource.made[0]!.opened();
    FakeEventSource.made[0]!.dropped();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0]!.closed).toBe(false);
    stop();
  });

  it('stops for good when closed: no stream is opened again', async () => {
    const stop = openLiveStream('/s', { events: {} });
    FakeEventSource.made[0]!.refused();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });
});
