import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { can } from '@/server/permissions';
import { getInvoice } from '@/modules/billing';
import { InvoiceScreen } from '@/modules/billing/components/invoice-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata({ params }: { params: Promise<{ number: string }> }): Promise<Metadata> {
  const [t, { number }] = await Promise.all([getTranslations('plans'), params]);
  return { title: t('invoice.title', { number: decodeURIComponent(number) }) };
}

/** An invoice (decision 040), for its payer or an admin; anyone else's, or none, is a 404. */
export default async function InvoicePage({ params }: { params: Promise<{ number: string }> }) {
  const actor = await requirePermission('view:dashboard:own');
  const invoice = await getInvoice(actor, decodeURIComponent((await params).number));
  if (!invoice) notFound();
  return <InvoiceScreen invoice={invoice} backHref={invoice.userId === actor.id ? '/settings/billing' : can(actor, 'manage:finance:any') ? '/admin/finance/dashboard' : '/settings/billing'} />;
}
