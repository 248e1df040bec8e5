'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { ResendStatus, useResentForm } from '@/components/ui/resend-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE, type FormState } from '@/lib/form-state';
import { sendFeedbackAction } from '../actions';
import { FEEDBACK_MAX } from '../limits';

interface Answer {
  state: FormState;
  /** Counts the answers: the fields are drawn afresh after each (empty after a success, as sent after a refusal). */
  round: number;
}

/**
 * A tutor writes to a student (decision 035): plain text, optionally about one of the student's assignments or a
 * lesson they did; a saved template fills the text to start from.
 */
export function TutorMessageForm({ childId, about, templates }: { childId: string; about: { value: string; label: string; kind: 'assignment' | 'lesson' }[]; templates: { id: string; body: string }[] }) {
  const t = useTranslations('feedback.write');
  const message = useMessage();
  const text = useRef<HTMLTextAreaElement>(null);
  // Sent with its key until an answer comes (decision 049): never lost, never twice.
  const send = useResentForm(sendFeedbackAction, `feedback:${childId}`);
  const [{ state, round }, formAction, pending] = useActionState(
    async (previous: Answer, data: FormData): Promise<Answer> => ({ state: await send.action(previous.state, data), round: previous.round + 1 }),
    { state: IDLE, round: 0 },
  );
  useFormToast(state);
  useEffect(() => {
    if (round > 0) text.current?.focus();
  }, [round]);
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  const error = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  const use = (body: string) => {
    if (!text.current) return;
    text.current.value = body;
    text.current.focus();
  };
  const assignments = about.filter((option) => option.kind === 'assignment');
  const lessons = about.filter((option) => option.kind === 'lesson');
  return (
    <form action={formAction} onSubmit={send.onSubmit} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="childId" value={childId} />
      {templates.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('templates')}>
          <span className="text-xs font-semibold text-muted">{t('templates')}</span>
          {templates.map((template) => (
            <button key={template.id} type="button" onClick={() => use(template.body)} className="max-w-56 truncate rounded-full border border-line bg-card px-3 py-1 text-xs font-semibold hover:border-primary" title={template.body}>
              {template.body}
            </button>
          ))}
        </div>
      ) : null}
      <div key={round} className="flex flex-col gap-3">
        <TextAreaField ref={text} id="feedback-body" name="body" label={t('body')} hint={t('bodyHint', { max: FEEDBACK_MAX })} required maxLength={FEEDBACK_MAX} rows={4} defaultValue={values.body ?? ''} error={error('body')} />
        <SelectField id="feedback-about" name="about" label={t('about')} defaultValue={values.about ?? ''} error={error('about')}>
          <option value="">{t('aboutNothing')}</option>
          {assignments.length > 0 ? (
            <optgroup label={t('aboutAssignments')}>
              {assignments.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : null}
          {lessons.length > 0 ? (
            <optgroup label={t('aboutLessons')}>
              {lessons.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
      </div>
      <ResendStatus waiting={send.waiting} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}
