import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAnalytics } from '@/modules/analytics';
import { AnalyticsScreen } from '@/modules/analytics/components/analytics-screen';
import { analyticsFiltersSchema } from '@/modules/analytics/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('analytics'))('title') };
}

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:analytics:any');
  const filters = analyticsFiltersSchema.parse(await searchParams);
  return <AnalyticsScreen analytics={await getAnalytics(actor, filters)} />;
}
