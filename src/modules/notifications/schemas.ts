import { z } from 'zod';
import { UUID_PATTERN } from '@/lib/ids';

/* The notifications' inputs (decision 036): the list's filters and the read marks. */

/** ?show=unread and ?before=<seq>; anything else is the first page of all (a stale link never errors). */
export const notificationFiltersSchema = z.object({
  show: z.enum(['all', 'unread']).catch('all'),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});
export type NotificationFilters = z.infer<typeof notificationFiltersSchema>;

export const notificationIdSchema = z.object({
  notificationId: z.string({ message: 'notifications.errors.notFound' }).trim().regex(UUID_PATTERN, 'notifications.errors.notFound'),
});
