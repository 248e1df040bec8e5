import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChildClasses } from '@/modules/classes/components/child-classes';
import { ChildPlacesNotice } from '@/modules/families/components/child-places-notice';
import { LeaderboardToggle } from '@/modules/simulator/components/leaderboard-toggle';
import type { ParentDashboardData } from '../queries';
import { AccountCards, dashboardWhen, MemberDashboardFrame, SimulatorCard } from './member-parts';

/** /dashboard/parent: the parent's children with their XP, last sign-in, classes and family-leaderboard switch. */
export async function ParentDashboard({ dashboard }: { dashboard: ParentDashboardData }) {
  const t = await getTranslations('dashboard');
  const format = await getFormatter();
  const when = await dashboardWhen();
  return (
    <MemberDashboardFrame role="parent" dashboard={dashboard}>
      {dashboard.showSimulator ? <SimulatorCard /> : null}
      <AccountCards account={dashboard.account} showXp={false} />
      <Card>
        <h2 className="text-lg font-bold">{t('childrenTitle')}</h2>
        {/* A new parent's first step, and answers that wait with a deadline, are never hidden behind an empty list. */}
        {dashboard.waitingAnswers > 0 ? (
          <p className="mt-2 rounded-xl border-2 border-primary px-3 py-2 text-sm font-semibold" role="status">
            <span aria-hidden="true">🛡️ </span>
            {t('answersWaiting', { count: dashboard.waitingAnswers })}{' '}
            <Link href="/children" className="text-[var(--link-text)] underline">
              {t('answerThem')}
            </Link>
          </p>
        ) : null}
        {dashboard.children.length === 0 ? (
          <div className="mt-2 flex flex-col items-start gap-3">
            <p className="text-sm text-muted">{t('childrenEmpty')}</p>
            {dashboard.places?.full ? <ChildPlacesNotice places={dashboard.places} /> : <ButtonLink href="/children">{t('addChild')}</ButtonLink>}
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {dashboard.children.map((child) => (
              <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="font-semibold">{child.name}</span>
                <span className="text-sm text-muted">{t('childLine', { xp: format.number(child.xp), last: when(child.lastLogin) })}</span>
                <div className="w-full">
                  <ChildClasses memberships={child.classes} childName={child.name} />
                </div>
                <LeaderboardToggle childId={child.id} childName={child.name} visible={child.leaderboardVisible} />
              </li>
            ))}
          </ul>
        )}
        {/* The plan's limit, said before a code is typed on /children (decision 040). */}
        {dashboard.children.length > 0 && dashboard.places?.full ? (
          <div className="mt-3">
            <ChildPlacesNotice places={dashboard.places} />
          </div>
        ) : null}
      </Card>
    </MemberDashboardFrame>
  );
}
