import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getBillingOverview } from '@/modules/billing';
import { BillingScreen } from '@/modules/billing/components/billing-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('plans'))('title') };
}

/** /settings/billing (decision 040): a parent's or tutor's plan and invoices; roles without a plan get a 404. */
export default async function BillingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('manage:billing:own');
  const [overview, query] = await Promise.all([getBillingOverview(actor), searchParams]);
  if (!overview) notFound();
  return <BillingScreen overview={overview} checkoutDone={query.checkout === 'done'} />;
}
