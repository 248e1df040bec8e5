'use client';

import { useTranslations } from '@/i18n/client';
import { formatMoney, type DisplayRate } from '@/lib/money';
import { formatPercent } from './format';
import { useLiveQuote } from './live-prices';
import { TrendText } from './trend-text';

/** The selected stock's price and today's change, live (shares the market list's connection). */
export function LiveQuote({ symbol, price, changePct, rate, locale }: { symbol: string; price: string; changePct: number; rate: DisplayRate; locale: string }) {
  const detail = useTranslations('simulator.detail');
  const trend = useTranslations('simulator.trend');
  const quote = useLiveQuote(symbol, { symbol, price, changePct });
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="sr-only">{detail('priceNow')}</span>
      <span dir="ltr" className="text-3xl font-extrabold tabular-nums" data-price={quote.price}>
        {formatMoney(quote.price, rate, locale)}
      </span>
      <TrendText value={quote.changePct} upLabel={trend('up')} downLabel={trend('down')}>
        {formatPercent(quote.changePct, locale)} <span className="font-normal text-muted">{detail('today')}</span>
      </TrendText>
    </p>
  );
}
