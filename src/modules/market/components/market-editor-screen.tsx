import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import type { EditorStock } from '../queries';
import type { SimulatorSettings } from '../settings';
import { AddStockForm } from './add-stock-form';
import { MarketControls } from './market-controls';
import { MarketDataEditor } from './market-data-editor';
import { PriceImportForm } from './price-import-form';
import { SimulatorSettingsForm } from './simulator-settings-form';

/** /admin/marketeditor/marketdata: the market's state, its stocks, replays and the simulator's rules. */
export async function MarketEditorScreen({ rows, settings, locale }: { rows: EditorStock[]; settings: SimulatorSettings; locale: string }) {
  const t = await getTranslations('marketAdmin');
  const { paused, tradingDay, ...editable } = settings;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8">
      <PageHeader tone="admin" title={t('title')} lead={t('lead')} />
      <MarketControls paused={paused} tradingDay={tradingDay} tickIntervalMs={settings.tickIntervalMs} locale={locale} />
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
        <SimulatorSettingsForm settings={editable} />
      </section>
    </div>
  );
}
