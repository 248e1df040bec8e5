import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBadgeEditorPage } from '@/modules/content-admin';
import { BadgeEditView } from '@/modules/content-admin/components/badge-edit-view';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('badgeAdmin'))('newTitle') };
}

export default async function NewBadgePage() {
  const actor = await requirePermission('edit:content:any');
  return <BadgeEditView {...await getBadgeEditorPage(actor)} />;
}
