import { toCsv } from '@/lib/csv';
import { RETENTION_WEEKS, SIGNUP_ROLES, type Growth } from './growth';
import type { Analytics } from './queries';
import type { AnalyticsSection, GrowthSection } from './schemas';

/** One table of the analytics page as CSV (formula-safe cells, lib/csv.ts): the same rows the page shows. */
export function analyticsCsv(analytics: Analytics, section: AnalyticsSection): string {
  switch (section) {
    case 'active':
      return toCsv([['role', 'active_on_last_day', 'active_last_7_days', 'active_last_30_days'], ...analytics.active.map((row) => [row.role, row.daily, row.weekly, row.monthly])]);
    case 'daily':
      return toCsv([
        ['day', 'active_users', 'lessons_started', 'lessons_completed', 'badges_earned', 'orders', 'active_traders'],
        ...analytics.days.map((row) => [row.day, row.active, row.lessonsStarted, row.lessonsCompleted, row.badges, row.orders, row.traders]),
      ]);
    case 'lessons':
      return toCsv([
        ['lesson_id', 'lesson', 'course', 'started', 'completed', 'completion_rate', 'median_minutes', 'quiz_accuracy'],
        ...analytics.lessons.map((row) => [row.lessonId, row.title, row.course, row.started, row.completed, row.completionRate, row.medianMinutes, row.accuracy]),
      ]);
    case 'questions':
      return toCsv([['lesson_id', 'lesson', 'question_id', 'question', 'answered', 'missed_first_try', 'miss_rate'], ...analytics.questions.map((row) => [row.lessonId, row.lesson, row.blockId, row.prompt, row.answered, row.missed, row.missRate])]);
    case 'stocks':
      return toCsv([['symbol', 'name', 'trades', 'shares', 'traders'], ...analytics.stocks.map((row) => [row.symbol, row.name, row.trades, row.shares, row.traders])]);
  }
}

/** One table of the growth page as CSV: the same rows the page shows. */
export function growthCsv(growth: Growth, section: GrowthSection): string {
  switch (section) {
    case 'signups':
      return toCsv([['day', ...SIGNUP_ROLES, 'total'], ...growth.signups.map((row) => [row.day, ...SIGNUP_ROLES.map((role) => row[role]), row.total])]);
    case 'funnel': {
      const { registered, verified, firstLesson, threeLessons, eligibleWeek2, activeWeek2 } = growth.funnel;
      return toCsv([['step', 'people'], ['registered', registered], ['verified', verified], ['first_lesson', firstLesson], ['three_lessons', threeLessons], ['registered_2_weeks_ago', eligibleWeek2], ['active_in_week_2', activeWeek2]]);
    }
    case 'cohorts':
      return toCsv([['week', 'size', ...Array.from({ length: RETENTION_WEEKS + 1 }, (_, week) => `active_week_${week}`)], ...growth.cohorts.map((row) => [row.week, row.size, ...row.active])]);
    case 'links':
      return toCsv([['week', 'new_links', 'links_total'], ...growth.links.weeks.map((row) => [row.week, row.count, row.total])]);
    case 'classes':
      return toCsv([['week', 'new_members', 'members_total'], ...growth.classes.map((row) => [row.week, row.count, row.total])]);
  }
}
