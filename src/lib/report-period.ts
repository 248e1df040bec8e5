/*
 * The periods a parent's progress page and reports cover, in the child's days ('YYYY-MM-DD', decision 009).
 * Neutral and pure (no database): progress resolves a period against the child's today, reports names it.
 */
import { addDays, daysBetween, daysEndingWith, dayToUtcMs } from './calendar-days';

export const PERIOD_KINDS = ['last-30', 'last-90', 'this-week', 'last-week', 'this-month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** The longest custom range a report covers (a year and a day, so a leap year fits). */
export const MAX_PERIOD_DAYS = 366;

export type PeriodSpec = { kind: Exclude<PeriodKind, 'custom'> } | { kind: 'custom'; from: string; to: string };

export interface Period {
  kind: PeriodKind;
  /** First and last day, both included. */
  from: string;
  to: string;
}

/** The days from `from` to `to`, both included (empty when `to` is earlier). */
export function daysOf(period: { from: string; to: string }): string[] {
  const count = daysBetween(period.from, period.to) + 1;
  return count > 0 ? daysEndingWith(period.to, count) : [];
}

/** Weeks start on Monday (ISO 8601), whatever the viewer's locale, so two parents of one child see the same week. */
function mondayOf(day: string): string {
  const weekday = (new Date(dayToUtcMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The period a spec names, seen from the child's `today`. A custom range is taken as given (validated at the boundary). */
export function resolvePeriod(spec: PeriodSpec, today: string): Period {
  switch (spec.kind) {
    case 'last-30':
      return { kind: spec.kind, from: addDays(today, -29), to: today };
    case 'last-90':
      return { kind: spec.kind, from: addDays(today, -89), to: today };
    case 'this-week':
      return { kind: spec.kind, from: mondayOf(today), to: today };
    case 'last-week': {
      const from = addDays(mondayOf(today), -7);
      return { kind: spec.kind, from, to: addDays(from, 6) };
    }
    case 'this-month':
      return { kind: spec.kind, from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { kind: spec.kind, from: spec.from, to: spec.to };
  }
}
