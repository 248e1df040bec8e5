'use client';

import { useEffect, useState } from 'react';
import { openLiveStream } from '@/lib/live-stream';

export interface LivePrice {
  price: string;
  basePrice: string;
  changePct: number;
}

/**
 * The market stream (GET /api/market/stream, `event: prices`, every stock) as a map by symbol; empty until the
 * first event, so the server-rendered values show first. Reopened after a drop or a refusal (lib/live-stream).
 */
export function useLivePrices(): { prices: ReadonlyMap<string, LivePrice>; live: boolean } {
  const [prices, setPrices] = useState<ReadonlyMap<string, LivePrice>>(new Map());
  const [live, setLive] = useState(false);
  useEffect(() => {
    return openLiveStream('/api/market/stream', {
      events: {
        prices: (data) => {
          try {
            const items = JSON.parse(data) as ({ symbol: string } & LivePrice)[];
            setPrices(new Map(items.map((item) => [item.symbol, { price: item.price, basePrice: item.basePrice, changePct: item.changePct }])));
            setLive(true);
          } catch {
            // A malformed event is skipped; the next one replaces it.
          }
        },
      },
      onStatus: (status) => status !== 'live' && setLive(false),
    });
  }, []);
  return { prices, live };
}
