'use client';

import { Icon } from '@/components/ui/icon';
import { arrowDown } from '@/components/ui/icons/arrow-down';
import { arrowUp } from '@/components/ui/icons/arrow-up';
import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { saveFeaturedLessonsAction } from '../actions';
import type { FeaturedLessonItem, FeaturedLessonsEditorData } from '../queries';
import { MAX_FEATURED_LESSONS } from '../limits';
import { StatusPill } from '@/components/ui/status-pill';
import { useFormToast } from '@/components/ui/use-form-toast';

const SMALL =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg border border-line bg-card px-2 text-xs font-semibold hover:bg-page disabled:cursor-not-allowed disabled:opacity-40';

type Focus = { id: number; control: 'up' | 'down' | 'remove' } | 'search' | null;

/**
 * The featured lessons in order, edited locally (move, remove, add from the published lessons) and saved as one
 * list. After a move the pressed button keeps the focus; a polite live region says where the lesson went.
 */
export function FeaturedLessonsEditor({ featured, courses }: FeaturedLessonsEditorData) {
  const t = useTranslations('featuredLessons');
  const message = useMessage();
  const [state, action, pending] = useActionState(saveFeaturedLessonsAction, IDLE);
  useFormToast(state);
  const [items, setItems] = useState<FeaturedLessonItem[]>(featured);
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>(null);
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  const dirty = items.map((item) => item.id).join(',') !== featured.map((item) => item.id).join(',');
  const full = items.length >= MAX_FEATURED_LESSONS;

  useEffect(() => {
    if (focus === 'search') search.current?.focus();
    else if (focus) {
      const preferred = document.getElementById(`featured-${focus.control}-${focus.id}`) as HTMLButtonElement | null;
      (preferred && !preferred.disabled ? preferred : document.getElementById(`featured-remove-${focus.id}`))?.focus();
    }
  }, [focus, items]);

  const chosen = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const matches = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return courses
      .map((course) => ({
        ...course,
        lessons: course.lessons.filter((lesson) => !chosen.has(lesson.id) && (!needle || lesson.title.toLocaleLowerCase().includes(needle) || course.title.toLocaleLowerCase().includes(needle))),
      }))
      .filter((course) => course.lessons.length > 0);
  }, [courses, chosen, query]);

  function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    [next[index], next[target]] = [next[target]!, next[index]!];
    setItems(next);
    setAnnouncement(t('announce.moved', { title: items[index]!.title, position: target + 1 }));
    setFocus({ id: items[index]!.id, control: direction === -1 ? 'up' : 'down' });
  }

  function remove(index: number) {
    const removed = items[index]!;
    const next = items.filter((_, position) => position !== index);
    setItems(next);
    setAnnouncement(t('announce.removed', { title: removed.title }));
    const neighbour = next[index] ?? next[index - 1];
    setFocus(neighbour ? { id: neighbour.id, control: 'remove' } : 'search');
  }

  function add(course: FeaturedLessonsEditorData['courses'][number], lesson: { id: number; title: string }) {
    if (full) return;
    setItems([...items, { id: lesson.id, title: lesson.title, courseTitle: course.title, published: true, coursePublished: course.published }]);
    setAnnouncement(t('announce.added', { title: lesson.title, position: items.length + 1 }));
    setFocus('search');
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="featured-title" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="featured-title" className="text-lg font-bold">
            {t('current')}
          </h2>
          <span className="text-sm tabular-nums text-muted">{t('countOf', { count: items.length, max: MAX_FEATURED_LESSONS })}</span>
        </div>
        {items.length === 0 ? <p className="text-sm text-muted">{t('empty')}</p> : null}
        <ol className="flex flex-col divide-y divide-line">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="w-6 shrink-0 text-end font-semibold tabular-nums text-muted">{index + 1}</span>
              <div className="min-w-0 flex-1">
                <div className="font-semibold">{item.title}</div>
                <div className="flex flex-wrap items-center gap-1 text-xs text-muted">
                  <span>{item.courseTitle}</span>
                  {!item.published ? <StatusPill tone="error">{t('unpublished')}</StatusPill> : null}
                  {item.published && !item.coursePublished ? <StatusPill tone="muted">{t('courseDraft')}</StatusPill> : null}
                </div>
              </div>
              <div className="flex gap-1">
                <button id={`featured-up-${item.id}`} type="button" className={SMALL} disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('moveUp', { title: item.title })}>
                  <Icon shape={arrowUp} size={14} />
                </button>
                <button
                  id={`featured-down-${item.id}`}
                  type="button"
                  className={SMALL}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('moveDown', { title: item.title })}
                >
                  <Icon shape={arrowDown} size={14} />
                </button>
                <button id={`featured-remove-${item.id}`} type="button" className={SMALL} onClick={() => remove(index)} aria-label={t('removeLabel', { title: item.title })}>
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <form action={action} className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
          <input type="hidden" name="lessonIds" value={items.map((item) => item.id).join(',')} />
          <Button type="submit" disabled={pending || !dirty}>
            {pending ? t('saving') : t('save')}
          </Button>
          {dirty ? <span className="text-sm text-muted">{t('unsaved')}</span> : null}
          {state.status === 'error' && state.fieldErrors?.lessonIds ? (
            <p role="alert" className="w-full text-sm text-error">
              {message(state.fieldErrors.lessonIds)}
            </p>
          ) : null}
        </form>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>

      <section aria-labelledby="add-title" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4">
        <h2 id="add-title" className="text-lg font-bold">
          {t('addTitle')}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-xs font-semibold text-muted">
            {t('search')}
          </label>
          <input
            ref={search}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="rounded-lg border border-line bg-card px-3 py-2 text-sm"
          />
        </div>
        {full ? <p className="text-sm text-muted">{t('full', { max: MAX_FEATURED_LESSONS })}</p> : null}
        <div className="flex max-h-[32rem] flex-col gap-3 overflow-y-auto">
          {matches.length === 0 ? <p className="text-sm text-muted">{t('noMatches')}</p> : null}
          {matches.map((course) => (
            <div key={course.id} role="group" aria-labelledby={`course-group-${course.id}`}>
              <h3 id={`course-group-${course.id}`} className="flex flex-wrap items-center gap-2 text-sm font-bold">
                {course.title}
                {!course.published ? <StatusPill tone="muted">{t('draftCourse')}</StatusPill> : null}
              </h3>
              <ul className="mt-1 flex flex-col divide-y divide-line">
                {course.lessons.map((lesson) => (
                  <li key={lesson.id} className="flex items-center justify-between gap-2 py-1.5">
                    <span className="min-w-0 text-sm">{lesson.title}</span>
                    <button type="button" className={SMALL} disabled={full} onClick={() => add(course, lesson)} aria-label={t('addLabel', { title: lesson.title })}>
                      {t('add')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
