import { getFormatter, getTranslations } from 'next-intl/server';
import { BadgeIcon } from '@/components/ui/badge-icon';
import { Card } from '@/components/ui/card';
import { LessonCard } from '@/modules/courses/components/lesson-card';
import { MyAssignments } from '@/modules/classes/components/assignment-lists';
import { ChildFeedbackPanel } from '@/modules/feedback/components/child-feedback-panel';
import { MembershipRequests } from '@/modules/classes/components/membership-requests';
import { ChildFamilyPanel } from '@/modules/families/components/child-family-panel';
import { LevelBar } from '@/modules/courses/components/level-bar';
import { ReviewCard } from '@/modules/courses/components/review-card';
import { DailyGoalCard, StreakCard } from '@/modules/progress/components/streak-goal-cards';
import type { ChildDashboardData } from '../queries';
import { AccountCards, MemberDashboardFrame, SimulatorCard } from './member-parts';

/** /dashboard/child: level and next lesson, the daily review, streak and goal, latest badges, featured lessons, the family code and classes. */
export async function ChildDashboard({ dashboard }: { dashboard: ChildDashboardData }) {
  const t = await getTranslations('dashboard');
  const tl = await getTranslations('learning');
  const format = await getFormatter();
  return (
    <MemberDashboardFrame role="child" dashboard={dashboard}>
      <div className="grid gap-4 md:grid-cols-2">
        <LevelBar level={dashboard.level} />
        {dashboard.nextLesson ? (
          // Straight under the page's h1, so the card's title is an h2 (the featured cards below sit under their section's h2).
          <LessonCard lesson={dashboard.nextLesson.lesson} label={dashboard.nextLesson.continuing ? tl('continueAction') : tl('start')} tone="primary" headingLevel={2} />
        ) : (
          <p className="rounded-2xl border border-line bg-card p-5">{tl('allDone')}</p>
        )}
      </div>
      <ReviewCard reviews={dashboard.reviews} />
      <MyAssignments items={dashboard.assignments} />
      <ChildFeedbackPanel threads={dashboard.feedback} />
      <ChildFamilyPanel family={dashboard.family} />
      <div className="grid gap-4 md:grid-cols-2">
        <StreakCard streak={dashboard.streak} />
        <DailyGoalCard goal={dashboard.dailyGoal} />
      </div>
      <section aria-labelledby="latest-badges-title" className="rounded-2xl border border-line bg-card p-5">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="latest-badges-title" className="text-lg font-bold">
            {t('latestBadges')}
          </h2>
          <a href="/achievements" className="text-sm font-semibold text-primary hover:underline">
            {t('allBadges')}
          </a>
        </div>
        {dashboard.latestBadges.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('noBadges')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {dashboard.latestBadges.map((badge) => (
              <li key={badge.id} className="flex items-center gap-3" data-badge={badge.slug}>
                <BadgeIcon emoji={badge.iconEmoji} imagePath={badge.iconPath} />
                <div className="min-w-0">
                  <p className="font-semibold">{badge.name}</p>
                  <p className="text-xs text-muted">{format.dateTime(badge.awardedAt, { dateStyle: 'medium' })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {dashboard.featured.length > 0 ? (
        <section aria-labelledby="dashboard-featured-title">
          <h2 id="dashboard-featured-title" className="mb-2 text-lg font-bold">
            {tl('featured')}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {dashboard.featured.map((lesson) => (
              <LessonCard key={`${lesson.courseSlug}/${lesson.slug}`} lesson={lesson} label={tl('open')} />
            ))}
          </div>
        </section>
      ) : null}
      {dashboard.showSimulator ? <SimulatorCard /> : null}
      <AccountCards account={dashboard.account} showXp />
      {dashboard.refCode ? (
        <Card>
          <h2 id="ref-code-title" className="text-lg font-bold">
            {t('refCodeTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('refCodeLead')}</p>
          {/* The code is named by the visible title. A <p> may not carry a name (ARIA: naming prohibited on a
              paragraph), a group may, so assistive technology and getByLabel('Your family code') both find it. */}
          <div role="group" aria-labelledby="ref-code-title" className="mt-3 inline-block rounded-xl bg-highlight px-4 py-2 font-mono text-2xl font-bold tracking-[0.3em]">
            {dashboard.refCode}
          </div>
          {dashboard.classes.length > 0 ? (
            <div className="mt-4 border-t border-line pt-3" data-my-classes>
              <h3 className="text-sm font-bold">
                <span aria-hidden="true">🏫 </span>
                {t('yourClassesTitle')}
              </h3>
              <ul className="mt-1 text-sm">
                {dashboard.classes
                  .filter((membership) => membership.status === 'approved')
                  .map((membership) => (
                    <li key={membership.classId}>{t('classWithTutor', { className: membership.className, tutor: membership.tutorName })}</li>
                  ))}
              </ul>
              <div className="mt-2">
                <MembershipRequests memberships={dashboard.classes} side="child" />
              </div>
              <p className="mt-1 text-xs text-muted">{t('yourClassesNote')}</p>
            </div>
          ) : null}
        </Card>
      ) : null}
    </MemberDashboardFrame>
  );
}
