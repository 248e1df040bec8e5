'use client';

import { Icon } from '@/components/ui/icon';
import { chevronDown } from '@/components/ui/icons/chevron-down';
import { chevronUp } from '@/components/ui/icons/chevron-up';
import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useEffect, useRef, useState, useTransition, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { IDLE, type FormState } from '@/lib/form-state';
import { bulkPublishAction, updateLessonRowAction } from '../actions';
import type { CourseOption } from '../queries';
import { LESSON_LIMITS } from '../limits';
import type { LessonSort, LessonTableFilters, UnpublishableLesson } from '../schemas';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { controlClass } from '@/components/ui/field';

/** A row as the browser gets it (the date already formatted by the server, in the admin's language). */
export interface LessonRowView {
  id: number;
  courseId: number;
  courseTitle: string;
  position: number;
  title: string;
  slug: string;
  xpReward: number;
  estimatedMinutes: number;
  published: boolean;
  updatedLabel: string;
}

type EditableField = 'title' | 'courseId' | 'position' | 'xpReward' | 'estimatedMinutes' | 'published';

interface RowDraft {
  title: string;
  courseId: string;
  position: string;
  xpReward: string;
  estimatedMinutes: string;
  published: boolean;
}

const COLUMNS: { sort: LessonSort; label: string; numeric?: boolean }[] = [
  { sort: 'course', label: 'course' },
  { sort: 'position', label: 'position', numeric: true },
  { sort: 'title', label: 'title' },
  { sort: 'slug', label: 'slug' },
  { sort: 'xp', label: 'xp', numeric: true },
  { sort: 'minutes', label: 'minutes', numeric: true },
  { sort: 'published', label: 'published' },
  { sort: 'updated', label: 'updated' },
];

function sortHref(filters: LessonTableFilters, sort: LessonSort): string {
  const params = new URLSearchParams();
  if (filters.course) params.set('course', String(filters.course));
  if (filters.published) params.set('published', filters.published);
  if (filters.q) params.set('q', filters.q);
  const current = filters.sort ?? 'course';
  params.set('sort', sort);
  params.set('dir', current === sort && filters.dir !== 'desc' ? 'desc' : 'asc');
  return `?${params.toString()}`;
}

const cellButton = 'w-full rounded px-1 py-0.5 text-start hover:bg-page hover:underline';
const smallInput = controlClass({ compact: true, extra: 'px-1.5 py-1' });

function LessonRow({ row, courses, selected, onSelect }: { row: LessonRowView; courses: CourseOption[]; selected: boolean; onSelect: (checked: boolean) => void }) {
  const t = useTranslations('lessonTable');
  const message = useMessage();
  const [draft, setDraft] = useState<RowDraft | null>(null);
  const [result, setResult] = useState<FormState>(IDLE);
  const [saved, setSaved] = useState<{ from: LessonRowView; values: Partial<LessonRowView> } | null>(null);
  const [pending, startTransition] = useTransition();
  /** Where focus goes after the next render: an input when editing starts, the cell when it ends. */
  const focusNext = useRef<string | null>(null);
  const id = (field: EditableField, view = false) => `row-${row.id}-${field}${view ? '-view' : ''}`;

  useEffect(() => {
    if (!focusNext.current) return;
    const element = document.getElementById(focusNext.current);
    focusNext.current = null;
    element?.focus();
    if (element instanceof HTMLInputElement && element.type === 'text') element.select();
  });

  // Until the refreshed table arrives, the row shows what was just saved.
  const shown: LessonRowView = saved && saved.from === row ? { ...row, ...saved.values } : row;
  const editing = draft !== null;

  const startEdit = (field: EditableField) => {
    setDraft({
      title: shown.title,
      courseId: String(shown.courseId),
      position: String(shown.position),
      xpReward: String(shown.xpReward),
      estimatedMinutes: String(shown.estimatedMinutes),
      published: shown.published,
    });
    setResult(IDLE);
    focusNext.current = id(field);
  };
  const cancel = (field: EditableField = 'title') => {
    setDraft(null);
    setResult(IDLE);
    focusNext.current = id(field, true);
  };
  const saveRow = () => {
    if (!draft || pending) return;
    const data = new FormData();
    data.set('lessonId', String(row.id));
    data.set('title', draft.title);
    data.set('courseId', draft.courseId);
    data.set('position', draft.position);
    data.set('xpReward', draft.xpReward);
    data.set('estimatedMinutes', draft.estimatedMinutes);
    if (draft.published) data.set('published', 'on');
    startTransition(async () => {
      const answer = await updateLessonRowAction(IDLE, data);
      setResult(answer);
      if (answer.status === 'success') {
        toast.success(message(answer.message, answer.messageValues) ?? '');
        const course = courses.find((option) => String(option.id) === draft.courseId);
        setSaved({
          from: row,
          values: {
            title: draft.title.trim(),
            courseId: Number(draft.courseId),
            courseTitle: course?.title ?? row.courseTitle,
            position: Number(draft.position),
            xpReward: Number(draft.xpReward),
            estimatedMinutes: Number(draft.estimatedMinutes),
            published: draft.published,
          },
        });
        setDraft(null);
        focusNext.current = id('title', true);
      } else {
        toast.error(message(answer.message, answer.messageValues) ?? '');
      }
    });
  };
  const keys = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (!editing) return;
    const field = (event.target as HTMLElement).dataset.field as EditableField | undefined;
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel(field);
    } else if (event.key === 'Enter' && (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)) {
      event.preventDefault();
      saveRow();
    }
  };
  const errorOf = (field: EditableField) => {
    const errors = result.status === 'error' ? result.fieldErrors : undefined;
    // Moving to a course where the slug is taken is the course cell's problem.
    const key = errors?.[field] ?? (field === 'courseId' ? errors?.slug : undefined);
    return key ? message(key) : undefined;
  };
  const input = (field: Exclude<EditableField, 'published' | 'courseId'>, props: { numeric?: boolean; label: string }) => {
    const error = errorOf(field);
    return (
      <>
        <input
          id={id(field)}
          data-field={field}
          value={draft![field]}
          onChange={(event) => setDraft((current) => (current ? { ...current, [field]: event.target.value } : current))}
          inputMode={props.numeric ? 'numeric' : undefined}
          aria-label={props.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id(field)}-error` : undefined}
          disabled={pending}
          className={`${smallInput} ${props.numeric ? 'w-16 tabular-nums' : 'min-w-40'}`}
        />
        {error ? (
          <p id={`${id(field)}-error`} className="mt-0.5 text-xs text-error">
            {error}
          </p>
        ) : null}
      </>
    );
  };
  const view = (field: EditableField, content: ReactNode, label: string) => (
    // The visible value comes first in the button's name (axe: label-content-name-mismatch), then what it edits.
    <button type="button" id={id(field, true)} onClick={() => startEdit(field)} className={cellButton}>
      {content}
      <span className="sr-only">, {label}</span>
    </button>
  );
  const publishedChip = (published: boolean) => (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${published ? 'border-success text-success' : 'border-line text-muted'}`}>{published ? t('yes') : t('no')}</span>
  );
  const generalError = result.status === 'error' && !Object.keys(result.fieldErrors ?? {}).length ? message(result.message) : undefined;

  return (
    <tr onKeyDown={keys} className={`align-top ${selected ? 'bg-highlight' : ''} ${editing ? 'bg-page' : ''}`} aria-busy={pending || undefined}>
      <td className="px-2 py-2">
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={t('selectRow', { title: shown.title })} className="h-4 w-4" />
      </td>
      <td className="px-2 py-2">
        {editing ? (
          <>
            <select
              id={id('courseId')}
              data-field="courseId"
              value={draft.courseId}
              onChange={(event) => setDraft((current) => (current ? { ...current, courseId: event.target.value } : current))}
              aria-label={t('edit.course', { title: shown.title })}
              aria-invalid={errorOf('courseId') ? true : undefined}
              disabled={pending}
              className={`${smallInput} min-w-36`}
            >
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
            {errorOf('courseId') ? <p className="mt-0.5 text-xs text-error">{errorOf('courseId')}</p> : null}
          </>
        ) : (
          view('courseId', shown.courseTitle, t('edit.course', { title: shown.title }))
        )}
      </td>
      <td className="px-2 py-2 tabular-nums">{editing ? input('position', { numeric: true, label: t('edit.position', { title: shown.title }) }) : view('position', shown.position, t('edit.position', { title: shown.title }))}</td>
      <td className="px-2 py-2 font-medium">{editing ? input('title', { label: t('edit.title', { title: shown.title }) }) : view('title', shown.title, t('edit.title', { title: shown.title }))}</td>
      <td className="px-2 py-2 font-mono text-xs text-muted" dir="ltr">
        {shown.slug}
      </td>
      <td className="px-2 py-2 tabular-nums">{editing ? input('xpReward', { numeric: true, label: t('edit.xp', { title: shown.title }) }) : view('xpReward', shown.xpReward, t('edit.xp', { title: shown.title }))}</td>
      <td className="px-2 py-2 tabular-nums">
        {editing ? input('estimatedMinutes', { numeric: true, label: t('edit.minutes', { title: shown.title }) }) : view('estimatedMinutes', shown.estimatedMinutes, t('edit.minutes', { title: shown.title }))}
      </td>
      <td className="px-2 py-2">
        {editing ? (
          <>
            <input
              id={id('published')}
              data-field="published"
              type="checkbox"
              checked={draft.published}
              onChange={(event) => setDraft((current) => (current ? { ...current, published: event.target.checked } : current))}
              aria-label={t('edit.published', { title: shown.title })}
              disabled={pending}
              className="h-4 w-4"
            />
            {errorOf('published') ? <p className="mt-0.5 text-xs text-error">{errorOf('published')}</p> : null}
          </>
        ) : (
          view('published', publishedChip(shown.published), t('edit.published', { title: shown.title }))
        )}
      </td>
      <td className="px-2 py-2 text-xs tabular-nums text-muted">{shown.updatedLabel}</td>
      <td className="px-2 py-2">
        {editing ? (
          <div className="flex flex-col gap-1">
            <div className="flex gap-1">
              <Button type="button" onClick={saveRow} disabled={pending} className="px-2.5 py-1 text-xs">
                {t('save')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => cancel()} disabled={pending} className="px-2.5 py-1 text-xs">
                {t('cancel')}
              </Button>
            </div>
            {generalError ? (
              <p role="alert" className="max-w-56 text-xs text-error">
                {generalError}
              </p>
            ) : null}
          </div>
        ) : (
          <Link href={`/admin/lessoneditor?course=${shown.courseId}&lesson=${row.id}`} className="text-xs font-semibold text-[var(--link-text)] hover:underline">
            {t('open')}
          </Link>
        )}
      </td>
    </tr>
  );
}

/** The lessons table: sortable headers (server-side), in-place editing by row, selection and bulk publish. */
export function LessonTable({ rows, courses, filters }: { rows: LessonRowView[]; courses: CourseOption[]; filters: LessonTableFilters }) {
  const t = useTranslations('lessonTable');
  const message = useMessage();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<UnpublishableLesson[] | null>(null);
  const [pending, startTransition] = useTransition();
  // Only rows still on screen count (a filter or a refresh may have removed some).
  const selected = rows.filter((row) => selectedIds.has(row.id)).map((row) => row.id);
  const all = rows.length > 0 && selected.length === rows.length;
  const some = selected.length > 0 && !all;

  const select = (id: number, checked: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const bulk = (published: boolean) => {
    const data = new FormData();
    data.set('ids', selected.join(','));
    data.set('published', published ? 'true' : 'false');
    startTransition(async () => {
      const answer = await bulkPublishAction(IDLE, data);
      setRefused(answer.notPublishable ?? null);
      if (answer.status === 'success') {
        toast.success(message(answer.message, answer.messageValues) ?? '');
        setSelectedIds(new Set());
      } else {
        toast.error(message(answer.message, answer.messageValues) ?? '');
      }
    });
  };
  const sortedBy = filters.sort ?? 'course';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-card px-3 py-2" role="group" aria-label={t('bulk.label')}>
        <span className="me-auto text-sm text-muted" aria-live="polite">
          {t('bulk.selected', { count: selected.length })}
        </span>
        <Button type="button" className="px-3 py-1.5 text-xs" disabled={pending || selected.length === 0 || selected.length > LESSON_LIMITS.bulkMax} onClick={() => bulk(true)}>
          {t('bulk.publish')}
        </Button>
        <Button type="button" variant="secondary" className="px-3 py-1.5 text-xs" disabled={pending || selected.length === 0 || selected.length > LESSON_LIMITS.bulkMax} onClick={() => bulk(false)}>
          {t('bulk.unpublish')}
        </Button>
      </div>
      {refused && refused.length > 0 ? (
        <div role="alert" className="rounded-xl border-s-4 border-error bg-card px-4 py-3 text-sm">
          <p className="font-semibold text-error">{t('bulk.refused', { count: refused.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {refused.map((lesson) => (
              <li key={lesson.id}>
                <Link href={`/admin/lessoneditor?lesson=${lesson.id}`} className="text-[var(--link-text)] hover:underline">
                  {t('bulk.refusedLesson', { title: lesson.title, course: lesson.courseTitle })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DataTable
        caption={t('caption')}
        minWidth="62rem"
        empty={rows.length === 0 ? t('empty') : null}
        columns={[
          {
            label: t('selectAll'),
            className: 'w-8',
            header: (
              <input
                type="checkbox"
                checked={all}
                ref={(element) => {
                  if (element) element.indeterminate = some;
                }}
                onChange={(event) => setSelectedIds(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                aria-label={t('selectAll')}
                className="h-4 w-4"
                disabled={rows.length === 0}
              />
            ),
          },
          ...COLUMNS.map((column) => {
            const active = sortedBy === column.sort;
            const label = t(`columns.${column.label}`);
            return {
              label,
              sort: active ? (filters.dir === 'desc' ? 'descending' : 'ascending') : 'none',
              header: (
                <Link href={sortHref(filters, column.sort)} className="inline-flex items-center gap-1 hover:text-ink" title={t('sortBy', { column: label })}>
                  {label}
                  {/* The direction is announced by aria-sort on the header cell; the chevron is only its picture. */}
                  {active ? filters.dir === 'desc' ? <Icon shape={chevronDown} size={14} /> : <Icon shape={chevronUp} size={14} /> : null}
                </Link>
              ),
            } satisfies TableColumn;
          }),
          t('columns.actions'),
        ]}
      >
        {rows.map((row) => (
          <LessonRow key={row.id} row={row} courses={courses} selected={selectedIds.has(row.id)} onSelect={(checked) => select(row.id, checked)} />
        ))}
      </DataTable>
      <p className="text-xs text-muted">{t('editHelp')}</p>
    </div>
  );
}
