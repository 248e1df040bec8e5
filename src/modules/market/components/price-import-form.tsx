'use client';

import { useTranslations } from '@/i18n/client';
import { CsvImportForm } from '@/components/ui/csv-import-form';
import { SelectField } from '@/components/ui/field';
import { importPriceHistoryAction } from '../actions';
import { MARKET_LIMITS } from '../limits';
import type { PriceImportState } from '../schemas';

const IMPORT_IDLE: PriceImportState = { status: 'idle' };

/** Upload a daily price history (date,close) for a stock to replay; a refused file lists every bad row by line. */
export function PriceImportForm({ symbols }: { symbols: string[] }) {
  const t = useTranslations('marketAdmin.import');
  return (
    <section aria-labelledby="price-import-heading" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4">
      <div>
        <h2 id="price-import-heading" className="text-base font-bold">
          {t('heading')}
        </h2>
        <p className="text-sm text-muted">{t('lead', { max: MARKET_LIMITS.importRows })}</p>
      </div>
      <CsvImportForm
        action={importPriceHistoryAction}
        idle={IMPORT_IDLE}
        fileId="import-file"
        maxBytes={MARKET_LIMITS.importBytes}
        fileErrorKeys={['symbol']}
        submitDisabled={symbols.length === 0}
        labels={{
          file: t('file'),
          hint: t('hint'),
          submit: t('submit'),
          importing: t('importing'),
          tooLarge: t('tooLarge'),
          problems: (count) => t('badRows', { count }),
          problem: (problem, reason) => t('badLine', { line: problem.line, reason }),
        }}
      >
        {/* Not `required`: every choice is a stock, so one is always sent (HTML allows `required` here only with an empty first choice). */}
        <SelectField compact id="import-symbol" label={t('symbol')} name="symbol" className="min-w-32">
          {symbols.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </SelectField>
      </CsvImportForm>
    </section>
  );
}
