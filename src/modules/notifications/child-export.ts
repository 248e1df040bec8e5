import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { notificationDigests, notificationPreferences, notificationReminders, notifications, notificationSettings } from '@/db/schema';
import type { ExportedNotifications, ExportedNotificationSettings } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/**
 * What the child chose and what they were told (decision 036), for a parent's export (decision 027). A
 * notification's text is drawn from its kind and values when shown, so the export keeps those.
 */
export async function readChildNotifications(tx: Tx, childId: string): Promise<{ notificationSettings: ExportedNotificationSettings; notifications: ExportedNotifications }> {
  const [setting] = await tx
    .select({
      quietStart: notificationSettings.quietStart,
      quietEnd: notificationSettings.quietEnd,
      timeZone: notificationSettings.timeZone,
      streakReminder: notificationSettings.streakReminder,
      updatedAt: notificationSettings.updatedAt,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, childId));
  const emailDeliveries = await tx
    .select({ kind: notificationPreferences.type, delivery: notificationPreferences.delivery, updatedAt: notificationPreferences.updatedAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, childId))
    .orderBy(asc(notificationPreferences.type));
  const received = await tx
    .select({ kind: notifications.type, values: notifications.params, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.recipientId, childId))
    .orderBy(asc(notifications.seq));
  const digests = await tx
    .select({ period: notificationDigests.period, periodKey: notificationDigests.periodKey, coveredUntil: notificationDigests.coveredUntil, notifications: notificationDigests.notifications })
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, childId))
    .orderBy(asc(notificationDigests.coveredUntil));
  const reminders = await tx
    .select({ kind: notificationReminders.kind, about: notificationReminders.subjectKey, createdAt: notificationReminders.createdAt })
    .from(notificationReminders)
    .where(eq(notificationReminders.userId, childId))
    .orderBy(asc(notificationReminders.createdAt));
  return { notificationSettings: { notifications: setting ?? null, emailDeliveries }, notifications: { received, digests, reminders } };
}
