/*
 * A child's days (decision 009): the calendar date in the child's IANA time
 * zone, as 'YYYY-MM-DD' (the form PostgreSQL's `date` takes). Pure: no database, safe in the browser.
 */

/** The daily goals a child may choose, in XP. */
export const DAILY_GOAL_CHOICES = [10, 20, 30, 50] as const;
export type DailyGoalXp = (typeof DAILY_GOAL_CHOICES)[number];
export const DEFAULT_DAILY_GOAL_XP: DailyGoalXp = 20;
// Zones and days in a zone are shared with the classes' due dates (src/lib/time-zones.ts).
export { currentTimeZoneName, DEFAULT_TIME_ZONE, isSupportedTimeZone, localDay, supportedTimeZones } from '@/lib/time-zones';

// The calendar arithmetic is neutral (reports name periods with it too).
export { addDays, daysBetween, daysEndingWith } from '@/lib/calendar-days';
