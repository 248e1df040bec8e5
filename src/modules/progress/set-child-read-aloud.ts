import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { learningProfiles } from '@/db/schema';
import { assertGuardianOf } from '@/modules/families';
import { writeAudit } from '@/server/audit';
import type { Actor } from '@/server/session-flow';
import { ensureLearningProfile } from './learning-profile';
import { readAloudChoice, storedReadAloud, type ReadAloudChoice } from './read-aloud-choice';

/**
 * A parent chooses whether lessons are read aloud to their child, from /children beside the daily goal (decision 053;
 * the child can change it again in their settings). Audited like the goal: an adult changing a child's setting is
 * something the family may ask about (the access log).
 */
export async function setChildReadAloud(actor: Actor, childId: string, choice: ReadAloudChoice): Promise<void> {
  await assertGuardianOf(actor, childId);
  const readAloud = storedReadAloud(choice);
  await getDb().transaction(async (tx) => {
    const before = await ensureLearningProfile(tx, childId, { lock: true });
    if (before.readAloud === readAloud) return;
    await tx.update(learningProfiles).set({ readAloud, updatedAt: new Date() }).where(eq(learningProfiles.userId, childId));
    const from = readAloudChoice(before.readAloud);
    await writeAudit(tx, actor, {
      actionType: 'child_read_aloud_change',
      component: 'progress',
      entityId: childId,
      targetUser: childId,
      subjectUserId: childId,
      childId,
      message: `${actor.email} set reading lessons aloud to their child to ${choice} (was ${from})`,
      details: { childId, from, to: choice },
    });
  });
}
