'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { setChildReadAloudAction } from '../actions';
import { READ_ALOUD_CHOICES, type ReadAloudSetting } from '../read-aloud-choice';

/**
 * A parent's choice, on /children beside the daily goal, of whether lessons are read aloud to one child (decision 053):
 * automatic (by the child's age, which the option says), on or off. The child may change it again in their settings.
 */
export function ChildReadAloudForm({ childId, childName, setting }: { childId: string; childName: string; setting: ReadAloudSetting }) {
  const t = useTranslations('progress.childReadAloud');
  const [state, action, pending] = useActionState(setChildReadAloudAction, IDLE);
  useFormToast(state);

  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="childId" value={childId} />
      <SelectField name="readAloud" id={`read-aloud-${childId}`} label={t('label', { name: childName })} defaultValue={state.values?.readAloud ?? setting.choice} compact>
        {READ_ALOUD_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 'auto' ? t(setting.byAge ? 'autoOn' : 'autoOff') : t(choice)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" className="px-3 py-1.5 text-xs" disabled={pending} aria-label={t('saveFor', { name: childName })}>
        {t('save')}
      </Button>
    </form>
  );
}
