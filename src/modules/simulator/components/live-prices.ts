import { useSyncExternalStore } from 'react';
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

function publish(next: LiveSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
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
        for (const quote of quotes) next.set(quote.symbol, quote);
        publish({ quotes: next, status: 'live' });
      },
    },
    onStatus: (status) => publish({ ...snapshot, status }),
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

/** The stream's state alone: a component showing it renders again when it changes, not with every price. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.status,
    () => SERVER_SNAPSHOT.status,
  );
}

/**
 * One stock's live quote, or the server's price until the stream has one. Every message carries every stock, so the
 * subscription compares the quote's values (a string): a component renders again only when its own stock moved.
 */
export function useLiveQuote(symbol: string, fallback: LiveQuote): LiveQuote {
  const key = useSyncExternalStore(
    subscribe,
    () => quoteKey(snapshot.quotes.get(symbol)),
    () => '',
  );
  return key === '' ? fallback : { symbol, ...parseQuoteKey(key) };
}

function quoteKey(quote: LiveQuote | undefined): string {
  return quote ? `${quote.price} ${quote.changePct}` : '';
}

function parseQuoteKey(key: string): { price: string; changePct: number } {
  const [price = '0', changePct = '0'] = key.split(' ');
  return { price, changePct: Number(changePct) };
}
