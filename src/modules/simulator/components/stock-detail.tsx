import { getTranslations } from 'next-intl/server';
import type { MarketStockView } from '../contract';
import { LiveQuote } from './live-quote';
import { Panel, type Display } from './panel';
import { StockChart } from './stock-chart';

/** The picked stock: what the company does, its live price and its price chart. */
export async function StockDetail({ stock, owned, display }: { stock: MarketStockView; owned: number; display: Display }) {
  const t = await getTranslations('simulator.detail');
  return (
    <Panel
      id="stock-detail"
      title={`${stock.name} (${stock.symbol})`}
      lead={<span className="inline-block rounded-full bg-page px-2 py-0.5 text-xs font-semibold">{stock.sector}</span>}
      aside={
        <a href="#order-form" className="text-sm font-semibold text-primary hover:underline">
          {t('trade', { symbol: stock.symbol })}
        </a>
      }
    >
      <div className="flex flex-col gap-4" data-stock={stock.symbol}>
        <LiveQuote symbol={stock.symbol} price={stock.price} changePct={stock.changePct} rate={display.rate} locale={display.locale} />
        <p className="leading-relaxed">{stock.description || t('noDescription', { name: stock.name })}</p>
        {owned > 0 ? <p className="text-sm font-semibold text-muted">{t('youOwn', { count: owned, symbol: stock.symbol })}</p> : null}
        <StockChart key={stock.symbol} symbol={stock.symbol} price={stock.price} basePrice={stock.basePrice} changePct={stock.changePct} rate={display.rate} locale={display.locale} />
      </div>
    </Panel>
  );
}
