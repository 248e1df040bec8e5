import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES } from '@/i18n/locales';
import { listHelplines } from '@/modules/helplines';
import { HelplinesEditor } from '@/modules/helplines/components/helplines-editor';
import { getAdminSettingsPage } from '@/modules/theme';
import { AdminSettingsScreen } from '@/modules/theme/components/admin-settings-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('themeEditor'))('title') };
}

/** The theme, the exchange rates and the children's helplines per language (decision 025). */
export default async function AdminSettingsPage() {
  const actor = await requirePermission('edit:theme:any');
  const [settings, helplines, t] = await Promise.all([getAdminSettingsPage(actor), listHelplines(actor), getTranslations('settings.languages')]);
  return (
    <AdminSettingsScreen {...settings}>
      <HelplinesEditor locales={LOCALES.map((code) => ({ code, name: t(code) }))} helplines={helplines} />
    </AdminSettingsScreen>
  );
}
