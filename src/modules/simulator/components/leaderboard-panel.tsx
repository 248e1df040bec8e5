import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/modules/avatars/components/avatar';
import type { LeaderboardView } from '../contract';
import { formatPercent } from './format';
import { Empty, Panel, type Display } from './panel';
import { TrendText } from './trend-text';

const MEDALS = ['🥇', '🥈', '🥉'];

interface LeaderboardPanelProps {
  leaderboard: LeaderboardView;
  display: Display;
  /** Where a board's tab leads (the page keeps its other choices); without it, `?board=` on this page. */
  hrefFor?: (board: string) => string;
  /** Who reads it: a child, who is on it and compares, or the class's teacher, who is not on it. */
  viewer?: 'child' | 'teacher';
}

/**
 * Who is doing best, by return % only (never amounts), among the children the viewer may be compared with. With
 * more than one board (a class, the family), tabs switch between them; they are plain links, so no script is needed.
 */
export async function LeaderboardPanel({ leaderboard, display, hrefFor = (board) => `?board=${encodeURIComponent(board)}#leaderboard`, viewer = 'child' }: LeaderboardPanelProps) {
  const t = await getTranslations('simulator');
  const nobody = leaderboard.scope === 'none' || leaderboard.rows.filter((row) => !row.isMe).length === 0;
  const selected = leaderboard.boards.find((board) => board.key === leaderboard.board);
  const className = selected?.scope === 'class' ? (selected.name ?? '') : '';
  const lead = leaderboard.hidden
    ? undefined
    : viewer === 'teacher'
      ? t('leaderboard.teacher.lead')
      : leaderboard.scope === 'none'
      ? t('leaderboard.leadNone')
      : leaderboard.scope === 'class'
        ? t('leaderboard.lead.class', { name: className })
        : t('leaderboard.lead.family');
  return (
    <Panel id="leaderboard" title={t('leaderboard.title')} lead={lead}>
      {leaderboard.boards.length > 1 ? (
        <nav aria-label={t('leaderboard.boardsLabel')} className="mb-3 flex flex-wrap gap-2">
          {leaderboard.boards.map((board) => {
            const current = board.key === leaderboard.board;
            return (
              <a
                key={board.key}
                href={hrefFor(board.key)}
                aria-current={current ? 'page' : undefined}
                data-board={board.scope}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${current ? 'border-primary bg-primary text-primary-ink' : 'border-line bg-page text-ink hover:border-primary'}`}
              >
                <span aria-hidden="true">{board.scope === 'class' ? '🏫 ' : '🏠 '}</span>
                {board.scope === 'class' ? t('leaderboard.boards.class', { name: board.name ?? '' }) : t('leaderboard.boards.family')}
              </a>
            );
          })}
        </nav>
      ) : null}
      {leaderboard.hidden ? (
        <Empty>
          <span aria-hidden="true">{leaderboard.awaitingConsent ? '🔒 ' : '🙈 '}</span>
          {leaderboard.awaitingConsent ? t('leaderboard.awaitingConsent') : t('leaderboard.hidden')}
        </Empty>
      ) : nobody ? (
        <Empty>
          <span aria-hidden="true">🌱 </span>
          {viewer === 'teacher' ? t('leaderboard.teacher.nobody') : selected?.scope === 'class' ? t('leaderboard.nobodyClass') : t('leaderboard.nobody')}
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
              <span className="flex min-w-0 flex-1 items-center gap-2">
                <span className="truncate">{row.displayName}</span>
                {row.isMe ? <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-ink">{t('leaderboard.you')}</span> : null}
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
