'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/ui/action-form';
import { TextField } from '@/components/ui/field';
import { saveHelplineAction } from '../actions';

/**
 * The admin settings page's helplines (decision 025): per language, the children's helpline the journal's kind help
 * names beside an entry about a hard topic. An empty name removes it (the help then gives the general advice).
 */
export function HelplinesEditor({ locales, helplines }: { locales: readonly { code: string; name: string }[]; helplines: { locale: string; name: string; phone: string; url: string }[] }) {
  const t = useTranslations('helplines');
  return (
    <section aria-labelledby="helplines-title" className="rounded-xl border border-line bg-card">
      <h2 id="helplines-title" className="border-b border-line px-4 py-3 text-sm font-semibold">
        {t('title')}
      </h2>
      <p className="px-4 pt-3 text-xs text-muted">{t('lead')}</p>
      <ul className="divide-y divide-line">
        {locales.map((locale) => {
          const line = helplines.find((each) => each.locale === locale.code);
          return (
            <li key={locale.code} className="px-4 py-3">
              <ActionForm action={saveHelplineAction} fields={{ locale: locale.code }} label={t('save')} accessibleLabel={t('saveFor', { language: locale.name })} className="flex flex-wrap items-end gap-3">
                <span className="w-24 pb-2 text-sm font-semibold">{locale.name}</span>
                <TextField label={t('name')} name="name" defaultValue={line?.name ?? ''} maxLength={100} compact className="min-w-48 flex-1" />
                <TextField label={t('phone')} name="phone" type="tel" defaultValue={line?.phone ?? ''} maxLength={30} compact className="w-40" />
                <TextField label={t('url')} name="url" type="url" defaultValue={line?.url ?? ''} maxLength={200} placeholder="https://" compact className="min-w-56 flex-1" />
              </ActionForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
