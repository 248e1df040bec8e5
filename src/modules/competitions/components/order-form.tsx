'use client';

import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { placeCompetitionOrderAction } from '../actions';

/**
 * A child's order in their competition portfolio: at the market price, or at a limit price that rests until a tick
 * crosses it, as the game allows (decision 065). The key stays the same for one submission (a double click places one
 * order, decision 013) and is new once an answer came; a refusal says why, under the form.
 */
export function CompetitionOrderForm({ competitionId, stocks, orderKinds = { market: true, limit: false } }: { competitionId: string; stocks: { symbol: string; label: string }[]; orderKinds?: { market: boolean; limit: boolean } }) {
  const t = useTranslations('competitions.order');
  const message = useMessage();
  const [state, formAction, pending, round] = useRedrawnFormAction(placeCompetitionOrderAction);
  useFormToast(state);
  const [keys, setKeys] = useState<{ round: number; key: string }>(() => ({ round: 0, key: newIdempotencyKey() }));
  if (keys.round !== round) setKeys({ round, key: newIdempotencyKey() });
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  const error = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  const refusal = state.status === 'error' && !state.fieldErrors ? message(state.message, state.messageValues) : undefined;
  const onlyKind = orderKinds.limit && !orderKinds.market ? 'limit' : !orderKinds.limit ? 'market' : null;
  const [chosenKind, setKind] = useState<'market' | 'limit'>(values.type === 'limit' ? 'limit' : 'market');
  const kind = onlyKind ?? chosenKind;

  return (
    <form key={round} action={formAction} className="flex flex-col gap-4" noValidate aria-describedby={refusal ? 'competition-order-refusal' : undefined}>
      <input type="hidden" name="competitionId" value={competitionId} />
      <input type="hidden" name="idempotencyKey" value={keys.key} />
      {onlyKind ? <input type="hidden" name="type" value={onlyKind} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id="competition-order-symbol" name="symbol" label={t('stock')} defaultValue={values.symbol ?? stocks[0]?.symbol ?? ''} error={error('symbol')}>
          {stocks.map((stock) => (
            <option key={stock.symbol} value={stock.symbol}>
              {stock.label}
            </option>
          ))}
        </SelectField>
        <SelectField id="competition-order-side" name="side" label={t('side')} defaultValue={values.side ?? 'buy'} error={error('side')}>
          <option value="buy">{t('buy')}</option>
          <option value="sell">{t('sell')}</option>
        </SelectField>
        <TextField id="competition-order-shares" name="shares" type="number" min={1} inputMode="numeric" label={t('shares')} required defaultValue={values.shares ?? '1'} error={error('shares')} />
      </div>
      {orderKinds.limit ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {onlyKind ? null : (
            <SelectField id="competition-order-type" name="type" label={t('type')} value={kind} onChange={(event) => setKind(event.target.value === 'limit' ? 'limit' : 'market')} error={error('type')}>
              <option value="market">{t('market')}</option>
              <option value="limit">{t('limit')}</option>
            </SelectField>
          )}
          {kind === 'limit' ? (
            <TextField id="competition-order-limit" name="limitPrice" inputMode="decimal" label={t('limitPrice')} hint={t('limitPriceHint')} required defaultValue={values.limitPrice ?? ''} error={error('limitPrice')} />
          ) : null}
        </div>
      ) : null}
      {refusal ? (
        <div id="competition-order-refusal" role="alert" className="rounded-xl border border-error bg-card p-3 text-sm">
          <p className="text-error">{refusal}</p>
          {state.links && state.links.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1" aria-label={t('lessonsToFinish')}>
              {state.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className="font-semibold text-[var(--link-text)] underline underline-offset-2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || stocks.length === 0}>
          {pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
