'use client';

import { useTranslations } from '@/i18n/client';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useHydrated } from '@/components/use-hydrated';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { useUnsavedChanges } from '@/components/ui/use-unsaved-changes';
import { IDLE } from '@/lib/form-state';
import type { DraftBlock } from '@/lib/lesson-content';
import { publishProblems, type PublishProblem } from '@/lib/lesson-content-checks';
import { ThumbnailField } from '@/modules/content-admin/components/thumbnail-field';
import type { ThumbnailChoice } from '@/modules/content-admin';
import { saveLessonAction, unpublishLessonAction } from '../actions';
import type { LessonForEditor, SkillOption } from '../queries';
import { LESSON_LIMITS } from '../limits';
import type { LessonSaveState } from '../schemas';
import { SLUG_MAX_LENGTH } from '@/lib/slug';
import { BlockList } from './block-list';
import { TextField } from '@/components/ui/field';
import { LessonPreview } from './lesson-preview';
import { usePublishProblemText } from './use-publish-problem-text';

interface Fields {
  title: string;
  slug: string;
  estimatedMinutes: string;
  xpReward: string;
  thumbnailPath: string;
}

const SAVE_IDLE: LessonSaveState = IDLE;

/** The later of two ISO timestamps (either may be missing). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The lesson editor: the lesson's fields and its blocks, held here as a draft until saved, with a live preview.
 * Saving sends the whole lesson as JSON in one field; the server validates it and saves all of it or nothing.
 * A refused save changes nothing here, so nothing the admin typed is lost.
 */
export function LessonEditor({ lesson, thumbnailChoices, skills }: { lesson: LessonForEditor; thumbnailChoices: ThumbnailChoice[]; skills: SkillOption[] }) {
  const t = useTranslations('lessonEditor');
  const hydrated = useHydrated();
  const message = useMessage();
  const problemText = usePublishProblemText();
  const [fields, setFields] = useState<Fields>({
    title: lesson.title,
    slug: lesson.slug,
    estimatedMinutes: String(lesson.estimatedMinutes),
    xpReward: String(lesson.xpReward),
    thumbnailPath: lesson.thumbnailPath ?? '',
  });
  const [blocks, setBlocks] = useState<DraftBlock[]>(lesson.blocks);
  const [saveState, save, saving] = useActionState(saveLessonAction, SAVE_IDLE);
  const [unpublishState, unpublish, unpublishing] = useActionState(unpublishLessonAction, SAVE_IDLE);
  // The version this editor last saw: where it started, or its own latest save or unpublish.
  const [startedFrom] = useState(lesson.updatedAt);
  const version = later(later(startedFrom, saveState.updatedAt), unpublishState.updatedAt);
  const saveButton = useRef<HTMLButtonElement>(null);

  const draft = {
    lessonId: lesson.id,
    expectedUpdatedAt: version,
    title: fields.title,
    slug: fields.slug,
    estimatedMinutes: fields.estimatedMinutes,
    xpReward: fields.xpReward,
    thumbnailPath: fields.thumbnailPath,
    blocks,
  };
  const content = JSON.stringify({ ...draft, expectedUpdatedAt: undefined });

  // What was last saved, to tell the admin about unsaved changes.
  const { dirty, submitting } = useUnsavedChanges(content, saveState);

  const report = (state: LessonSaveState) => {
    if (state.status === 'success') toast.success(message(state.message, state.messageValues) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  useEffect(() => report(saveState), [saveState]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  useEffect(() => report(unpublishState), [unpublishState]);

  const live = publishProblems(blocks);
  // After a refused publish the problems stay in view (updated as they are fixed), with the server's own findings.
  const refused = saveState.problems !== undefined;
  const shown: PublishProblem[] = refused
    ? [...live, ...(saveState.problems ?? []).filter((problem) => problem.code === 'imageMissing' && blocks.some((block) => block.id === problem.blockId))]
    : [];
  const fieldError = (name: keyof Fields) => {
    const key = saveState.fieldErrors?.[name];
    return key ? message(key) : undefined;
  };
  const conflict = saveState.status === 'error' && saveState.message === 'lessonEditor.errors.changedElsewhere';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    // "Save mine anyway" after a conflict: no version check.
    if (submitter instanceof HTMLButtonElement && submitter.dataset.overwrite) data.set('lesson', JSON.stringify({ ...draft, expectedUpdatedAt: undefined }));
    submitting();
    startTransition(() => save(data));
  };
  const keys = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.currentTarget.requestSubmit(saveButton.current);
      return;
    }
    // Enter in a one-line field must not save the lesson by surprise.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'submit') event.preventDefault();
  };
  const doUnpublish = () => {
    const data = new FormData();
    data.set('lessonId', String(lesson.id));
    startTransition(() => unpublish(data));
  };
  const busy = saving || unpublishing;
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  return (
    <form onSubmit={submit} onKeyDown={keys} aria-labelledby="lesson-editor-title">
      {/* The editor's code arrives after its HTML (a chunk of its own, lazy-parts.tsx): until it is live its fields
          wait, so nothing typed in that moment is lost when React takes the form over, and no submit leaves the page. */}
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-4">
        <input type="hidden" name="lesson" value={JSON.stringify(draft)} />
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="lesson-editor-title" className="min-w-0 flex-1 truncate text-xl font-bold">
            {t('editing', { title: fields.title.trim() || t('preview.untitled') })}
          </h2>
          <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${lesson.published ? 'border-success text-success' : 'border-line text-muted'}`}>
            {lesson.published ? t('status.published') : t('status.draft')}
          </span>
        </div>

        {conflict ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border-s-4 border-error bg-card px-4 py-3 text-sm">
            <span className="flex-1 font-medium text-error">{t('conflict')}</span>
            <a href={`/admin/lessoneditor?course=${lesson.courseId}&lesson=${lesson.id}`} className="font-semibold text-[var(--link-text)] underline">
              {t('reload')}
            </a>
            <Button type="submit" name="intent" value="save" data-overwrite="1" variant="danger" className="px-3 py-1.5 text-xs" disabled={busy}>
              {t('overwrite')}
            </Button>
          </div>
        ) : null}

        {refused ? (
          <div role="alert" className="rounded-xl border-s-4 border-error bg-card px-4 py-3 text-sm">
            {shown.length > 0 ? (
              <>
                <p className="font-semibold text-error">{t('problems.title', { count: shown.length })}</p>
                <ul className="mt-1 list-disc ps-5">
                  {shown.map((problem, index) => (
                    <li key={`${problem.blockId}-${problem.code}-${index}`}>
                      {problem.blockId ? (
                        <a href={`#block-${problem.blockId}`} className="text-[var(--link-text)] hover:underline">
                          {problemText(problem)}
                        </a>
                      ) : (
                        problemText(problem)
                      )}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-semibold text-success">{t('problems.allFixed')}</p>
            )}
          </div>
        ) : null}

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <section aria-labelledby="lesson-fields-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4">
              <h3 id="lesson-fields-title" className="text-sm font-bold uppercase tracking-wide text-muted">
                {t('details')}
              </h3>
              <TextField compact id="lesson-title" label={t('fields.title')} required maxLength={LESSON_LIMITS.titleMax} value={fields.title} onChange={(event) => set('title')(event.target.value)} error={fieldError('title')} />
              <TextField
                compact
                id="lesson-slug"
                label={t('fields.slug')}
                hint={t('fields.slugHint', { path: `/courses/${lesson.courseSlug}/${fields.slug || '…'}` })}
                required
                maxLength={SLUG_MAX_LENGTH}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                value={fields.slug}
                onChange={(event) => set('slug')(event.target.value)}
                error={fieldError('slug')}
                dir="ltr"
              />
              <div className="grid grid-cols-2 gap-3">
                <TextField
                  compact
                  id="lesson-minutes"
                  label={t('fields.minutes')}
                  type="number"
                  inputMode="numeric"
                  min={LESSON_LIMITS.minutesMin}
                  max={LESSON_LIMITS.minutesMax}
                  value={fields.estimatedMinutes}
                  onChange={(event) => set('estimatedMinutes')(event.target.value)}
                  error={fieldError('estimatedMinutes')}
                />
                <TextField
                  compact
                  id="lesson-xp"
                  label={t('fields.xp')}
                  type="number"
                  inputMode="numeric"
                  min={LESSON_LIMITS.xpMin}
                  max={LESSON_LIMITS.xpMax}
                  value={fields.xpReward}
                  onChange={(event) => set('xpReward')(event.target.value)}
                  error={fieldError('xpReward')}
                />
              </div>
              <ThumbnailField
                name="thumbnailPath"
                label={t('fields.thumbnail')}
                noneLabel={t('fields.noThumbnail')}
                choices={thumbnailChoices}
                defaultValue={lesson.thumbnailPath}
                onChange={set('thumbnailPath')}
                error={fieldError('thumbnailPath')}
              />
            </section>

            <section aria-labelledby="lesson-blocks-title" className="flex flex-col gap-3">
              <h3 id="lesson-blocks-title" className="text-sm font-bold uppercase tracking-wide text-muted">
                {t('blocks.heading', { count: blocks.length })}
              </h3>
              <BlockList blocks={blocks} onChange={setBlocks} thumbnailChoices={thumbnailChoices} skills={skills} problems={shown} fieldErrors={saveState.fieldErrors} />
            </section>
          </div>

          <aside aria-labelledby="lesson-preview-title" className="min-w-0 rounded-2xl border border-line bg-page p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto">
            <h3 id="lesson-preview-title" className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">
              {t('preview.title')}
            </h3>
            <LessonPreview title={fields.title} estimatedMinutes={fields.estimatedMinutes} xpReward={fields.xpReward} blocks={blocks} />
          </aside>
        </div>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-line bg-page/95 px-4 py-3 backdrop-blur">
          <p className="me-auto text-xs text-muted" aria-live="polite">
            {dirty ? t('unsaved') : t('allSaved')}
            {' · '}
            {live.length === 0 ? <span className="text-success">{t('ready')}</span> : t('notReady', { count: live.length })}
          </p>
          <Button ref={saveButton} type="submit" name="intent" value="save" variant={lesson.published ? 'primary' : 'secondary'} disabled={busy}>
            {lesson.published ? t('actions.saveLive') : t('actions.saveDraft')}
          </Button>
          {lesson.published ? (
            <Button type="button" variant="secondary" onClick={doUnpublish} disabled={busy}>
              {t('actions.unpublish')}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="publish" disabled={busy}>
              {t('actions.publish')}
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
