import { z } from 'zod';
import { UUID_PATTERN } from '@/lib/ids';
import { isSupportedTimeZone } from '@/lib/time-zones';
import { EMAIL_DELIVERIES, type EmailDelivery } from './email-rules';
import { NOTIFICATION_TYPES, type NotificationType } from './types';

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

const hour = z.union([z.literal(''), z.coerce.number().int().min(0).max(23)], { message: 'notifications.errors.quietHours' });

/**
 * /settings "E-mail notifications": `delivery.<kind>` per kind (off or immediate; the kinds the person's role may
 * have are checked on the server), quiet hours from–to (both or neither) and the zone they are in.
 */
export const emailSettingsSchema = z
  .looseObject({
    quietStart: hour.default(''),
    quietEnd: hour.default(''),
    timeZone: z.string({ message: 'notifications.errors.timeZone' }).refine(isSupportedTimeZone, 'notifications.errors.timeZone'),
  })
  .transform((input, context) => {
    const deliveries: Partial<Record<NotificationType, EmailDelivery>> = {};
    for (const [key, value] of Object.entries(input)) {
      if (!key.startsWith('delivery.')) continue;
      const type = key.slice('delivery.'.length);
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(type) || !(EMAIL_DELIVERIES as readonly unknown[]).includes(value)) {
        context.addIssue({ code: 'custom', message: 'errors.badForm', path: [key] });
        return z.NEVER;
      }
      deliveries[type as NotificationType] = value as EmailDelivery;
    }
    if ((input.quietStart === '') !== (input.quietEnd === '')) {
      context.addIssue({ code: 'custom', message: 'notifications.errors.quietHours', path: ['quietEnd'] });
      return z.NEVER;
    }
    return {
      deliveries,
      quietStart: input.quietStart === '' ? null : input.quietStart,
      quietEnd: input.quietEnd === '' ? null : input.quietEnd,
      timeZone: input.timeZone,
    };
  });
export type EmailSettingsInput = z.infer<typeof emailSettingsSchema>;

/** A child's evening streak reminder: the value the switch asks for. */
export const streakReminderSchema = z.object({
  on: z.enum(['true', 'false'], { message: 'errors.badForm' }),
});
