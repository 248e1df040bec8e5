'use client';

import { useTranslations } from '@/i18n/client';
import { fileUrl } from '@/lib/file-url';
import type { CompletionResult } from '../take-lesson';



/** The completion screen's rewards: badges won, the streak and today's goal. */
export function CompletionRewards({ badges, streak, dailyGoal }: Pick<CompletionResult, 'badges' | 'streak' | 'dailyGoal'>) {
  const tBadges = useTranslations('achievements');
  const tStreak = useTranslations('streak');
  const tGoal = useTranslations('dailyGoal');
  const goalShare = dailyGoal.goalXp > 0 ? Math.min(1, dailyGoal.todayXp / dailyGoal.goalXp) : 1;
  return (
    <div className="flex w-full max-w-xl flex-col gap-4 text-start">
      {badges.length > 0 ? (
        <section aria-labelledby="badges-won" className="rounded-2xl border-2 border-badge bg-highlight p-4">
          <h3 id="badges-won" className="mb-3 text-center text-lg font-extrabold">
            {tBadges('badgesWon')}
          </h3>
          <ul className="flex flex-col gap-3">
            {badges.map((badge) => (
              <li key={badge.id} className="flex items-center gap-3 rounded-xl bg-card p-3" data-badge={badge.slug}>
                {badge.iconPath ? (
                  <img src={fileUrl(badge.iconPath)} alt="" className="h-12 w-12 shrink-0 rounded-lg object-contain" />
                ) : (
                  <span className="w-12 shrink-0 text-center text-4xl" aria-hidden>
                    {badge.iconEmoji}
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-bold">{badge.name}</p>
                  <p className="text-sm text-muted">{badge.description}</p>
                </div>
                {badge.xpBonus > 0 ? <span className="shrink-0 rounded-full bg-page px-3 py-1 text-sm font-bold">{tBadges('bonusXp', { xp: badge.xpBonus })}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <section aria-labelledby="streak-title" className="rounded-2xl border border-line bg-page p-4">
          <h3 id="streak-title" className="text-sm font-semibold text-muted">
            {tStreak('title')}
          </h3>
          <p className="mt-1 text-xl font-extrabold">
            <span aria-hidden>🔥 </span>
            {tStreak('days', { count: streak.current })}
          </p>
          <p className="text-sm">{streak.extendedToday ? tStreak('extended') : tStreak('keptToday')}</p>
          <p className="mt-2 text-sm font-semibold">
            <span aria-hidden>🛡️ </span>
            {tStreak('shields', { count: streak.shields })}
          </p>
          <p className="text-xs text-muted">{tStreak('shieldHint')}</p>
        </section>
        <section aria-labelledby="goal-title" className="rounded-2xl border border-line bg-page p-4">
          <h3 id="goal-title" className="text-sm font-semibold text-muted">
            {tGoal('title')}
          </h3>
          <p className="mt-1 text-xl font-extrabold">
            <span aria-hidden>🎯 </span>
            {tGoal('progress', { todayXp: dailyGoal.todayXp, goalXp: dailyGoal.goalXp })}
          </p>
          <div
            className="mt-2 h-3 overflow-hidden rounded-full bg-line"
            role="progressbar"
            aria-label={tGoal('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={dailyGoal.goalXp}
            aria-valuenow={Math.min(dailyGoal.todayXp, dailyGoal.goalXp)}
          >
            <div className="h-3 rounded-full bg-progress" style={{ width: `${Math.round(goalShare * 100)}%` }} />
          </div>
          {dailyGoal.met ? <p className="mt-2 text-sm font-bold text-success">{dailyGoal.justMet ? tGoal('justMet') : tGoal('met')}</p> : null}
        </section>
      </div>
    </div>
  );
}
