'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { useUnsavedChanges } from '@/components/ui/use-unsaved-changes';
import { IDLE, type FormState } from '@/lib/form-state';
import type { TranslationLocale } from '@/lib/translation-locales';
import { saveBadgeTranslationAction } from '../actions';
import { BADGE_DESCRIPTION_MAX, BADGE_NAME_MAX } from '../limits';
import type { BadgeForEditor } from '../queries';

const SAVE_IDLE: FormState & { updatedAt?: string } = IDLE;
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
  const [state, save, pending] = useActionState(saveBadgeTranslationAction, SAVE_IDLE);
  useFormToast(state);
  const version = state.updatedAt ?? translation?.updatedAt ?? '';
  const { dirty, submitting } = useUnsavedChanges(JSON.stringify(words), state);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submitting();
    startTransition(() => save(data));
  };
  const language = names(`languageNames.${locale}`);
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const limits: Record<Field, number> = { name: BADGE_NAME_MAX, description: BADGE_DESCRIPTION_MAX };
  const conflict = state.status === 'error' && (state.message === 'translationEditor.errors.englishChanged' || state.message === 'translationEditor.errors.changedElsewhere');
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('heading', { language })} noValidate>
      <input type="hidden" name="badgeId" value={badge.id} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="expectedSourceFingerprint" value={badge.englishFingerprint} />
      <input type="hidden" name="expectedUpdatedAt" value={version} />
      <p className="text-sm text-muted">{t('lead', { language })}</p>
      {translation?.status === 'outdated' ? <p className="rounded-xl border-s-4 border-accent bg-page px-4 py-3 text-sm">{t('outdated')}</p> : null}
      {conflict ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border-s-4 border-error bg-page px-4 py-3 text-sm">
          <span className="flex-1 font-medium text-error">{message(state.message)}</span>
          <a href={`/admin/badges/${badge.id}?language=${locale}`} className="font-semibold text-[var(--link-text)] underline">
            {names('reload')}
          </a>
        </div>
      ) : null}
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
          <div key={field} className="grid gap-2 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1.5">
              <p className="text-sm font-semibold">
                {form(field)} <span className="font-normal text-muted">({names('english')})</span>
              </p>
              <div lang="en" dir="ltr" className="whitespace-pre-wrap break-words rounded-xl border border-dashed border-line bg-page px-3 py-2.5 text-base">
                {badge[field]}
              </div>
            </div>
            {field === 'name' ? <TextField {...control} /> : <TextAreaField {...control} rows={3} controlClassName="field-sizing-content max-h-[40vh]" />}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? form('saving') : names('save', { language })}
        </Button>
        <p className="text-xs text-muted" aria-live="polite">
          {dirty ? names('unsaved') : names('allSaved')}
        </p>
      </div>
    </form>
  );
}
