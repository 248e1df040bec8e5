import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPlanOffers } from '@/modules/billing';
import { PricesScreen } from '@/modules/billing-admin/components/prices-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('finance'))('prices.title') };
}

export default async function PlanPricesPage() {
  const actor = await requirePermission('manage:finance:any');
  return <PricesScreen offers={await listPlanOffers(actor)} />;
}
