'use client';

import { useEffect, useState } from 'react';

export interface LivePrice {
  price: string;
  basePrice: string;
  changePct: number;
}

/**
 * The market stream (GET /api/market/stream, `event: prices`, every stock) as a map by symbol; empty until the
 * first event, so the server-rendered values show first. The browser reconnects by itself.
 */
export function useLivePrices(): { prices: ReadonlyMap<string, LivePrice>; live: boolean } {
  const [prices, setPrices] = useState<ReadonlyMap<string, LivePrice>>(new Map());
  const [live, setLive] = useState(false);
  useEffect(() => {
    const source = new EventSource('/api/market/stream');
    source.addEventListener('prices', (event) => {
      try {
        const items = JSON.parse((event as MessageEvent<string>).data) as ({ symbol: string } & LivePrice)[];
        setPrices(new Map(items.map((item) => [item.symbol, { price: item.price, basePrice: item.basePrice, changePct: item.changePct }])));
        setLive(true);
      } catch {
        // A malformed event is skipped; the next one replaces it.
      }
    });
    source.addEventListener('error', () => setLive(false));
    return () => source.close();
  }, []);
  return { prices, live };
}
