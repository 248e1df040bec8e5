import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { skillNameIn } from '@/lib/mastery';
import { formatMoney } from '@/lib/money';
import { LevelBadge } from '@/modules/mastery/components/skill-level';
import type { Accuracy } from '@/modules/progress';
import { kindName } from '../insights';
import type { ChildReport } from '../queries';

/*
 * The figures of a child's report, shared by a parent's /progress and /reports (the same numbers, from the same
 * query): totals, streak history, accuracy by course and by kind of question, skills by level, best and weakest
 * lessons, lessons and courses completed, badges, and the simulator. Server components only; charts carry their data
 * as tables.
 */

/** A panel of the report. `min-w-0`: in the report's grids a panel may be narrower than its table, which then scrolls in it (320 px phones). */
export const PANEL = 'min-w-0 rounded-2xl border border-line bg-card p-6 shadow-sm break-inside-avoid print:border-neutral-400 print:shadow-none';

const percentOf = (accuracy: Accuracy) => (accuracy.total > 0 ? Math.round((accuracy.correct / accuracy.total) * 100) : 0);

function overall(report: ChildReport): Accuracy {
  return report.learning.lessons.reduce((sum, lesson) => ({ correct: sum.correct + lesson.correct, total: sum.total + lesson.total }), { correct: 0, total: 0 });
}

export async function ReportTotals({ report }: { report: ChildReport }) {
  const [t, format] = await Promise.all([getTranslations('reports.figures'), getFormatter()]);
  const accuracy = overall(report);
  const stats = [
    { label: t('xp'), value: format.number(report.learning.periodXp) },
    { label: t('lessons'), value: format.number(report.learning.lessonsCompleted) },
    { label: t('courses'), value: format.number(report.learning.coursesCompleted.length) },
    { label: t('accuracy'), value: accuracy.total > 0 ? format.number(percentOf(accuracy) / 100, { style: 'percent' }) : '–' },
    { label: t('activeDays'), value: t('activeDaysValue', { active: report.learning.activeDays.length, days: report.learning.xpByDay.length }) },
    { label: t('level'), value: t('levelValue', { level: report.learning.level.level, xp: format.number(report.learning.totalXp) }) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl border border-line bg-card p-4 print:border-neutral-400">
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each day of the period as a square: learned, covered by a streak shield, or not; the days are listed for screen readers. */
export async function StreakHistory({ report }: { report: ChildReport }) {
  const [t, locale] = await Promise.all([getTranslations('reports.learningDays'), getLocale()]);
  const active = new Set(report.learning.activeDays);
  const shielded = new Set(report.learning.shieldedDays);
  const dayLabel = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  return (
    <section aria-labelledby="streak-history-title" className={PANEL}>
      <h2 id="streak-history-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('summary', { current: report.learning.streak.current, longest: report.learning.streak.longest })}</p>
      <ol className="mt-3 flex flex-wrap gap-1" aria-label={t('days', { active: active.size, days: report.learning.xpByDay.length })}>
        {report.learning.xpByDay.map(({ day }) => {
          const state = active.has(day) ? 'learned' : shielded.has(day) ? 'shielded' : 'missed';
          const tone = state === 'learned' ? 'bg-success' : state === 'shielded' ? 'bg-accent' : 'bg-line';
          return (
            <li key={day} title={`${label(day)}: ${t(state)}`} className={`size-4 rounded ${tone} print:border print:border-neutral-400`}>
              <span className="sr-only">
                {label(day)}: {t(state)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-success" /> {t('learned')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-accent" /> {t('shielded')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-line" /> {t('missed')}
        </span>
      </p>
    </section>
  );
}

function AccuracyBar({ accuracy }: { accuracy: Accuracy }) {
  return (
    <span className="inline-block h-2 w-20 overflow-hidden rounded-full bg-line align-middle print:border print:border-neutral-400" aria-hidden="true">
      <span className="block h-full rounded-full bg-primary" style={{ width: `${percentOf(accuracy)}%` }} />
    </span>
  );
}

export async function AccuracyTables({ report }: { report: ChildReport }) {
  const [t, format] = await Promise.all([getTranslations('reports'), getFormatter()]);
  const cell = tableCell();
  const numeric = tableCell({ numeric: true });
  const rows = (items: (Accuracy & { label: string })[]) =>
    items.map((item) => (
      <tr key={item.label}>
        <th scope="row" className={`${cell} font-semibold`}>
          {item.label}
        </th>
        <td className={numeric}>{t('figures.score', { correct: item.correct, total: item.total })}</td>
        <td className={numeric}>
          <span className="me-2">{format.number(percentOf(item) / 100, { style: 'percent' })}</span>
          <AccuracyBar accuracy={item} />
        </td>
      </tr>
    ));
  const columns = (first: string) => [first, { label: t('figures.firstTry'), numeric: true }, { label: t('figures.share'), numeric: true }];
  const empty = <p className="text-sm text-muted">{t('figures.noAnswers')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="accuracy-course-title" className={PANEL}>
        <h2 id="accuracy-course-title" className="mb-3 text-lg font-bold">
          {t('figures.byCourse')}
        </h2>
        <DataTable caption={t('figures.byCourse')} columns={columns(t('figures.course'))} minWidth="18rem" look="flush" empty={report.learning.accuracyByCourse.length === 0 ? empty : undefined}>
          {rows(report.learning.accuracyByCourse.map((course) => ({ ...course, label: course.courseTitle })))}
        </DataTable>
      </section>
      <section aria-labelledby="accuracy-kind-title" className={PANEL}>
        <h2 id="accuracy-kind-title" className="mb-3 text-lg font-bold">
          {t('figures.byKind')}
        </h2>
        <DataTable caption={t('figures.byKind')} columns={columns(t('figures.kind'))} minWidth="18rem" look="flush" empty={report.learning.accuracyByKind.length === 0 ? empty : undefined}>
          {rows(report.learning.accuracyByKind.map((kind) => ({ ...kind, label: kindName(t, kind.kind) })))}
        </DataTable>
      </section>
    </div>
  );
}

/**
 * Where the child stands on each skill they have answered (decision 052), highest level first: its level (icon and
 * word) and how many of its questions' latest answers were right. As of today, from every answer, whatever the period.
 */
export async function SkillLevels({ report }: { report: ChildReport }) {
  const [t, locale] = await Promise.all([getTranslations('reports.skills'), getLocale()]);
  const { skills, notStarted } = report.skills;
  const cell = tableCell({ look: 'flush' });
  return (
    <section aria-labelledby="skills-title" className={PANEL}>
      <h2 id="skills-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mb-3 mt-0.5 text-sm text-muted">{t('lead', { name: report.child.firstName })}</p>
      {skills.length === 0 ? (
        <p className="text-sm text-muted">{t('none', { name: report.child.firstName })}</p>
      ) : (
        <DataTable caption={t('title')} columns={[t('skill'), t('level'), { label: t('right'), numeric: true }]} minWidth="16rem" look="flush">
          {skills.map((skill) => (
            <tr key={skill.slug} data-skill={skill.slug}>
              <th scope="row" className={`${cell} text-start font-semibold`}>
                {skillNameIn(skill.name, locale)}
              </th>
              <td className={cell}>
                <LevelBadge level={skill.level} label={t(`levels.${skill.level}`)} />
              </td>
              <td className={tableCell({ look: 'flush', numeric: true, extra: 'whitespace-nowrap' })}>{t('score', { right: skill.right, met: skill.met })}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {skills.length > 0 ? <p className="mt-3 text-sm text-muted">{t('notStarted', { count: notStarted })}</p> : null}
    </section>
  );
}

/** Best and weakest lessons by first-try score, then every lesson and course completed, and the badges earned. */
export async function LessonsAndBadges({ report }: { report: ChildReport }) {
  const [t, format] = await Promise.all([getTranslations('reports.figures'), getFormatter()]);
  const scored = report.learning.lessons.filter((lesson) => lesson.total > 0);
  // A lesson with a question missed at the first try is one to look at again (the lowest first); the best are those
  // with none missed. Never both: a lesson scored 0 of 4 was once "best" beside "every quiz was right" when a child
  // had finished three lessons or fewer.
  const ranked = [...scored].sort((a, b) => percentOf(b) - percentOf(a) || b.completedAt.getTime() - a.completedAt.getTime());
  const missed = (lesson: (typeof scored)[number]) => lesson.correct < lesson.total;
  const best = ranked.filter((lesson) => !missed(lesson)).slice(0, 3);
  const weakest = ranked.filter(missed).reverse().slice(0, 3);
  const date = (at: Date) => format.dateTime(at, { dateStyle: 'medium' });
  // One line per lesson: its score (when it has questions) and, in the full list, the day it was completed.
  const lessonLine = (lesson: (typeof scored)[number], withDate = false) => (
    <li key={lesson.lessonId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2" data-lesson={withDate ? lesson.lessonTitle : undefined}>
      <span>
        <span className="font-semibold">{lesson.lessonTitle}</span> <span className="text-xs text-muted">{lesson.courseTitle}</span>
      </span>
      <span className="text-sm text-muted">{[lesson.total > 0 ? t('score', { correct: lesson.correct, total: lesson.total }) : null, withDate ? date(lesson.completedAt) : null].filter(Boolean).join(' · ')}</span>
    </li>
  );
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="best-lessons-title" className={PANEL}>
          <h2 id="best-lessons-title" className="text-lg font-bold">
            {t('best')}
          </h2>
          {best.length === 0 ? <p className="mt-2 text-sm text-muted">{t(scored.length === 0 ? 'noLessons' : 'noBest')}</p> : <ul className="mt-2 divide-y divide-line">{best.map((lesson) => lessonLine(lesson))}</ul>}
        </section>
        <section aria-labelledby="weakest-lessons-title" className={PANEL}>
          <h2 id="weakest-lessons-title" className="text-lg font-bold">
            {t('weakest')}
          </h2>
          {weakest.length === 0 ? <p className="mt-2 text-sm text-muted">{t(scored.length === 0 ? 'noLessons' : 'noWeakest')}</p> : <ul className="mt-2 divide-y divide-line">{weakest.map((lesson) => lessonLine(lesson))}</ul>}
        </section>
      </div>
      <section aria-labelledby="completed-title" className={PANEL}>
        <h2 id="completed-title" className="text-lg font-bold">
          {t('completedTitle')}
        </h2>
        {report.learning.coursesCompleted.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {report.learning.coursesCompleted.map((course) => (
              <li key={course.title} className="rounded-full bg-success/15 px-3 py-1 text-sm font-semibold">
                <span aria-hidden="true">🎓 </span>
                {t('courseDone', { course: course.title, date: date(course.completedAt) })}
              </li>
            ))}
          </ul>
        ) : null}
        {report.learning.lessons.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('noLessons')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {report.learning.lessons.map((lesson) => lessonLine(lesson, true))}
          </ul>
        )}
      </section>
      <section aria-labelledby="badges-title" className={PANEL}>
        <h2 id="badges-title" className="text-lg font-bold">
          {t('badges')}
        </h2>
        {report.learning.badges.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('noBadges')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {report.learning.badges.map((badge) => (
              <li key={badge.name} className="rounded-full border border-line px-3 py-1 text-sm">
                <span aria-hidden="true">{badge.iconEmoji ?? '🏅'} </span>
                <span className="font-semibold">{badge.name}</span> <span className="text-muted">· {date(badge.awardedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export async function SimulatorSummary({ report }: { report: ChildReport }) {
  const [t, format, locale] = await Promise.all([getTranslations('reports.portfolio'), getFormatter(), getLocale()]);
  const sim = report.simulator;
  return (
    <section aria-labelledby="simulator-summary-title" className={PANEL}>
      <h2 id="simulator-summary-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      {!sim ? (
        <p className="mt-2 text-sm text-muted">{t('none', { name: report.child.firstName })}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          {sim.totalValue !== null ? (
            <div>
              <dt className="text-sm text-muted">{t('value')}</dt>
              <dd className="text-xl font-bold">{formatMoney(sim.totalValue, report.rate, locale)}</dd>
            </div>
          ) : null}
          {sim.returnPct !== null ? (
            <div>
              <dt className="text-sm text-muted">{t('return')}</dt>
              <dd className={`text-xl font-bold ${sim.returnPct < 0 ? 'text-error' : 'text-success'}`}>{format.number(sim.returnPct / 100, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm text-muted">{t('trades')}</dt>
            <dd className="text-xl font-bold">{t('tradesValue', { period: sim.periodTrades, all: sim.allTrades })}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('spread')}</dt>
            <dd className="text-xl font-bold">{t('spreadValue', { stocks: sim.holdings, sectors: sim.sectors })}</dd>
            {sim.largestHolding ? <dd className="text-xs text-muted">{t('largest', { symbol: sim.largestHolding, percent: format.number(Math.round(sim.largestHoldingPct)) })}</dd> : null}
          </div>
        </dl>
      )}
      {sim && sim.totalValue === null ? <p className="mt-3 text-xs text-muted">{t(sim.returnPct === null ? 'tutorHidden' : 'tutorScope', { name: report.child.firstName })}</p> : null}
    </section>
  );
}
