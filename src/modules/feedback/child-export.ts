import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { feedbackMessages, feedbackReads } from '@/db/schema';
import { fullName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts/runtime';
import type { ExportedFeedbackMessage, ExportedFeedbackRead } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

const tutor = peopleView('tutor');

/**
 * What tutors wrote to the child and what the child answered (decision 035), oldest first, and how far the child read
 * each thread, for a parent's export (decision 027).
 */
export async function readChildFeedback(tx: Tx, childId: string): Promise<{ feedback: ExportedFeedbackMessage[]; feedbackRead: ExportedFeedbackRead[] }> {
  const messages = await tx
    .select({
      tutorFirstName: tutor.firstName,
      tutorLastName: tutor.lastName,
      author: feedbackMessages.author,
      body: feedbackMessages.body,
      reaction: feedbackMessages.reaction,
      createdAt: feedbackMessages.createdAt,
      removedAt: feedbackMessages.removedAt,
    })
    .from(feedbackMessages)
    .innerJoin(tutor, eq(tutor.id, feedbackMessages.tutorId))
    .where(eq(feedbackMessages.childId, childId))
    .orderBy(asc(feedbackMessages.createdAt), asc(feedbackMessages.id));
  // How far the child read each thread: the time of the last message they had read (a thread's counter means nothing
  // to a parent).
  const reads = await tx
    .select({
      tutorFirstName: tutor.firstName,
      tutorLastName: tutor.lastName,
      readUpTo: sql<Date | null>`(select max(${feedbackMessages.createdAt}) from ${feedbackMessages} where ${feedbackMessages.tutorId} = ${feedbackReads.tutorId} and ${feedbackMessages.childId} = ${feedbackReads.childId} and ${feedbackMessages.seq} <= ${feedbackReads.readSeq})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(feedbackReads)
    .innerJoin(tutor, eq(tutor.id, feedbackReads.tutorId))
    .where(and(eq(feedbackReads.readerId, childId), eq(feedbackReads.childId, childId)))
    .orderBy(asc(tutor.lastName), asc(tutor.firstName));
  return {
    // A message an admin removed is listed without its words (the family is not shown it anywhere else either).
    feedback: messages.map(({ tutorFirstName, tutorLastName, body, removedAt, ...row }) => ({ tutor: fullName({ firstName: tutorFirstName, lastName: tutorLastName }), ...row, body: removedAt ? null : body, removed: removedAt !== null })),
    feedbackRead: reads.map(({ tutorFirstName, tutorLastName, readUpTo }) => ({ tutor: fullName({ firstName: tutorFirstName, lastName: tutorLastName }), readUpTo })),
  };
}
