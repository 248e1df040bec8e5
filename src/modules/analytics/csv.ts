import { toCsv } from '@/lib/csv';
import type { Analytics } from './queries';
import type { AnalyticsSection } from './schemas';

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
