import { getFormatter, getTranslations } from 'next-intl/server';
import { HelpLink } from '@/components/ui/help-link';
import type { DailyGoalStatus } from '../daily-goal';
import type { StreakStatus } from '../streaks';

/** The streak: days in a row, shields held, and whether today counts yet. */
export async function StreakCard({ streak }: { streak: StreakStatus }) {
  const [t, help] = await Promise.all([getTranslations('streak'), getTranslations('help.links')]);
  return (
    <section aria-labelledby="streak-card-title" className="rounded-2xl border border-line bg-card p-5">
      <h2 id="streak-card-title" className="text-sm font-semibold text-muted">
        {t('title')}
      </h2>
      <p className="mt-1 text-2xl font-extrabold">
        <span aria-hidden="true">{streak.current > 0 ? '🔥 ' : '🌱 '}</span>
        {t('days', { count: streak.current })}
      </p>
      <p className="mt-1 text-sm">{streak.countsToday ? t('keptToday') : streak.current > 0 ? t('learnToday') : t('startToday')}</p>
      <p className="mt-3 text-sm font-semibold">
        <span aria-hidden="true">🛡️ </span>
        {t('shields', { count: streak.shields })}
        <span className="font-normal text-muted"> · {t('longest', { count: streak.longest })}</span>
      </p>
      <p className="mt-1 text-xs text-muted">{t('shieldHint')}</p>
      <p className="mt-2">
        <HelpLink href="/help/streaks">{help('streaks')}</HelpLink>
      </p>
    </section>
  );
}

/** Today's XP towards the daily goal, as a bar. */
export async function DailyGoalCard({ goal }: { goal: DailyGoalStatus }) {
  const t = await getTranslations('dailyGoal');
  const format = await getFormatter();
  const share = goal.goalXp > 0 ? Math.min(1, goal.todayXp / goal.goalXp) : 1;
  return (
    <section aria-labelledby="goal-card-title" className="rounded-2xl border border-line bg-card p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="goal-card-title" className="text-sm font-semibold text-muted">
          {t('title')}
        </h2>
        <a href="/settings#learning" className="text-xs font-semibold text-primary hover:underline">
          {t('change')}
        </a>
      </div>
      <p className="mt-1 text-2xl font-extrabold">
        <span aria-hidden="true">{goal.met ? '🎯 ' : '⭐ '}</span>
        {t('progress', { todayXp: format.number(goal.todayXp), goalXp: format.number(goal.goalXp) })}
      </p>
      <div
        className="mt-3 h-3 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={goal.goalXp}
        aria-valuenow={Math.min(goal.todayXp, goal.goalXp)}
      >
        <div className={`h-3 rounded-full ${goal.met ? 'bg-success' : 'bg-progress'}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="mt-2 text-sm">{goal.met ? t('met') : t('left', { xp: format.number(goal.goalXp - goal.todayXp) })}</p>
    </section>
  );
}
