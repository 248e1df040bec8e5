import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MarketDataEditor } from '@/modules/market/components/market-data-editor';
import { listStocksForEditor } from '@/modules/market/queries';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('market'))('title') };
}

export default async function MarketDataPage() {
  const actor = await requirePermission('edit:market:any');
  const [rows, t, locale] = await Promise.all([listStocksForEditor(actor), getTranslations('market'), getLocale()]);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted">{t('lead')}</p>
      </div>
      <MarketDataEditor rows={rows} locale={locale} />
    </div>
  );
}
