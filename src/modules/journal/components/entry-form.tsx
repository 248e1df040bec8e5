'use client';

import { useTranslations } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { ResendStatus, useResentForm } from '@/components/ui/resend-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE, type FormState } from '@/lib/form-state';
import { saveEntryAction } from '../actions';
import { BODY_MAX, MOOD_EMOJI, MOODS, TITLE_MAX, type Mood } from '../entry-rules';
import { SUPPORT_TOPICS, type SupportTopic } from '../support';
import { SupportNote, type HelplineView } from './support-note';

interface Draft {
  title: string;
  body: string;
  mood: Mood | '';
  entryDate: string;
}

/** The day in the browser's own time zone (the child's calendar), as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The kind help an edited entry's words called for, handed from the edit form to the new-entry form after the save. */
const SUPPORT_HANDOFF_KEY = 'academy-journal-support';
/** "Changes saved.", handed the same way: the new-entry form says it and takes the focus. */
const SAVED_HANDOFF_KEY = 'academy-journal-saved';

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.title === 'string' && typeof draft.body === 'string' && typeof draft.mood === 'string' && typeof draft.entryDate === 'string';
}

/**
 * Writes a new entry or changes one. What is typed is kept in the tab's sessionStorage as it is typed (decision
 * 025: not localStorage, which would outlive the tab on a shared family computer), so a reload or a failed save loses
 * nothing; a save clears it. After a save whose words touch a hard topic, the kind help shows here at once.
 */
export function EntryForm({ draftKey, entry, today, helpline }: { draftKey: string; entry: (Draft & { id: string }) | null; today: string; helpline: HelplineView | null }) {
  const t = useTranslations('journal');
  const message = useMessage();
  const initial: Draft = entry ? { title: entry.title, body: entry.body, mood: entry.mood, entryDate: entry.entryDate } : { title: '', body: '', mood: '', entryDate: today };
  const [draft, setDraft] = useState<Draft>(initial);
  const [restored, setRestored] = useState(false);
  const touched = useRef(false);
  const storageKey = `academy-journal-draft:${draftKey}:${entry?.id ?? 'new'}`;
  const router = useRouter();
  const [handedSupport, setHandedSupport] = useState('');
  // A save is said in a polite status that is always in the form (WCAG 4.1.3: one that appears with its words, like
  // a toast, is often not read out), redrawn each time so the same words are said again. The Save button is disabled
  // while saving, which drops the keyboard focus to the page's body (WCAG 2.4.3): it goes to the title of the
  // (new, empty) form instead, or to the field a refusal points at.
  const [announced, setAnnounced] = useState<{ key: string; round: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleField = useRef<HTMLInputElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // A save forgets the draft, and a new entry's form starts empty again; a refusal keeps everything as typed. A saved
  // change leaves edit mode (back to /journal), so the next entry the child writes is a new one, never this one again;
  // the kind help its words call for is handed to the new form through the tab's storage, not the address bar (the
  // history of a shared family computer would show it).
  // Sent with its key until an answer comes (decision 049): a lost answer or the database away for a moment is
  // said calmly and the same save sent again, never a second entry.
  const save = useResentForm(saveEntryAction, `journal:${draftKey}:${entry?.id ?? 'new'}`);
  const [state, formAction, pending] = useActionState(async (previous: FormState, data: FormData): Promise<FormState> => {
    const answer = await save.action(previous, data);
    if (answer.status === 'success') {
      sessionStorage.removeItem(storageKey);
      setRestored(false);
      touched.current = false;
      setDraft({ title: '', body: '', mood: '', entryDate: localToday() });
      if (!entry && answer.message) {
        const key = answer.message;
        setAnnounced((current) => ({ key, round: (current?.round ?? 0) + 1 }));
      }
      if (entry) {
        if (answer.values?.support) sessionStorage.setItem(SUPPORT_HANDOFF_KEY, answer.values.support);
        if (answer.message) sessionStorage.setItem(SAVED_HANDOFF_KEY, answer.message);
        // Said now: this form is replaced by the new entry's before an effect of its own could say it.
        toast.success(message(answer.message, answer.messageValues) ?? '');
        router.replace('/journal#entry-form', { scroll: false });
      }
    }
    return answer;
  }, IDLE);
  useFormToast(entry && state.status === 'success' ? IDLE : state);
  useEffect(() => {
    if (state.status === 'success' && !entry) titleField.current?.focus();
    if (state.status === 'error') (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? saveButton.current)?.focus();
  }, [state, entry]);

  // A kept draft comes back after a reload; a new entry's date follows the child's own calendar, not the server's.
  // (sessionStorage is only in the browser, so it is read after hydration, as a transition like useHydrated's.)
  useEffect(() => {
    if (!entry) {
      const support = sessionStorage.getItem(SUPPORT_HANDOFF_KEY);
      sessionStorage.removeItem(SUPPORT_HANDOFF_KEY);
      if (support) startTransition(() => setHandedSupport(support));
      const savedMessage = sessionStorage.getItem(SAVED_HANDOFF_KEY);
      sessionStorage.removeItem(SAVED_HANDOFF_KEY);
      if (savedMessage) {
        startTransition(() => setAnnounced({ key: savedMessage, round: 1 }));
        titleField.current?.focus();
      }
    }
    let saved: unknown = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    } catch {
      // An unreadable draft is no draft.
    }
    startTransition(() => {
      if (isDraft(saved)) {
        setDraft(saved);
        setRestored(true);
      } else if (!entry) {
        setDraft((current) => (touched.current ? current : { ...current, entryDate: localToday() }));
      }
    });
  }, [storageKey, entry]);

  const change = (field: keyof Draft, value: string) => {
    touched.current = true;
    setDraft((current) => {
      const next = { ...current, [field]: value };
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage full or off: the form still holds the text.
      }
      return next;
    });
  };

  const discard = () => {
    sessionStorage.removeItem(storageKey);
    setRestored(false);
    touched.current = false;
    setDraft(entry ? initial : { ...initial, entryDate: localToday() });
  };

  const error = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  const support = (state.status === 'success' ? (state.values?.support ?? '') : handedSupport).split(',').filter((topic): topic is SupportTopic => (SUPPORT_TOPICS as readonly string[]).includes(topic));

  return (
    <form ref={form} action={formAction} onSubmit={save.onSubmit} className="flex flex-col gap-4" aria-describedby="journal-private-note">
      <p role="status" aria-live="polite" className="sr-only">
        {announced ? <span key={announced.round}>{message(announced.key)}</span> : null}
      </p>
      {/* After a saved change the form empties at once, before the page comes back without the entry: never its id then. */}
      <input type="hidden" name="entryId" value={entry && state.status !== 'success' ? entry.id : ''} />
      {restored ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-page px-4 py-2 text-sm">
          <span>{t('form.restored')}</span>
          <Button type="button" variant="ghost" className="px-3 py-1 text-xs" onClick={discard}>
            {t('form.discard')}
          </Button>
        </div>
      ) : null}
      <TextField ref={titleField} name="title" label={t('form.title')} required maxLength={TITLE_MAX} value={draft.title} onChange={(event) => change('title', event.target.value)} error={error('title')} autoComplete="off" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('form.mood')}</legend>
        <div className="flex flex-wrap gap-2">
          {MOODS.map((mood) => (
            <label
              key={mood}
              className="relative flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input type="radio" name="mood" value={mood} checked={draft.mood === mood} onChange={() => change('mood', mood)} required className="sr-only" />
              <span aria-hidden="true">{MOOD_EMOJI[mood]}</span>
              {t(`moods.${mood}`)}
            </label>
          ))}
        </div>
        {error('mood') ? (
          <p className="text-sm text-error" role="alert">
            {error('mood')}
          </p>
        ) : null}
      </fieldset>
      <TextField name="entryDate" type="date" label={t('form.date')} required value={draft.entryDate} onChange={(event) => change('entryDate', event.target.value)} error={error('entryDate')} className="sm:max-w-xs" />
      <TextAreaField
        name="body"
        label={t('form.body')}
        hint={t('form.bodyHint')}
        required
        rows={8}
        maxLength={BODY_MAX}
        value={draft.body}
        onChange={(event) => change('body', event.target.value)}
        error={error('body')}
      />
      <ResendStatus waiting={save.waiting} />
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={saveButton} type="submit" disabled={pending}>
          {entry ? t('form.update') : t('form.save')}
        </Button>
        {entry ? (
          <ButtonLink href="/journal" variant="ghost">
            {t('form.cancel')}
          </ButtonLink>
        ) : null}
      </div>
      {support.length > 0 ? <SupportNote topics={support} helpline={helpline} /> : null}
    </form>
  );
}
