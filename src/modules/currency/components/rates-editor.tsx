'use client';

import { useTranslations } from '@/i18n/client';
import { ActionForm } from '@/components/ui/action-form';
import type { DisplayRate } from '@/lib/money';
import { setExchangeRateAction } from '../actions';

/** One row a currency: units per US dollar and the rate's date; USD is fixed at 1. */
export function RatesEditor({ rates }: { rates: DisplayRate[] }) {
  const t = useTranslations('rates');
  const input = 'rounded-lg border border-line bg-card px-2 py-1 text-sm';
  return (
    <section className="rounded-xl border border-line bg-card">
      <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">{t('title')}</h2>
      <p className="px-4 pt-3 text-xs text-muted">{t('lead')}</p>
      <ul className="divide-y divide-line">
        {rates
          .filter((rate) => rate.currency !== 'USD')
          .map((rate) => (
            <li key={rate.currency} className="px-4 py-2">
              <ActionForm action={setExchangeRateAction} fields={{ currency: rate.currency }} label={t('save')} className="flex flex-wrap items-center gap-2">
                <span className="w-28 text-sm font-semibold">1 USD =</span>
                <label className="sr-only" htmlFor={`rate-${rate.currency}`}>
                  {t('rateFor', { currency: rate.currency })}
                </label>
                <input id={`rate-${rate.currency}`} name="ratePerUsd" defaultValue={Number(rate.ratePerUsd).toString()} inputMode="decimal" className={`${input} w-32 tabular-nums`} />
                <span className="w-10 text-sm">{rate.currency}</span>
                <label className="text-xs text-muted" htmlFor={`as-of-${rate.currency}`}>
                  {t('asOf')}
                </label>
                <input id={`as-of-${rate.currency}`} name="asOf" type="date" defaultValue={rate.asOf} className={input} />
              </ActionForm>
            </li>
          ))}
      </ul>
    </section>
  );
}
