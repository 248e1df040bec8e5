'use client';

import { Icon } from '@/components/ui/icon';
import { chevronRight } from '@/components/ui/icons/chevron-right';
import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { createStockAction } from '../actions';
import { MARKET_LIMITS } from '../limits';
import { TextField } from '@/components/ui/field';
import { StockDetailsFields } from './stock-details-fields';
import { useFormToast } from '@/components/ui/use-form-toast';

/** Adds a stock. A refused form keeps what was typed; a successful one starts empty again. */
export function AddStockForm() {
  const t = useTranslations('marketAdmin.add');
  const fields = useTranslations('marketAdmin.fields');
  const message = useMessage();
  const [state, action, pending] = useActionState(createStockAction, IDLE);
  useFormToast(state);
  const errors = state.fieldErrors ?? {};
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  return (
    <details className="group rounded-xl border border-line bg-card" open={state.status === 'error' ? true : undefined}>
      <summary className="cursor-pointer list-none rounded-xl px-4 py-3 font-bold focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
        {/* Points to the text's end while folded (mirrored in right-to-left Arabic), down when open. */}
        <Icon shape={chevronRight} size={16} className="me-2 inline-block align-[-0.125em] transition rtl:-scale-x-100 group-open:rotate-90 rtl:group-open:-rotate-90 motion-reduce:transition-none" />
        {t('heading')}
      </summary>
      {/* A new key after each answer: the fields start again from the kept values (or empty after success). */}
      <form key={JSON.stringify(state)} action={action} noValidate className="grid gap-3 border-t border-line px-4 py-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          compact
          id="add-symbol"
          label={fields('symbol')}
          name="symbol"
          defaultValue={values.symbol ?? ''}
          maxLength={MARKET_LIMITS.symbolMax}
          required
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
          dir="ltr"
          hint={fields('symbolHint')}
          error={message(errors.symbol)}
        />
        <TextField compact id="add-price" label={fields('price')} name="price" defaultValue={values.price ?? ''} required inputMode="decimal" dir="ltr" autoComplete="off" error={message(errors.price)} />
        <StockDetailsFields
          idPrefix="add"
          values={{ name: values.name ?? '', sector: values.sector ?? 'Other', description: values.description ?? '', volatility: values.volatility ?? '0.3', drift: values.drift ?? '0.05' }}
          errors={errors}
          message={message}
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <Button type="submit" disabled={pending} className="px-3 py-2">
            {t('submit')}
          </Button>
        </div>
      </form>
    </details>
  );
}
