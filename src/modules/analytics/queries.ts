import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { courseView, lessonAttemptView, lessonCompletionView, lessonView } from '@/modules/courses';
import { stocksView } from '@/modules/market';
import { badgeAwardView } from '@/modules/progress';
import { orderView, tradeView } from '@/modules/simulator/runtime';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { activity, bounds, DAY_MS, person, roleIs } from './activity';
import type { AnalyticsFilters } from './schemas';

/*
 * The back office's analytics (decision 038), read from what the app already records: sign-ins (the audit log's
 * `login` entries), lesson attempts and completions, the badges awarded, the simulator's orders and trades. Days are
 * UTC days. One parallel round of set-based reads; nothing is stored or cached (an admin wants today's numbers).
 */

export interface ActiveRow {
  role: string;
  daily: number;
  weekly: number;
  monthly: number;
}

export interface DayRow {
  day: string;
  active: number;
  lessonsStarted: number;
  lessonsCompleted: number;
  badges: number;
  orders: number;
  traders: number;
}

export interface LessonRow {
  lessonId: number;
  courseId: number;
  title: string;
  course: string;
  started: number;
  completed: number;
  /** Completions per attempt started, 0–1; null with no attempt. */
  completionRate: number | null;
  /** The median minutes from starting to finishing, of the attempts finished in the range. */
  medianMinutes: number | null;
  /** Correct answers of all answers in the finished attempts, 0–1; null with no question answered. */
  accuracy: number | null;
}

export interface QuestionRow {
  lessonId: number;
  courseId: number;
  lesson: string;
  blockId: string;
  prompt: string;
  answered: number;
  missed: number;
  missRate: number;
}

export interface StockRow {
  symbol: string;
  name: string;
  trades: number;
  shares: number;
  traders: number;
}

export interface Analytics {
  filters: AnalyticsFilters;
  active: ActiveRow[];
  days: DayRow[];
  totals: { activeUsers: number; lessonsStarted: number; lessonsCompleted: number; badges: number; orders: number; traders: number };
  lessons: LessonRow[];
  questions: QuestionRow[];
  stocks: StockRow[];
}

const ROLES_SHOWN = ['child', 'parent', 'tutor', 'admin'] as const;
/** How many of the most missed questions the page lists. */
export const MISSED_QUESTIONS = 20;
/** How many of the most traded stocks the page lists. */
export const TOP_STOCKS = 10;

/** The records the figures count, as their owners publish them (decision 055), joined in the figures' own statements. */
const attempt = lessonAttemptView('attempt');
const completion = lessonCompletionView('completion');
const lesson = lessonView('lesson');
const course = courseView('course');
const award = badgeAwardView('award');
const order = orderView('sim_order');
const trade = tradeView('sim_trade');
const stock = stocksView('stock');

export async function getAnalytics(actor: Actor, filters: AnalyticsFilters): Promise<Analytics> {
  assertCan(actor, 'read:analytics:any');
  const db = getDb();
  const { startIso, endIso } = bounds(filters);
  const monthBefore = new Date(Date.parse(endIso) - 30 * DAY_MS).toISOString();
  const who = roleIs(filters);
  const [activeRows, dayRows, totalRows, lessonRows, questionRows, stockRows] = await Promise.all([
    // Active on the range's last day, in its last 7 days and its last 30, per role.
    db.execute(sql`
      with activity as (${activity(monthBefore, endIso)})
      select ${person.role} as role,
        count(distinct activity.user_id) filter (where activity.day = ${filters.to}::date)::int as daily,
        count(distinct activity.user_id) filter (where activity.day > ${filters.to}::date - 7)::int as weekly,
        count(distinct activity.user_id)::int as monthly
      from activity join ${person} on ${person.id} = activity.user_id
      where ${who}
      group by ${person.role}`),
    // Each day of the range: active people, lessons started and finished, badges, orders and traders.
    db.execute(sql`
      with days as (select generate_series(${filters.from}::date, ${filters.to}::date, interval '1 day')::date as day),
      activity as (${activity(startIso, endIso)}),
      active as (select activity.day, count(distinct activity.user_id)::int as n from activity join ${person} on ${person.id} = activity.user_id where ${who} group by activity.day),
      started as (select (${attempt.startedAt} at time zone 'UTC')::date as day, count(*)::int as n from ${attempt} join ${person} on ${person.id} = ${attempt.userId}
        where ${attempt.startedAt} >= ${startIso}::timestamptz and ${attempt.startedAt} < ${endIso}::timestamptz and ${who} group by 1),
      completed as (select (${completion.completedAt} at time zone 'UTC')::date as day, count(*)::int as n from ${completion} join ${person} on ${person.id} = ${completion.userId}
        where ${completion.completedAt} >= ${startIso}::timestamptz and ${completion.completedAt} < ${endIso}::timestamptz and ${who} group by 1),
      awarded as (select (${award.awardedAt} at time zone 'UTC')::date as day, count(*)::int as n from ${award} join ${person} on ${person.id} = ${award.userId}
        where ${award.awardedAt} >= ${startIso}::timestamptz and ${award.awardedAt} < ${endIso}::timestamptz and ${who} group by 1),
      ordered as (select (${order.createdAt} at time zone 'UTC')::date as day, count(*)::int as n, count(distinct ${order.userId})::int as traders from ${order} join ${person} on ${person.id} = ${order.userId}
        where ${order.createdAt} >= ${startIso}::timestamptz and ${order.createdAt} < ${endIso}::timestamptz and ${who} group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(active.n, 0) as active, coalesce(started.n, 0) as "lessonsStarted", coalesce(completed.n, 0) as "lessonsCompleted",
        coalesce(awarded.n, 0) as badges, coalesce(ordered.n, 0) as orders, coalesce(ordered.traders, 0) as traders
      from days left join active using (day) left join started using (day) left join completed using (day) left join awarded using (day) left join ordered using (day)
      order by days.day`),
    // The range's distinct people (a sum of days would count a person once a day).
    db.execute(sql`
      with activity as (${activity(startIso, endIso)})
      select count(distinct activity.user_id)::int as "activeUsers",
        (select count(distinct ${order.userId})::int from ${order} join ${person} on ${person.id} = ${order.userId}
          where ${order.createdAt} >= ${startIso}::timestamptz and ${order.createdAt} < ${endIso}::timestamptz and ${who}) as traders
      from activity join ${person} on ${person.id} = activity.user_id where ${who}`),
    // Per lesson: attempts started and finished in the range, the median time to finish, the share of right answers.
    db.execute(sql`
      with started as (select ${attempt.lessonId} as lesson_id, count(*)::int as n from ${attempt} join ${person} on ${person.id} = ${attempt.userId}
          where ${attempt.startedAt} >= ${startIso}::timestamptz and ${attempt.startedAt} < ${endIso}::timestamptz and ${who} group by 1),
        finished as (select ${completion.lessonId} as lesson_id, count(*)::int as n, sum(${completion.correct})::int as correct, sum(${completion.total})::int as total,
            percentile_cont(0.5) within group (order by extract(epoch from ${completion.completedAt} - ${attempt.startedAt}) / 60) as median
          from ${completion} join ${attempt} on ${attempt.id} = ${completion.attemptId} join ${person} on ${person.id} = ${completion.userId}
          where ${completion.completedAt} >= ${startIso}::timestamptz and ${completion.completedAt} < ${endIso}::timestamptz and ${who} group by 1)
      select ${lesson.id} as "lessonId", ${lesson.courseId} as "courseId", ${lesson.title} as title, ${course.title} as course,
        coalesce(started.n, 0) as started, coalesce(finished.n, 0) as completed, finished.correct, finished.total, finished.median
      from ${lesson} join ${course} on ${course.id} = ${lesson.courseId}
        left join started on started.lesson_id = ${lesson.id} left join finished on finished.lesson_id = ${lesson.id}
      where started.n is not null or finished.n is not null
      order by coalesce(started.n, 0) desc, ${lesson.title}`),
    // The questions most often missed at the first try, in the attempts finished in the range.
    db.execute(sql`
      with answers as (
        select ${attempt.lessonId} as lesson_id, answer.key as block_id, (answer.value ->> 'firstTryCorrect')::boolean as right_first
        from ${completion} join ${attempt} on ${attempt.id} = ${completion.attemptId} join ${person} on ${person.id} = ${completion.userId},
          jsonb_each(${attempt.answers}) as answer
        where ${completion.completedAt} >= ${startIso}::timestamptz and ${completion.completedAt} < ${endIso}::timestamptz and ${who})
      select answers.lesson_id as "lessonId", ${lesson.courseId} as "courseId", ${lesson.title} as lesson, answers.block_id as "blockId",
        coalesce((select block -> 'question' ->> 'prompt' from jsonb_array_elements(${lesson.blocks}) as block where block ->> 'id' = answers.block_id limit 1), '') as prompt,
        count(*)::int as answered, count(*) filter (where not answers.right_first)::int as missed
      from answers join ${lesson} on ${lesson.id} = answers.lesson_id
      group by answers.lesson_id, ${lesson.courseId}, ${lesson.title}, ${lesson.blocks}, answers.block_id
      having count(*) filter (where not answers.right_first) > 0
      order by missed desc, answered desc, answers.lesson_id, answers.block_id
      limit ${MISSED_QUESTIONS}`),
    // The most traded stocks of the range.
    db.execute(sql`
      select ${stock.symbol} as symbol, ${stock.name} as name, count(*)::int as trades, sum(${trade.shares})::int as shares, count(distinct ${trade.userId})::int as traders
      from ${trade} join ${stock} on ${stock.id} = ${trade.stockId} join ${person} on ${person.id} = ${trade.userId}
      where ${trade.executedAt} >= ${startIso}::timestamptz and ${trade.executedAt} < ${endIso}::timestamptz and ${who}
      group by ${stock.symbol}, ${stock.name}
      order by trades desc, ${stock.symbol}
      limit ${TOP_STOCKS}`),
  ]);
  const byRole = new Map(rowsOf<ActiveRow>(activeRows).map((row) => [row.role, row]));
  const roles = filters.role === 'all' ? ROLES_SHOWN : [filters.role];
  const days = rowsOf<DayRow>(dayRows);
  const [totals] = rowsOf<{ activeUsers: number; traders: number }>(totalRows);
  const sum = (key: keyof Omit<DayRow, 'day'>) => days.reduce((total, row) => total + row[key], 0);
  return {
    filters,
    active: roles.map((role) => byRole.get(role) ?? { role, daily: 0, weekly: 0, monthly: 0 }),
    days,
    totals: { activeUsers: totals?.activeUsers ?? 0, lessonsStarted: sum('lessonsStarted'), lessonsCompleted: sum('lessonsCompleted'), badges: sum('badges'), orders: sum('orders'), traders: totals?.traders ?? 0 },
    lessons: rowsOf<Omit<LessonRow, 'completionRate' | 'medianMinutes' | 'accuracy'> & { correct: number | null; total: number | null; median: number | string | null }>(lessonRows).map(({ correct, total, median, ...row }) => ({
      ...row,
      completionRate: row.started > 0 ? Math.min(1, row.completed / row.started) : null,
      medianMinutes: median === null ? null : Math.round(Number(median) * 10) / 10,
      accuracy: total ? (correct ?? 0) / total : null,
    })),
    questions: rowsOf<Omit<QuestionRow, 'missRate'>>(questionRows).map((row) => ({ ...row, missRate: row.answered > 0 ? row.missed / row.answered : 0 })),
    stocks: rowsOf<StockRow>(stockRows),
  };
}
