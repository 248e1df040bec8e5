import { z } from 'zod';
import { currentTimeZoneName, DAILY_GOAL_CHOICES, isSupportedTimeZone } from './days';

/** A child's learning settings (/settings, "Learning"): a daily goal of 10, 20, 30 or 50 XP and an IANA time zone. */
export const learningSettingsSchema = z.object({
  dailyGoalXp: z.coerce
    .number({ message: 'progress.errors.badGoal' })
    .refine((value) => (DAILY_GOAL_CHOICES as readonly number[]).includes(value), 'progress.errors.badGoal'),
  timeZone: z.string({ message: 'progress.errors.badZone' }).trim().refine(isSupportedTimeZone, 'progress.errors.badZone').transform(currentTimeZoneName),
});
export type LearningSettingsInput = z.input<typeof learningSettingsSchema>;

/** A parent's daily-goal choice for one of their children (/children). The child is checked by the families module. */
export const childGoalSchema = z.object({
  childId: z.string({ message: 'progress.errors.childNotFound' }).trim().min(1, 'progress.errors.childNotFound').max(100, 'progress.errors.childNotFound'),
  dailyGoalXp: learningSettingsSchema.shape.dailyGoalXp,
});
