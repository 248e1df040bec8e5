'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { setLeaderboardVisibilityAction } from '../actions';

/**
 * A parent's switch, on the dashboard's children list and the child's /children card: show or hide this child on the simulator's family
 * leaderboard. The server checks that the child is the parent's own (403 otherwise) and audits the change.
 */
export function LeaderboardToggle({ childId, childName, visible }: { childId: string; childName: string; visible: boolean }) {
  const t = useTranslations('orders.leaderboard');
  const [state, action, pending] = useActionState(setLeaderboardVisibilityAction, IDLE);
  useFormToast(state);
  // The answer carries the stored value; until one arrives, the server-rendered one.
  const shown = state.status === 'success' && state.values?.visible ? state.values.visible === 'true' : visible;

  return (
    <form action={action} className="flex items-center gap-2 text-sm">
      <input type="hidden" name="childId" value={childId} />
      <input type="hidden" name="visible" value={shown ? 'false' : 'true'} />
      <span className="text-muted">
        <span className="sr-only">{t('title')}: </span>
        {shown ? t('stateShown') : t('stateHidden')}
      </span>
      <Button type="submit" variant="secondary" className="px-3 py-1.5" disabled={pending}>
        {shown ? t('hide', { name: childName }) : t('show', { name: childName })}
      </Button>
    </form>
  );
}
