import 'server-only';
import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notifications } from '@/db/schema';
import { courseTitleIn, lessonTitleIn } from '@/modules/courses';
import { badgeNameIn } from '@/modules/progress/runtime';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { NOTIFICATION_TYPES, NOTIFICATIONS_PER_PAGE, type NotificationType } from './types';
import type { NotificationFilters } from './schemas';

export interface NotificationView {
  id: string;
  seq: number;
  type: NotificationType;
  params: Record<string, string>;
  link: string;
  createdAt: Date;
  read: boolean;
}

export interface NotificationsPage {
  items: NotificationView[];
  /** The cursor of the next (older) page, or null on the last one. */
  next: string | null;
  unread: number;
  filters: NotificationFilters;
  /** When the page was read: its "today" and "yesterday". */
  now: Date;
}

const KNOWN = new Set<string>(NOTIFICATION_TYPES);

/**
 * A badge's name as the notification's reader reads it (decision 054): by the badge id kept with it, in `locale`
 * where the badge has a translation of its English as it is now, else the English name kept when it happened (a
 * notification older than badge ids, or about a badge since deleted, keeps that).
 */
function badgeNameOf(locale: string) {
  const badgeId = sql`(case when ${notifications.params} ->> 'badgeId' ~ '^[0-9]{1,9}$' then (${notifications.params} ->> 'badgeId')::int end)`;
  return badgeNameIn(locale, badgeId, sql`${notifications.params} ->> 'badge'`);
}

const idParam = (name: 'lessonId' | 'courseId') => sql`(case when ${notifications.params} ->> ${name} ~ '^[0-9]{1,9}$' then (${notifications.params} ->> ${name})::int end)`;

/**
 * The work's title in `locale` for a notification row: its lesson's or course's translation where there is one,
 * else the English kept with it (also for a notification older than the ids, or about work since deleted); null for
 * a notification that names no work.
 */
function workTitleOf(locale: string): SQL<string | null> {
  const english = sql`${notifications.params} ->> 'title'`;
  return sql<string | null>`(case
    when ${notifications.params} ? 'lessonId' then ${lessonTitleIn(locale, idParam('lessonId'), english)}
    when ${notifications.params} ? 'courseId' then ${courseTitleIn(locale, idParam('courseId'), english)}
  end)`;
}

/**
 * /notifications: the reader's own notifications, newest first, a page at a time (older with `before`), all or only
 * the unread, with the unread count, in one parallel round trip. Only the reader's id selects rows. A kind this
 * version does not know (written by a newer one) is left out rather than shown without text. Badges are named in
 * `locale`, the page's language, and so are assignments' lessons and courses.
 */
export async function getNotificationsPage(actor: Actor, filters: NotificationFilters, locale = 'en'): Promise<NotificationsPage> {
  assertCan(actor, 'read:notification:own');
  const db = getDb();
  const mine = eq(notifications.recipientId, actor.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: notifications.id, seq: notifications.seq, type: notifications.type, params: notifications.params, badge: badgeNameOf(locale), work: workTitleOf(locale), link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .where(and(mine, filters.show === 'unread' ? isNull(notifications.readAt) : undefined, filters.before ? lt(notifications.seq, filters.before) : undefined))
      .orderBy(desc(notifications.seq))
      .limit(NOTIFICATIONS_PER_PAGE + 1),
    db.select({ unread: sql<number>`count(*)::int` }).from(notifications).where(and(mine, isNull(notifications.readAt))),
  ]);
  const shown = rows.slice(0, NOTIFICATIONS_PER_PAGE);
  return {
    items: shown
      .filter((row) => KNOWN.has(row.type))
      .map((row) => ({ id: row.id, seq: row.seq, type: row.type as NotificationType, params: { ...row.params, ...(row.badge === null ? {} : { badge: row.badge }), ...(row.work === null ? {} : { title: row.work }) }, link: row.link, createdAt: row.createdAt, read: row.readAt !== null })),
    next: rows.length > NOTIFICATIONS_PER_PAGE ? String(shown.at(-1)!.seq) : null,
    unread: counted?.unread ?? 0,
    filters,
    now: new Date(),
  };
}
