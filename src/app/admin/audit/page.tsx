import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAuditPage } from '@/modules/audit';
import { AuditLog } from '@/modules/audit/components/audit-log';
import { auditFiltersSchema } from '@/modules/audit/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('audit'))('title') };
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:audit:any');
  const filters = auditFiltersSchema.parse(await searchParams);
  return <AuditLog page={await getAuditPage(actor, filters)} filters={filters} />;
}
