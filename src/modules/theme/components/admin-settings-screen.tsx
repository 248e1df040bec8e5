import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/ui/page-layout';
import { RatesEditor } from '@/modules/currency/components/rates-editor';
import type { AdminSettingsPage } from '../queries';
import { ThemeEditor, ThemeResetButton } from './theme-editor';

/**
 * /admin/settings/adminsettings: the theme's colours and the currency exchange rates; `children` are the other
 * modules' settings the route adds (the journal's helplines).
 */
export async function AdminSettingsScreen({ theme, rates, children }: AdminSettingsPage & { children?: ReactNode }) {
  const t = await getTranslations('themeEditor');
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')} actions={<ThemeResetButton />}>
      {/* Remounted when the stored theme changes (after Reset), so the fields show what is stored. */}
      <ThemeEditor key={JSON.stringify(theme)} initial={theme} />
      <RatesEditor rates={rates} />
      {children}
    </PageLayout>
  );
}
