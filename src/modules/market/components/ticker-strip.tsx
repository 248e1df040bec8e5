'use client';

import Link from 'next/link';
import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { formatWithShape, type NumberShape } from '@/lib/number-shape';
import { convertUsd } from '@/lib/usd-conversion';
import type { TickerItem } from '../top-movers';

/**
 * The sticky price ticker (spec 2, 9). Server-rendered with the snapshot, then live over server-sent events.
 * It scrolls, pauses on hover and focus, and stands still (scrollable by hand) for prefers-reduced-motion.
 */
export function TickerStrip({
  initial,
  shapes,
  label,
  ratePerUsd,
  rateNote,
}: {
  initial: readonly TickerItem[];
  /** How the viewer's locale writes a price in their currency and a change (written without Intl: lib/number-shape.ts). */
  shapes: { price: NumberShape; change: NumberShape };
  label: string;
  ratePerUsd: string;
  rateNote: string;
}) {
  const [items, setItems] = useState(initial);
  // The loop's second copy is drawn in the browser only: the server's HTML carries each price once (every page has
  // this strip, so its size counts), and the strip has moved a hair's breadth by the time the copy appears.
  const looping = useHydrated();
  useEffect(() => {
    const source = new EventSource('/api/ticker/stream');
    // The stream starts with the current snapshot, most often the one the server drew: nothing to draw again.
    let last = JSON.stringify(initial);
    source.addEventListener('ticker', (event) => {
      // A message like the last changes nothing; a new one is drawn as a transition, in slices that yield to a tap
      // or a key (the strip is on every page, its fifty links are redrawn with every tick: docs/benchmarks.md).
      const data = (event as MessageEvent<string>).data;
      if (data === last) return;
      last = data;
      startTransition(() => setItems(JSON.parse(data) as TickerItem[]));
    });
    return () => source.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first snapshot only: later ones come by the stream
  }, []);
  // Written once for both copies of the loop.
  const texts = items.map((item) => ({ price: formatWithShape(shapes.price, convertUsd(item.price, ratePerUsd, shapes.price.fractionDigits)), change: formatWithShape(shapes.change, item.changePct.toFixed(2)) }));
  const row = (copy: number) =>
    items.map((item, index) => (
      <li key={`${copy}-${item.symbol}`} aria-hidden={copy > 0 ? true : undefined} data-symbol={copy === 0 ? item.symbol : undefined} className={copy > 0 ? 'motion-reduce:hidden' : undefined}>
        {/* Class names in globals.css (.ticker-*): fifty copies of the utility lists were a third of a page's HTML. */}
        <Link href="/simulator" prefetch={false} tabIndex={copy > 0 ? -1 : undefined} className="ticker-item">
          <b>{item.symbol}</b>
          <span className="tabular-nums" data-price>
            {texts[index]!.price}
          </span>
          <span className={item.direction === 'up' ? 'ticker-up' : 'ticker-down'} data-change={item.changePct} data-direction={item.direction}>
            <span aria-hidden>{item.direction === 'up' ? '▲' : '▼'}</span>
            {` ${texts[index]!.change}%`}
          </span>
        </Link>
      </li>
    ));
  // relative: the strip clips its visually hidden note too; unclipped, the note stood 1 px past the page's left edge,
  // which a right-to-left page scrolls to. contain: its height is fixed and its width the page's, so a tick's new
  // prices lay out and paint the strip alone, not the page under it.
  return (
    <div role="region" aria-label={label} aria-describedby="ticker-rate-note" title={rateNote} dir="ltr" className="group relative h-9 overflow-hidden border-b border-line bg-card [contain:strict] motion-reduce:overflow-x-auto">
      <span id="ticker-rate-note" className="sr-only" data-rate-note>
        {rateNote}
      </span>
      <ul className="flex h-9 w-max items-center animate-[ticker_90s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none">
        {row(0)}
        {looping && row(1)}
      </ul>
    </div>
  );
}
