import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/card';
import { MarketEditorScreen } from '@/modules/market/components/market-editor-screen';
import { getMarketSettingsForEditor, listStocksForEditor } from '@/modules/market';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketAdmin'))('title') };
}

type Search = Promise<{ removed?: string; settled?: string }>;

export default async function MarketDataPage({ searchParams }: { searchParams: Search }) {
  const actor = await requirePermission('edit:market:any');
  const [rows, settings, locale, t, search] = await Promise.all([listStocksForEditor(actor), getMarketSettingsForEditor(actor), getLocale(), getTranslations('marketAdmin'), searchParams]);
  // After a removal (removeStockAction redirects here): what happened, for the admin who did it.
  const removed = typeof search.removed === 'string' && /^[A-Z0-9.]{1,12}$/.test(search.removed) ? search.removed : null;
  const settled = Math.max(0, Number.parseInt(search.settled ?? '0', 10) || 0);
  return (
    <>
      {removed ? (
        <div className="mx-auto max-w-7xl px-4 pt-6">
          <Alert tone="success">{settled > 0 ? t('remove.settled', { symbol: removed, count: settled }) : t('remove.done', { symbol: removed })}</Alert>
        </div>
      ) : null}
      <MarketEditorScreen rows={rows} settings={settings} locale={locale} />
    </>
  );
}
