import { defineEvent } from '@/server/domain-events';

/*
 * What the feedback module lets others react to (decision 015). No 'server-only': the wiring that subscribes to these
 * is loaded by the custom server too.
 */

/** A message in a tutor's thread with a student (decision 035): the tutor wrote it, or the child replied. */
export interface FeedbackWritten {
  tutorId: string;
  childId: string;
  author: 'tutor' | 'child';
}

export const feedbackWritten = defineEvent<FeedbackWritten>('feedback.message-written');
