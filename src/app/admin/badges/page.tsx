import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBadgeListPage } from '@/modules/content-admin';
import { BadgeList } from '@/modules/content-admin/components/badge-list';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('badgeAdmin'))('title') };
}

export default async function BadgesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const created = (await searchParams).created === '1';
  return <BadgeList {...await getBadgeListPage(actor)} created={created} />;
}
