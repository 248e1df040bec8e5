'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import type { TranslationLocale } from '@/lib/translation-locales';
import { saveCourseTranslationAction } from '../actions';
import { DESCRIPTION_MAX, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { CourseForEditor } from '../queries';
import { BesideEnglish, TranslationConflict, TranslationSave, useTranslationLanguage, useTranslationSave } from './translation-form-parts';

const FIELDS = ['title', 'summary', 'description'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A course's title, summary and description in one language, each beside its English (decision 051). Everything else
 * of the course (its slug, subject, age band, picture, lessons) stays the English course's.
 */
export function CourseTranslationForm({ course, locale }: { course: CourseForEditor; locale: TranslationLocale }) {
  const t = useTranslations('courseEditor.translation');
  const form = useTranslations('courseEditor.form');
  const names = useTranslations('translationEditor');
  const message = useMessage();
  const translation = course.translations[locale];
  const [words, setWords] = useState<Record<Field, string>>({ title: translation?.title ?? '', summary: translation?.summary ?? '', description: translation?.description ?? '' });
  const { state, pending, dirty, submit, version } = useTranslationSave(saveCourseTranslationAction, words, translation?.updatedAt);
  const { language, direction } = useTranslationLanguage(locale);
  const limits: Record<Field, number> = { title: TITLE_MAX, summary: SUMMARY_MAX, description: DESCRIPTION_MAX };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('heading', { language })} noValidate>
      <input type="hidden" name="courseId" value={course.id} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="expectedSourceFingerprint" value={course.englishFingerprint} />
      <input type="hidden" name="expectedUpdatedAt" value={version} />
      <p className="text-sm text-muted">{t('lead', { language })}</p>
      {translation?.status === 'outdated' ? <p className="rounded-xl border-s-4 border-accent bg-page px-4 py-3 text-sm">{t('outdated')}</p> : null}
      <TranslationConflict state={state} reloadHref={`/admin/courseeditor/${course.id}?language=${locale}`} />
      {FIELDS.map((field) => {
        const english = course[field];
        const control = {
          id: `course-${locale}-${field}`,
          name: field,
          label: names('fieldIn', { field: form(field), language }),
          value: words[field],
          maxLength: limits[field],
          lang: locale,
          dir: direction,
          error: message(state.fieldErrors?.[field]),
          onChange: (event: { target: { value: string } }) => setWords((current) => ({ ...current, [field]: event.target.value })),
        } as const;
        return (
          <BesideEnglish key={field} label={form(field)} english={english || <span className="text-muted">{t('emptyEnglish')}</span>}>
            {field === 'title' ? <TextField {...control} required /> : <TextAreaField {...control} rows={field === 'summary' ? 2 : 6} controlClassName="field-sizing-content max-h-[60vh]" />}
          </BesideEnglish>
        );
      })}
      <TranslationSave language={language} pending={pending} pendingLabel={form('saving')} dirty={dirty} />
    </form>
  );
}
