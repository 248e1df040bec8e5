import 'server-only';
import { and, asc, between, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { dailyXp } from '@/db/schema';
import { daysOf, type Period } from '@/lib/report-period';
import type { ChildAccess } from '@/modules/families';
import { courseTitleIn, courseView, lessonAttemptView, lessonCompletionView, lessonTitleIn, lessonView, questionPromptIn } from '@/modules/courses';
import type { Accuracy } from './child-report';

/** One lesson's row of a class's grid: each student's first completion in the period, and the class's accuracy. */
export interface ClassLesson extends Accuracy {
  lessonId: number;
  lessonTitle: string;
  courseTitle: string;
  /** All completions in the period (a lesson done twice counts twice). */
  completions: number;
  /** By student id: the first completion in the period, at the first try. */
  byStudent: Record<string, Accuracy & { completedAt: Date }>;
}

/** A question the class answered wrong at the first try, with how often. */
export interface MissedQuestion {
  lessonId: number;
  lessonTitle: string;
  blockId: string;
  prompt: string;
  kind: string;
  /** First tries wrong, of all first tries, over completed attempts in the period. */
  missed: number;
  answered: number;
}

export interface ClassLearning {
  /** Every day of the period, oldest first: the class's XP (each child's own days, decision 009). */
  xpByDay: { day: string; xp: number }[];
  periodXp: number;
  /** Distinct students who learned on at least one day of the period. */
  activeStudents: number;
  /** Lessons any student completed in the period, in course and lesson order. */
  lessons: ClassLesson[];
  /** The questions missed most at the first try (most misses first), at most MISSED_SHOWN. */
  missed: MissedQuestion[];
}

/** How many of the most missed questions the class view lists. */
export const MISSED_SHOWN = 10;

/**
 * What the given students learned in the period (the tutor's class view; the proofs come from the families module).
 * One parallel round trip of set-based reads: daily XP, completions, and the first-try answers of completed attempts.
 * A completion belongs to the period by its day in the class's zone (the period's own), XP by the child's day.
 */
export async function readClassLearning(access: readonly ChildAccess[], period: Period, timeZone: string, locale: string): Promise<ClassLearning> {
  const days = daysOf(period);
  if (access.length === 0) return { xpByDay: days.map((day) => ({ day, xp: 0 })), periodXp: 0, activeStudents: 0, lessons: [], missed: [] };
  const ids = access.map((grant) => grant.childId);
  const db = getDb();
  // The lessons, their courses and the students' runs, as courses publishes them (decision 055).
  const completion = lessonCompletionView();
  const lesson = lessonView();
  const course = courseView();
  const inPeriod = between(sql`(${completion.completedAt} at time zone ${timeZone})::date`, period.from, period.to);
  const [xpRows, activeRows, completionRows, missedRows] = await Promise.all([
    db
      .select({ day: dailyXp.day, xp: sql<number>`sum(${dailyXp.xp})::int`.mapWith(Number) })
      .from(dailyXp)
      .where(and(inArray(dailyXp.userId, ids), between(dailyXp.day, period.from, period.to)))
      .groupBy(dailyXp.day),
    db
      .select({ students: sql<number>`count(distinct ${dailyXp.userId})::int`.mapWith(Number) })
      .from(dailyXp)
      .where(and(inArray(dailyXp.userId, ids), between(dailyXp.day, period.from, period.to), sql`(${dailyXp.xp} > 0 or ${dailyXp.lessonsCompleted} > 0)`)),
    db
      .select({
        userId: completion.userId,
        lessonId: completion.lessonId,
        lessonTitle: lessonTitleIn(locale, lesson.id, lesson.title),
        courseTitle: courseTitleIn(locale, course.id, course.title),
        correct: completion.correct,
        total: completion.total,
        completedAt: completion.completedAt,
      })
      .from(completion)
      .innerJoin(lesson, sql`${lesson.id} = ${completion.lessonId}`)
      .innerJoin(course, sql`${course.id} = ${lesson.courseId}`)
      .where(and(inArray(completion.userId, ids), inPeriod))
      .orderBy(asc(course.position), asc(course.id), asc(lesson.position), asc(lesson.id), asc(completion.completedAt), asc(completion.id)),
    db.execute(sql`
      select lesson.id as lesson_id, ${lessonTitleIn(locale, sql`lesson.id`, sql`lesson.title`)} as lesson_title, answer.key as block_id,
             ${questionPromptIn(locale, sql`lesson.id`, sql`answer.key`, sql`block -> 'question' ->> 'prompt'`)} as prompt, block -> 'question' ->> 'kind' as kind,
             count(*) filter (where not (answer.value ->> 'firstTryCorrect')::boolean)::int as missed,
             count(*)::int as answered
        from ${lessonAttemptView('attempt')}
        join ${lessonView('lesson')} on lesson.id = attempt.lesson_id
        cross join lateral jsonb_each(attempt.answers) answer
        join lateral jsonb_array_elements(lesson.blocks) block on block ->> 'id' = answer.key and block ->> 'type' = 'question'
       where attempt.user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
         and attempt.completed_at is not null
         and (attempt.completed_at at time zone ${timeZone})::date between ${period.from} and ${period.to}
       group by lesson.id, lesson.title, answer.key, block
      having count(*) filter (where not (answer.value ->> 'firstTryCorrect')::boolean) > 0
       order by missed desc, answered desc, lesson.id, answer.key
       limit ${MISSED_SHOWN}`),
  ]);

  const byDay = new Map(xpRows.map((row) => [row.day, row.xp]));
  const xpByDay = days.map((day) => ({ day, xp: byDay.get(day) ?? 0 }));
  const grid = new Map<number, ClassLesson>();
  for (const row of completionRows) {
    const lesson = grid.get(row.lessonId) ?? { lessonId: row.lessonId, lessonTitle: row.lessonTitle, courseTitle: row.courseTitle, correct: 0, total: 0, completions: 0, byStudent: {} };
    lesson.correct += row.correct;
    lesson.total += row.total;
    lesson.completions += 1;
    // Rows come oldest first: the first one kept is the student's first completion in the period.
    lesson.byStudent[row.userId] ??= { correct: row.correct, total: row.total, completedAt: new Date(row.completedAt) };
    grid.set(row.lessonId, lesson);
  }
  return {
    xpByDay,
    periodXp: xpByDay.reduce((sum, day) => sum + day.xp, 0),
    activeStudents: activeRows[0]?.students ?? 0,
    lessons: [...grid.values()],
    missed: rowsOf<{ lesson_id: number; lesson_title: string; block_id: string; prompt: string | null; kind: string | null; missed: number; answered: number }>(missedRows).map((row) => ({
      lessonId: Number(row.lesson_id),
      lessonTitle: row.lesson_title,
      blockId: row.block_id,
      prompt: row.prompt ?? '',
      kind: row.kind ?? '',
      missed: Number(row.missed),
      answered: Number(row.answered),
    })),
  };
}
