import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
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
 * /progress: a learner's own learning, or a parent's view of their children's (`?child=`, `?days=30|90`). A child
 * who is not the parent's is not found. Tutors' class progress is not built yet: not found for them until then.
 */
export default async function ProgressPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  if (can(actor, 'take:lesson:own')) {
    const summary = await getProgressPage(actor);
    if (!summary) notFound();
    return <ProgressScreen summary={summary} />;
  }
  if (!can(actor, 'read:child:own')) notFound();
  const [query, preferences] = await Promise.all([searchParams, getPreferences()]);
  const page = await getFamilyProgressPage(actor, { child: singleParam(query.child), days: singleParam(query.days) }, preferences.currency);
  if (!page) notFound();
  return <FamilyProgressScreen page={page} />;
}
