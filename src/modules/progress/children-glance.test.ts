import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, dailyXp, learningProfiles } from '@/db/schema';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import { appErrorOf } from '../../../tests/factories';
import { addDays, localDay } from './days';
import { readChildrenGlance } from './children-glance';
import { setChildDailyGoal } from './set-child-goal';
import { createCourse, finishLesson } from './test-fixtures';

/** Monday of the week `day` is in (weeks start on Monday, decision 028). */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

describe('a parent’s children at a glance, and the daily goal a parent sets', () => {
  it('gives each own child’s level, live streak and this week’s XP (Monday to today, in the child’s zone), and no one else’s', async () => {
    const parent = await trader({ role: 'parent' });
    const child = await trader({ firstName: 'Maya' });
    const idle = await trader({ firstName: 'Ivo' });
    const stranger = await trader({ firstName: 'Sam' });
    await linkFamily(parent.id, child.id);
    await linkFamily(parent.id, idle.id);
    const course = await createCourse({ lessons: 1, xpReward: 120 });
    await finishLesson(child, course.lessonIds[0]!);
    await finishLesson(stranger, course.lessonIds[0]!);
    // XP last week counts towards the level, not this week.
    const today = localDay(new Date(), 'UTC');
    await getDb().insert(dailyXp).values({ userId: child.id, day: addDays(mondayOf(today), -1), xp: 40 });

    const glance = await readChildrenGlance(parent);
    expect(Object.keys(glance).sort()).toEqual([child.id, idle.id].sort());
    // 120 XP and half again for a perfect first try (decision 008): level 2.
    expect(glance[child.id]).toMatchObject({ level: { level: 2 }, streak: 1, weekXp: 180, dailyGoalXp: 20 });
    expect(glance[idle.id]).toMatchObject({ level: { level: 1 }, streak: 0, weekXp: 0, dailyGoalXp: 20 });
    expect((await appErrorOf(readChildrenGlance(child))).status).toBe(403);
  });

  it('a parent sets an own child’s daily goal, audited; another family’s child and other roles are refused', async () => {
    const parent = await trader({ role: 'parent' });
    const child = await trader();
    await linkFamily(parent.id, child.id);
    await setChildDailyGoal(parent, child.id, 50);
    const [profile] = await getDb().select({ goal: learningProfiles.dailyGoalXp }).from(learningProfiles).where(eq(learningProfiles.userId, child.id));
    expect(profile!.goal).toBe(50);
    expect((await readChildrenGlance(parent))[child.id]!.dailyGoalXp).toBe(50);
    const audited = await getDb().select({ details: auditLogs.details }).from(auditLogs).where(and(eq(auditLogs.actionType, 'child_daily_goal_change'), eq(auditLogs.entityId, child.id)));
    expect(audited.map((row) => row.details)).toEqual([{ childId: child.id, from: 20, to: 50 }]);

    const otherParent = await trader({ role: 'parent' });
    expect((await appErrorOf(setChildDailyGoal(otherParent, child.id, 10))).status).toBe(403);
    expect((await appErrorOf(setChildDailyGoal(await trader({ role: 'tutor' }), child.id, 10))).status).toBe(403);
    expect((await appErrorOf(setChildDailyGoal(child, child.id, 10))).status).toBe(403);
    const [unchanged] = await getDb().select({ goal: learningProfiles.dailyGoalXp }).from(learningProfiles).where(eq(learningProfiles.userId, child.id));
    expect(unchanged!.goal).toBe(50);
  });
});
