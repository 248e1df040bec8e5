import { z } from 'zod';
import { daysBetween } from '@/lib/calendar-days';
import { MAX_PERIOD_DAYS, type PeriodSpec } from '@/lib/report-period';

/*
 * The query strings of a parent's /progress and /reports (and the report's PDF). A child id is only compared with
 * the parent's own children (families module), so any short text is accepted here and a stranger's id is a 404.
 */

const childId = z.string().trim().min(1).max(100).optional();
const day = z.iso.date({ message: 'reports.errors.badDate' });

export const progressParamsSchema = z.object({
  child: childId,
  days: z.enum(['30', '90']).default('30'),
});

export const reportParamsSchema = z
  .object({
    child: childId,
    period: z.enum(['this-week', 'last-week', 'this-month', 'custom'], { message: 'reports.errors.badPeriod' }).default('this-week'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((params, context) => {
    if (params.period !== 'custom') return;
    if (!params.from || !params.to) return context.addIssue({ code: 'custom', message: 'reports.errors.badDate', path: ['from'] });
    const length = daysBetween(params.from, params.to) + 1;
    if (length < 1) context.addIssue({ code: 'custom', message: 'reports.errors.backwards', path: ['to'] });
    else if (length > MAX_PERIOD_DAYS) context.addIssue({ code: 'custom', message: 'reports.errors.tooLong', path: ['to'] });
  });
export type ReportParams = z.infer<typeof reportParamsSchema>;

export function periodSpecOf(params: ReportParams): PeriodSpec {
  return params.period === 'custom' ? { kind: 'custom', from: params.from!, to: params.to! } : { kind: params.period };
}
