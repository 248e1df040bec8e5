import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/idempotency-key';
import { ACCOUNT_ID_PATTERN, UUID_PATTERN } from '@/lib/ids';
import { FEEDBACK_MAX, REACTIONS } from './limits';

/** A message's longest text, for the forms of other modules that write into the threads (a class game's team). */
export { FEEDBACK_MAX } from './limits';

/** A message's text: plain, trimmed, 1 to FEEDBACK_MAX characters (a team's message from a class game too). */
export const messageBodySchema = z
  .string({ message: 'feedback.errors.bodyRequired' })
  .trim()
  .min(1, 'feedback.errors.bodyRequired')
  .max(FEEDBACK_MAX, 'feedback.errors.bodyTooLong');
const body = messageBodySchema;
const personId = (message: string) => z.string({ message }).trim().regex(ACCOUNT_ID_PATTERN, message);
const messageId = z.string({ message: 'feedback.errors.messageNotFound' }).trim().regex(UUID_PATTERN, 'feedback.errors.messageNotFound');

/** What a tutor's message is about: nothing, one of the child's assignments, or a lesson. */
const about = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const assignment = /^assignment:([0-9a-f-]{36})$/i.exec(value);
    if (assignment && UUID_PATTERN.test(assignment[1]!)) return { kind: 'assignment' as const, id: assignment[1]! };
    const lesson = /^lesson:(\d{1,9})$/.exec(value);
    if (lesson) return { kind: 'lesson' as const, id: Number(lesson[1]) };
    context.addIssue({ code: 'custom', message: 'feedback.errors.aboutNotFound' });
    return z.NEVER;
  });

/** The message's key (decision 049): sent again after a lost answer, it is one message. None from a form posted before its script ran. */
export const messageKeySchema = z.union([z.literal('').transform(() => undefined), z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'errors.badForm')]).optional();
const idempotencyKey = messageKeySchema;

export const tutorMessageSchema = z.object({ childId: personId('feedback.errors.notYourStudent'), body, about, idempotencyKey });
export type TutorMessageInput = z.infer<typeof tutorMessageSchema>;
export const childReplySchema = z.object({ tutorId: personId('feedback.errors.threadNotFound'), body, idempotencyKey });
export const reactionSchema = z.object({ messageId, reaction: z.union([z.enum(REACTIONS), z.literal('')], { message: 'feedback.errors.messageNotFound' }).transform((value) => value || null) });
export const templateSchema = z.object({ body });
export const templateIdSchema = z.object({ templateId: z.string({ message: 'feedback.errors.templateNotFound' }).trim().regex(UUID_PATTERN, 'feedback.errors.templateNotFound') });
export const removeMessageSchema = z.object({ messageId });
export const markReadSchema = z.object({
  tutorId: personId('feedback.errors.threadNotFound'),
  childId: personId('feedback.errors.threadNotFound'),
  /** The newest message the reader was shown: what arrived after it stays unread. */
  upTo: z.coerce.number({ message: 'feedback.errors.threadNotFound' }).int('feedback.errors.threadNotFound').positive('feedback.errors.threadNotFound'),
});
