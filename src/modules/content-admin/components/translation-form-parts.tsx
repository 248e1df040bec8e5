'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';

/*
 * The pieces the course and badge translation forms share (decisions 051 and 054): each field beside the English it
 * translates, what a refused save says, and the save button with what is not saved yet.
 */

/** One translated field: its English to read (left, or above on a phone), then the field itself. */
export function BesideEnglish({ label, english, children }: { label: string; english: ReactNode; children: ReactNode }) {
  const names = useTranslations('translationEditor');
  return (
    <div className="grid gap-2 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-semibold">
          {label} <span className="font-normal text-muted">({names('english')})</span>
        </p>
        <div lang="en" dir="ltr" className="whitespace-pre-wrap break-words rounded-xl border border-dashed border-line bg-page px-3 py-2.5 text-base">
          {english}
        </div>
      </div>
      {children}
    </div>
  );
}

/** A save refused over English changed since, or a newer save: what happened, and a reload of the page. */
export function TranslationConflict({ state, reloadHref }: { state: { status: string; message?: string }; reloadHref: string }) {
  const names = useTranslations('translationEditor');
  const message = useMessage();
  if (state.status !== 'error' || (state.message !== 'translationEditor.errors.englishChanged' && state.message !== 'translationEditor.errors.changedElsewhere')) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border-s-4 border-error bg-page px-4 py-3 text-sm">
      <span className="flex-1 font-medium text-error">{message(state.message)}</span>
      <a href={reloadHref} className="font-semibold text-[var(--link-text)] underline">
        {names('reload')}
      </a>
    </div>
  );
}

/** The save button of a translation in `language`, and whether everything is saved. */
export function TranslationSave({ language, pending, pendingLabel, dirty }: { language: string; pending: boolean; pendingLabel: string; dirty: boolean }) {
  const names = useTranslations('translationEditor');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : names('save', { language })}
      </Button>
      <p className="text-xs text-muted" aria-live="polite">
        {dirty ? names('unsaved') : names('allSaved')}
      </p>
    </div>
  );
}
