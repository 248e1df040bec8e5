'use client';

import { useTranslations } from '@/i18n/client';
import { startTransition, useActionState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { useUnsavedChanges } from '@/components/ui/use-unsaved-changes';
import { IDLE, type FormState } from '@/lib/form-state';
import type { TranslationLocale } from '@/lib/translation-locales';

/*
 * The pieces the course and badge translation forms share (decisions 051 and 054): their save, each field beside the
 * English it translates, what a refused save says, and the save button with what is not saved yet.
 */

type SaveState = FormState & { updatedAt?: string };
const SAVE_IDLE: SaveState = IDLE;

/**
 * A translation form's save through `action`: its state (told as a toast), the version the next save is written over
 * (`savedAt` until a save answers), whether `words` differ from what was saved, and the form's submit handler.
 */
export function useTranslationSave(action: (state: SaveState, formData: FormData) => Promise<SaveState>, words: unknown, savedAt: string | undefined) {
  const [state, save, pending] = useActionState(action, SAVE_IDLE);
  useFormToast(state);
  const { dirty, submitting } = useUnsavedChanges(JSON.stringify(words), state);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submitting();
    startTransition(() => save(data));
  };
  return { state, pending, dirty, submit, version: state.updatedAt ?? savedAt ?? '' };
}

/** The language a translation is written in, as its fields name it, and the direction it is written in. */
export function useTranslationLanguage(locale: TranslationLocale): { language: string; direction: 'rtl' | 'ltr' } {
  const names = useTranslations('translationEditor');
  return { language: names(`languageNames.${locale}`), direction: locale === 'ar' ? 'rtl' : 'ltr' };
}

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
