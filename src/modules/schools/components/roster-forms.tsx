'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { IDLE, type FormState } from '@/lib/form-state';
import type { RosterError } from '@/modules/rostering';
import { applyRosterAction, previewRosterAction, type RosterUploadState } from '../roster-actions';

/* The roster page's two forms (decision 064): the upload that opens a dry run, and the apply of that dry run. */

/** One problem of a set, in the reader's language: where it is, then what is wrong. */
export function useRosterErrorText() {
  const t = useTranslations('rostering');
  return (error: RosterError) => {
    const where = error.line === null ? error.file : t('errorAt', { file: error.file, line: error.line });
    return `${where}${error.field ? ` · ${error.field}` : ''} — ${t(`errors.${error.key}`, { file: error.file, line: error.line ?? '', field: error.field ?? '', ...error.values })}`;
  };
}

export function RosterErrorList({ errors }: { errors: RosterError[] }) {
  const text = useRosterErrorText();
  return (
    <ul className="mt-2 max-h-96 list-disc overflow-y-auto ps-5 text-sm" data-roster-errors={errors.length}>
      {errors.map((error, index) => (
        <li key={`${error.file}-${error.line}-${error.field}-${index}`} className="break-words">
          {text(error)}
        </li>
      ))}
    </ul>
  );
}

export function RosterUploadForm({ maxFiles, maxKilobytes, maxUnzippedMegabytes }: { maxFiles: number; maxKilobytes: number; maxUnzippedMegabytes: number }) {
  const t = useTranslations('schools.roster');
  const [state, upload, pending] = useActionState<RosterUploadState, FormData>(previewRosterAction, IDLE);
  return (
    <div className="flex flex-col gap-3">
      <form action={upload} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm">
          <span className="font-semibold">{t('files')}</span>
          <input
            id="roster-files"
            name="files"
            type="file"
            multiple
            required
            accept=".csv,text/csv,.zip,application/zip"
            aria-describedby="roster-files-hint"
            className="min-w-0 rounded-lg border border-line bg-card px-2 py-1.5 file:me-3 file:rounded file:border-0 file:bg-page file:px-2 file:py-1 file:text-ink"
          />
          <span id="roster-files-hint" className="text-muted">
            {t('filesHint', { files: maxFiles, kilobytes: maxKilobytes, megabytes: maxUnzippedMegabytes })}
          </span>
        </label>
        <Button type="submit" disabled={pending} className="px-3 py-2">
          {pending ? t('checking') : t('check')}
        </Button>
      </form>
      {state.status === 'error' ? (
        <div className="flex flex-col gap-1">
          <FormStatus state={{ ...state, rosterErrors: undefined } as FormState} />
          {state.rosterErrors && state.rosterErrors.length > 0 ? <RosterErrorList errors={state.rosterErrors} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export function RosterApplyForm({ importId, planHash, children, label }: { importId: string; planHash: string; children?: ReactNode; label: string }) {
  const t = useTranslations('schools.roster');
  const [state, apply, pending] = useActionState<FormState, FormData>(applyRosterAction, IDLE);
  return (
    <form action={apply} className="flex flex-col gap-3" data-roster-apply>
      <input type="hidden" name="importId" value={importId} />
      <input type="hidden" name="planHash" value={planHash} />
      {children}
      <FormStatus state={state} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('applying') : label}
        </Button>
      </div>
    </form>
  );
}
