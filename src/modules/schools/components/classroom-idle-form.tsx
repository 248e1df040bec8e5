'use client';

import { useTranslations } from '@/i18n/client';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { CLASSROOM_IDLE_DEFAULT_MINUTES, CLASSROOM_IDLE_MINUTES_CHOICES } from '@/lib/constants';
import { saveClassroomIdleAction } from '../classroom-idle-actions';

/**
 * How long a child's classroom session (card or pictures) of the school may stay untouched (decision 073): the school
 * admin picks one of the offered times. Redrawn after each answer, so the select shows what was saved or sent.
 */
export function ClassroomIdleForm({ minutes }: { minutes: number }) {
  const t = useTranslations('schools.signIn.classroomIdle');
  const message = useMessage();
  const [state, action, pending, round] = useRedrawnFormAction(saveClassroomIdleAction);
  return (
    <form key={round} action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      <SelectField label={t('minutes')} hint={t('minutesHint')} name="minutes" defaultValue={state.values?.minutes ?? String(minutes)} error={message(state.fieldErrors?.minutes)}>
        {CLASSROOM_IDLE_MINUTES_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === CLASSROOM_IDLE_DEFAULT_MINUTES ? t('optionDefault', { minutes: choice }) : t('option', { minutes: choice })}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
