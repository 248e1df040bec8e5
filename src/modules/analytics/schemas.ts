import { z } from 'zod';

/* The analytics filters (decision 038): a range of UTC days and a role. Shared by the page and its CSV export. */

export const ANALYTICS_ROLES = ['all', 'child', 'parent', 'tutor', 'admin'] as const;
export type AnalyticsRole = (typeof ANALYTICS_ROLES)[number];
/** The longest range a page or an export reads: a year and a day. */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isoDay(new Date(`${value}T00:00:00Z`)) === value);

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
    const end = to ?? isoDay(new Date());
    let start = from ?? isoDay(new Date(Date.parse(`${end}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
    let last = end;
    if (start > last) [start, last] = [last, start];
    const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
    if (span > MAX_RANGE_DAYS) start = isoDay(new Date(Date.parse(`${last}T00:00:00Z`) - (MAX_RANGE_DAYS - 1) * DAY_MS));
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
