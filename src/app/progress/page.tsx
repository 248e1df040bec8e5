import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getClassProgressPage } from '@/modules/classes';
import { listChildGameResults } from '@/modules/competitions';
import { ChildGameResults } from '@/modules/competitions/components/child-game-results';
import { ClassProgressScreen } from '@/modules/classes/components/class-progress-screen';
import { getProgressPage } from '@/modules/progress';
import { ProgressScreen } from '@/modules/progress/components/progress-screen';
import { getFamilyProgressPage } from '@/modules/reports';
import { FamilyProgressScreen } from '@/modules/reports/components/family-progress-screen';
import { getPreferences } from '@/modules/preferences';
import { singleParam } from '@/lib/search-params';
import { can } from '@/server/permissions';
import { requireActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('progress.page'))('title') };
}

/**
 * /progress: a learner's own learning, a parent's view of their children's (`?child=`, `?days=30|90`), or a tutor's
 * class view (`?class=`, `?days=`; decision 034). A child or a class that is not the viewer's is not found.
 */
export default async function ProgressPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  if (can(actor, 'take:lesson:own')) {
    const summary = await getProgressPage(actor, (await getPreferences()).locale);
    if (!summary) notFound();
    return <ProgressScreen summary={summary} />;
  }
  if (!can(actor, 'read:child:own')) {
    if (!can(actor, 'read:student:own')) notFound();
    const query = await searchParams;
    const page = await getClassProgressPage(actor, { class: singleParam(query.class), days: singleParam(query.days) }, (await getPreferences()).locale);
    if (!page) notFound();
    return <ClassProgressScreen page={page} />;
  }
  const [query, preferences] = await Promise.all([searchParams, getPreferences()]);
  const page = await getFamilyProgressPage(actor, { child: singleParam(query.child), days: singleParam(query.days) }, preferences);
  if (!page) notFound();
  const child = page.report?.child;
  if (!child) return <FamilyProgressScreen page={page} />;
  return (
    <FamilyProgressScreen page={page}>
      <ChildGameResults childId={child.id} childName={child.firstName} games={await listChildGameResults(actor, child.id)} />
    </FamilyProgressScreen>
  );
}
