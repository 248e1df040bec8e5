import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { learningProfiles } from '@/db/schema';
import { assertGuardianOf } from '@/modules/families';
import { writeAudit } from '@/server/audit';
import type { Actor } from '@/server/session-flow';
import { ensureLearningProfile } from './learning-profile';

/**
 * A parent sets their child's daily goal from /children (the child can change it again in their settings). Audited:
 * an adult changing a child's data is something the child's family may ask about (the access log).
 */
export async function setChildDailyGoal(actor: Actor, childId: string, dailyGoalXp: number): Promise<void> {
  await assertGuardianOf(actor, childId);
  await getDb().transaction(async (tx) => {
    const before = await ensureLearningProfile(tx, childId, { lock: true });
    if (before.dailyGoalXp === dailyGoalXp) return;
    await tx.update(learningProfiles).set({ dailyGoalXp, updatedAt: new Date() }).where(eq(learningProfiles.userId, childId));
    await writeAudit(tx, actor, {
      actionType: 'child_daily_goal_change',
      component: 'progress',
      entityId: childId,
      targetUser: childId,
      subjectUserId: childId,
      childId,
      message: `${actor.email} set their child's daily goal to ${dailyGoalXp} XP (was ${before.dailyGoalXp})`,
      details: { childId, from: before.dailyGoalXp, to: dailyGoalXp },
    });
  });
}
