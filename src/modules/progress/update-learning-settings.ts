import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { learningProfiles } from '@/db/schema';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { ensureLearningProfile } from './learning-profile';
import { learningSettingsSchema, type LearningSettingsInput } from './schemas';

/**
 * A child sets their own daily goal and time zone. Not audited: a child's own preference, like their language.
 * Days already counted keep their dates; from now on days start at midnight in the new zone.
 */
export async function updateLearningSettings(actor: Actor, input: LearningSettingsInput): Promise<{ dailyGoalXp: number; timeZone: string }> {
  assertCan(actor, 'take:lesson:own');
  const parsed = learningSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    throw new AppError(400, Object.values(fieldErrors)[0] ?? 'errors.checkForm', fieldErrors);
  }
  const { dailyGoalXp, timeZone } = parsed.data;
  return getDb().transaction(async (tx) => {
    await ensureLearningProfile(tx, actor.id, { lock: true });
    await tx.update(learningProfiles).set({ dailyGoalXp, timeZone, updatedAt: new Date() }).where(eq(learningProfiles.userId, actor.id));
    return { dailyGoalXp, timeZone };
  });
}
