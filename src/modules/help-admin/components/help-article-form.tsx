'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { Markdown } from '@/modules/courses/components/markdown';
import { saveHelpArticleAction } from '../actions';
import type { EditorArticle } from '../editor';

const AUDIENCES = ['visitor', 'child', 'parent', 'tutor', 'admin'] as const;

/** Writes or edits a help article, with a live preview of the body as readers will see it (decision 039). */
export function HelpArticleForm({ article, categories }: { article?: EditorArticle; categories: { id: number; name: string }[] }) {
  const t = useTranslations('helpEditor');
  const message = useMessage();
  const [state, action, pending, round] = useRedrawnFormAction(saveHelpArticleAction);
  useFormToast(state);
  const values = state.values;
  const errors = state.fieldErrors ?? {};
  const [title, setTitle] = useState(values?.title ?? article?.title ?? '');
  const [body, setBody] = useState(values?.body ?? article?.body ?? '');
  const audience = new Set(article?.audience ?? ['visitor']);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form key={round} action={action} className="flex flex-col gap-4" noValidate>
        {article ? <input type="hidden" name="articleId" value={article.id} /> : null}
        <TextField label={t('form.title')} name="title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} required error={message(errors.title)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('form.slug')} name="slug" defaultValue={values?.slug ?? article?.slug ?? ''} hint={t('form.slugHint')} maxLength={100} required error={message(errors.slug)} />
          <SelectField label={t('form.locale')} name="locale" defaultValue={values?.locale ?? article?.locale ?? 'en'} error={message(errors.locale)}>
            {(['en', 'fr', 'ar'] as const).map((locale) => (
              <option key={locale} value={locale}>
                {t(`locales.${locale}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('form.category')} name="categoryId" defaultValue={values?.categoryId ?? String(article?.categoryId ?? categories[0]?.id ?? '')} error={message(errors.categoryId)}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('form.audience')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {AUDIENCES.map((who) => (
              <CheckboxField key={who} compact label={t(`audiences.${who}`)} name={`audience.${who}`} defaultChecked={values ? values[`audience.${who}`] === 'on' : audience.has(who)} />
            ))}
          </div>
          {errors.audience ? <p className="text-sm text-error">{message(errors.audience)}</p> : <p className="text-xs text-muted">{t('form.audienceHint')}</p>}
        </fieldset>
        <TextAreaField label={t('form.body')} name="body" value={body} onChange={(event) => setBody(event.target.value)} rows={14} maxLength={20_000} hint={t('form.bodyHint')} required error={message(errors.body)} />
        <CheckboxField label={t('form.published')} name="published" defaultChecked={values ? values.published === 'on' : (article?.published ?? false)} />
        <div>
          <Button type="submit" disabled={pending}>
            {article ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="help-preview" className="rounded-2xl border border-line bg-page p-5">
        <h2 id="help-preview" className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('preview')}
        </h2>
        <p className="mb-3 text-2xl font-extrabold">{title || t('untitled')}</p>
        {body.trim() ? <Markdown source={body} headingLevel={3} /> : <p className="text-muted">{t('emptyBody')}</p>}
      </section>
    </div>
  );
}
