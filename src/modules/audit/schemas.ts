import { z } from 'zod';

/** A real calendar day (2024-02-30 is not one: it would become an invalid date in the query), from year 1000 on. */
const day = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'not a day')
  .optional()
  .catch(undefined);

/** /admin/audit filters; anything malformed is ignored rather than failing the page. */
export const auditFiltersSchema = z.object({
  action: z.string().trim().max(64).optional().catch(undefined),
  user: z.string().trim().max(200).optional().catch(undefined),
  from: day,
  to: day,
  cursor: z.string().max(200).optional().catch(undefined),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const AUDIT_PAGE_SIZE = 50;
