import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, classMembers, feedbackMessages } from '@/db/schema';
import { classWith } from '@/modules/classes/test-fixtures';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { resetLimit } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { deleteTemplate, markRead, MESSAGE_LIMIT, reactAsChild, removeMessage, replyAsChild, saveTemplate, sendAsTutor, sendToChildren } from './messages';
import { countUnreadFeedback, getChildFeedbackForParent, getModerationPage, getMyFeedback, getTutorFeedbackPage, getTutorThread } from './queries';
import { TEMPLATES_MAX } from './limits';
import { tutorMessageSchema } from './schemas';

/*
 * Feedback between a tutor and an approved student (decision 035): who may write to whom, replies and reactions,
 * unread counts, the parent's read-only view, templates, limits, and an admin's removal that the audit trail keeps.
 * On both databases (the integration project runs on each).
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});

/** A tutor's class with one approved child (whose linked parent approved) and one the family has not answered. */
async function setting() {
  const { tutor, group, members, pending } = await classWith('Maya');
  return { tutor, parent: members[0]!.parent, child: members[0]!.child, pending, classId: group.id };
}

const write = (tutor: Actor, childId: string, body: string, about?: string) => sendAsTutor(tutor, tutorMessageSchema.parse({ childId, body, about }));

describe('feedback', () => {
  it('a tutor writes only to approved students; the child reads it, replies and reacts; unread counts follow each side', async () => {
    const { tutor, child, pending } = await setting();
    const course = await createCourse({ lessons: 1 });
    await finishLesson(child, course.lessonIds[0]!);
    await write(tutor, child.id, 'Great progress on saving!\nSee https://example.test', `lesson:${course.lessonIds[0]}`);

    // Nobody else's child: a pending one, another tutor's, an unknown id. Nothing is written.
    const other = await trader({ role: 'tutor' });
    for (const [who, id] of [[tutor, pending.id], [other, child.id], [tutor, 'no-such-child']] as const) {
      expect((await appErrorOf(write(who, id, 'Hello'))).status).toBe(404);
    }
    expect((await appErrorOf(write(tutor, child.id, 'About a stranger lesson', 'lesson:999999'))).status).toBe(400);
    expect(await getDb().select({ id: feedbackMessages.id }).from(feedbackMessages)).toHaveLength(1);
    // Parents and children do not write as tutors.
    expect((await appErrorOf(write(await trader({ role: 'parent' }), child.id, 'Hi'))).status).toBe(403);

    let [thread] = await getMyFeedback(child, 'en');
    expect(thread!.tutor.name).toBe('Tara T.');
    expect(thread!.messages.map((message) => [message.author, message.body, message.about, message.unread])).toEqual([['tutor', 'Great progress on saving!\nSee https://example.test', { kind: 'lesson', title: 'Lesson 1' }, true]]);
    expect(thread!.mayWrite).toBe(true);
    expect(await countUnreadFeedback(child)).toBe(1);
    await markRead(child, { tutorId: tutor.id, childId: child.id, upTo: thread!.messages.at(-1)!.seq });
    expect(await countUnreadFeedback(child)).toBe(0);

    await replyAsChild(child, { tutorId: tutor.id, body: 'Thank you!' });
    await reactAsChild(child, { messageId: thread!.messages[0]!.id, reaction: 'heart' });
    expect(await countUnreadFeedback(tutor)).toBe(1);
    const page = await getTutorFeedbackPage(tutor);
    expect(page.rows.map((row) => [row.student.name, row.lastBody, row.unread])).toEqual([['Maya Learner', 'Thank you!', 1]]);
    const tutorThread = (await getTutorThread(tutor, child.id, 'en'))!;
    expect(tutorThread.thread.messages.map((message) => [message.author, message.reaction, message.unread])).toEqual([
      ['tutor', 'heart', false],
      ['child', null, true],
    ]);
    // The tutor's writing marks the thread read on their side.
    await write(tutor, child.id, 'Keep going.');
    expect(await countUnreadFeedback(tutor)).toBe(0);

    // A child answers only a tutor who wrote to them; reacts only to their own thread's tutor messages.
    expect((await appErrorOf(replyAsChild(child, { tutorId: other.id, body: 'Hi' }))).status).toBe(404);
    expect((await appErrorOf(reactAsChild(pending, { messageId: thread!.messages[0]!.id, reaction: 'party' }))).status).toBe(404);
    expect((await appErrorOf(reactAsChild(tutor, { messageId: thread!.messages[0]!.id, reaction: 'party' }))).status).toBe(403);
    await reactAsChild(child, { messageId: thread!.messages[0]!.id, reaction: null });
    [thread] = await getMyFeedback(child, 'en');
    expect(thread!.messages[0]!.reaction).toBeNull();

    // Another tutor, or a child who is not theirs, has no thread page; markRead on someone else's thread is a 404.
    expect(await getTutorThread(other, child.id, 'en')).toBeNull();
    expect(await getTutorThread(tutor, pending.id, 'en')).toBeNull();
    expect((await appErrorOf(markRead(other, { tutorId: tutor.id, childId: child.id, upTo: thread!.messages[0]!.seq }))).status).toBe(404);

    // Every message is in the audit trail, with what it said.
    const entries = await getDb().select().from(auditLogs).where(eq(auditLogs.component, 'feedback'));
    expect(entries.map((entry) => [entry.actionType, entry.details?.body])).toEqual(
      expect.arrayContaining([
        ['feedback_message', 'Great progress on saving!\nSee https://example.test'],
        ['feedback_reply', 'Thank you!'],
      ]),
    );
  });

  it('a child who left the class keeps the thread to read, without replying; the tutor loses it', async () => {
    const { tutor, child, classId } = await setting();
    await write(tutor, child.id, 'Well done.');
    await getDb().delete(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.childId, child.id)));
    const [thread] = await getMyFeedback(child, 'en');
    expect(thread!.mayWrite).toBe(false);
    expect((await appErrorOf(replyAsChild(child, { tutorId: tutor.id, body: 'Hi' }))).status).toBe(404);
    expect(await getTutorThread(tutor, child.id, 'en')).toBeNull();
    expect((await appErrorOf(write(tutor, child.id, 'Still there?'))).status).toBe(404);
  });

  it('a linked parent reads the thread and nothing more; another parent does not find it', async () => {
    const { tutor, parent, child } = await setting();
    await write(tutor, child.id, 'Nice work on budgets.');
    await replyAsChild(child, { tutorId: tutor.id, body: 'I liked it' });
    const view = (await getChildFeedbackForParent(parent, child.id, 'en'))!;
    expect(view.childName).toBe('Maya Learner');
    expect(view.threads[0]!.messages.map((message) => message.body)).toEqual(['Nice work on budgets.', 'I liked it']);
    expect(view.threads[0]!.mayWrite).toBe(false);
    expect(view.threads[0]!.messages.every((message) => !message.unread)).toBe(true);
    expect(await getChildFeedbackForParent(await trader({ role: 'parent' }), child.id, 'en')).toBeNull();
    expect((await appErrorOf(getChildFeedbackForParent(tutor, child.id, 'en'))).status).toBe(403);
  });

  it('keeps the order of writing and the unread marks within one millisecond, and marks read only what the page showed', async () => {
    const { tutor, child } = await setting();
    // A fast server writes a message and its answer in the same millisecond: the clock cannot tell them apart.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
      await write(tutor, child.id, 'First');
      await replyAsChild(child, { tutorId: tutor.id, body: 'Second' });
      await write(tutor, child.id, 'Third');
      await replyAsChild(child, { tutorId: tutor.id, body: 'Fourth' });
    } finally {
      vi.useRealTimers();
    }
    const [thread] = await getMyFeedback(child, 'en');
    expect(thread!.messages.map((message) => message.body)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    // The tutor's own writing marked the thread read as far as 'Third'; the reply after it is new to them.
    expect(await countUnreadFeedback(tutor)).toBe(1);
    expect((await getTutorFeedbackPage(tutor)).rows[0]!.lastBody).toBe('Fourth');

    // The child's page showed up to 'Third'; a message that arrived since stays unread after the page marks it read.
    await write(tutor, child.id, 'Fifth');
    await markRead(child, { tutorId: tutor.id, childId: child.id, upTo: thread!.messages[2]!.seq });
    expect(await countUnreadFeedback(child)).toBe(1);
    // A number that is not a message of this thread marks nothing.
    expect((await appErrorOf(markRead(child, { tutorId: tutor.id, childId: child.id, upTo: thread!.messages[2]!.seq + 1_000_000 }))).status).toBe(404);
  });

  it('an admin removes a message: hidden for everyone, kept in the audit trail; others cannot', async () => {
    const { tutor, parent, child } = await setting();
    const { id } = await write(tutor, child.id, 'Oops, wrong student.');
    const admin = await trader({ role: 'admin' });
    // Newest first: this message heads the list (the file's other tests wrote before it).
    expect((await getModerationPage(admin)).rows[0]).toMatchObject({ id, author: 'tutor', tutorName: 'Tara Tutor', childName: 'Maya Learner', body: 'Oops, wrong student.', removed: false });
    for (const who of [tutor, child, parent]) expect((await appErrorOf(removeMessage(who, id))).status).toBe(403);
    await removeMessage(admin, id);
    await removeMessage(admin, id);
    expect((await getMyFeedback(child, 'en'))[0]!.messages[0]!.body).toBeNull();
    expect((await getChildFeedbackForParent(parent, child.id, 'en'))!.threads[0]!.messages[0]!.body).toBeNull();
    expect((await getModerationPage(admin)).rows[0]).toMatchObject({ id, removed: true });
    const removals = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'feedback_remove'), eq(auditLogs.entityId, id)));
    expect(removals.map((entry) => entry.details?.body)).toEqual(['Oops, wrong student.']);
    // A removed message takes no reaction.
    expect((await appErrorOf(reactAsChild(child, { messageId: id, reaction: 'heart' }))).status).toBe(404);
  });

  it('limits how fast anyone writes, and keeps messages plain and short', async () => {
    const { tutor, child } = await setting();
    await resetLimit(`feedback:${tutor.id}`);
    for (let index = 0; index < MESSAGE_LIMIT.max; index++) await write(tutor, child.id, `Message ${index}`);
    expect((await appErrorOf(write(tutor, child.id, 'One more'))).status).toBe(429);
    expect(tutorMessageSchema.safeParse({ childId: child.id, body: '   ' }).error?.issues[0]?.message).toBe('feedback.errors.bodyRequired');
    expect(tutorMessageSchema.safeParse({ childId: child.id, body: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe('feedback.errors.bodyTooLong');
    expect(tutorMessageSchema.safeParse({ childId: child.id, body: 'Hi', about: 'course:1' }).error?.issues[0]?.message).toBe('feedback.errors.aboutNotFound');
  });

  it('a message sent again with its key (its answer was lost) is one message, counted once, told the same (decision 049)', async () => {
    const { tutor, child } = await setting();
    await resetLimit(`feedback:${tutor.id}`);
    await resetLimit(`feedback:${child.id}`);
    const key = crypto.randomUUID();
    const again = () => sendAsTutor(tutor, tutorMessageSchema.parse({ childId: child.id, body: 'Well done today!', idempotencyKey: key }));
    const sent = await again();
    expect(await again()).toEqual(sent);
    // A resend takes no place in the writer's limit: one message counted, so all but one more pass.
    for (let index = 0; index < MESSAGE_LIMIT.max - 1; index++) await write(tutor, child.id, `Message ${index}`);
    expect((await appErrorOf(write(tutor, child.id, 'One more'))).status).toBe(429);
    // …and a message already sent, sent again past the limit, is still told it was sent.
    expect(await again()).toEqual(sent);
    // The child's reply, the same way, and both sends of one reply arriving at once: one message.
    const replyKey = crypto.randomUUID();
    const reply = () => replyAsChild(child, { tutorId: tutor.id, body: 'Thanks!', idempotencyKey: replyKey });
    const both = await Promise.all([reply(), reply()]);
    expect(both[1]).toEqual(both[0]);
    expect(await reply()).toEqual(both[0]);
    const thread = await getDb().select({ author: feedbackMessages.author, body: feedbackMessages.body }).from(feedbackMessages).where(and(eq(feedbackMessages.tutorId, tutor.id), eq(feedbackMessages.childId, child.id)));
    expect(thread.filter((message) => message.body === 'Well done today!' || message.author === 'child').map((message) => `${message.author}: ${message.body}`).sort()).toEqual(['child: Thanks!', 'tutor: Well done today!']);
    expect(thread).toHaveLength(MESSAGE_LIMIT.max + 1);
    const audited = await getDb().select({ id: auditLogs.id }).from(auditLogs).where(and(eq(auditLogs.actionType, 'feedback_message'), eq(auditLogs.entityId, sent.id)));
    expect(audited).toHaveLength(1);
  });

  it('one message to several students: each gets it in their own thread, all or none, counted once, a resend writes nothing', async () => {
    const { tutor, members, pending } = await classWith('Ada', 'Ben');
    const [ada, ben] = [members[0]!.child, members[1]!.child];
    const stranger = await trader();
    const bodies = async (child: Actor) => (await getMyFeedback(child, 'en')).flatMap((thread) => thread.messages.map((message) => message.body));
    // One child who is not the tutor's approved student (a pending one, a stranger) refuses the whole send.
    for (const outsider of [pending, stranger]) {
      expect((await appErrorOf(sendToChildren(tutor, { childIds: [ada.id, outsider.id, ben.id], body: 'Hello team' }))).status).toBe(404);
    }
    expect([await bodies(ada), await bodies(ben)]).toEqual([[], []]);
    expect((await appErrorOf(sendToChildren(tutor, { childIds: [ada.id], body: '   ' }))).fieldErrors).toEqual({ body: 'feedback.errors.bodyRequired' });
    expect((await appErrorOf(sendToChildren(await trader({ role: 'parent' }), { childIds: [ada.id], body: 'Hi' }))).status).toBe(403);

    await resetLimit(`feedback:${tutor.id}`);
    const key = crypto.randomUUID();
    expect(await sendToChildren(tutor, { childIds: [ben.id, ada.id, ada.id], body: 'Hello team', idempotencyKey: key })).toEqual({ sent: 2 });
    expect(await sendToChildren(tutor, { childIds: [ada.id, ben.id], body: 'Hello team', idempotencyKey: key })).toEqual({ sent: 2 });
    expect([await bodies(ada), await bodies(ben)]).toEqual([['Hello team'], ['Hello team']]);
    expect(await countUnreadFeedback(ada)).toBe(1);
    // The send took one place in the writer's limit, the resend none.
    for (let index = 0; index < MESSAGE_LIMIT.max - 1; index++) await write(tutor, ada.id, `Message ${index}`);
    expect((await appErrorOf(write(tutor, ada.id, 'One more'))).status).toBe(429);
  });

  it('a tutor keeps up to 20 templates of their own', async () => {
    const { tutor } = await setting();
    for (let index = 0; index < TEMPLATES_MAX; index++) await saveTemplate(tutor, { body: `Great progress on ${index}` });
    expect((await appErrorOf(saveTemplate(tutor, { body: 'One too many' }))).status).toBe(409);
    const { templates } = await getTutorFeedbackPage(tutor);
    expect(templates).toHaveLength(TEMPLATES_MAX);
    expect((await appErrorOf(deleteTemplate(await trader({ role: 'tutor' }), templates[0]!.id))).status).toBe(404);
    await deleteTemplate(tutor, templates[0]!.id);
    expect((await getTutorFeedbackPage(tutor)).templates).toHaveLength(TEMPLATES_MAX - 1);
    expect((await appErrorOf(saveTemplate(await trader({ role: 'child' }), { body: 'Hi' }))).status).toBe(403);
  });
});
