import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getGrowth } from '@/modules/analytics';
import { GrowthScreen } from '@/modules/analytics/components/growth-screen';
import { analyticsFiltersSchema } from '@/modules/analytics/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('growth'))('title') };
}

export default async function GrowthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:analytics:any');
  const filters = analyticsFiltersSchema.parse(await searchParams);
  return <GrowthScreen growth={await getGrowth(actor, filters)} />;
}
