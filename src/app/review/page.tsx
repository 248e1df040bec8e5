import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLessonReader, getReviewPage } from '@/modules/courses';
import { ReviewScreen } from '@/modules/courses/components/review-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('review'))('title') };
}

/**
 * /review: the child's daily review (decision 052): the questions due today, in the child's language and currency
 * as their lessons are (decision 051). Reads only; each answer is a server action.
 */
export default async function ReviewRoute() {
  const [actor, reader] = await Promise.all([requirePermission('take:lesson:own'), getLessonReader()]);
  return <ReviewScreen page={await getReviewPage(actor, reader)} />;
}
