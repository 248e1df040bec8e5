'use client';

import { useTranslations } from '@/i18n/client';
import { ToggleForm } from '@/components/ui/toggle-form';
import { setChildSimulatorAction } from '../actions';

/** A parent's switch on the child's /children card: the stock-market simulator on or off for this child (decision 031). */
export function SimulatorToggle({ childId, childName, enabled }: { childId: string; childName: string; enabled: boolean }) {
  const t = useTranslations('families.simulator');
  return (
    <ToggleForm
      action={setChildSimulatorAction}
      fields={{ childId }}
      valueField="enabled"
      on={enabled}
      title={t('title')}
      stateOn={t('stateOn')}
      stateOff={t('stateOff')}
      turnOn={t('turnOn', { name: childName })}
      turnOff={t('turnOff', { name: childName })}
    />
  );
}
