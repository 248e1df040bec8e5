import { startTransition, useEffect, useState } from 'react';
import { openLiveStream, type LiveStreamStatus } from '@/lib/live-stream';
import { parsePricesMessage, type LiveQuote } from './live-prices-parse';

/*
 * One EventSource for the whole page, shared by every component that shows a live price (the market list, the
 * selected stock, the order form's estimate). It opens with the first subscriber and closes after the last one
 * leaves; quotes are forgotten then, so a page shown later starts from its own fresh server snapshot.
 */

// Never "offline": a stream the server refused is opened again (lib/live-stream).
export type LiveStatus = LiveStreamStatus;

export interface LiveSnapshot {
  quotes: ReadonlyMap<string, LiveQuote>;
  status: LiveStatus;
}

const STREAM_URL = '/api/market/stream';
const SERVER_SNAPSHOT: LiveSnapshot = { quotes: new Map(), status: 'connecting' };

let snapshot: LiveSnapshot = SERVER_SNAPSHOT;
let stopStream: (() => void) | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

/*
 * Every subscriber hears a message inside one transition: React renders the rows that moved in slices that yield to
 * the browser, and a child's tap or key goes first. With useSyncExternalStore each message was a synchronous render
 * of every row that moved, the longest tasks of /simulator on a throttled phone, landing on whatever the child was
 * doing (docs/benchmarks.md, web vitals). One transition for all, so the list, the quote and the form agree.
 */
function publish(next: LiveSnapshot) {
  snapshot = next;
  startTransition(() => {
    for (const listener of listeners) listener();
  });
}

function open() {
  if (stopStream) return;
  // Reopened after any refusal (a restart, a database outage): the prices resume by themselves.
  stopStream = openLiveStream(STREAM_URL, {
    events: {
      prices: (data) => {
        const quotes = parsePricesMessage(data);
        if (!quotes) return;
        const next = new Map(snapshot.quotes);
        let changed = snapshot.status !== 'live';
        for (const quote of quotes) {
          if (quoteKey(next.get(quote.symbol)) !== quoteKey(quote)) changed = true;
          next.set(quote.symbol, quote);
        }
        // A message that moves nothing (a paused market, the first message repeating the page's prices) wakes no one.
        if (changed) publish({ quotes: next, status: 'live' });
      },
    },
    onStatus: (status) => status !== snapshot.status && publish({ ...snapshot, status }),
  });
}

function close() {
  stopStream?.();
  stopStream = null;
  snapshot = SERVER_SNAPSHOT;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  open();
  return () => {
    listeners.delete(listener);
    // A component that re-mounts at once (a navigation, Strict Mode) keeps the same connection.
    if (listeners.size === 0) closeTimer = setTimeout(() => listeners.size === 0 && close(), 1000);
  };
}

/**
 * A value read from the page's snapshot, kept in the component's state and set again (in the transition of
 * `publish`) when a message changes it: a string, so an unchanged value renders nothing. It starts from the server's
 * value, which hydration needs, and takes the page's current one as the component mounts.
 */
function useSnapshotValue(read: (current: LiveSnapshot) => string): string {
  const [value, setValue] = useState(() => read(SERVER_SNAPSHOT));
  useEffect(() => {
    const update = () => setValue(read(snapshot));
    const unsubscribe = subscribe(update);
    update();
    return unsubscribe;
  }, [read]);
  return value;
}

const readStatus = (current: LiveSnapshot) => current.status;
const quoteReaders = new Map<string, (current: LiveSnapshot) => string>();
/** One reader per symbol for the whole page, so a row's subscription stays put across its renders. */
function quoteReader(symbol: string): (current: LiveSnapshot) => string {
  let reader = quoteReaders.get(symbol);
  if (!reader) {
    reader = (current) => quoteKey(current.quotes.get(symbol));
    quoteReaders.set(symbol, reader);
  }
  return reader;
}

/** The stream's state alone: a component showing it renders again when it changes, not with every price. */
export function useLiveStatus(): LiveStatus {
  return useSnapshotValue(readStatus) as LiveStatus;
}

/**
 * One stock's live quote, or the server's price until the stream has one. Every message carries every stock, so the
 * subscription compares the quote's values (a string): a component renders again only when its own stock moved.
 */
export function useLiveQuote(symbol: string, fallback: LiveQuote): LiveQuote {
  const key = useSnapshotValue(quoteReader(symbol));
  return key === '' ? fallback : { symbol, ...parseQuoteKey(key) };
}

function quoteKey(quote: LiveQuote | undefined): string {
  return quote ? `${quote.price} ${quote.changePct}` : '';
}

function parseQuoteKey(key: string): { price: string; changePct: number } {
  const [price = '0', changePct = '0'] = key.split(' ');
  return { price, changePct: Number(changePct) };
}
