'use client';

import { useActionState } from 'react';
import { useTranslations } from '@/i18n/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { savePlanPricesAction } from '../actions';

/** One plan's prices: a row per currency with its monthly and yearly amount (empty: not sold), and the trial. */
export function PriceForm({ plan, trialDays, currencies, values }: { plan: string; trialDays: number; currencies: string[]; values: Record<string, string> }) {
  const t = useTranslations('finance.prices');
  const message = useMessage();
  const [state, action, pending] = useActionState(savePlanPricesAction, IDLE);
  useFormToast(state);
  const error = (name: string) => (state.fieldErrors?.[name] ? (message(state.fieldErrors[name]) ?? undefined) : undefined);
  const value = (name: string) => state.values?.[name] ?? values[name] ?? '';
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="plan" value={plan} />
      <TextField compact id={`${plan}-trial`} name="trialDays" type="number" min={0} max={90} label={t('trialDays')} hint={t('trialHint')} defaultValue={state.values?.trialDays ?? String(trialDays)} error={error('trialDays')} className="max-w-xs" />
      <table className="w-full text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('currency')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('month')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('year')}
            </th>
          </tr>
        </thead>
        <tbody>
          {currencies.map((currency) => (
            <tr key={currency} className="align-middle">
              <th scope="row" className="py-1.5 pe-3 text-start font-semibold">
                {currency}
              </th>
              {(['month', 'year'] as const).map((period) => {
                const name = `price.${currency}.${period}`;
                return (
                  <td key={period} className="py-1.5 pe-3">
                    <TextField
                      compact
                      id={`${plan}-${currency}-${period}`}
                      name={name}
                      inputMode="decimal"
                      label={<span className="sr-only">{t(`${period}Of`, { currency })}</span>}
                      defaultValue={value(name)}
                      key={`${name}-${value(name)}`}
                      error={error(name)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted">{t('emptyHint')}</p>
      <div>
        <Button type="submit" disabled={pending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
