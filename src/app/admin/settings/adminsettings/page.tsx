import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { ThemeEditor, ThemeResetButton } from '@/modules/theme/components/theme-editor';
import { getTheme } from '@/modules/theme';
import { RatesEditor } from '@/modules/currency/components/rates-editor';
import { listExchangeRates } from '@/modules/currency';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('themeEditor'))('title') };
}

export default async function AdminSettingsPage() {
  const actor = await requirePermission('edit:theme:any');
  const [theme, rates] = await Promise.all([getTheme(actor), listExchangeRates(actor)]);
  const t = await getTranslations('themeEditor');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
      <PageHeader tone="admin" title={t('title')} lead={t('lead')} actions={<ThemeResetButton />} />
      {/* Remounted when the stored theme changes (after Reset), so the fields show what is stored. */}
      <ThemeEditor key={JSON.stringify(theme)} initial={theme} />
      <RatesEditor rates={rates} />
    </div>
  );
}
