import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notificationReminders, notificationSettings } from '@/db/schema';
import { peopleView } from '@/modules/accounts/runtime';
import { readAssignmentReminders } from '@/modules/classes/runtime';
import { readStreaksAtRisk } from '@/modules/progress/runtime';
import { workIds } from './assignment-work';
import { notify, type NewNotification } from './notify';

/*
 * The reminders (decision 036), a scheduled job of the custom server (no 'server-only'): an assignment due tomorrow or
 * overdue, to the student; a streak that ends tonight, to a child who asked for it in their settings, in their
 * evening. Each is claimed in `notification_reminders` in the transaction that makes it, so a run that overlaps
 * another (or another instance) makes it once, and a streak reminder comes at most once a day.
 */

interface Candidate {
  kind: string;
  subjectKey: string;
  notification: NewNotification;
}

export async function sendReminders(now: Date = new Date()): Promise<{ made: number }> {
  return getDb().transaction(async (tx) => {
    const assignments = await readAssignmentReminders(tx, now);
    const child = peopleView('child');
    const optedIn = await tx
      .select({ id: notificationSettings.userId })
      .from(notificationSettings)
      .innerJoin(child, eq(child.id, notificationSettings.userId))
      .where(and(eq(notificationSettings.streakReminder, true), eq(child.role, 'child')));
    const streaks = await readStreaksAtRisk(tx, optedIn.map((row) => row.id), now);
    const candidates: Candidate[] = [
      ...assignments.map((due) => ({
        kind: due.kind,
        subjectKey: due.assignmentId,
        notification: { recipientId: due.childId, type: due.kind === 'overdue' ? ('assignment_overdue' as const) : ('assignment_due_soon' as const), childId: due.childId, params: { title: due.title, className: due.className, ...workIds(due.lessonId, due.courseId) }, link: '/dashboard/child' },
      })),
      ...streaks.map((risk) => ({
        kind: 'streak',
        subjectKey: risk.localDay,
        notification: { recipientId: risk.childId, type: 'streak_at_risk' as const, childId: risk.childId, params: { days: String(risk.days) }, link: '/courses' },
      })),
    ];
    if (candidates.length === 0) return { made: 0 };
    const claimed = await tx
      .insert(notificationReminders)
      .values(candidates.map((candidate) => ({ userId: candidate.notification.recipientId, kind: candidate.kind, subjectKey: candidate.subjectKey, createdAt: now })))
      .onConflictDoNothing()
      .returning({ userId: notificationReminders.userId, kind: notificationReminders.kind, subjectKey: notificationReminders.subjectKey });
    const made = new Set(claimed.map((row) => `${row.userId} ${row.kind} ${row.subjectKey}`));
    const fresh = candidates.filter((candidate) => made.has(`${candidate.notification.recipientId} ${candidate.kind} ${candidate.subjectKey}`));
    await notify(tx, fresh.map((candidate) => candidate.notification));
    return { made: fresh.length };
  });
}

