import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import type { TutorDashboardData } from '../queries';
import { MemberDashboardFrame, SimulatorCard } from './member-parts';

type AttentionKind = 'pending' | 'dueSoon' | 'overdue' | 'unread' | 'inactive';

/**
 * What waits for the tutor, each a count that leads where it is dealt with: class requests the families have not
 * answered (the class page, or the list when several classes have some), work due this week (likewise), overdue work
 * and students away for a week (/students sorted so they come first), unread replies (/feedback). Nothing waiting
 * says so in a sentence instead of five zeros.
 */
async function AttentionCard({ dashboard }: { dashboard: TutorDashboardData }) {
  const t = await getTranslations('dashboard');
  const { attention } = dashboard;
  const items: { kind: AttentionKind; count: number; href: string; icon: string }[] = [
    { kind: 'pending', count: attention.pendingRequests, href: attention.pendingClassId ? `/classes/${attention.pendingClassId}` : '/classes', icon: '⏳' },
    { kind: 'dueSoon', count: attention.dueSoon, href: attention.dueSoonClassId ? `/classes/${attention.dueSoonClassId}` : '/classes', icon: '📅' },
    { kind: 'overdue', count: attention.overdue, href: '/students?sort=overdue', icon: '⌛' },
    { kind: 'unread', count: dashboard.unreadFeedback, href: '/feedback', icon: '💬' },
    { kind: 'inactive', count: attention.inactiveStudents, href: '/students?sort=inactive', icon: '💤' },
  ];
  const waiting = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="tutor-attention-title" className="rounded-2xl border border-line bg-card p-5 shadow-sm" data-tutor-attention>
      <h2 id="tutor-attention-title" className="text-lg font-bold">
        <span aria-hidden="true">📋 </span>
        {t('tutorAttention.title')}
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-sm text-muted" data-attention-empty>
          <span aria-hidden="true">✨ </span>
          {t('tutorAttention.empty')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {waiting.map((item) => (
            <li key={item.kind}>
              <Link
                href={item.href}
                className="flex h-full items-center gap-3 rounded-xl border border-line bg-page p-3 hover:border-primary hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
                data-attention={item.kind}
                data-count={item.count}
              >
                <span aria-hidden="true" className="text-2xl">
                  {item.icon}
                </span>
                <span className="min-w-0 flex-1 text-sm font-semibold">{t(`tutorAttention.${item.kind}`, { count: item.count, days: 7 })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /dashboard/tutor: what waits for the tutor, then their classes with their student counts, each linking to the class. */
export async function TutorDashboard({ dashboard }: { dashboard: TutorDashboardData }) {
  const t = await getTranslations('dashboard');
  return (
    <MemberDashboardFrame role="tutor" dashboard={dashboard}>
      <AttentionCard dashboard={dashboard} />
      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold">
            <span aria-hidden="true">🏫 </span>
            {t('tutorClassesTitle')}
          </h2>
          <Link href="/classes" className="text-sm font-semibold text-primary hover:underline">
            {dashboard.classes.length === 0 ? t('tutorClassesStart') : t('tutorClassesManage')}
          </Link>
        </div>
        {dashboard.classes.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('tutorClassesEmpty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-tutor-classes>
            {dashboard.classes.map((group) => (
              <li key={group.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link href={`/classes/${group.id}`} className="font-semibold hover:text-primary hover:underline">
                  {group.name}
                </Link>
                <span className="text-sm text-muted">{t('tutorClassLine', { count: group.students })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {dashboard.showSimulator ? <SimulatorCard /> : null}
    </MemberDashboardFrame>
  );
}
