import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { getTutorThread } from '@/modules/feedback';
import { TutorThreadScreen } from '@/modules/feedback/components/feedback-screens';
import { ACCOUNT_ID_PATTERN } from '@/lib/ids';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('feedback'))('threadTitle') };
}

/** A tutor's thread with one of their approved students (decision 035); anyone else's child is a 404. */
export default async function FeedbackThreadPage({ params }: { params: Promise<{ childId: string }> }) {
  const actor = await requirePermission('read:student:own');
  const [{ childId }, locale] = await Promise.all([params, getLocale()]);
  const page = ACCOUNT_ID_PATTERN.test(childId) ? await getTutorThread(actor, childId, locale) : null;
  if (!page) notFound();
  return <TutorThreadScreen page={page} />;
}
