import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { planAllows } from '@/modules/billing';
import { notificationPreferences, notificationSettings } from '@/db/schema';
import { supportedTimeZones } from '@/lib/time-zones';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { defaultDelivery, emailTypesFor, type EmailDelivery } from './email-rules';
import type { EmailSettingsInput } from './schemas';
import type { NotificationType } from './types';

export interface EmailSettingsSection {
  kinds: { type: NotificationType; delivery: EmailDelivery }[];
  quietStart: number | null;
  quietEnd: number | null;
  timeZone: string;
  zones: string[];
  /** The kinds whose e-mail the person's plan does not include (a Free parent's weekly report; decision 040). */
  needsPlan: NotificationType[];
}

/** /settings "E-mail notifications" for a parent or a tutor; null for anyone whose role gets no notification e-mail. */
export async function findEmailSettingsSection(actor: Actor): Promise<EmailSettingsSection | null> {
  assertCan(actor, 'read:notification:own');
  const types = emailTypesFor(actor.role);
  if (types.length === 0) return null;
  const db = getDb();
  const [choices, [settings], reportsByMail] = await Promise.all([
    db.select({ type: notificationPreferences.type, delivery: notificationPreferences.delivery }).from(notificationPreferences).where(eq(notificationPreferences.userId, actor.id)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, actor.id)),
    planAllows(db, actor, 'emailReports'),
  ]);
  const chosen = new Map(choices.map((choice) => [choice.type, choice.delivery as EmailDelivery]));
  return {
    kinds: types.map((type) => ({ type, delivery: chosen.get(type) ?? defaultDelivery(actor.role, type) })),
    quietStart: settings?.quietStart ?? null,
    quietEnd: settings?.quietEnd ?? null,
    timeZone: settings?.timeZone ?? 'UTC',
    zones: supportedTimeZones(),
    needsPlan: actor.role === 'parent' && !reportsByMail ? ['weekly_report'] : [],
  };
}

/** Saves a parent's or tutor's e-mail choices and quiet hours in one transaction, audited. Kinds their role has not are ignored. */
export async function saveEmailSettings(actor: Actor, input: EmailSettingsInput): Promise<void> {
  assertCan(actor, 'read:notification:own');
  const allowed = new Set(emailTypesFor(actor.role));
  const rows = Object.entries(input.deliveries)
    .filter(([type]) => allowed.has(type as NotificationType))
    .map(([type, delivery]) => ({ userId: actor.id, type, delivery }));
  await getDb().transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` } });
    }
    await tx
      .insert(notificationSettings)
      .values({ userId: actor.id, quietStart: input.quietStart, quietEnd: input.quietEnd, timeZone: input.timeZone })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { quietStart: input.quietStart, quietEnd: input.quietEnd, timeZone: input.timeZone, updatedAt: sql`now()` } });
    await writeAudit(tx, actor, {
      actionType: 'notification_settings',
      component: 'notifications',
      entityId: actor.id,
      message: `${actor.email} changed their e-mail notification settings`,
      details: { deliveries: Object.fromEntries(rows.map((row) => [row.type, row.delivery])), quietStart: input.quietStart, quietEnd: input.quietEnd, timeZone: input.timeZone },
    });
  });
}

/** /settings "Reminders" for a child: the evening streak reminder, off unless they turn it on; null for other roles. */
export async function findStreakReminderSetting(actor: Actor): Promise<{ on: boolean } | null> {
  assertCan(actor, 'read:notification:own');
  if (actor.role !== 'child') return null;
  const [settings] = await getDb().select({ on: notificationSettings.streakReminder }).from(notificationSettings).where(eq(notificationSettings.userId, actor.id));
  return { on: settings?.on ?? false };
}

/** A child turns the evening streak reminder on or off (decision 036: opt-in, at most one a day). */
export async function saveStreakReminder(actor: Actor, on: boolean): Promise<boolean> {
  assertCan(actor, 'read:notification:own');
  if (actor.role !== 'child') throw new AppError(403, 'errors.forbidden');
  await getDb()
    .insert(notificationSettings)
    .values({ userId: actor.id, streakReminder: on })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { streakReminder: on, updatedAt: sql`now()` } });
  return on;
}
