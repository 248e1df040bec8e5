'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE, type FormState } from '@/lib/form-state';
import type { AssignableCourse } from '@/modules/courses';
import { createAssignmentAction } from '../actions';
import { ASSIGNMENT_NOTE_MAX } from '../limits';

interface Answer {
  state: FormState;
  /** Counts the answers: the fields are drawn afresh after each (empty after a success, as sent after a refusal). */
  round: number;
}

/**
 * A tutor gives a lesson or a whole course to the class or to chosen students, with an optional due date in the
 * class's zone and a note (decision 034). The answer is a toast; a refusal also shows under its field.
 */
export function AssignmentForm({ classId, courses, students, today, timeZone }: { classId: string; courses: AssignableCourse[]; students: { id: string; name: string }[]; today: string; timeZone: string }) {
  const t = useTranslations('classes.assign');
  const message = useMessage();
  const form = useRef<HTMLFormElement>(null);
  const [{ state, round }, formAction, pending] = useActionState(
    async (previous: Answer, data: FormData): Promise<Answer> => ({ state: await createAssignmentAction(previous.state, data), round: previous.round + 1 }),
    { state: IDLE, round: 0 },
  );
  useFormToast(state);
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  useEffect(() => {
    if (round === 0) return;
    form.current?.querySelector<HTMLElement>(state.status === 'error' ? '[aria-invalid="true"]' : 'select')?.focus();
  }, [round, state.status]);
  const error = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  const formError = state.status === 'error' && !state.fieldErrors ? message(state.message, state.messageValues) : undefined;

  return (
    <form ref={form} action={formAction} className="flex flex-col gap-4" noValidate aria-describedby={formError ? 'assign-error' : undefined}>
      <input type="hidden" name="classId" value={classId} />
      <div key={round} className="grid gap-4 sm:grid-cols-2">
        <SelectField id="assign-target" name="target" label={t('target')} required defaultValue={values.target ?? ''} error={error('target')} className="sm:col-span-2">
          <option value="" disabled>
            {t('targetChoose')}
          </option>
          {courses.map((course) => (
            <optgroup key={course.id} label={course.title}>
              <option value={`course:${course.id}`}>{t('wholeCourse', { title: course.title, count: course.lessons.length })}</option>
              {course.lessons.map((lesson) => (
                <option key={lesson.id} value={`lesson:${lesson.id}`}>
                  {lesson.title}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <WhoField students={students} values={values} error={error('who')} />
        <TextField id="assign-due" name="dueOn" type="date" label={t('due')} hint={t('dueHint', { zone: timeZone })} min={today} defaultValue={values.dueOn ?? ''} error={error('dueOn')} />
        <TextAreaField id="assign-note" name="note" label={t('note')} hint={t('noteHint', { max: ASSIGNMENT_NOTE_MAX })} maxLength={ASSIGNMENT_NOTE_MAX} rows={2} defaultValue={values.note ?? ''} error={error('note')} />
      </div>
      {formError ? (
        <p id="assign-error" className="text-sm text-error">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || courses.length === 0 || students.length === 0}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** Everyone or chosen students; drawn afresh with the form after each answer (as sent after a refusal). */
function WhoField({ students, values, error }: { students: { id: string; name: string }[]; values: Record<string, string>; error?: string }) {
  const t = useTranslations('classes.assign');
  const [who, setWho] = useState<'all' | 'chosen'>(values.who === 'chosen' ? 'chosen' : 'all');
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-semibold">{t('who')}</legend>
      <div className="flex flex-wrap gap-4">
        {(['all', 'chosen'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input type="radio" name="who" value={choice} checked={who === choice} onChange={() => setWho(choice)} className="h-4 w-4 accent-[var(--primary)]" />
            {t(choice === 'all' ? 'everyone' : 'some', { count: students.length })}
          </label>
        ))}
      </div>
      {who === 'chosen' ? (
        <div className="grid gap-1 rounded-xl border border-line p-3 sm:grid-cols-2" role="group" aria-label={t('students')}>
          {students.map((student) => (
            <CheckboxField key={student.id} id={`assign-student-${student.id}`} name={`student.${student.id}`} label={student.name} defaultChecked={values[`student.${student.id}`] === 'on'} />
          ))}
        </div>
      ) : null}
      {error ? <p className="text-sm text-error">{error}</p> : null}
    </fieldset>
  );
}
