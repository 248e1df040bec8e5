'use client';

import { useTranslations } from '@/i18n/client';
import { ToggleForm } from '@/components/ui/toggle-form';
import { setLeaderboardVisibilityAction } from '../actions';

/**
 * A parent's switch, on the dashboard's children list and the child's /children card: show or hide this child on the simulator's family
 * leaderboard. The server checks that the child is the parent's own (403 otherwise) and audits the change.
 */
export function LeaderboardToggle({ childId, childName, visible }: { childId: string; childName: string; visible: boolean }) {
  const t = useTranslations('orders.leaderboard');
  return (
    <ToggleForm
      action={setLeaderboardVisibilityAction}
      fields={{ childId }}
      valueField="visible"
      on={visible}
      title={t('title')}
      stateOn={t('stateShown')}
      stateOff={t('stateHidden')}
      turnOn={t('show', { name: childName })}
      turnOff={t('hide', { name: childName })}
    />
  );
}
