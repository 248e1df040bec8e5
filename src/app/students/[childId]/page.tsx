import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listSharedEntries } from '@/modules/journal';
import { SharedEntries } from '@/modules/journal/components/shared-entries';
import { getPreferences } from '@/modules/preferences';
import { getStudentReportPage } from '@/modules/reports';
import { StudentScreen } from '@/modules/reports/components/student-screen';
import { singleParam } from '@/lib/search-params';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('students'))('studentTitle') };
}

/**
 * One of the tutor's approved students (decision 033), with the journal entries the student chose to show this tutor
 * (decision 031; the journal module reads them, in the same parallel round). Anyone else's child, a child still
 * waiting for their family, or an id that is not one, is a 404: the page never tells whether another tutor's student
 * exists.
 */
export default async function StudentPage({ params, searchParams }: { params: Promise<{ childId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:student:own');
  const [{ childId }, query, preferences] = await Promise.all([params, searchParams, getPreferences()]);
  const [page, shared] = await Promise.all([getStudentReportPage(actor, childId, { days: singleParam(query.days) }, preferences), listSharedEntries(actor, childId)]);
  if (!page) notFound();
  return <StudentScreen page={page} journal={<SharedEntries childName={page.report.child.firstName} entries={shared} level={3} />} />;
}
