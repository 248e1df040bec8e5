'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { updateStockAction } from '../actions';
import { StockDetailsFields, type StockDetailsValues } from './stock-details-fields';
import { useFormToast } from '@/components/ui/use-form-toast';

/** Edits a stock's details and model (its prices have the row's own form). */
export function StockEditForm({ symbol, stock, onClose }: { symbol: string; stock: StockDetailsValues; onClose: () => void }) {
  const t = useTranslations('marketAdmin.edit');
  const message = useMessage();
  const [state, action, pending] = useActionState(updateStockAction, IDLE);
  useFormToast(state);
  const errors = state.fieldErrors ?? {};
  const kept = state.status === 'error' ? state.values : undefined;
  const values: StockDetailsValues = {
    name: kept?.name ?? stock.name,
    sector: kept?.sector ?? stock.sector,
    description: kept?.description ?? stock.description,
    volatility: kept?.volatility ?? Number(stock.volatility).toString(),
    drift: kept?.drift ?? Number(stock.drift).toString(),
  };
  const prefix = `edit-${symbol.replace(/\W/g, '_')}`;
  return (
    <form key={JSON.stringify(state)} action={action} noValidate aria-label={t('heading', { symbol })} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <input type="hidden" name="symbol" value={symbol} />
      <StockDetailsFields idPrefix={prefix} values={values} errors={errors} message={message} />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={pending} className="px-3 py-1.5 text-xs">
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} className="px-3 py-1.5 text-xs">
          {t('close')}
        </Button>
      </div>
    </form>
  );
}
