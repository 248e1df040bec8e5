import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { supportedTimeZones } from '@/lib/time-zones';
import type { MarketEditorPage } from '../queries';
import { MarketControls } from './market-controls';
import { MarketDataEditor } from './market-data-editor';
import { AddStockForm, PriceImportForm, SimulatorSettingsForm } from './market-forms';

/** What the address bar says after a removal (removeStockAction redirects with `?removed=SYMBOL&settled=N`). */
export interface RemovalNotice {
  removed?: string;
  settled?: string;
}

/**
 * /admin/marketeditor/marketdata: the market's state, its stocks, replays and the simulator's rules; after a
 * removal, what happened, for the admin who did it (only a well-formed symbol is shown).
 */
export async function MarketEditorScreen({ rows, settings, dayEnd, notice }: MarketEditorPage & { notice: RemovalNotice }) {
  const [t, locale] = await Promise.all([getTranslations('marketAdmin'), getLocale()]);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the day's start is state, not a rule the form edits
  const { paused, tradingDay, dayStartedAt, ...editable } = settings;
  const removed = typeof notice.removed === 'string' && /^[A-Z0-9.]{1,12}$/.test(notice.removed) ? notice.removed : null;
  const settled = Math.max(0, Number.parseInt(notice.settled ?? '0', 10) || 0);
  return (
    <>
      {removed ? (
        <div className="mx-auto max-w-7xl px-4 pt-6">
          <Alert tone="success">{settled > 0 ? t('remove.settled', { symbol: removed, count: settled }) : t('remove.done', { symbol: removed })}</Alert>
        </div>
      ) : null}
      <PageLayout width="7xl" gap={5} tone="admin" title={t('title')} lead={t('lead')}>
        <MarketControls paused={paused} tradingDay={tradingDay} tickIntervalMs={settings.tickIntervalMs} locale={locale} dayEnd={dayEnd} manualDay={settings.dayScheduleMode === 'manual'} />
        <section aria-labelledby="market-stocks-heading" className="flex flex-col gap-3">
          <h2 id="market-stocks-heading" className="text-base font-bold">
            {t('table.heading', { count: rows.length })}
          </h2>
          <AddStockForm />
          <MarketDataEditor
            rows={rows.map((row) => ({
              symbol: row.symbol,
              name: row.name,
              sector: row.sector,
              description: row.description,
              currentPrice: row.currentPrice,
              basePrice: row.basePrice,
              changePct: row.changePct,
              volatility: row.volatility,
              drift: row.drift,
              holders: row.holders,
              openOrders: row.openOrders,
              replay: row.replay,
            }))}
            locale={locale}
          />
        </section>
        <PriceImportForm symbols={rows.map((row) => row.symbol)} />
        <section className="rounded-xl border border-line bg-card p-4">
          <SimulatorSettingsForm settings={editable} timeZones={supportedTimeZones()} />
        </section>
      </PageLayout>
    </>
  );
}
