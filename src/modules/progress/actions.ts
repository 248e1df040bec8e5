'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { childGoalSchema, childReadAloudSchema, learningSettingsSchema } from './schemas';
import { setChildDailyGoal } from './set-child-goal';
import { setChildReadAloud } from './set-child-read-aloud';
import { updateLearningSettings } from './update-learning-settings';

/** /settings "Learning": a child's daily goal, time zone and reading aloud. */
export async function saveLearningSettingsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take:lesson:own', learningSettingsSchema, formData, async (actor, input) => {
    const saved = await updateLearningSettings(actor, input);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'progress.settings.saved', values: { dailyGoalXp: String(saved.dailyGoalXp), timeZone: saved.timeZone, readAloud: saved.readAloud } };
  });
}

/** /children: a parent sets one of their children's daily goal (audited; 403 for a child who is not theirs). */
export async function setChildDailyGoalAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:child:own', childGoalSchema, formData, async (actor, { childId, dailyGoalXp }) => {
    await setChildDailyGoal(actor, childId, dailyGoalXp);
    revalidatePath('/children');
    return { status: 'success', message: 'progress.childGoal.saved', values: { dailyGoalXp: String(dailyGoalXp) } };
  });
}

/** /children: a parent chooses whether lessons are read aloud to one of their children (audited; 403 for a child who is not theirs). */
export async function setChildReadAloudAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:child:own', childReadAloudSchema, formData, async (actor, { childId, readAloud }) => {
    await setChildReadAloud(actor, childId, readAloud);
    revalidatePath('/children');
    return { status: 'success', message: 'progress.childReadAloud.saved', values: { readAloud } };
  });
}
