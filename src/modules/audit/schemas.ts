import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
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
