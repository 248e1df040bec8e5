import 'server-only';
import { and, asc, between, count, eq, max, min, sql, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { badges, dailyXp, userBadges } from '@/db/schema';
import { daysOf, resolvePeriod, type Period, type PeriodSpec } from '@/lib/report-period';
import { courseTitleIn, courseView, lessonAttemptView, lessonCompletionView, lessonTitleIn, lessonView, levelFor, type LevelProgress } from '@/modules/courses';
import { peopleView } from '@/modules/accounts';
import type { ChildAccess } from '@/modules/families';
import { badgeNameIn } from './badge-words';
import { localDay } from './days';
import { readLearningProfile } from './learning-profile';
import { streakStatus } from './streaks';

/** The child, as accounts publishes a person's row (decision 055). */
const person = peopleView();

/** A share of first-try answers: `correct` of `total` questions. */
export interface Accuracy {
  correct: number;
  total: number;
}

export interface ReportLesson extends Accuracy {
  lessonId: number;
  lessonTitle: string;
  courseTitle: string;
  /** The best completion in the period (best share, then latest). */
  completedAt: Date;
  perfect: boolean;
}

/**
 * A child's learning over a period, for the adults who may see it (a parent's /progress and /reports). Every
 * figure comes from the ledgers: XP from daily_xp (kept with xp_ledger in one transaction, decision 008), lessons
 * and scores from lesson_completions, answers by kind from the completed attempts, badges from user_badges.
 */
export interface ChildLearning {
  period: Period;
  timeZone: string;
  dailyGoalXp: number;
  /** Every day of the period, oldest first; days without XP are 0. */
  xpByDay: { day: string; xp: number }[];
  periodXp: number;
  totalXp: number;
  level: LevelProgress;
  /** Distinct lessons completed in the period, and all completions (a lesson done twice counts twice). */
  lessonsCompleted: number;
  completions: number;
  /** Each lesson completed in the period once, with its best score there, latest first. */
  lessons: ReportLesson[];
  /** Courses whose last lesson was first completed in the period. */
  coursesCompleted: { title: string; completedAt: Date }[];
  accuracyByCourse: (Accuracy & { courseTitle: string })[];
  accuracyByKind: (Accuracy & { kind: string })[];
  /** The day each period day counted for the streak: learned, or covered by a shield. */
  activeDays: string[];
  shieldedDays: string[];
  streak: { current: number; longest: number };
  badges: { name: string; iconEmoji: string | null; awardedAt: Date }[];
}

/** A completion's day in the child's zone, for filtering by a period of the child's days. */
const dayIn = (column: SQLWrapper, timeZone: string) =>
  sql<string>`(${column} at time zone ${timeZone})::date`;

/**
 * What `access.childId` learned in the period the spec names, seen from the child's today (their time zone). The
 * profile comes first (its zone defines the days); the rest is one parallel round trip.
 */
export async function readChildLearning(access: ChildAccess, spec: PeriodSpec, locale: string): Promise<ChildLearning> {
  const db = getDb();
  const childId = access.childId;
  const profile = await readLearningProfile(db, childId);
  const timeZone = profile.timeZone;
  const today = localDay(new Date(), timeZone);
  const period = resolvePeriod(spec, today);
  const inPeriod = (column: SQLWrapper) => between(dayIn(column, timeZone), period.from, period.to);

  // The lessons, their courses and the child's runs, as courses publishes them (decision 055).
  const completion = lessonCompletionView();
  const lesson = lessonView();
  const course = courseView();

  // Each published course's published lessons, and the first time the child completed each of them.
  const firstDone = db
    .select({ lessonId: completion.lessonId, at: min(completion.completedAt).as('first_at') })
    .from(completion)
    .where(eq(completion.userId, childId))
    .groupBy(completion.lessonId)
    .as('first_done');
  const finishedCourses = db
    .select({ title: sql<string>`${courseTitleIn(locale, course.id, course.title)}`.as('title'), completedAt: max(firstDone.at).as('completed_at') })
    .from(course)
    .innerJoin(lesson, and(eq(lesson.courseId, course.id), eq(lesson.published, true)))
    .leftJoin(firstDone, eq(firstDone.lessonId, lesson.id))
    .where(eq(course.published, true))
    .groupBy(course.id, course.title)
    .having(eq(count(lesson.id), count(firstDone.lessonId)))
    .as('finished_courses');

  const [[user], days, completionRows, courseRows, kindRows, badgeRows] = await Promise.all([
    db.select({ xp: person.xp }).from(person).where(eq(person.id, childId)),
    db
      .select({ day: dailyXp.day, xp: dailyXp.xp, lessonsCompleted: dailyXp.lessonsCompleted, shielded: dailyXp.shielded })
      .from(dailyXp)
      .where(and(eq(dailyXp.userId, childId), between(dailyXp.day, period.from, period.to))),
    db
      .select({
        lessonId: completion.lessonId,
        lessonTitle: lessonTitleIn(locale, lesson.id, lesson.title),
        courseTitle: courseTitleIn(locale, course.id, course.title),
        correct: completion.correct,
        total: completion.total,
        perfect: completion.perfect,
        completedAt: completion.completedAt,
      })
      .from(completion)
      .innerJoin(lesson, eq(lesson.id, completion.lessonId))
      .innerJoin(course, eq(course.id, lesson.courseId))
      .where(and(eq(completion.userId, childId), inPeriod(completion.completedAt)))
      .orderBy(asc(completion.completedAt), asc(completion.id)),
    db
      .select({ title: finishedCourses.title, completedAt: finishedCourses.completedAt })
      .from(finishedCourses)
      .where(between(sql`(${finishedCourses.completedAt} at time zone ${timeZone})::date`, period.from, period.to))
      .orderBy(asc(finishedCourses.completedAt)),
    // First-try answers of the attempts completed in the period, by the kind of question they answered.
    db.execute(sql`
      select block -> 'question' ->> 'kind' as kind,
             count(*) filter (where (answer.value ->> 'firstTryCorrect')::boolean)::int as correct,
             count(*)::int as total
        from ${lessonAttemptView('attempt')}
        join ${lessonView('lesson')} on lesson.id = attempt.lesson_id
        cross join lateral jsonb_each(attempt.answers) answer
        join lateral jsonb_array_elements(lesson.blocks) block on block ->> 'id' = answer.key and block ->> 'type' = 'question'
       where attempt.user_id = ${childId}
         and attempt.completed_at is not null
         and (attempt.completed_at at time zone ${timeZone})::date between ${period.from} and ${period.to}
       group by 1
       order by 1`),
    db
      .select({ name: badgeNameIn(locale), iconEmoji: badges.iconEmoji, awardedAt: userBadges.awardedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(and(eq(userBadges.userId, childId), inPeriod(userBadges.awardedAt)))
      .orderBy(asc(userBadges.awardedAt), asc(badges.position)),
  ]);

  const byDay = new Map(days.map((row) => [row.day, row]));
  const xpByDay = daysOf(period).map((day) => ({ day, xp: byDay.get(day)?.xp ?? 0 }));

  // The best completion of each lesson in the period (best share, then latest), latest first.
  const best = new Map<number, ReportLesson>();
  const byCourse = new Map<string, Accuracy>();
  for (const row of completionRows) {
    const lesson: ReportLesson = { ...row, completedAt: new Date(row.completedAt) };
    const held = best.get(row.lessonId);
    if (!held || share(lesson) >= share(held)) best.set(row.lessonId, lesson);
    const course = byCourse.get(row.courseTitle) ?? { correct: 0, total: 0 };
    byCourse.set(row.courseTitle, { correct: course.correct + row.correct, total: course.total + row.total });
  }
  const streak = streakStatus({ current: profile.streakCurrent, longest: profile.streakLongest, lastDay: profile.streakLastDay, shields: profile.streakShields }, today);
  const totalXp = user?.xp ?? 0;
  return {
    period,
    timeZone,
    dailyGoalXp: profile.dailyGoalXp,
    xpByDay,
    periodXp: xpByDay.reduce((sum, day) => sum + day.xp, 0),
    totalXp,
    level: levelFor(totalXp),
    lessonsCompleted: best.size,
    completions: completionRows.length,
    lessons: [...best.values()].sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime()),
    coursesCompleted: courseRows.map((row) => ({ title: row.title, completedAt: new Date(row.completedAt as unknown as string) })),
    accuracyByCourse: [...byCourse].filter(([, accuracy]) => accuracy.total > 0).map(([courseTitle, accuracy]) => ({ courseTitle, ...accuracy })),
    accuracyByKind: rowsOf<{ kind: string; correct: number; total: number }>(kindRows).map((row) => ({ kind: row.kind, correct: Number(row.correct), total: Number(row.total) })),
    activeDays: days.filter((row) => row.xp > 0 || row.lessonsCompleted > 0).map((row) => row.day).sort(),
    shieldedDays: days.filter((row) => row.shielded).map((row) => row.day).sort(),
    streak: { current: streak.current, longest: streak.longest },
    badges: badgeRows,
  };
}

function share(accuracy: Accuracy): number {
  return accuracy.total > 0 ? accuracy.correct / accuracy.total : 1;
}
