import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getRosterPage } from '@/modules/schools';
import { RosterPage } from '@/modules/schools/components/roster-page';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schools.roster'))('title') };
}

/** Decision 064: a school admin's roster import, for their own school only (found from their membership). */
export default async function RosterImportPage({ params, searchParams }: { params: Promise<{ role: string }>; searchParams: Promise<{ import?: string | string[]; applied?: string | string[] }> }) {
  const [{ role }, query] = await Promise.all([params, searchParams]);
  if (role !== 'school_admin') notFound();
  const actor = await requirePermission('manage:school:own');
  const importId = typeof query.import === 'string' && /^[0-9a-f-]{36}$/i.test(query.import) ? query.import : null;
  return <RosterPage page={await getRosterPage(actor, importId)} applied={typeof query.applied === 'string'} />;
}
