import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getChildCountryPage } from '@/modules/user-management';
import { ChildCountryScreen } from '@/modules/user-management/components/child-country-page';
import { userIdSchema } from '@/modules/user-management/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('users'))('country.submit') };
}

/** An admin changes a child's country on a page of its own (decision 060's amendment). */
export default async function ChildCountryAdminPage({ params }: { params: Promise<{ userId: string }> }) {
  const actor = await requirePermission('change:child-country:any');
  const parsed = userIdSchema.safeParse({ userId: (await params).userId });
  if (!parsed.success) notFound();
  const child = await getChildCountryPage(actor, parsed.data.userId);
  if (!child) notFound();
  return <ChildCountryScreen child={child} />;
}
