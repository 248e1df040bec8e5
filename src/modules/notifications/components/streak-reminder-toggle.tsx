'use client';

import { useTranslations } from '@/i18n/client';
import { ToggleForm } from '@/components/ui/toggle-form';
import { saveStreakReminderAction } from '../actions';

/** A child's switch for the evening streak reminder. */
export function StreakReminderToggle({ on }: { on: boolean }) {
  const t = useTranslations('notifications.reminders');
  return <ToggleForm action={saveStreakReminderAction} fields={{}} valueField="on" on={on} title={t('streak')} stateOn={t('stateOn')} stateOff={t('stateOff')} turnOn={t('turnOn')} turnOff={t('turnOff')} />;
}
