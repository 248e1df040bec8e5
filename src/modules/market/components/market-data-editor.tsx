'use client';

import type { EditorStock } from '../queries';
import { useTranslations } from '@/i18n/client';
import { Fragment, useState } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import { DataTable } from '@/components/ui/data-table';
import { formatCurrency } from '@/lib/number-format';
import { removeStockAction, setStockPriceAction, stopReplayAction } from '../actions';
import { StockEditForm } from './market-forms';
import { useLivePrices } from './use-live-prices';

/** A stock as the editor gets it from the server. */
export type EditorRow = Omit<EditorStock, 'replayRows' | 'updatedAt'>;

const COLUMN_COUNT = 7;

/**
 * Every stock, admin-dense: live price and change (the market stream), the model, holders, replay, a quick price
 * form (USD), and edit / stop replay / remove. The table scrolls sideways on narrow screens.
 */
export function MarketDataEditor({ rows, locale }: { rows: EditorRow[]; locale: string }) {
  const t = useTranslations('marketAdmin.table');
  const remove = useTranslations('marketAdmin.remove');
  const sectors = useTranslations('marketAdmin.sectors');
  const { prices, live } = useLivePrices();
  const [editing, setEditing] = useState<string | null>(null);
  const percent = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 4, signDisplay: 'auto' });
  const money = (value: string) => formatCurrency(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }, value as Intl.StringNumericLiteral);
  const input = 'w-28 rounded-lg border border-line bg-card px-2 py-1 text-sm tabular-nums';
  const trim = (value: string) => Number(value).toString();
  const sectorName = (sector: string) => (sectors.has(sector) ? sectors(sector) : sector);

  if (rows.length === 0) return <p className="rounded-xl border border-line bg-card p-4 text-sm text-muted">{t('empty')}</p>;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted" aria-live="polite">
        {live ? t('live') : t('notLive')}
      </p>
      <DataTable caption={t('caption')} columns={[t('stock'), t('price'), t('model'), t('holders'), t('replay'), t('prices'), t('actions')]} minWidth="76rem">
        {rows.map((row) => {
          const current = prices.get(row.symbol);
          const price = current?.price ?? row.currentPrice;
          const basePrice = current?.basePrice ?? row.basePrice;
          const changePct = current?.changePct ?? row.changePct;
          const isEditing = editing === row.symbol;
          const editId = `edit-row-${row.symbol.replace(/\W/g, '_')}`;
          return (
            <Fragment key={row.symbol}>
              <tr data-symbol={row.symbol} className="align-top">
                <td className="px-3 py-2">
                  <div className="font-semibold" dir="ltr">
                    {row.symbol}
                  </div>
                  <div className="text-xs">{row.name}</div>
                  <div className="text-xs text-muted">{sectorName(row.sector)}</div>
                </td>
                <td className="px-3 py-2 tabular-nums">
                  <div className="font-semibold" data-price>
                    {money(price)}
                  </div>
                  <div className={`text-xs font-semibold ${changePct >= 0 ? 'text-success' : 'text-error'}`} data-change={changePct}>
                    <span aria-hidden>{changePct >= 0 ? '▲' : '▼'}</span> {percent.format(changePct)}%
                  </div>
                  <div className="text-xs text-muted">{t('baseIs', { price: money(basePrice) })}</div>
                </td>
                <td className="px-3 py-2 text-xs tabular-nums">
                  <div>{t('volatility', { value: decimal.format(Number(row.volatility)) })}</div>
                  <div>{t('drift', { value: decimal.format(Number(row.drift)) })}</div>
                </td>
                <td className="px-3 py-2 text-xs">
                  <div className="font-semibold">{t('holdersCount', { count: row.holders })}</div>
                  {row.openOrders > 0 ? <div className="text-muted">{t('openOrders', { count: row.openOrders })}</div> : null}
                </td>
                <td className="px-3 py-2 text-xs">
                  {row.replay ? (
                    <div className="flex flex-col items-start gap-1">
                      <span className="font-semibold">{t('replaying', { position: row.replay.position + 1, total: row.replay.total })}</span>
                      {row.replay.day ? <span className="text-muted">{row.replay.day}</span> : null}
                      <ActionForm action={stopReplayAction} fields={{ symbol: row.symbol }} label={t('stopReplay')} />
                    </div>
                  ) : (
                    <span className="text-muted">{t('random')}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <ActionForm action={setStockPriceAction} fields={{ symbol: row.symbol }} label={t('save')} className="flex flex-wrap items-center gap-2">
                    <label className="text-xs text-muted" htmlFor={`current-${row.symbol}`}>
                      {t('current')}
                    </label>
                    <input id={`current-${row.symbol}`} name="currentPrice" defaultValue={trim(row.currentPrice)} inputMode="decimal" dir="ltr" autoComplete="off" className={input} aria-label={t('currentFor', { symbol: row.symbol })} />
                    <label className="text-xs text-muted" htmlFor={`base-${row.symbol}`}>
                      {t('base')}
                    </label>
                    <input id={`base-${row.symbol}`} name="basePrice" defaultValue={trim(row.basePrice)} inputMode="decimal" dir="ltr" autoComplete="off" className={input} aria-label={t('baseFor', { symbol: row.symbol })} />
                  </ActionForm>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="rounded-xl border border-line bg-card px-3 py-1.5 text-xs font-semibold hover:bg-page"
                      aria-expanded={isEditing}
                      aria-controls={editId}
                      aria-label={t('editFor', { symbol: row.symbol })}
                      onClick={() => setEditing(isEditing ? null : row.symbol)}
                    >
                      {t('edit')}
                    </button>
                    <ActionForm
                      action={removeStockAction}
                      fields={{ symbol: row.symbol, settle: row.holders > 0 ? 'true' : 'false' }}
                      label={remove('button')}
                      variant="danger"
                      confirm={
                        row.holders > 0
                          ? {
                              title: remove('heldTitle', { symbol: row.symbol }),
                              body: remove('heldBody', { symbol: row.symbol, count: row.holders, price: money(row.currentPrice) }),
                              confirmLabel: remove('settleConfirm'),
                              cancelLabel: remove('cancel'),
                            }
                          : { title: remove('title', { symbol: row.symbol }), body: remove('body', { symbol: row.symbol }), confirmLabel: remove('confirm'), cancelLabel: remove('cancel') }
                      }
                    />
                  </div>
                </td>
              </tr>
              {isEditing ? (
                <tr id={editId} className="bg-page">
                  <td colSpan={COLUMN_COUNT} className="px-3 py-3">
                    <StockEditForm symbol={row.symbol} stock={row} onClose={() => setEditing(null)} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </DataTable>
    </div>
  );
}
