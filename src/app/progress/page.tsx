import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getProgressPage } from '@/modules/progress';
import { ProgressScreen } from '@/modules/progress/components/progress-screen';
import { requireActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('progress.page'))('title') };
}

/**
 * /progress: a child's own learning. Parents' and tutors' progress reports (about their children and students) are
 * not built yet: until then the page is not found for them (getProgressPage returns null).
 */
export default async function ProgressPage() {
  const actor = await requireActor();
  const summary = await getProgressPage(actor);
  if (!summary) notFound();
  return <ProgressScreen summary={summary} />;
}
