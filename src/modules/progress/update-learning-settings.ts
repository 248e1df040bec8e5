import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { learningProfiles } from '@/db/schema';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { ensureLearningProfile } from './learning-profile';
import { readAloudChoice, storedReadAloud, type ReadAloudChoice } from './read-aloud-choice';
import { learningSettingsSchema, type LearningSettingsInput } from './schemas';

/**
 * A child sets their own daily goal, time zone and whether lessons are read aloud (left as it is when not sent). Not
 * audited: a child's own preference, like their language. Days already counted keep their dates; from now on days
 * start at midnight in the new zone.
 */
export async function updateLearningSettings(actor: Actor, input: LearningSettingsInput): Promise<{ dailyGoalXp: number; timeZone: string; readAloud: ReadAloudChoice }> {
  assertCan(actor, 'take:lesson:own');
  const parsed = learningSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    throw new AppError(400, Object.values(fieldErrors)[0] ?? 'errors.checkForm', fieldErrors);
  }
  const { dailyGoalXp, timeZone } = parsed.data;
  return getDb().transaction(async (tx) => {
    const before = await ensureLearningProfile(tx, actor.id, { lock: true });
    const readAloud = parsed.data.readAloud === undefined ? before.readAloud : storedReadAloud(parsed.data.readAloud);
    await tx.update(learningProfiles).set({ dailyGoalXp, timeZone, readAloud, updatedAt: new Date() }).where(eq(learningProfiles.userId, actor.id));
    return { dailyGoalXp, timeZone, readAloud: readAloudChoice(readAloud) };
  });
}
