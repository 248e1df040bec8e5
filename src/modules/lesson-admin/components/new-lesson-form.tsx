'use client';

import { useTranslations } from '@/i18n/client';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { createLessonAction } from '../actions';
import { LESSON_LIMITS } from '../limits';
import { SLUG_MAX_LENGTH, slugify } from '@/lib/slug';
import { TextField } from '@/components/ui/field';

/** A new lesson in the chosen course: a title, and a slug made from it until the admin changes the slug. */
export function NewLessonForm({ courseId }: { courseId: number }) {
  const t = useTranslations('lessonEditor.create');
  const message = useMessage();
  const [state, create, pending] = useActionState(createLessonAction, IDLE);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const error = (name: string) => (state.fieldErrors?.[name] ? message(state.fieldErrors[name]) : undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => create(data));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="new-lesson-title">
      <h2 id="new-lesson-title" className="text-sm font-bold">
        {t('title')}
      </h2>
      <input type="hidden" name="courseId" value={courseId} />
      <FormStatus state={state} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          compact
          id="new-lesson-name"
          name="title"
          label={t('name')}
          required
          maxLength={LESSON_LIMITS.titleMax}
          value={title}
          error={error('title')}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugEdited) setSlug(slugify(event.target.value));
          }}
        />
        <TextField
          compact
          id="new-lesson-slug"
          name="slug"
          label={t('slug')}
          hint={t('slugHint')}
          required
          maxLength={SLUG_MAX_LENGTH}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          dir="ltr"
          value={slug}
          error={error('slug')}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(event.target.value !== '');
          }}
        />
      </div>
      <div>
        <Button type="submit" disabled={pending} className="py-2">
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
