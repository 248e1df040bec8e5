'use client';

import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { memo, startTransition, useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { formatMoney, type DisplayRate } from '@/lib/money';
import { formatPercent } from './format';
import { priceMove } from './live-prices-parse';
import { useLiveQuote, useLiveStatus } from './live-prices';
import { TrendText } from './trend-text';

export interface MarketRow {
  symbol: string;
  name: string;
  sector: string;
  price: string;
  changePct: number;
}

/** Briefly tints a price that just moved (green up, red down); nothing moves or blinks for prefers-reduced-motion. */
function FlashingPrice({ price, children }: { price: string; children: ReactNode }) {
  const [previous, setPrevious] = useState(price);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  if (price !== previous) {
    setPrevious(price);
    setFlash(priceMove(previous, price));
  }
  useEffect(() => {
    if (!flash) return;
    // The tint's end waits for nothing: a transition, like the tick that started it (live-prices.ts).
    const timer = setTimeout(() => startTransition(() => setFlash(null)), 1200);
    return () => clearTimeout(timer);
  }, [flash, price]);
  const tint = flash === 'up' ? 'motion-safe:bg-success/20' : flash === 'down' ? 'motion-safe:bg-error/20' : '';
  return (
    <span dir="ltr" data-flash={flash ?? undefined} className={`market-price ${tint}`}>
      {children}
    </span>
  );
}

/*
 * Scroll shadows in the theme's colours: the card-coloured covers scroll with the content (`local`) and hide the
 * shadows (`scroll`, fixed to the box) at an edge with nothing more to show; at an edge with more, the shadow shows.
 */
const SHADOW = 'color-mix(in srgb, var(--text) 30%, transparent)';
const SCROLL_SHADOWS: CSSProperties = {
  background: [
    'linear-gradient(to right, var(--card-background) 30%, transparent) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, var(--card-background) 30%, transparent) right center / 2.5rem 100% no-repeat local',
    `radial-gradient(farthest-side at 0 50%, ${SHADOW}, transparent) left center / 0.875rem 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${SHADOW}, transparent) right center / 0.875rem 100% no-repeat scroll`,
    'var(--card-background)',
  ].join(', '),
};

function StatusPill() {
  const t = useTranslations('simulator.market');
  const status = useLiveStatus();
  const dot = status === 'live' ? 'bg-success' : 'bg-muted';
  return (
    <span role="status" className="inline-flex items-center gap-1.5 rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-muted">
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dot} ${status === 'live' ? 'motion-safe:animate-pulse' : ''}`} />
      {t(`status.${status}`)}
    </span>
  );
}

/** Rows in the server's HTML: a little more than the box shows at once. */
const FIRST_PAINT_ROWS = 12;

interface MarketRowProps {
  stock: MarketRow;
  selected: boolean;
  rate: DisplayRate;
  locale: string;
  upLabel: string;
  downLabel: string;
}

/**
 * One stock's row. It follows its own stock's quote, so a tick renders again only the rows whose price moved, not
 * the whole list (memo: the list's own renders, a filter keystroke, leave unchanged rows alone). The cells' classes
 * are named in globals.css (.market-*): forty-odd rows of utility lists were most of the page's HTML.
 */
const MarketRowView = memo(function MarketRowView({ stock, selected, rate, locale, upLabel, downLabel }: MarketRowProps) {
  const quote = useLiveQuote(stock.symbol, stock);
  return (
    // The chosen row is marked by a bar at its start and a light wash of the highlight: a falling stock's red on the
    // full highlight is 4.3:1 in the default theme, under WCAG's 4.5 for text.
    <tr data-symbol={stock.symbol} className={selected ? 'bg-highlight/40' : 'hover:bg-page'}>
      <th scope="row" className={`market-cell text-start font-normal ${selected ? 'shadow-[inset_4px_0_0_var(--primary)] rtl:shadow-[inset_-4px_0_0_var(--primary)]' : ''}`.trimEnd()}>
        <Link href={`/simulator?stock=${encodeURIComponent(stock.symbol)}#stock-detail`} aria-current={selected ? 'true' : undefined} className="market-stock">
          <b>{stock.symbol}</b>
          {/* Narrower where the market shares the width with the order form (xl), so every column fits. */}
          <span className="market-name">
            {stock.name}
            <span className="2xl:hidden">{` · ${stock.sector}`}</span>
          </span>
        </Link>
      </th>
      <td className="hidden px-3 py-2 text-muted 2xl:table-cell">{stock.sector}</td>
      <td className="market-cell text-end" data-price={quote.price}>
        <FlashingPrice price={quote.price}>{formatMoney(quote.price, rate, locale)}</FlashingPrice>
      </td>
      <td className="market-cell text-end" data-change={quote.changePct}>
        <TrendText value={quote.changePct} upLabel={upLabel} downLabel={downLabel}>
          {formatPercent(quote.changePct, locale)}
        </TrendText>
      </td>
    </tr>
  );
});

/**
 * Every stock with its price and today's change, live over the market stream. Picking a stock opens its detail
 * (a link, so it works before JavaScript and keeps the back button meaningful).
 */
export function MarketList({ stocks, selected, rate, locale }: { stocks: readonly MarketRow[]; selected: string | null; rate: DisplayRate; locale: string }) {
  const t = useTranslations('simulator.market');
  const trend = useTranslations('simulator.trend');
  const [filter, setFilter] = useState('');
  const filterId = useId();
  // The box shows about ten rows: the server's HTML carries the first FIRST_PAINT_ROWS (and the chosen stock's), the
  // browser adds the rest once the page is live. Half of the page's HTML was rows below the fold of this box.
  const complete = useHydrated();
  const needle = filter.trim().toLowerCase();
  const matching = needle ? stocks.filter((stock) => `${stock.symbol} ${stock.name} ${stock.sector}`.toLowerCase().includes(needle)) : stocks;
  const shown = complete ? matching : matching.filter((stock, index) => index < FIRST_PAINT_ROWS || stock.symbol === selected);
  return (
    <div className="flex flex-col gap-3">
      {/* The status sits on the label's line, so on a phone the search box keeps the whole width for its placeholder. */}
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={filterId} className="text-sm font-semibold">
            {t('filter')}
          </label>
          <StatusPill />
        </div>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('filterPlaceholder')}
          className="w-full rounded-xl border border-line bg-card px-3 py-2 text-sm text-ink placeholder:text-muted sm:max-w-xs"
        />
      </div>
      {/*
        Three columns fit a 375 px phone (narrower padding and names there). Should a column still not fit (a large
        text setting), the box scrolls and says so: shadows at the edge that has more, painted by backgrounds that
        scroll with the content (the covers) or stay put (the shadows), so no script measures anything.
      */}
      {/* relative: the rows' visually hidden words (sr-only, absolutely placed) stay inside the box that scrolls. */}
      <div className="relative max-h-[28rem] overflow-auto rounded-xl border border-line" style={SCROLL_SHADOWS}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="sticky top-0 z-10 bg-card text-xs uppercase tracking-wide text-muted shadow-[0_1px_0_var(--border)]">
            <tr>
              <th scope="col" className="px-2 py-2 text-start sm:px-3">{t('stock')}</th>
              <th scope="col" className="hidden px-3 py-2 text-start 2xl:table-cell">{t('sector')}</th>
              <th scope="col" className="px-2 py-2 text-end sm:px-3">{t('price')}</th>
              <th scope="col" className="px-2 py-2 text-end sm:px-3">{t('change')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((stock) => (
              <MarketRowView key={stock.symbol} stock={stock} selected={stock.symbol === selected} rate={rate} locale={locale} upLabel={trend('up')} downLabel={trend('down')} />
            ))}
          </tbody>
        </table>
        {matching.length === 0 ? <p className="px-3 py-6 text-center text-sm text-muted">{stocks.length === 0 ? t('empty') : t('noMatch')}</p> : null}
      </div>
    </div>
  );
}
