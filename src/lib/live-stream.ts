/*
 * A server-sent event stream that always comes back. The browser's EventSource reconnects by itself after a dropped
 * connection, but gives up for good when an answer is not an event stream: a 503 while an instance starts, stops or
 * cannot reach the database. Then the page's prices and bell would stay frozen until a reload. Here a stream closed
 * that way is opened again after a growing, jittered pause (1 s, 2 s, 4 s… at most 30 s), at once when the tab comes
 * back into view or the network returns, and the pause starts over after every successful open.
 */

export type LiveStreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveStreamOptions {
  /** Named events (`event: prices`) and plain messages (`message`), each with its handler. */
  events: Record<string, (data: string) => void>;
  onStatus?: (status: LiveStreamStatus) => void;
}

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

/** The pause before the `attempt`-th reopening (0-based): doubling from 1 s to 30 s, with up to a fifth of jitter. */
export function reopenPause(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.min(attempt, 15));
  return Math.round(base * (0.8 + 0.2 * random()));
}

/** Opens the stream; the function it returns closes it for good. Does nothing where EventSource does not exist. */
export function openLiveStream(url: string, { events, onStatus }: LiveStreamOptions): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    const stream = new EventSource(url);
    source = stream;
    stream.addEventListener('open', () => {
      attempt = 0;
      onStatus?.('live');
    });
    for (const [name, handler] of Object.entries(events)) stream.addEventListener(name, (event) => handler((event as MessageEvent<string>).data));
    stream.addEventListener('error', () => {
      onStatus?.('reconnecting');
      // CONNECTING: the browser is already trying again by itself. CLOSED: it gave up, so we try again.
      if (stream.readyState === EventSource.CLOSED && source === stream) later();
    });
  };

  const later = () => {
    source?.close();
    source = null;
    if (stopped || timer) return;
    timer = setTimeout(open, reopenPause(attempt));
    attempt += 1;
  };

  // Back in view or back online with the stream given up: no reason to wait out the pause.
  const now = () => {
    if (stopped || source || !timer) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    clearTimeout(timer);
    open();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', now);
  if (typeof window !== 'undefined') window.addEventListener('online', now);

  onStatus?.('connecting');
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', now);
    if (typeof window !== 'undefined') window.removeEventListener('online', now);
  };
}
