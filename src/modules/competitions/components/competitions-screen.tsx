import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { joinCompetitionAction } from '../actions';
import type { CompetitionSummary } from '../queries';
import { CompetitionForm, type LessonChoice } from './competition-form';
import { PhasePill } from './phase-pill';

/**
 * /competitions: a teacher's competitions and the form to start one (a parent's family games and theirs, decision
 * 074), or a child's competitions, of their classes and their family, with a join button.
 */
export async function CompetitionsScreen({
  view,
  competitions,
  form,
  paused = false,
}: {
  /** 'parent': a parent's family games, for their own children (decision 074). */
  view: 'teacher' | 'parent' | 'child';
  competitions: CompetitionSummary[];
  /** A parent switched the child's simulator off: the games are listed, joining and trading are not offered. */
  paused?: boolean;
  form?: { classes: { id: string; name: string }[]; sectors: string[]; today: string; timeZone: string; lessonChoices: LessonChoice[]; kind?: 'class' | 'family'; childNames?: string[] };
}) {
  const [t, format] = await Promise.all([getTranslations('competitions'), getFormatter()]);
  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <PageLayout title={t('title')} lead={t(view === 'teacher' ? 'leadTeacher' : view === 'parent' ? 'leadParent' : 'leadChild')}>
      {form ? (
        <Card>
          <h2 className="mb-3 text-lg font-bold">{t(form.kind === 'family' ? 'form.familyTitle' : 'form.title')}</h2>
          <CompetitionForm {...form} />
        </Card>
      ) : null}
      {paused ? (
        <p role="status" className="rounded-2xl border border-line bg-card p-4 text-sm">
          <span aria-hidden="true">⏸️ </span>
          {t('pausedByGrownUp')}
        </p>
      ) : null}
      <section aria-labelledby="competition-list-title" className="flex flex-col gap-3">
        <h2 id="competition-list-title" className="text-lg font-bold">
          {t('listTitle', { count: competitions.length })}
        </h2>
        {competitions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-card p-6 text-center text-muted">
            <span aria-hidden="true">🏆 </span>
            {t(view === 'teacher' ? 'emptyTeacher' : view === 'parent' ? 'emptyParent' : 'emptyChild')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {competitions.map((competition) => (
              <li key={competition.id} className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-card p-5 shadow-sm" data-competition={competition.name}>
                <span className="flex flex-wrap items-start justify-between gap-2">
                  <Link href={`/competitions/${competition.id}`} className="min-w-0 break-words text-lg font-bold text-primary underline-offset-4 hover:underline">
                    {competition.name}
                  </Link>
                  <PhasePill phase={competition.phase} />
                </span>
                <span className="text-sm text-muted">{t('dates', { start: day(competition.startsOn), end: day(competition.endsOn) })}</span>
                <span className="text-sm text-muted">{competition.kind === 'family' ? t('familyGame') : competition.classNames}</span>
                <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
                  <span>{t('participants', { count: competition.participants })}</span>
                  {view === 'child' && !paused && !competition.joined && (competition.phase === 'upcoming' || competition.phase === 'running') ? (
                    <ActionForm action={joinCompetitionAction} fields={{ competitionId: competition.id }} label={t('join')} accessibleLabel={t('joinNamed', { name: competition.name })} variant="primary" />
                  ) : view === 'child' && competition.joined ? (
                    <span className="font-semibold text-success">{t('joined')}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}
