import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Card } from '@/components/ui/card';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import { fullName } from '@/lib/person-name';
import { Avatar } from '@/modules/avatars/components/avatar';
import { LeaderboardPanel } from '@/modules/simulator/components/leaderboard-panel';
import { addStudentAction, deleteClassAction, removeStudentAction, renameClassAction, setClassLeaderboardAction, setClassTimeZoneAction } from '../actions';
import { currentTimeZoneName, localDay, supportedTimeZones } from '@/lib/time-zones';
import { AssignmentForm } from './assignment-form';
import { ClassAssignments } from './assignment-lists';
import type { ClassPage } from '../queries';
import { CLASS_NAME_MAX } from '../schemas';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { LeaderboardPill } from './leaderboard-pill';

/**
 * /classes/[id]: one class. Its children (added by the code on their dashboard), its assignments and the form that
 * gives one (decision 034), the class leaderboard with the tutor's switch, and the class's name, time zone and deletion. Everything is server-rendered; the forms are small islands.
 * The page reads the class with findClassPage (a 404 when it is not the tutor's) and passes it here.
 */
export async function ClassScreen({ group, assignments, courses, leaderboard, rate, canAssign }: ClassPage) {
  const [locale, t, format] = await Promise.all([getLocale(), getTranslations('classes'), getFormatter()]);
  const cancelLabel = t('cancel');
  return (
    <PageLayout
      width="6xl"
      above={<BackLink href="/classes">{t('back')}</BackLink>}
      title={group.name}
      lead={
        <p className="flex flex-wrap items-center gap-3">
          <span>{t('studentCount', { count: group.students.length })}</span>
          <LeaderboardPill enabled={group.leaderboardEnabled} />
        </p>
      }
    >

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <h2 className="text-lg font-bold">{t('add.title')}</h2>
            <p className="mb-3 mt-0.5 text-sm text-muted">{t('add.lead')}</p>
            <OneFieldForm
              action={addStudentAction}
              fields={{ classId: group.id }}
              name="code"
              label={t('add.code')}
              hint={t('add.codeHint')}
              submitLabel={t('add.submit')}
              maxLength={12}
              clearOnSuccess
              autoCapitalize="characters"
            />
          </Card>
          <section aria-labelledby="assignments-title" className="rounded-2xl border border-line bg-card p-6 shadow-sm">
            <h2 id="assignments-title" className="text-lg font-bold">
              {t('assignments.title')}
            </h2>
            <ClassAssignments classId={group.id} items={assignments} />
            <details className="mt-4 border-t border-line pt-4" open={assignments.length === 0 && group.students.length > 0}>
              <summary className="cursor-pointer text-sm font-semibold text-[var(--link-text)]">{t('assign.title')}</summary>
              <div className="mt-3">
                {!canAssign ? (
                  <p className="text-sm">
                    {t('assign.needsClassroom')}{' '}
                    <a href="/settings/billing" className="font-semibold text-[var(--link-text)] hover:underline">
                      {t('assign.seePlans')}
                    </a>
                  </p>
                ) : group.students.length === 0 ? (
                  <p className="text-sm text-muted">{t('assign.noStudents')}</p>
                ) : (
                  <AssignmentForm
                    classId={group.id}
                    courses={courses}
                    students={group.students.map((student) => ({ id: student.id, name: fullName(student) || t('students.unnamed') }))}
                    today={localDay(new Date(), group.timeZone)}
                    timeZone={group.timeZone}
                  />
                )}
              </div>
            </details>
          </section>
          <section aria-labelledby="students-title" className="rounded-2xl border border-line bg-card p-6 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="students-title" className="text-lg font-bold">{t('students.title')}</h2>
              {group.students.length > 0 ? (
                <Link href={`/classes/${group.id}/cards`} className="text-sm font-semibold text-[var(--link-text)] hover:underline">
                  {t('cards.link')}
                </Link>
              ) : null}
            </div>
            {group.students.length === 0 ? (
              <p className="mt-2 text-sm text-muted">
                <span aria-hidden="true">🌱 </span>
                {t('students.empty')}
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-line" aria-label={t('students.title')}>
                {group.students.map((student) => {
                  const name = fullName(student) || t('students.unnamed');
                  return (
                    <li key={student.id} className="flex flex-wrap items-center gap-3 py-3" data-student={name}>
                      <Avatar seed={student.avatarSeed} variant={student.avatarVariant} size={40} alt="" />
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-semibold">{name}</p>
                        <p className="text-xs text-muted">
                          {t('students.level', { level: student.level, xp: student.xp })}
                          <span aria-hidden="true"> · </span>
                          {t('students.added', { date: format.dateTime(student.addedAt, { dateStyle: 'medium' }) })}
                        </p>
                      </div>
                      <ActionForm
                        action={removeStudentAction}
                        fields={{ classId: group.id, childId: student.id }}
                        label={t('students.removeShort')}
                        accessibleLabel={t('students.remove', { name })}
                        variant="secondary"
                        confirm={{
                          title: t('students.removeTitle', { name, className: group.name }),
                          body: t('students.removeBody', { name }),
                          confirmLabel: t('students.removeConfirm'),
                          cancelLabel,
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
            {group.requests.length > 0 ? (
              <div className="mt-4 border-t border-line pt-3" data-class-requests-tutor>
                <h3 className="text-sm font-bold">{t('requests.tutorTitle')}</h3>
                <p className="text-xs text-muted">{t('requests.tutorLead')}</p>
                <ul className="mt-2 divide-y divide-line">
                  {group.requests.map((request) => (
                    <li key={request.id} className="flex flex-wrap items-center gap-3 py-2 text-sm" data-request-state={request.status}>
                      <span className="min-w-0 flex-1">
                        <span className="font-semibold">{request.name}</span>{' '}
                        <span className="text-muted">
                          · {request.status === 'pending' ? t('requests.pending', { date: format.dateTime(request.addedAt, { dateStyle: 'medium' }) }) : t('requests.declined')}
                        </span>
                      </span>
                      <ActionForm
                        action={removeStudentAction}
                        fields={{ classId: group.id, childId: request.id }}
                        label={request.status === 'pending' ? t('requests.withdraw') : t('requests.clear')}
                        accessibleLabel={t('requests.withdrawNamed', { name: request.name })}
                        variant="ghost"
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <h2 className="text-lg font-bold">{t('leaderboard.title')}</h2>
            <p className="mb-3 mt-0.5 text-sm text-muted" data-leaderboard-state={group.leaderboardEnabled ? 'on' : 'off'}>
              {group.leaderboardEnabled ? t('leaderboard.on') : t('leaderboard.off')}
            </p>
            <ActionForm
              action={setClassLeaderboardAction}
              fields={{ classId: group.id, enabled: group.leaderboardEnabled ? 'false' : 'true' }}
              label={group.leaderboardEnabled ? t('leaderboard.turnOff') : t('leaderboard.turnOn')}
              variant={group.leaderboardEnabled ? 'secondary' : 'primary'}
            />
          </Card>
          <LeaderboardPanel leaderboard={leaderboard} display={{ rate, locale }} viewer="teacher" />
          <Card>
            <h2 className="mb-3 text-lg font-bold">{t('settings.title')}</h2>
            <OneFieldForm
              action={renameClassAction}
              fields={{ classId: group.id }}
              name="name"
              label={t('settings.name')}
              submitLabel={t('settings.save')}
              defaultValue={group.name}
              maxLength={CLASS_NAME_MAX}
            />
            <div className="mt-4">
              <OneFieldForm
                action={setClassTimeZoneAction}
                fields={{ classId: group.id }}
                name="timeZone"
                label={t('settings.timeZone')}
                hint={t('settings.timeZoneHint')}
                submitLabel={t('settings.saveZone')}
                defaultValue={currentTimeZoneName(group.timeZone)}
                maxLength={64}
                options={supportedTimeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
              />
            </div>
            <div className="mt-6 border-t border-line pt-4">
              <p className="mb-3 text-sm text-muted">{t('settings.deleteLead')}</p>
              <ActionForm
                action={deleteClassAction}
                fields={{ classId: group.id }}
                label={t('settings.delete')}
                variant="danger"
                confirm={{ title: t('settings.deleteTitle', { name: group.name }), body: t('settings.deleteBody'), confirmLabel: t('settings.delete'), cancelLabel }}
              />
            </div>
          </Card>
        </div>
      </div>
    </PageLayout>
  );
}
