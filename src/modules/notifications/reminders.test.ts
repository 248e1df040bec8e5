import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { assignments, learningProfiles, mailQueue, notifications } from '@/db/schema';
import { cancelAssignment, classWith, createAssignment } from '@/modules/classes/test-fixtures';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { resetSettings, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { findStreakReminderSetting, saveStreakReminder } from './email-settings';
import { sendReminders } from './reminders';

/*
 * The reminders job (decision 036): an assignment due tomorrow or overdue reaches each student who has not finished
 * it, once; a streak that ends tonight reaches a child who asked for it, in their evening, at most once a day. Runs
 * that overlap make each once. On both databases.
 */

beforeEach(async () => {
  await resetSettings();
});

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const told = async (actor: Actor, type: string) =>
  (await getDb().select({ params: notifications.params }).from(notifications).where(and(eq(notifications.recipientId, actor.id), eq(notifications.type, type)))).map((row) => row.params);

async function classWithWork() {
  const { tutor, group, children, pending } = await classWith('Ana', 'Ben');
  const course = await createCourse({ lessons: 1 });
  // Due three days from today (UTC, the class's zone): "tomorrow" is two days from now.
  const dueOn = isoDay(new Date(Date.now() + 3 * DAY));
  const work = await createAssignment(tutor, { classId: group.id, target: { kind: 'lesson', id: course.lessonIds[0]! }, who: 'all', students: [], dueOn, note: '' });
  const [row] = await getDb().select({ dueAt: assignments.dueAt }).from(assignments).where(eq(assignments.id, work.id));
  return { tutor, children, pending, work, lessonId: course.lessonIds[0]!, dueOn, dueAt: row!.dueAt! };
}

describe('assignment reminders', () => {
  it('the day before it is due, from the morning, each student who has not finished it hears once', async () => {
    const { children, pending, lessonId, dueOn } = await classWithWork();
    const [ana, ben] = children as [Actor, Actor];
    await finishLesson(ben, lessonId);
    const dayBefore = new Date(`${isoDay(new Date(Date.parse(dueOn) - DAY))}T07:30:00Z`);
    await sendReminders(dayBefore);
    expect(await told(ana, 'assignment_due_soon')).toEqual([]);

    const morning = new Date(dayBefore.getTime() + 60 * 60 * 1000);
    await Promise.all([sendReminders(morning), sendReminders(morning)]);
    await sendReminders(new Date(morning.getTime() + 5 * 60 * 60 * 1000));
    expect(await told(ana, 'assignment_due_soon')).toEqual([{ title: 'Lesson 1', className: 'Maths', lessonId: String(lessonId) }]);
    expect(await told(ben, 'assignment_due_soon')).toEqual([]);
    expect(await told(pending, 'assignment_due_soon')).toEqual([]);
    // A child's reminder is never e-mailed.
    expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, ana.email))).toEqual([]);
  });

  it('once past due, an unfinished assignment is overdue once; a finished or cancelled one never', async () => {
    const { children, lessonId, dueAt } = await classWithWork();
    const [ana, ben] = children as [Actor, Actor];
    await finishLesson(ben, lessonId);
    await sendReminders(new Date(dueAt.getTime() - 60_000));
    expect(await told(ana, 'assignment_overdue')).toEqual([]);
    await Promise.all([sendReminders(new Date(dueAt.getTime() + 60_000)), sendReminders(new Date(dueAt.getTime() + 60_000))]);
    await sendReminders(new Date(dueAt.getTime() + DAY));
    expect(await told(ana, 'assignment_overdue')).toEqual([{ title: 'Lesson 1', className: 'Maths', lessonId: String(lessonId) }]);
    expect(await told(ben, 'assignment_overdue')).toEqual([]);

    const other = await classWithWork();
    await cancelAssignment(other.tutor, other.work.id);
    await sendReminders(new Date(other.dueAt.getTime() + 60_000));
    expect(await told(other.children[0]!, 'assignment_overdue')).toEqual([]);
  });
});

describe('the streak reminder', () => {
  // 10:00 UTC is 19:00 in Tokyo: the child's evening.
  const evening = new Date('2031-03-12T10:00:00Z');

  async function childWithStreak(options: { optIn: boolean; shields?: number; lastDay?: string }) {
    const child = await trader({ firstName: 'Kai' });
    await getDb()
      .insert(learningProfiles)
      .values({ userId: child.id, timeZone: 'Asia/Tokyo', streakCurrent: 4, streakLongest: 4, streakLastDay: options.lastDay ?? '2031-03-11', streakShields: options.shields ?? 0 });
    if (options.optIn) await saveStreakReminder(child, true);
    return child;
  }

  it('is off until the child turns it on; then comes in their evening, at most once a day', async () => {
    const child = await childWithStreak({ optIn: false });
    expect(await findStreakReminderSetting(child)).toEqual({ on: false });
    await sendReminders(evening);
    expect(await told(child, 'streak_at_risk')).toEqual([]);

    await saveStreakReminder(child, true);
    expect(await findStreakReminderSetting(child)).toEqual({ on: true });
    // 17:59 in Tokyo is not the evening yet; 21:00 is over.
    await sendReminders(new Date('2031-03-12T08:59:00Z'));
    await sendReminders(new Date('2031-03-12T12:00:00Z'));
    expect(await told(child, 'streak_at_risk')).toEqual([]);
    await Promise.all([sendReminders(evening), sendReminders(evening)]);
    await sendReminders(new Date('2031-03-12T11:30:00Z'));
    expect(await told(child, 'streak_at_risk')).toEqual([{ days: '4' }]);
  });

  it('says nothing when the streak already counted today, is already over, or a shield covers tonight', async () => {
    const learnt = await childWithStreak({ optIn: true, lastDay: '2031-03-12' });
    const over = await childWithStreak({ optIn: true, lastDay: '2031-03-10' });
    const shielded = await childWithStreak({ optIn: true, shields: 1 });
    await sendReminders(evening);
    for (const child of [learnt, over, shielded]) expect(await told(child, 'streak_at_risk')).toEqual([]);
  });

  it('is a child’s choice only: other roles get no such setting (403)', async () => {
    const parent = await trader({ role: 'parent' });
    expect(await findStreakReminderSetting(parent)).toBeNull();
    expect(await appErrorOf(saveStreakReminder(parent, true))).toMatchObject({ status: 403 });
  });
});
