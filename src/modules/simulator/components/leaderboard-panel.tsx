import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/modules/avatars/components/avatar';
import type { LeaderboardView } from '../contract';
import { formatPercent } from './format';
import { Empty, Panel, type Display } from './panel';
import { TrendText } from './trend-text';

const MEDALS = ['🥇', '🥈', '🥉'];

/** Who is doing best, by return % only (never amounts), among the children the viewer may be compared with. */
export async function LeaderboardPanel({ leaderboard, display }: { leaderboard: LeaderboardView; display: Display }) {
  const t = await getTranslations('simulator');
  const nobody = leaderboard.scope === 'none' || leaderboard.rows.filter((row) => !row.isMe).length === 0;
  const lead = leaderboard.hidden ? undefined : leaderboard.scope === 'none' ? t('leaderboard.leadNone') : t(`leaderboard.lead.${leaderboard.scope}`);
  return (
    <Panel id="leaderboard" title={t('leaderboard.title')} lead={lead}>
      {leaderboard.hidden ? (
        <Empty>
          <span aria-hidden="true">🙈 </span>
          {t('leaderboard.hidden')}
        </Empty>
      ) : nobody ? (
        <Empty>
          <span aria-hidden="true">🌱 </span>
          {t('leaderboard.nobody')}
        </Empty>
      ) : (
        <ol className="flex flex-col gap-1.5" aria-label={t('leaderboard.title')}>
          {leaderboard.rows.map((row, index) => (
            <li
              key={index}
              aria-current={row.isMe ? 'true' : undefined}
              data-me={row.isMe ? 'true' : undefined}
              className={`flex items-center gap-3 rounded-xl px-3 py-2 ${row.isMe ? 'bg-highlight font-semibold ring-2 ring-primary' : 'bg-page'}`}
            >
              <span className="w-8 shrink-0 text-center font-bold tabular-nums" dir="ltr">
                <span className="sr-only">{t('leaderboard.rank', { rank: row.rank })}</span>
                <span aria-hidden="true">{MEDALS[row.rank - 1] ?? `#${row.rank}`}</span>
              </span>
              <Avatar seed={row.avatarSeed} variant={row.avatarVariant} size={36} alt="" />
              <span className="min-w-0 flex-1 truncate">
                {row.displayName}
                {row.isMe ? <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-ink">{t('leaderboard.you')}</span> : null}
              </span>
              <TrendText value={row.returnPct} upLabel={t('trend.up')} downLabel={t('trend.down')}>
                {formatPercent(row.returnPct, display.locale)}
              </TrendText>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
