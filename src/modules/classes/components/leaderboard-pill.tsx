import { getTranslations } from 'next-intl/server';

/** Whether the class's children see its leaderboard, in words (not colour alone). */
export async function LeaderboardPill({ enabled }: { enabled: boolean }) {
  const t = await getTranslations('classes');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${enabled ? 'bg-highlight text-ink' : 'border border-line text-muted'}`} data-leaderboard={enabled ? 'on' : 'off'}>
      <span aria-hidden="true">{enabled ? '🏆 ' : '🙈 '}</span>
      {enabled ? t('leaderboardOn') : t('leaderboardOff')}
    </span>
  );
}
