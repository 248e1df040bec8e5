'use client';

import { useTranslations } from '@/i18n/client';
import { ToggleForm } from '@/components/ui/toggle-form';
import { setChildJournalTutorsAction } from '../actions';

/**
 * A parent's choice on the child's /children card (decision 031): who the child may show a journal entry to — the
 * family only, or their tutors too. Entries stay private until the child shares one.
 */
export function JournalTutorsToggle({ childId, childName, allowed }: { childId: string; childName: string; allowed: boolean }) {
  const t = useTranslations('families.journalTutors');
  return (
    <ToggleForm
      action={setChildJournalTutorsAction}
      fields={{ childId }}
      valueField="allowed"
      on={allowed}
      title={t('title')}
      stateOn={t('stateOn')}
      stateOff={t('stateOff')}
      turnOn={t('turnOn', { name: childName })}
      turnOff={t('turnOff', { name: childName })}
    />
  );
}
