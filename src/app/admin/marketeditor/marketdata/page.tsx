import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MarketEditorScreen } from '@/modules/market/components/market-editor-screen';
import { getMarketSettingsForEditor, listStocksForEditor } from '@/modules/market/queries';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketAdmin'))('title') };
}

export default async function MarketDataPage() {
  const actor = await requirePermission('edit:market:any');
  const [rows, settings, locale] = await Promise.all([listStocksForEditor(actor), getMarketSettingsForEditor(actor), getLocale()]);
  return <MarketEditorScreen rows={rows} settings={settings} locale={locale} />;
}
