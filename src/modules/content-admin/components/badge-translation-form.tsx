'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import type { TranslationLocale } from '@/lib/translation-locales';
import { saveBadgeTranslationAction } from '../actions';
import { BADGE_DESCRIPTION_MAX, BADGE_NAME_MAX } from '../limits';
import type { BadgeForEditor } from '../queries';
import { BesideEnglish, TranslationConflict, TranslationSave, useTranslationLanguage, useTranslationSave } from './translation-form-parts';

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A badge's name and description in one language, each beside its English (decision 054). Its icon, rule and bonus
 * stay the English badge's.
 */
export function BadgeTranslationForm({ badge, locale }: { badge: BadgeForEditor; locale: TranslationLocale }) {
  const t = useTranslations('badgeAdmin.translation');
  const form = useTranslations('badgeAdmin.form');
  const names = useTranslations('translationEditor');
  const message = useMessage();
  const translation = badge.translations[locale];
  const [words, setWords] = useState<Record<Field, string>>({ name: translation?.name ?? '', description: translation?.description ?? '' });
  const { state, pending, dirty, submit, version } = useTranslationSave(saveBadgeTranslationAction, words, translation?.updatedAt);
  const { language, direction } = useTranslationLanguage(locale);
  const limits: Record<Field, number> = { name: BADGE_NAME_MAX, description: BADGE_DESCRIPTION_MAX };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('heading', { language })} noValidate>
      <input type="hidden" name="badgeId" value={badge.id} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="expectedSourceFingerprint" value={badge.englishFingerprint} />
      <input type="hidden" name="expectedUpdatedAt" value={version} />
      <p className="text-sm text-muted">{t('lead', { language })}</p>
      {translation?.status === 'outdated' ? <p className="rounded-xl border-s-4 border-accent bg-page px-4 py-3 text-sm">{t('outdated')}</p> : null}
      <TranslationConflict state={state} reloadHref={`/admin/badges/${badge.id}?language=${locale}`} />
      {FIELDS.map((field) => {
        const control = {
          id: `badge-${locale}-${field}`,
          name: field,
          label: names('fieldIn', { field: form(field), language }),
          value: words[field],
          maxLength: limits[field],
          lang: locale,
          dir: direction,
          required: true,
          error: message(state.fieldErrors?.[field]),
          onChange: (event: { target: { value: string } }) => setWords((current) => ({ ...current, [field]: event.target.value })),
        } as const;
        return (
          <BesideEnglish key={field} label={form(field)} english={badge[field]}>
            {field === 'name' ? <TextField {...control} /> : <TextAreaField {...control} rows={3} controlClassName="field-sizing-content max-h-[40vh]" />}
          </BesideEnglish>
        );
      })}
      <TranslationSave language={language} pending={pending} pendingLabel={form('saving')} dirty={dirty} />
    </form>
  );
}
