'use client';

import { useTranslations } from '@/i18n/client';
import { useId } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import { TextField } from '@/components/ui/field';
import { saveHelplineAction } from '../actions';

/**
 * The admin settings page's helplines (decision 025): per language, the children's helpline the journal's kind help
 * names beside an entry about a hard topic. An empty name removes it (the help then gives the general advice).
 */
export function HelplinesEditor({ locales, helplines }: { locales: readonly { code: string; name: string }[]; helplines: { locale: string; name: string; phone: string; url: string }[] }) {
  const t = useTranslations('helplines');
  // One form per language, each with the same three fields: every control needs an id of its own, or all three
  // labels name the first language's fields and the others have no name (WCAG 1.3.1, 4.1.2).
  const base = useId();
  return (
    <section aria-labelledby="helplines-title" className="rounded-xl border border-line bg-card">
      <h2 id="helplines-title" className="border-b border-line px-4 py-3 text-sm font-semibold">
        {t('title')}
      </h2>
      <p className="px-4 pt-3 text-xs text-muted">{t('lead')}</p>
      <ul className="divide-y divide-line">
        {locales.map((locale) => {
          const line = helplines.find((each) => each.locale === locale.code);
          const id = (field: string) => `${base}-${locale.code}-${field}`;
          return (
            <li key={locale.code} className="px-4 py-3">
              {/* The language names the group, so "Helpline name" is heard as the French (or Arabic…) one. */}
              <div role="group" aria-labelledby={id('language')}>
                <ActionForm action={saveHelplineAction} fields={{ locale: locale.code }} label={t('save')} accessibleLabel={t('saveFor', { language: locale.name })} className="flex flex-wrap items-end gap-3">
                  <span id={id('language')} className="w-24 pb-2 text-sm font-semibold">
                    {locale.name}
                  </span>
                  <TextField id={id('name')} label={t('name')} name="name" defaultValue={line?.name ?? ''} maxLength={100} compact className="min-w-48 flex-1" />
                  <TextField id={id('phone')} label={t('phone')} name="phone" type="tel" defaultValue={line?.phone ?? ''} maxLength={30} compact className="w-40" />
                  <TextField id={id('url')} label={t('url')} name="url" type="url" defaultValue={line?.url ?? ''} maxLength={200} placeholder="https://" compact className="min-w-56 flex-1" />
                </ActionForm>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
