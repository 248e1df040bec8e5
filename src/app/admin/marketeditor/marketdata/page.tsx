import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMarketEditorPage } from '@/modules/market';
import { stockPositionCounts } from '@/modules/simulator/runtime';
import { MarketEditorScreen, type RemovalNotice } from '@/modules/market/components/market-editor-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketAdmin'))('title') };
}

/**
 * `?removed=&settled=`: after a removal (removeStockAction redirects here), what happened. The stocks' holders and
 * open orders are the simulator's, counted in the market's statement (decision 055).
 */
export default async function MarketDataPage({ searchParams }: { searchParams: Promise<RemovalNotice> }) {
  const actor = await requirePermission('edit:market:any');
  const [page, notice] = await Promise.all([getMarketEditorPage(actor, stockPositionCounts), searchParams]);
  return <MarketEditorScreen {...page} notice={notice} />;
}
