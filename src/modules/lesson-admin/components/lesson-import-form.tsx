'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { importLessonsAction } from '../actions';
import { LESSON_LIMITS, type ImportState } from '../schemas';
import { inputClass } from './controls';

const IMPORT_IDLE: ImportState = { status: 'idle' };

/** Upload a lessons CSV; a refused file lists every bad row with its line and reason (and nothing changed). */
export function LessonImportForm() {
  const t = useTranslations('lessonTable.import');
  const message = useMessage();
  const [state, importFile, pending] = useActionState(importLessonsAction, IMPORT_IDLE);

  useEffect(() => {
    if (state.status === 'success') toast.success(message(state.message, state.messageValues) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);

  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('file');
    if (file instanceof File && file.size > LESSON_LIMITS.importBytes) {
      event.preventDefault();
      toast.error(t('tooLarge'));
    }
  };
  const fileError = state.status === 'error' ? state.fieldErrors?.file : undefined;
  const failed = state.status === 'error' && !fileError ? message(state.message, state.messageValues) : undefined;

  return (
    <div className="flex flex-col gap-3">
      <form action={importFile} onSubmit={checkSize} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor="lesson-csv" className="text-xs font-semibold text-muted">
            {t('file')}
          </label>
          <input
            id="lesson-csv"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="lesson-csv-hint"
            aria-invalid={fileError ? true : undefined}
            className={`${inputClass} file:me-3 file:rounded file:border-0 file:bg-page file:px-2 file:py-1 file:text-ink`}
          />
          <p id="lesson-csv-hint" className="text-xs text-muted">
            {fileError ? <span className="text-error">{message(fileError)}</span> : t('hint', { maxRows: LESSON_LIMITS.importRows })}
          </p>
        </div>
        <Button type="submit" disabled={pending} className="py-2">
          {pending ? t('importing') : t('submit')}
        </Button>
      </form>
      {state.status === 'success' ? (
        <p role="status" className="text-sm text-success">
          {message(state.message, state.messageValues)}
        </p>
      ) : null}
      {failed ? (
        <div role="alert" className="rounded-xl border-s-4 border-error bg-card px-4 py-3 text-sm">
          <p className="font-semibold text-error">{failed}</p>
          {state.badRows && state.badRows.length > 0 ? (
            <>
              <p className="mt-1 text-muted">{t('badRows', { count: state.badRows.length })}</p>
              <ul className="mt-1 max-h-72 list-disc overflow-y-auto ps-5">
                {state.badRows.map((problem, index) => (
                  <li key={`${problem.line}-${problem.column ?? ''}-${index}`}>
                    {problem.column
                      ? t('badCell', { line: problem.line, column: problem.column, reason: message(problem.reason, problem.values) ?? problem.reason })
                      : t('badLine', { line: problem.line, reason: message(problem.reason, problem.values) ?? problem.reason })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
