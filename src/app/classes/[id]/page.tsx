import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { findClassPage } from '@/modules/classes';
import { ClassScreen } from '@/modules/classes/components/class-screen';
import { classIdSchema } from '@/modules/classes/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('classes'))('classPageTitle') };
}

/** One of the tutor's own classes; anyone else's class, or an id that is not one, is a 404. */
export default async function ClassPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requirePermission('manage:class:own');
  const parsed = classIdSchema.safeParse({ classId: (await params).id });
  if (!parsed.success) notFound();
  const page = await findClassPage(actor, parsed.data.classId, await getLocale());
  if (!page) notFound();
  return <ClassScreen {...page} />;
}
