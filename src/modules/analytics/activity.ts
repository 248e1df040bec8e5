import { sql, type SQL } from 'drizzle-orm';
import { addDays, dayToUtcMs } from '@/lib/calendar-days';
import { lessonAttempts, simOrders, users } from '@/db/schema';
import { signInDaysSql } from '@/modules/audit';
import type { AnalyticsFilters } from './schemas';

/* What the analytics and growth figures share (decision 038): the range's instants, the role filter, what "active" is. */

export const DAY_MS = 86_400_000;

/** The range's first instant and the instant after its last day (UTC). */
export function bounds(filters: Pick<AnalyticsFilters, 'from' | 'to'>) {
  const start = new Date(dayToUtcMs(filters.from));
  const end = new Date(dayToUtcMs(addDays(filters.to, 1)));
  return { start, end, startIso: start.toISOString(), endIso: end.toISOString() };
}

/** Who counts: everyone, or one role (people deleted since are not counted: their rows went with them). */
export function roleIs(filters: Pick<AnalyticsFilters, 'role'>): SQL {
  return filters.role === 'all' ? sql`true` : sql`${users.role} = ${filters.role}`;
}

/**
 * What makes a person active on a day: they signed in, started a lesson or placed an order. From `since` to `until`
 * (exclusive), one row per person and day.
 */
export function activity(sinceIso: string, untilIso: string): SQL {
  return sql`
    ${signInDaysSql(sinceIso, untilIso)}
    union
    select ${lessonAttempts.userId}, (${lessonAttempts.startedAt} at time zone 'UTC')::date from ${lessonAttempts}
      where ${lessonAttempts.startedAt} >= ${sinceIso}::timestamptz and ${lessonAttempts.startedAt} < ${untilIso}::timestamptz
    union
    select ${simOrders.userId}, (${simOrders.createdAt} at time zone 'UTC')::date from ${simOrders}
      where ${simOrders.createdAt} >= ${sinceIso}::timestamptz and ${simOrders.createdAt} < ${untilIso}::timestamptz`;
}

