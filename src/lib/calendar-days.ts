/* Calendar days as 'YYYY-MM-DD' strings (the form PostgreSQL's `date` takes): pure arithmetic, safe in the browser. */

export function dayToUtcMs(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `count` calendar days after `day` (before, when negative); month, year and leap days included. */
export function addDays(day: string, count: number): string {
  return new Date(dayToUtcMs(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (1 for consecutive days, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / DAY_MS);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(lastDay, index - count + 1));
}
