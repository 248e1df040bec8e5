'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { importPriceHistoryAction } from '../actions';
import { MARKET_LIMITS, type PriceImportState } from '../schemas';
import { CONTROL, SelectField } from './form-fields';
import { useFormToast } from '@/components/ui/use-form-toast';

const IMPORT_IDLE: PriceImportState = { status: 'idle' };

/** Upload a daily price history (date,close) for a stock to replay; a refused file lists every bad row by line. */
export function PriceImportForm({ symbols }: { symbols: string[] }) {
  const t = useTranslations('marketAdmin.import');
  const message = useMessage();
  const [state, importFile, pending] = useActionState(importPriceHistoryAction, IMPORT_IDLE);
  useFormToast(state);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('file');
    if (file instanceof File && file.size > MARKET_LIMITS.importBytes) {
      event.preventDefault();
      toast.error(t('tooLarge'));
    }
  };
  const fileError = state.status === 'error' ? (state.fieldErrors?.file ?? state.fieldErrors?.symbol) : undefined;
  const failed = state.status === 'error' && !fileError ? message(state.message, state.messageValues) : undefined;
  return (
    <section aria-labelledby="price-import-heading" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4">
      <div>
        <h2 id="price-import-heading" className="text-base font-bold">
          {t('heading')}
        </h2>
        <p className="text-sm text-muted">{t('lead', { max: MARKET_LIMITS.importRows })}</p>
      </div>
      <form action={importFile} onSubmit={checkSize} className="flex flex-wrap items-end gap-3">
        <SelectField id="import-symbol" label={t('symbol')} name="symbol" required className="min-w-32">
          {symbols.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </SelectField>
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="import-file" className="text-xs font-semibold">
            {t('file')}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="import-file-hint"
            aria-invalid={fileError ? true : undefined}
            className={`${CONTROL} file:me-3 file:rounded file:border-0 file:bg-page file:px-2 file:py-1 file:text-ink`}
          />
          <p id="import-file-hint" className="text-xs text-muted">
            {fileError ? <span className="text-error">{message(fileError)}</span> : t('hint')}
          </p>
        </div>
        <Button type="submit" disabled={pending || symbols.length === 0} className="px-3 py-2">
          {pending ? t('importing') : t('submit')}
        </Button>
      </form>
      {failed ? (
        <div role="alert" className="rounded-xl border-s-4 border-error bg-page px-4 py-3 text-sm">
          <p className="font-semibold text-error">{failed}</p>
          {state.badRows && state.badRows.length > 0 ? (
            <>
              <p className="mt-1 text-muted">{t('badRows', { count: state.badRows.length })}</p>
              <ul className="mt-1 max-h-72 list-disc overflow-y-auto ps-5">
                {state.badRows.map((problem, index) => (
                  <li key={`${problem.line}-${index}`}>{t('badLine', { line: problem.line, reason: message(problem.reason, problem.values) ?? problem.reason })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
