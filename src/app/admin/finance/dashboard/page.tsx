import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { financeFiltersSchema, getFinanceDashboard } from '@/modules/billing-admin';
import { FinanceScreen } from '@/modules/billing-admin/components/finance-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('finance'))('title') };
}

export default async function FinanceDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('manage:finance:any');
  const filters = financeFiltersSchema.parse(await searchParams);
  return <FinanceScreen dashboard={await getFinanceDashboard(actor, filters)} filters={filters} />;
}
