import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BadgeList } from '@/modules/content-admin/components/badge-list';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('badgeAdmin'))('title') };
}

export default async function BadgesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  return <BadgeList actor={actor} created={(await searchParams).created === '1'} />;
}
