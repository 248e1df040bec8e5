import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { getChildFeedbackForParent } from '@/modules/feedback';
import { ParentFeedbackScreen } from '@/modules/feedback/components/parent-feedback-screen';
import { ACCOUNT_ID_PATTERN } from '@/lib/ids';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('feedback'))('parent.metaTitle') };
}

/** A linked parent reads the feedback between their child and the child's tutors, without writing (decision 035). */
export default async function ChildFeedbackPage({ params }: { params: Promise<{ childId: string }> }) {
  const actor = await requirePermission('read:feedback:own');
  const [{ childId }, locale] = await Promise.all([params, getLocale()]);
  const page = ACCOUNT_ID_PATTERN.test(childId) ? await getChildFeedbackForParent(actor, childId, locale) : null;
  if (!page) notFound();
  return <ParentFeedbackScreen childId={childId} {...page} />;
}
