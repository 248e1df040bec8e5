import { sql, type SQL } from 'drizzle-orm';
import { addDays, dayToUtcMs } from '@/lib/calendar-days';
import { peopleView } from '@/modules/accounts';
import { signInDaysSql } from '@/modules/audit';
import { lessonAttemptView } from '@/modules/courses';
import { orderView } from '@/modules/simulator/runtime';
import type { AnalyticsFilters } from './schemas';

/* What the analytics and growth figures share (decision 038): the range's instants, the role filter, what "active" is. */

/*
 * The records the figures count, as their owners publish them (decision 055): joined under these names in the
 * figures' own statements, so each figure stays one statement.
 */
export const person = peopleView('person');
const attempt = lessonAttemptView('attempt');
const order = orderView('sim_order');

export const DAY_MS = 86_400_000;

/** The range's first instant and the instant after its last day (UTC). */
export function bounds(filters: Pick<AnalyticsFilters, 'from' | 'to'>) {
  const start = new Date(dayToUtcMs(filters.from));
  const end = new Date(dayToUtcMs(addDays(filters.to, 1)));
  return { start, end, startIso: start.toISOString(), endIso: end.toISOString() };
}

/** Who counts: everyone, or one role (people deleted since are not counted: their rows went with them). */
export function roleIs(filters: Pick<AnalyticsFilters, 'role'>): SQL {
  return filters.role === 'all' ? sql`true` : sql`${person.role} = ${filters.role}`;
}

/**
 * What makes a person active on a day: they signed in, started a lesson or placed an order. From `since` to `until`
 * (exclusive), one row per person and day.
 */
export function activity(sinceIso: string, untilIso: string): SQL {
  return sql`
    ${signInDaysSql(sinceIso, untilIso)}
    union
    select ${attempt.userId}, (${attempt.startedAt} at time zone 'UTC')::date from ${attempt}
      where ${attempt.startedAt} >= ${sinceIso}::timestamptz and ${attempt.startedAt} < ${untilIso}::timestamptz
    union
    select ${order.userId}, (${order.createdAt} at time zone 'UTC')::date from ${order}
      where ${order.createdAt} >= ${sinceIso}::timestamptz and ${order.createdAt} < ${untilIso}::timestamptz`;
}

