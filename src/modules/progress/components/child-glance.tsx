import { getFormatter, getTranslations } from 'next-intl/server';
import type { ChildGlance } from '../children-glance';

/** A child's level, streak and this week's XP, on their parent's /children card. */
export async function ChildGlanceLine({ glance }: { glance: ChildGlance }) {
  const [t, format] = await Promise.all([getTranslations('progress.glance'), getFormatter()]);
  const items = [
    { icon: '⭐', label: t('level'), value: t('levelValue', { level: glance.level.level }) },
    { icon: '🔥', label: t('streak'), value: t('streakValue', { count: glance.streak }) },
    { icon: '📅', label: t('week'), value: t('weekValue', { xp: format.number(glance.weekXp) }) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-page px-2 py-2">
          <dt className="text-xs text-muted">
            <span aria-hidden="true">{item.icon} </span>
            {item.label}
          </dt>
          <dd className="text-sm font-bold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
