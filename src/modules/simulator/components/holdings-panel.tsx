import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { HoldingView } from '../contract';
import { formatPercent } from './format';
import { DataTable } from '@/components/ui/data-table';
import { Empty, Money, Panel, cell, numericCell, type Display } from './panel';
import { TrendText } from './trend-text';

/** What the viewer owns, with a Sell shortcut that prefills the order form. */
export async function HoldingsPanel({ holdings, display }: { holdings: HoldingView[]; display: Display }) {
  const t = await getTranslations('simulator');
  const weight = (pct: number) => formatPercent(pct, display.locale, { signed: false, digits: 1 });
  return (
    <Panel id="holdings" title={t('holdings.title')} lead={t('holdings.lead')}>
      {holdings.length === 0 ? (
        <Empty>{t('holdings.empty')}</Empty>
      ) : (
        <DataTable
          look="flush"
          caption={t('holdings.title')}
          minWidth="34rem"
          columns={[
            { label: t('holdings.stock') },
            { label: t('holdings.shares'), numeric: true },
            { label: t('holdings.price'), numeric: true },
            { label: t('holdings.value'), numeric: true },
            { label: t('holdings.gain'), numeric: true },
            { label: t('holdings.actions'), hidden: true },
          ]}
        >
          {holdings.map((holding) => (
            <tr key={holding.symbol} data-holding={holding.symbol}>
              <th scope="row" className={`${cell} text-start font-normal`}>
                <Link href={`/simulator?stock=${encodeURIComponent(holding.symbol)}#stock-detail`} className="font-bold hover:underline">
                  {holding.symbol}
                </Link>
                <span className="block max-w-[9rem] truncate text-xs text-muted">{holding.name}</span>
              </th>
              <td className={numericCell}>
                <span dir="ltr" className="font-semibold" data-shares={holding.shares}>
                  {holding.shares}
                </span>
                <span className="block text-xs text-muted">
                  {t('holdings.averageCost')} <Money usd={holding.averageCost} display={display} />
                </span>
              </td>
              <td className={numericCell}>
                <Money usd={holding.price} display={display} />
              </td>
              <td className={numericCell}>
                <Money usd={holding.marketValue} display={display} className="font-semibold" />
                <span className="mt-1 flex items-center justify-end gap-1.5 text-xs text-muted">
                  <span aria-hidden="true" className="h-1.5 w-10 overflow-hidden rounded-full bg-line">
                    <span className="block h-full rounded-full bg-progress" style={{ width: `${Math.min(100, Math.max(0, holding.weightPct))}%` }} />
                  </span>
                  <span dir="ltr">{t('holdings.weight', { percent: weight(holding.weightPct) })}</span>
                </span>
              </td>
              <td className={numericCell}>
                <TrendText value={holding.gain} upLabel={t('trend.up')} downLabel={t('trend.down')}>
                  <Money usd={holding.gain} display={display} />
                </TrendText>
                <span className="block text-xs" dir="ltr">
                  {formatPercent(holding.gainPct, display.locale)}
                </span>
              </td>
              <td className={`${cell} text-end`}>
                <Link
                  href={`/simulator?stock=${encodeURIComponent(holding.symbol)}&side=sell#order-form`}
                  aria-label={t('holdings.sellLabel', { symbol: holding.symbol })}
                  className="inline-block rounded-lg border border-line px-3 py-1.5 text-xs font-semibold hover:bg-page"
                >
                  {t('holdings.sell')}
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
