import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getFamilyReportPage } from '@/modules/reports';
import { ReportScreen } from '@/modules/reports/components/report-screen';
import { getPreferences } from '@/modules/preferences';
import { singleParam } from '@/lib/search-params';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('reports'))('report.title') };
}

/** A parent's /reports: a child's report for a period (`?child=&period=&from=&to=`), printable and as a PDF (decision 028). */
export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:child:own');
  const [query, preferences] = await Promise.all([searchParams, getPreferences()]);
  const page = await getFamilyReportPage(actor, { child: singleParam(query.child), period: singleParam(query.period), from: singleParam(query.from), to: singleParam(query.to) }, preferences);
  if (!page) notFound();
  return <ReportScreen page={page} />;
}
