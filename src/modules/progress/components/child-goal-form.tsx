'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { setChildDailyGoalAction } from '../actions';
import { DAILY_GOAL_CHOICES } from '../days';

/** A parent's choice of one child's daily goal, on /children (the child may change it again in their settings). */
export function ChildGoalForm({ childId, childName, goalXp }: { childId: string; childName: string; goalXp: number }) {
  const t = useTranslations('progress.childGoal');
  const [state, action, pending] = useActionState(setChildDailyGoalAction, IDLE);
  useFormToast(state);

  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="childId" value={childId} />
      <SelectField name="dailyGoalXp" label={t('label', { name: childName })} defaultValue={String(goalXp)} compact>
        {DAILY_GOAL_CHOICES.map((xp) => (
          <option key={xp} value={xp}>
            {t('option', { xp })}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" className="px-3 py-1.5 text-xs" disabled={pending}>
        {t('save')}
      </Button>
    </form>
  );
}
