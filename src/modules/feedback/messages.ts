import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { feedbackMessages, feedbackReads, feedbackTemplates } from '@/db/schema';
import { lockPerson, peopleView } from '@/modules/accounts';
import { isAssignmentGivenBy } from '@/modules/classes';
import { findPublishedWorkTitle } from '@/modules/courses';
import { tutorIdsOf } from '@/modules/families';
import { fullName } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { consume, tooManyAttempts } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { TEMPLATES_MAX, type Reaction } from './limits';
import { messageBodySchema, type TutorMessageInput } from './schemas';
import { publish } from '@/server/domain-events';
import { feedbackWritten } from './events';

/*
 * Feedback between a tutor and an approved student (decision 035). A tutor writes only to their approved students;
 * a child answers only a tutor who wrote to them and is still their tutor. Messages are plain text, length-limited,
 * rate limited per writer, and kept whole in the audit trail (an admin's removal hides a message, not its record).
 */

/** Messages a writer may send per window (counted before anything is read): a real conversation fits, a flood does not. */
export const MESSAGE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

async function assertMayWrite(actor: Actor) {
  const attempt = await consume({ key: `feedback:${actor.id}`, ...MESSAGE_LIMIT });
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
}

/** The reader has read the thread up to the message numbered `seq` (their own newest message, or the thread's). */
async function markThreadRead(tx: Tx, readerId: string, tutorId: string, childId: string, seq: number) {
  await tx
    .insert(feedbackReads)
    .values({ readerId, tutorId, childId, readSeq: seq })
    .onConflictDoUpdate({ target: [feedbackReads.readerId, feedbackReads.tutorId, feedbackReads.childId], set: { readSeq: sql`greatest(${feedbackReads.readSeq}, excluded.read_seq)` } });
}

async function childOf(tx: Tx, childId: string) {
  const person = peopleView('child');
  const [child] = await tx.select({ id: person.id, email: person.email, firstName: person.firstName, lastName: person.lastName }).from(person).where(eq(person.id, childId));
  return child;
}

/** An `about` the tutor may name: one of the child's assignments in the tutor's classes, or a published lesson. */
async function assertAbout(tx: Tx, actor: Actor, childId: string, about: TutorMessageInput['about']) {
  if (!about) return;
  const named =
    about.kind === 'assignment'
      ? await isAssignmentGivenBy(tx, { assignmentId: about.id, childId, tutorId: actor.id })
      : (await findPublishedWorkTitle(tx, { kind: 'lesson', id: about.id })) !== null;
  if (!named) throw new AppError(400, 'feedback.errors.aboutNotFound', { about: 'feedback.errors.aboutNotFound' });
}

/** Who wrote a message in which thread, and the key their form sent it with (decision 049). */
interface Sending {
  tutorId: string;
  childId: string;
  author: 'tutor' | 'child';
  idempotencyKey?: string;
}

/** The message this writer already sent in this thread with this key: a resend after a lost answer, not a new one. */
async function sentBefore(tx: Tx | ReturnType<typeof getDb>, sending: Sending): Promise<{ id: string } | undefined> {
  if (!sending.idempotencyKey) return undefined;
  const [message] = await tx
    .select({ id: feedbackMessages.id })
    .from(feedbackMessages)
    .where(
      and(
        eq(feedbackMessages.tutorId, sending.tutorId),
        eq(feedbackMessages.childId, sending.childId),
        eq(feedbackMessages.author, sending.author),
        eq(feedbackMessages.idempotencyKey, sending.idempotencyKey),
      ),
    );
  return message;
}

/** What a tutor writes into one student's thread (the caller checked that the child is theirs). */
interface TutorWriting {
  childId: string;
  body: string;
  about?: TutorMessageInput['about'];
  idempotencyKey?: string;
}

/**
 * Writes the tutor's message into one thread, in the caller's transaction: the tutor's side is marked read, the child
 * is told (feedbackWritten), the audit trail keeps it. A key this thread already holds writes nothing: the first one.
 */
async function writeTutorMessage(tx: Tx, actor: Actor, writing: TutorWriting): Promise<{ id: string; written: boolean }> {
  const [message] = await tx
    .insert(feedbackMessages)
    .values({
      tutorId: actor.id,
      childId: writing.childId,
      author: 'tutor',
      body: writing.body,
      aboutAssignmentId: writing.about?.kind === 'assignment' ? writing.about.id : null,
      aboutLessonId: writing.about?.kind === 'lesson' ? writing.about.id : null,
      createdAt: new Date(),
      idempotencyKey: writing.idempotencyKey ?? null,
    })
    // Two sends of one key at once: the second finds the first's row (the unique writer-and-key index).
    .onConflictDoNothing()
    .returning({ id: feedbackMessages.id, seq: feedbackMessages.seq });
  if (!message) return { ...(await sentBefore(tx, { tutorId: actor.id, childId: writing.childId, author: 'tutor', idempotencyKey: writing.idempotencyKey }))!, written: false };
  await markThreadRead(tx, actor.id, actor.id, writing.childId, message.seq);
  await publish(tx, feedbackWritten, { tutorId: actor.id, childId: writing.childId, author: 'tutor' });
  const child = await childOf(tx, writing.childId);
  await writeAudit(tx, actor, {
    actionType: 'feedback_message',
    component: 'feedback',
    entityId: message.id,
    targetUser: child?.email ?? null,
    subjectUserId: writing.childId,
    childId: writing.childId,
    message: `${actor.email} wrote feedback to ${child ? fullName(child) : 'a student'}`,
    details: { childId: writing.childId, tutorId: actor.id, author: 'tutor', body: writing.body, about: writing.about },
  });
  return { id: message.id, written: true };
}

/**
 * A tutor writes to one of their approved students; anyone else's child (or a pending one) is a 404. The same
 * message sent again with its key (its answer was lost) is the first one: no second message, no second count.
 */
export async function sendAsTutor(actor: Actor, input: TutorMessageInput & { idempotencyKey?: string }): Promise<{ id: string }> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'read:student:own');
  const earlier = await sentBefore(getDb(), { tutorId: actor.id, childId: input.childId, author: 'tutor', idempotencyKey: input.idempotencyKey });
  if (earlier) return earlier;
  await assertMayWrite(actor);
  return getDb().transaction(async (tx) => {
    if (!(await tutorIdsOf(input.childId, tx)).includes(actor.id)) throw new AppError(404, 'feedback.errors.notYourStudent');
    await assertAbout(tx, actor, input.childId, input.about);
    const { id } = await writeTutorMessage(tx, actor, input);
    return { id };
  });
}

/**
 * A tutor writes one message to several of their approved students at once (a team of a class game): each finds it
 * in their own thread with the tutor, as if written to them alone, and is notified. All or nothing, in one
 * transaction: a child who is not the tutor's approved student refuses the whole send (404), so nobody gets a message
 * the others did not. The send counts once against the writer's limit; sent again with its key, each thread keeps
 * its first copy and the threads that lacked it (none, unless the list grew) get theirs.
 */
export async function sendToChildren(actor: Actor, input: { childIds: readonly string[]; body: string; idempotencyKey?: string }): Promise<{ sent: number }> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'read:student:own');
  const childIds = [...new Set(input.childIds)].sort();
  if (childIds.length === 0) throw new AppError(404, 'feedback.errors.notYourStudent');
  const parsed = messageBodySchema.safeParse(input.body);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]!.message, { body: parsed.error.issues[0]!.message });
  const body = parsed.data;
  const db = getDb();
  let everywhere = Boolean(input.idempotencyKey);
  for (const childId of childIds) everywhere &&= Boolean(await sentBefore(db, { tutorId: actor.id, childId, author: 'tutor', idempotencyKey: input.idempotencyKey }));
  if (everywhere) return { sent: childIds.length };
  await assertMayWrite(actor);
  return db.transaction(async (tx) => {
    for (const childId of childIds) if (!(await tutorIdsOf(childId, tx)).includes(actor.id)) throw new AppError(404, 'feedback.errors.notYourStudent');
    // One child after another: a transaction runs one statement at a time.
    for (const childId of childIds) await writeTutorMessage(tx, actor, { childId, body, idempotencyKey: input.idempotencyKey });
    return { sent: childIds.length };
  });
}

/** A child answers a tutor who wrote to them and is still their tutor; any other thread is a 404. A resend: as above. */
export async function replyAsChild(actor: Actor, input: { tutorId: string; body: string; idempotencyKey?: string }): Promise<{ id: string }> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'take:lesson:own');
  const sending: Sending = { tutorId: input.tutorId, childId: actor.id, author: 'child', idempotencyKey: input.idempotencyKey };
  const earlier = await sentBefore(getDb(), sending);
  if (earlier) return earlier;
  await assertMayWrite(actor);
  return getDb().transaction(async (tx) => {
    const [{ started } = { started: 0 }] = await tx
      .select({ started: count() })
      .from(feedbackMessages)
      .where(and(eq(feedbackMessages.tutorId, input.tutorId), eq(feedbackMessages.childId, actor.id), eq(feedbackMessages.author, 'tutor')));
    if (started === 0 || !(await tutorIdsOf(actor.id, tx)).includes(input.tutorId)) throw new AppError(404, 'feedback.errors.threadNotFound');
    const [message] = await tx
      .insert(feedbackMessages)
      .values({ tutorId: input.tutorId, childId: actor.id, author: 'child', body: input.body, createdAt: new Date(), idempotencyKey: input.idempotencyKey ?? null })
      .onConflictDoNothing()
      .returning({ id: feedbackMessages.id, seq: feedbackMessages.seq });
    if (!message) return (await sentBefore(tx, sending))!;
    await markThreadRead(tx, actor.id, input.tutorId, actor.id, message!.seq);
    await publish(tx, feedbackWritten, { tutorId: input.tutorId, childId: actor.id, author: 'child' });
    await writeAudit(tx, actor, {
      actionType: 'feedback_reply',
      component: 'feedback',
      entityId: message!.id,
      subjectUserId: input.tutorId,
      childId: actor.id,
      message: `${actor.email} replied to their tutor's feedback`,
      details: { childId: actor.id, tutorId: input.tutorId, author: 'child', body: input.body },
    });
    return { id: message!.id };
  });
}

/** The child reacts to (or clears the reaction on) a tutor's message in one of their threads. */
export async function reactAsChild(actor: Actor, input: { messageId: string; reaction: Reaction | null }): Promise<void> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'take:lesson:own');
  const updated = await getDb()
    .update(feedbackMessages)
    .set({ reaction: input.reaction })
    .where(and(eq(feedbackMessages.id, input.messageId), eq(feedbackMessages.childId, actor.id), eq(feedbackMessages.author, 'tutor'), sql`${feedbackMessages.removedAt} is null`))
    .returning({ id: feedbackMessages.id });
  if (updated.length === 0) throw new AppError(404, 'feedback.errors.messageNotFound');
}

/**
 * The reader (the thread's tutor or child) has seen the thread up to the message numbered `upTo`, the newest their
 * page showed: one that arrived since stays unread. Anyone else's thread, or a thread with no such message, is a 404.
 */
export async function markRead(actor: Actor, input: { tutorId: string; childId: string; upTo: number }): Promise<void> {
  assertCan(actor, 'write:feedback:own');
  if (actor.id !== input.tutorId && actor.id !== input.childId) throw new AppError(404, 'feedback.errors.threadNotFound');
  await getDb().transaction(async (tx) => {
    const [message] = await tx
      .select({ seq: feedbackMessages.seq })
      .from(feedbackMessages)
      .where(and(eq(feedbackMessages.tutorId, input.tutorId), eq(feedbackMessages.childId, input.childId), eq(feedbackMessages.seq, input.upTo)));
    if (!message) throw new AppError(404, 'feedback.errors.threadNotFound');
    await markThreadRead(tx, actor.id, input.tutorId, input.childId, message.seq);
  });
}

export async function saveTemplate(actor: Actor, input: { body: string }): Promise<void> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'read:student:own');
  await getDb().transaction(async (tx) => {
    // The tutor's own row, locked: two tabs saving at once cannot pass the limit together.
    await lockPerson(tx, actor.id);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(feedbackTemplates).where(eq(feedbackTemplates.tutorId, actor.id));
    if (total >= TEMPLATES_MAX) throw new AppError(409, 'feedback.errors.tooManyTemplates');
    await tx.insert(feedbackTemplates).values({ tutorId: actor.id, body: input.body });
  });
}

export async function deleteTemplate(actor: Actor, templateId: string): Promise<void> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'read:student:own');
  const deleted = await getDb()
    .delete(feedbackTemplates)
    .where(and(eq(feedbackTemplates.id, templateId), eq(feedbackTemplates.tutorId, actor.id)))
    .returning({ id: feedbackTemplates.id });
  if (deleted.length === 0) throw new AppError(404, 'feedback.errors.templateNotFound');
}

/** An admin hides a message from everyone; the audit trail keeps what it said. Removing twice changes nothing. */
export async function removeMessage(actor: Actor, messageId: string): Promise<void> {
  assertCan(actor, 'moderate:feedback:any');
  await getDb().transaction(async (tx) => {
    const [message] = await tx.select().from(feedbackMessages).where(eq(feedbackMessages.id, messageId)).for('update');
    if (!message) throw new AppError(404, 'feedback.errors.messageNotFound');
    if (message.removedAt) return;
    await tx.update(feedbackMessages).set({ removedAt: new Date(), removedBy: actor.id }).where(eq(feedbackMessages.id, message.id));
    await writeAudit(tx, actor, {
      actionType: 'feedback_remove',
      component: 'feedback',
      entityId: message.id,
      // About the message's author, in the child's thread.
      subjectUserId: message.author === 'child' ? message.childId : message.tutorId,
      childId: message.childId,
      message: `${actor.email} removed a feedback message`,
      details: { childId: message.childId, tutorId: message.tutorId, author: message.author, body: message.body },
    });
  });
}
