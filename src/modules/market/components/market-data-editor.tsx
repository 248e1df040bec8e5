'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { ActionForm } from '@/components/ui/action-form';
import { setStockPriceAction } from '../actions';

interface Row {
  symbol: string;
  name: string;
  currentPrice: string;
  basePrice: string;
  changePct: number;
}

/** Prices in USD, one form a stock. */
export function MarketDataEditor({ rows, locale }: { rows: Row[]; locale: string }) {
  const t = useTranslations('market');
  const percent = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const input = 'w-28 rounded-lg border border-line bg-card px-2 py-1 text-sm tabular-nums';
  const trim = (value: string) => Number(value).toString();
  return (
    <DataTable caption={t('title')} columns={[t('stock'), t('change'), t('prices')]} minWidth="44rem">
          {rows.map((row) => (
            <tr key={row.symbol}>
              <td className="px-3 py-2">
                <div className="font-semibold">{row.symbol}</div>
                <div className="text-xs text-muted">{row.name}</div>
              </td>
              <td className={`px-3 py-2 tabular-nums font-semibold ${row.changePct >= 0 ? 'text-success' : 'text-error'}`}>{percent.format(row.changePct)}%</td>
              <td className="px-3 py-2">
                <ActionForm action={setStockPriceAction} fields={{ symbol: row.symbol }} label={t('save')} className="flex flex-wrap items-center gap-2">
                  <label className="text-xs text-muted" htmlFor={`current-${row.symbol}`}>{t('current')}</label>
                  <input id={`current-${row.symbol}`} name="currentPrice" defaultValue={trim(row.currentPrice)} inputMode="decimal" className={input} aria-label={t('currentFor', { symbol: row.symbol })} />
                  <label className="text-xs text-muted" htmlFor={`base-${row.symbol}`}>{t('base')}</label>
                  <input id={`base-${row.symbol}`} name="basePrice" defaultValue={trim(row.basePrice)} inputMode="decimal" className={input} aria-label={t('baseFor', { symbol: row.symbol })} />
                </ActionForm>
              </td>
            </tr>
          ))}
        </DataTable>
  );
}
