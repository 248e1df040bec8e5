import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getBadgeEditorPage } from '@/modules/content-admin';
import { BadgeEditView } from '@/modules/content-admin/components/badge-edit-view';
import { badgeIdSchema, badgeLanguageSchema } from '@/modules/content-admin/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('badgeAdmin'))('editPageTitle') };
}

export default async function EditBadgePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const parsed = badgeIdSchema.safeParse({ badgeId: (await params).id });
  if (!parsed.success) notFound();
  const page = await getBadgeEditorPage(actor, parsed.data.badgeId);
  if (!page) notFound();
  return <BadgeEditView {...page} language={badgeLanguageSchema.parse((await searchParams).language)} />;
}
