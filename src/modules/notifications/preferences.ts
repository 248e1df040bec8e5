import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { notificationPreferences } from '@/db/schema';
import type { EmailDelivery } from './email-rules';
import type { NotificationType } from './types';

/** Stores how a person wants one kind of notification by e-mail (one row per person and kind; a repeat changes nothing). */
export async function setEmailDelivery(userId: string, type: NotificationType, delivery: EmailDelivery, db: Db = getDb()): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, type, delivery })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { delivery, updatedAt: sql`now()` } });
}
