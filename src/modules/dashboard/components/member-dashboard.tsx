import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Alert, Card } from '@/components/ui/card';
import type { Role } from '@/lib/constants';
import { can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { LessonCard } from '@/modules/courses/components/lesson-card';
import { LevelBar } from '@/modules/courses/components/level-bar';
import { getLearningOverview } from '@/modules/courses';
import { BadgeIcon } from '@/components/ui/badge-icon';
import { DailyGoalCard, StreakCard } from '@/modules/progress/components/streak-goal-cards';
import { getLatestBadges, getProgressSummary } from '@/modules/progress';
import { LeaderboardToggle } from '@/modules/simulator/components/leaderboard-toggle';
import { getChildrenLeaderboardVisibility } from '@/modules/simulator';
import { listChildrenClasses, listClasses, listMyClasses, type Membership } from '@/modules/classes';
import { getAccountSummary, getLinkedChildren } from '../queries';

/** The child, parent and tutor dashboards: greeting, account state, and what each role has so far. */
export async function MemberDashboard({ actor, viewAs }: { actor: Actor; viewAs: Role }) {
  const t = await getTranslations('dashboard');
  const format = await getFormatter();
  const summary = await getAccountSummary(actor);
  const children = viewAs === 'parent' && can(actor, 'read:child:own') ? await getLinkedChildren(actor) : null;
  const leaderboardVisible = children && children.length > 0 ? await getChildrenLeaderboardVisibility(actor) : {};
  const childrenClasses = children && children.length > 0 ? await listChildrenClasses(actor) : [];
  const tutorClasses = viewAs === 'tutor' && can(actor, 'manage:class:own') ? await listClasses(actor) : null;
  const learner = viewAs === 'child' && can(actor, 'take:lesson:own');
  const [learning, progress, latestBadges, myClasses] = learner
    ? await Promise.all([getLearningOverview(actor), getProgressSummary(actor), getLatestBadges(actor, 3), listMyClasses(actor)])
    : [null, null, [], []];
  const classLine = (memberships: Membership[]) =>
    format.list(
      memberships.map((membership) => t('classWithTutor', { className: membership.className, tutor: membership.tutorName })),
      { type: 'conjunction' },
    );
  const tl = await getTranslations('learning');
  const when = (date: Date | null | undefined) => (date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : t('never'));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t(`roleBadge.${viewAs}`)}</p>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('greeting', { name: actor.displayName })}</h1>
        <p className="mt-1 text-muted">{t(`lead.${viewAs}`)}</p>
      </div>
      {summary && !summary.emailVerified ? (
        <Alert tone="info">
          {t('unverified')}{' '}
          <a href="/verify-email" className="font-semibold text-primary underline">
            {t('unverifiedAction')}
          </a>
        </Alert>
      ) : null}
      {learning && progress ? (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <LevelBar level={learning.level} />
            {learning.continueLesson ?? learning.nextUp ? (
              <LessonCard lesson={(learning.continueLesson ?? learning.nextUp)!} label={learning.continueLesson ? tl('continueAction') : tl('start')} tone="primary" />
            ) : (
              <p className="rounded-2xl border border-line bg-card p-5">{tl('allDone')}</p>
            )}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <StreakCard streak={progress.streak} />
            <DailyGoalCard goal={progress.dailyGoal} />
          </div>
          <section aria-labelledby="latest-badges-title" className="rounded-2xl border border-line bg-card p-5">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="latest-badges-title" className="text-lg font-bold">{t('latestBadges')}</h2>
              <a href="/achievements" className="text-sm font-semibold text-primary hover:underline">{t('allBadges')}</a>
            </div>
            {latestBadges.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t('noBadges')}</p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                {latestBadges.map(({ badge, awardedAt }) => (
                  <li key={badge.id} className="flex items-center gap-3" data-badge={badge.slug}>
                    <BadgeIcon emoji={badge.iconEmoji} imagePath={badge.iconPath} />
                    <div className="min-w-0">
                      <p className="font-semibold">{badge.name}</p>
                      <p className="text-xs text-muted">{format.dateTime(awardedAt, { dateStyle: 'medium' })}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {learning.featured.length > 0 ? (
            <section aria-labelledby="dashboard-featured-title">
              <h2 id="dashboard-featured-title" className="mb-2 text-lg font-bold">{tl('featured')}</h2>
              <div className="grid gap-4 md:grid-cols-2">
                {learning.featured.slice(0, 4).map((lesson) => (
                  <LessonCard key={`${lesson.courseSlug}/${lesson.slug}`} lesson={lesson} label={tl('open')} />
                ))}
              </div>
            </section>
          ) : null}
        </>
      ) : null}
      {can(actor, 'trade:simulator:own') ? (
        <a href="/simulator" className="flex items-center gap-4 rounded-2xl border border-line bg-card p-5 transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2">
          <span className="text-4xl" aria-hidden="true">📈</span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-bold">{t('simulatorTitle')}</span>
            <span className="block text-sm text-muted">{t('simulatorLead')}</span>
          </span>
          <span className="shrink-0 font-semibold text-primary" aria-hidden="true">→</span>
        </a>
      ) : null}
      {tutorClasses ? (
        <Card>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-bold">
              <span aria-hidden="true">🏫 </span>
              {t('tutorClassesTitle')}
            </h2>
            <Link href="/classes" className="text-sm font-semibold text-primary hover:underline">
              {tutorClasses.length === 0 ? t('tutorClassesStart') : t('tutorClassesManage')}
            </Link>
          </div>
          {tutorClasses.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('tutorClassesEmpty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line" data-tutor-classes>
              {tutorClasses.map((group) => (
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
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {viewAs === 'child' ? (
          <Card>
            <p className="text-sm text-muted">{t('xp')}</p>
            <p className="mt-1 text-3xl font-extrabold text-primary">{format.number(summary?.xp ?? 0)}</p>
          </Card>
        ) : null}
        <Card>
          <p className="text-sm text-muted">{t('memberSince')}</p>
          <p className="mt-1 font-semibold">{when(summary?.createdAt)}</p>
        </Card>
        <Card>
          <p className="text-sm text-muted">{t('lastLogin')}</p>
          <p className="mt-1 font-semibold">{when(summary?.lastLogin)}</p>
        </Card>
      </div>
      {viewAs === 'child' && summary?.childRefCode ? (
        <Card>
          <h2 className="text-lg font-bold">{t('refCodeTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('refCodeLead')}</p>
          <p className="mt-3 inline-block rounded-xl bg-highlight px-4 py-2 font-mono text-2xl font-bold tracking-[0.3em]" aria-label={t('refCodeTitle')}>
            {summary.childRefCode}
          </p>
          {myClasses.length > 0 ? (
            <div className="mt-4 border-t border-line pt-3" data-my-classes>
              <h3 className="text-sm font-bold">
                <span aria-hidden="true">🏫 </span>
                {t('yourClassesTitle')}
              </h3>
              <ul className="mt-1 text-sm">
                {myClasses.map((membership) => (
                  <li key={membership.classId}>{t('classWithTutor', { className: membership.className, tutor: membership.tutorName })}</li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-muted">{t('yourClassesNote')}</p>
            </div>
          ) : null}
        </Card>
      ) : null}
      {children ? (
        <Card>
          <h2 className="text-lg font-bold">{t('childrenTitle')}</h2>
          {children.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('childrenEmpty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line">
              {children.map((child) => (
                <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span className="font-semibold">{`${child.firstName} ${child.lastName}`.trim()}</span>
                  <span className="text-sm text-muted">
                    {t('childLine', { xp: format.number(child.xp), last: when(child.lastLogin) })}
                  </span>
                  {childrenClasses.some((membership) => membership.childId === child.id) ? (
                    <span className="w-full text-sm text-muted" data-child-classes>
                      <span aria-hidden="true">🏫 </span>
                      {t('childClasses', { classes: classLine(childrenClasses.filter((membership) => membership.childId === child.id)) })}
                    </span>
                  ) : null}
                  <LeaderboardToggle childId={child.id} childName={`${child.firstName} ${child.lastName}`.trim()} visible={leaderboardVisible[child.id] ?? true} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
