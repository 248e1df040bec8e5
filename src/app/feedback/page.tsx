import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getModerationPage, getTutorFeedbackPage } from '@/modules/feedback';
import { ModerationScreen, TutorFeedbackScreen } from '@/modules/feedback/components/feedback-screens';
import { singleParam } from '@/lib/search-params';
import { can } from '@/server/permissions';
import { requireActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('feedback'))('title') };
}

/** Tutor sidebar /feedback: the tutor's students and their threads; for an admin, the moderation list (decision 035). */
export default async function FeedbackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  if (can(actor, 'moderate:feedback:any')) {
    const page = await getModerationPage(actor, singleParam((await searchParams).before));
    return <ModerationScreen {...page} />;
  }
  if (!can(actor, 'read:student:own') || !can(actor, 'write:feedback:own')) forbidden();
  return <TutorFeedbackScreen page={await getTutorFeedbackPage(actor)} />;
}
