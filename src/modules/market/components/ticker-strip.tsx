'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { formatMoney, type DisplayRate } from '@/lib/money';
import type { TickerItem } from '../top-movers';

/**
 * The sticky price ticker (spec 2, 9). Server-rendered with the snapshot, then live over server-sent events.
 * It scrolls, pauses on hover and focus, and stands still (scrollable by hand) for prefers-reduced-motion.
 */
export function TickerStrip({ initial, locale, label, rate, rateNote }: { initial: readonly TickerItem[]; locale: string; label: string; rate: DisplayRate; rateNote: string }) {
  const [items, setItems] = useState(initial);
  useEffect(() => {
    const source = new EventSource('/api/ticker/stream');
    source.addEventListener('ticker', (event) => setItems(JSON.parse((event as MessageEvent<string>).data) as TickerItem[]));
    return () => source.close();
  }, []);
  const percent = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const row = (copy: number) =>
    items.map((item) => (
      <li key={`${copy}-${item.symbol}`} aria-hidden={copy > 0 ? true : undefined} data-symbol={copy === 0 ? item.symbol : undefined} className={copy > 0 ? 'motion-reduce:hidden' : undefined}>
        <Link href="/simulator" prefetch={false} tabIndex={copy > 0 ? -1 : undefined} className="flex items-center gap-2 whitespace-nowrap px-4 text-sm hover:underline">
          <span className="font-bold">{item.symbol}</span>
          <span className="tabular-nums" data-price title={rateNote}>
            {formatMoney(item.price, rate, locale)}
          </span>
          <span className={`tabular-nums font-semibold ${item.direction === 'up' ? 'text-success' : 'text-error'}`} data-change={item.changePct} data-direction={item.direction}>
            <span aria-hidden>{item.direction === 'up' ? '▲' : '▼'}</span> {percent.format(item.changePct)}%
          </span>
        </Link>
      </li>
    ));
  return (
    <div role="region" aria-label={label} aria-describedby="ticker-rate-note" dir="ltr" className="group h-9 overflow-hidden border-b border-line bg-card motion-reduce:overflow-x-auto">
      <span id="ticker-rate-note" className="sr-only" data-rate-note>
        {rateNote}
      </span>
      <ul className="flex h-9 w-max items-center animate-[ticker_90s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none">
        {row(0)}
        {row(1)}
      </ul>
    </div>
  );
}
