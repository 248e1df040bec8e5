import { z } from 'zod';
import { currentTimeZoneName, DAILY_GOAL_CHOICES, isSupportedTimeZone } from './days';
import { READ_ALOUD_CHOICES } from './read-aloud-choice';

/** Reading lessons aloud (decision 053): automatic (by the child's age), on or off. */
const readAloudField = z.enum(READ_ALOUD_CHOICES, { message: 'progress.errors.badReadAloud' });

/**
 * A child's learning settings (/settings, "Learning"): a daily goal of 10, 20, 30 or 50 XP, an IANA time zone and, when
 * the form sends it, whether lessons are read aloud.
 */
export const learningSettingsSchema = z.object({
  dailyGoalXp: z.coerce
    .number({ message: 'progress.errors.badGoal' })
    .refine((value) => (DAILY_GOAL_CHOICES as readonly number[]).includes(value), 'progress.errors.badGoal'),
  timeZone: z.string({ message: 'progress.errors.badZone' }).trim().refine(isSupportedTimeZone, 'progress.errors.badZone').transform(currentTimeZoneName),
  readAloud: readAloudField.optional(),
});
export type LearningSettingsInput = z.input<typeof learningSettingsSchema>;

/** A parent's daily-goal choice for one of their children (/children). The child is checked by the families module. */
export const childGoalSchema = z.object({
  childId: z.string({ message: 'progress.errors.childNotFound' }).trim().min(1, 'progress.errors.childNotFound').max(100, 'progress.errors.childNotFound'),
  dailyGoalXp: learningSettingsSchema.shape.dailyGoalXp,
});

/** A parent's read-aloud choice for one of their children (/children). The child is checked by the families module. */
export const childReadAloudSchema = z.object({
  childId: childGoalSchema.shape.childId,
  readAloud: readAloudField,
});
