import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { ROLES } from '@/lib/constants';
import type { AdminOverview } from '../queries';

/** The admin's shortcuts: the back-office pages reached most often. */
const SHORTCUTS = [
  ['/admin/user-management', 'users'],
  ['/admin/audit', 'audit'],
  ['/admin/outbox', 'outbox'],
] as const;

/** The admin's overview: accounts by role, what needs attention, the latest audit entries. Calm and dense. */
export async function AdminDashboard({ overview }: { overview: AdminOverview }) {
  const t = await getTranslations('adminDashboard');
  const format = await getFormatter();
  const tiles = [
    ...ROLES.map((role) => ({ label: t(`roles.${role}`), value: overview.byRole[role] ?? 0 })),
    { label: t('blocked'), value: overview.blocked },
    { label: t('unverified'), value: overview.unverified },
  ];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeader
        tone="admin"
        title={t('title')}
        lead={t('lead', { name: overview.displayName })}
        actions={
          <nav aria-label={t('shortcuts')} className="flex flex-wrap gap-2 text-sm">
            {SHORTCUTS.map(([href, label]) => (
              <Link key={href} className="rounded-lg border border-line bg-card px-3 py-1.5 font-medium hover:border-primary" href={href}>
                {t(label)}
              </Link>
            ))}
          </nav>
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border border-line bg-card px-4 py-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{format.number(tile.value)}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-2xl border border-line bg-card shadow-sm">
        <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">{t('recent')}</h2>
        <ul className="divide-y divide-line text-sm">
          {overview.recent.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-2">
              <time className="w-40 shrink-0 tabular-nums text-muted" dateTime={entry.timestamp.toISOString()}>
                {format.dateTime(entry.timestamp, { dateStyle: 'short', timeStyle: 'medium' })}
              </time>
              <span className="w-36 shrink-0 font-mono text-xs leading-5">{entry.actionType}</span>
              <span className="min-w-0 flex-1 truncate">{entry.message}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
