'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { useMessage } from '@/components/ui/form-status';
import { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content-checks';
import { createCourseAction, updateCourseAction } from '../actions';
import { DESCRIPTION_MAX, SUMMARY_MAX, TITLE_MAX } from '../limits';
import { SLUG_MAX_LENGTH, slugify } from '@/lib/slug';
import type { ThumbnailChoice } from '../thumbnail-choices';
import { ThumbnailField } from './thumbnail-field';
import { useFormToast } from '@/components/ui/use-form-toast';

export interface CourseFormValues {
  id?: number;
  title: string;
  slug: string;
  summary: string;
  description: string;
  subject: string;
  ageBand: string;
  thumbnailPath: string | null;
  featured: boolean;
}

const EMPTY: CourseFormValues = { title: '', slug: '', summary: '', description: '', subject: SUBJECTS[0], ageBand: AGE_BANDS[0], thumbnailPath: null, featured: false };

/**
 * Creates or edits a course. The slug follows the title until the editor types one of their own (a new course),
 * or on request (an existing course, whose address should not change by accident). A refused form keeps what
 * was typed.
 */
export function CourseForm({ course, thumbnails }: { course?: CourseFormValues; thumbnails: ThumbnailChoice[] }) {
  const t = useTranslations('courseEditor.form');
  const catalogue = useTranslations('catalogue');
  const message = useMessage();
  const editing = course?.id !== undefined;
  const [state, action, pending, round] = useRedrawnFormAction(editing ? updateCourseAction : createCourseAction);
  useFormToast(state);
  const initial = course ?? EMPTY;
  const values = state.values;
  const errors = state.fieldErrors ?? {};
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!editing);
  const [summaryLength, setSummaryLength] = useState(initial.summary.length);
  return (
    <form key={round} action={action} className="flex flex-col gap-5" noValidate>
      {editing ? <input type="hidden" name="courseId" value={initial.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('title')}
          name="title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (slugFollowsTitle) setSlug(slugify(event.target.value));
          }}
          maxLength={TITLE_MAX}
          required
          error={message(errors.title)}
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('slug')}
            name="slug"
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setSlugFollowsTitle(false);
            }}
            maxLength={SLUG_MAX_LENGTH}
            required
            spellCheck={false}
            autoCapitalize="none"
            dir="ltr"
            controlClassName="font-mono text-sm!"
            hint={t('slugHint', { slug: slug || '…' })}
            error={message(errors.slug)}
          />
          {editing ? (
            <button type="button" className="self-start text-xs font-semibold text-[var(--link-text)] hover:underline" onClick={() => setSlug(slugify(title))}>
              {t('useTitle')}
            </button>
          ) : null}
        </div>
        <SelectField label={t('subject')} name="subject" defaultValue={values?.subject ?? initial.subject} error={message(errors.subject)}>
          {SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {catalogue(`subjects.${subject}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('ageBand')} name="ageBand" defaultValue={values?.ageBand ?? initial.ageBand} error={message(errors.ageBand)}>
          {AGE_BANDS.map((band) => (
            <option key={band} value={band}>
              {catalogue('ageBand', { band })}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('summary')}
        name="summary"
        rows={2}
        maxLength={SUMMARY_MAX}
        defaultValue={values?.summary ?? initial.summary}
        onChange={(event) => setSummaryLength(event.target.value.length)}
        hint={`${t('summaryHint')} ${t('characters', { count: summaryLength, max: SUMMARY_MAX })}`}
        error={message(errors.summary)}
      />
      <TextAreaField
        label={t('description')}
        name="description"
        rows={8}
        maxLength={DESCRIPTION_MAX}
        defaultValue={values?.description ?? initial.description}
        hint={t('descriptionHint')}
        error={message(errors.description)}
      />
      <ThumbnailField
        name="thumbnailPath"
        label={t('thumbnail')}
        noneLabel={t('noThumbnail')}
        choices={thumbnails}
        defaultValue={values ? values.thumbnailPath : initial.thumbnailPath}
        error={message(errors.thumbnailPath)}
      />
      <CheckboxField label={t('featured')} hint={t('featuredHint')} name="featured" defaultChecked={values ? values.featured === 'on' : initial.featured} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : editing ? t('save') : t('create')}
        </Button>
      </div>
    </form>
  );
}
