import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAdminSettingsPage } from '@/modules/theme';
import { AdminSettingsScreen } from '@/modules/theme/components/admin-settings-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('themeEditor'))('title') };
}

export default async function AdminSettingsPage() {
  const actor = await requirePermission('edit:theme:any');
  return <AdminSettingsScreen {...await getAdminSettingsPage(actor)} />;
}
