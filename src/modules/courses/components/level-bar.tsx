import { getFormatter, getTranslations } from 'next-intl/server';
import type { LevelProgress } from '../xp-rules';

/** Level and progress to the next one: the child dashboard's level and XP bar (decision 008). */
export async function LevelBar({ level }: { level: LevelProgress }) {
  const t = await getTranslations('learning');
  const format = await getFormatter();
  return (
    <div className="rounded-2xl border border-line bg-card p-5">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-2xl font-extrabold">{t('level', { level: level.level })}</p>
        <p className="text-sm text-muted">{t('xpTotal', { xp: format.number(level.xp) })}</p>
      </div>
      <div className="mt-3 h-4 overflow-hidden rounded-full bg-line" role="progressbar" aria-label={t('toNext', { level: level.level + 1 })} aria-valuemin={level.levelStart} aria-valuemax={level.nextLevelAt} aria-valuenow={level.xp}>
        <div className="h-4 rounded-full bg-progress" style={{ width: `${Math.round(level.progress * 100)}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">{t('xpToNext', { xp: format.number(level.nextLevelAt - level.xp), level: level.level + 1 })}</p>
    </div>
  );
}
