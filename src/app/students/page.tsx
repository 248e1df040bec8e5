import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getStudentsPage } from '@/modules/classes';
import { StudentsScreen } from '@/modules/classes/components/students-screen';
import { singleParam } from '@/lib/search-params';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('students'))('title') };
}

/** Tutor sidebar /students: the tutor's approved students across their classes (decision 033). */
export default async function StudentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:student:own');
  const query = await searchParams;
  const page = await getStudentsPage(actor, { q: singleParam(query.q), class: singleParam(query.class), sort: singleParam(query.sort) });
  return <StudentsScreen page={page} />;
}
