import { z } from 'zod';
import { addDays, daysBetween } from '@/lib/calendar-days';

/* The analytics filters (decision 038): a range of UTC days and a role. Shared by the page and its CSV export. */

export const ANALYTICS_ROLES = ['all', 'child', 'parent', 'tutor', 'admin'] as const;
export type AnalyticsRole = (typeof ANALYTICS_ROLES)[number];
/** The longest range a page or an export reads: a year and a day. */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

/** A real calendar day: the form, and a date that exists (no 30 February). */
const day = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value);

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD&role=child. A missing or unreadable value takes its default (the last 30 days to
 * today, every role), so a stale link never errors; a reversed range is put in order and a longer one than a year
 * keeps its end.
 */
export const analyticsFiltersSchema = z
  .object({
    from: day.optional().catch(undefined),
    to: day.optional().catch(undefined),
    role: z.enum(ANALYTICS_ROLES).catch('all').default('all'),
  })
  .transform(({ from, to, role }) => {
    const end = to ?? new Date().toISOString().slice(0, 10);
    let start = from ?? addDays(end, -(DEFAULT_RANGE_DAYS - 1));
    let last = end;
    if (start > last) [start, last] = [last, start];
    if (daysBetween(start, last) + 1 > MAX_RANGE_DAYS) start = addDays(last, -(MAX_RANGE_DAYS - 1));
    return { from: start, to: last, role };
  });
export type AnalyticsFilters = z.output<typeof analyticsFiltersSchema>;

export const ANALYTICS_SECTIONS = ['active', 'daily', 'lessons', 'questions', 'stocks'] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

/** The export's ?section=…: which table, with the page's filters. An unknown section is a 400. */
export const analyticsExportSchema = z.object({ section: z.enum(ANALYTICS_SECTIONS, { message: 'errors.badForm' }) });

export const GROWTH_SECTIONS = ['signups', 'funnel', 'cohorts', 'links', 'classes'] as const;
export type GrowthSection = (typeof GROWTH_SECTIONS)[number];

/** /admin/growth's export: which table, with the page's filters. An unknown section is a 400. */
export const growthExportSchema = z.object({ section: z.enum(GROWTH_SECTIONS, { message: 'errors.badForm' }) });
