import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import type { TutorDashboardData } from '../queries';
import { AccountCards, MemberDashboardFrame, SimulatorCard } from './member-parts';

/** /dashboard/tutor: the tutor's classes with their student counts, each linking to the class. */
export async function TutorDashboard({ dashboard }: { dashboard: TutorDashboardData }) {
  const t = await getTranslations('dashboard');
  return (
    <MemberDashboardFrame role="tutor" dashboard={dashboard}>
      {dashboard.showSimulator ? <SimulatorCard /> : null}
      {dashboard.unreadFeedback > 0 ? (
        <Link href="/feedback" className="rounded-2xl border-2 border-primary bg-card p-5 font-semibold shadow-sm hover:underline" data-unread-feedback={dashboard.unreadFeedback}>
          <span aria-hidden="true">💬 </span>
          {t('tutorUnreadFeedback', { count: dashboard.unreadFeedback })}
        </Link>
      ) : null}
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
      <AccountCards account={dashboard.account} showXp={false} />
    </MemberDashboardFrame>
  );
}
