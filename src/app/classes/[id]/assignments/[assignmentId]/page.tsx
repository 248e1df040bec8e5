import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { findAssignmentPage } from '@/modules/classes';
import { AssignmentScreen } from '@/modules/classes/components/assignment-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('classes.assignments'))('pageTitle') };
}

/** One assignment of the tutor's own class (decision 034); anyone else's, or an id that is not one, is a 404. */
export default async function AssignmentPage({ params }: { params: Promise<{ id: string; assignmentId: string }> }) {
  const actor = await requirePermission('manage:class:own');
  const [{ id, assignmentId }, locale] = await Promise.all([params, getLocale()]);
  const detail = await findAssignmentPage(actor, { classId: id, assignmentId }, locale);
  if (!detail) notFound();
  return <AssignmentScreen detail={detail} />;
}
