import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDatabaseHandle, getDb } from '@/db/client';
import { lessonTranslations, notifications } from '@/db/schema';
import { addStudent, answerMembership, classWith, codeOf, createAssignment } from '@/modules/classes/test-fixtures';
import { answerRequest, endLink, requestLink } from '@/modules/families/test-fixtures';
import { replyAsChild, sendAsTutor } from '@/modules/feedback/test-fixtures';
import { createBadge, createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { linkFamily, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { resetLimit } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { unreadMessage } from './live';
import { notify, NOTIFICATIONS_CHANNEL } from './notify';
import { getNotificationsPage } from './queries';
import { markAllNotificationsRead, markNotificationRead } from './read-marks';
import { notificationFiltersSchema } from './schemas';
import { NOTIFICATIONS_PER_PAGE } from './types';

/*
 * Notifications (decision 036): made by the other modules' events in their transactions, each to the right people
 * only, listed newest first with their read state, and heard by the live streams only once committed. On both
 * databases (the integration project runs on each).
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});

const page = (actor: Actor, filters: Record<string, string> = {}) => getNotificationsPage(actor, notificationFiltersSchema.parse(filters));
const kinds = async (actor: Actor) => (await page(actor)).items.map((item) => [item.type, item.params]);

describe('notifications', () => {
  it('a badge the child earns reaches the child and each linked parent, nobody else', async () => {
    const child = await trader({ firstName: 'Maya', lastName: 'Khan' });
    const [mum, dad, stranger] = [await trader({ role: 'parent' }), await trader({ role: 'parent' }), await trader({ role: 'parent' })];
    await linkFamily(mum.id, child.id);
    await linkFamily(dad.id, child.id);
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, slug: `first-${child.id}` });
    const course = await createCourse({ lessons: 1 });
    await finishLesson(child, course.lessonIds[0]!);

    const mine = await page(child);
    expect(mine.items.map((item) => [item.type, item.link, item.read])).toEqual([['badge_earned', '/achievements', false]]);
    expect(mine.items[0]!.params.badge).toMatch(/^Badge first-/);
    for (const parent of [mum, dad]) {
      expect((await page(parent)).items.map((item) => [item.type, item.params.child, item.link])).toEqual([['child_badge_earned', 'Maya Khan', '/progress']]);
    }
    expect((await page(stranger)).items).toEqual([]);
    expect(await unreadMessage(mum.id)).toBe('{"unread":1}');
  });

  it('a family link: the child hears of the request, the parent of the answer, each of the other ending it', async () => {
    const child = await trader({ firstName: 'Noor', lastName: 'Ali' });
    const parent = await trader({ role: 'parent', firstName: 'Priya', lastName: 'Parent' });
    const { eventId } = await requestLink(parent, await codeOf(child));
    expect(await kinds(child)).toEqual([['link_requested', { name: 'Priya Parent' }]]);
    await answerRequest(child, eventId, true);
    expect(await kinds(parent)).toEqual([['link_accepted', { name: 'Noor Ali' }]]);
    await endLink(child, parent.id);
    expect((await kinds(parent))[0]).toEqual(['link_ended', { name: 'Noor Ali' }]);
    const again = await requestLink(parent, await codeOf(child));
    await answerRequest(child, again.eventId, false);
    expect((await kinds(parent))[0]).toEqual(['link_declined', { name: 'Noor Ali' }]);
  });

  it('a class: the family hears of the request, the tutor of the answer; students of new work; each side of feedback', async () => {
    const { tutor, group, members, pending } = await classWith('Sam');
    const { child, parent } = members[0]!;
    // classWith asked for two children and the first one's parent approved.
    expect(await kinds(parent)).toEqual([['membership_requested', { tutor: 'Tara Tutor', child: 'Sam Learner', className: 'Maths' }]]);
    expect((await page(tutor)).items.map((item) => [item.type, item.params.child, item.link])).toEqual([['membership_approved', 'Sam Learner', `/classes/${group.id}`]]);
    // The pending child has no linked parent answering yet: their own parent was asked, not the child.
    expect(await kinds(pending)).toEqual([]);

    const course = await createCourse({ lessons: 1 });
    await createAssignment(tutor, { classId: group.id, target: { kind: 'lesson', id: course.lessonIds[0]! }, who: 'all', students: [], dueOn: null, note: '' });
    const lessonId = course.lessonIds[0]!;
    expect((await kinds(child))[0]).toEqual(['assignment_given', { title: 'Lesson 1', className: 'Maths', lessonId: String(lessonId) }]);
    // The list names the lesson in the page's language where it is translated, by the id kept with it.
    await getDb().insert(lessonTranslations).values({ lessonId, locale: 'fr', title: 'Leçon un', sourceFingerprint: 'test' });
    const inFrench = await getNotificationsPage(child, notificationFiltersSchema.parse({}), 'fr');
    expect(inFrench.items[0]!.params.title).toBe('Leçon un');
    expect((await getNotificationsPage(child, notificationFiltersSchema.parse({}), 'ar')).items[0]!.params.title).toBe('Lesson 1');

    await resetLimit(`feedback:${tutor.id}`);
    await sendAsTutor(tutor, { childId: child.id, body: 'Well done', about: null });
    expect((await kinds(child))[0]).toEqual(['feedback_received', { name: 'Tara T.' }]);
    await replyAsChild(child, { tutorId: tutor.id, body: 'Thanks!' });
    expect((await page(tutor)).items.map((item) => [item.type, item.params.name, item.link])[0]).toEqual(['feedback_reply', 'Sam Learner', `/feedback/${child.id}`]);
  });

  it('a declined class tells the tutor no more than the request did', async () => {
    const { tutor, group } = await classWith();
    const child = await trader({ firstName: 'Zoe', lastName: 'Quinn' });
    const parent = await trader({ role: 'parent' });
    await linkFamily(parent.id, child.id);
    await addStudent(tutor, { classId: group.id, code: await codeOf(child) });
    await answerMembership(parent, { classId: group.id, childId: child.id }, false);
    expect((await page(tutor)).items.find((item) => item.type === 'membership_declined')?.params).toEqual({ child: 'Zoe Q.', className: 'Maths' });
  });

  it('lists newest first a page at a time, filters the unread, and marks one or all read for their reader only', async () => {
    const reader = await trader({ role: 'parent' });
    const other = await trader({ role: 'parent' });
    await getDb().transaction((tx) =>
      notify(
        tx,
        Array.from({ length: NOTIFICATIONS_PER_PAGE + 2 }, (_, index) => ({ recipientId: reader.id, type: 'link_accepted' as const, params: { name: `Child ${index}` }, link: '/children' })),
      ),
    );
    const first = await page(reader);
    expect(first.items).toHaveLength(NOTIFICATIONS_PER_PAGE);
    expect(first.items[0]!.params.name).toBe(`Child ${NOTIFICATIONS_PER_PAGE + 1}`);
    expect(first.unread).toBe(NOTIFICATIONS_PER_PAGE + 2);
    const second = await page(reader, { before: first.next! });
    expect(second.items.map((item) => item.params.name)).toEqual(['Child 1', 'Child 0']);
    expect(second.next).toBeNull();

    // Someone else's notification is not found, whoever asks; the reader's own opens and is read.
    expect((await appErrorOf(markNotificationRead(other, first.items[0]!.id))).status).toBe(404);
    expect(await markNotificationRead(reader, first.items[0]!.id)).toEqual({ link: '/children' });
    const unread = await page(reader, { show: 'unread' });
    expect(unread.unread).toBe(NOTIFICATIONS_PER_PAGE + 1);
    expect(unread.items.some((item) => item.id === first.items[0]!.id)).toBe(false);
    expect(await markAllNotificationsRead(other)).toBe(0);
    expect(await markAllNotificationsRead(reader)).toBe(NOTIFICATIONS_PER_PAGE + 1);
    expect((await page(reader, { show: 'unread' })).items).toEqual([]);
    // A stale or made-up filter shows the first page of all.
    expect((await page(reader, { show: 'sideways', before: 'x' })).items).toHaveLength(NOTIFICATIONS_PER_PAGE);
  });

  it('is heard by the live streams once committed, and never when the change rolls back', async () => {
    const reader = await trader({ role: 'parent' });
    const heard: string[] = [];
    const stop = await getDatabaseHandle().listen(NOTIFICATIONS_CHANNEL, (payload) => heard.push(payload));
    try {
      await expect(
        getDb().transaction(async (tx) => {
          await notify(tx, [{ recipientId: reader.id, type: 'link_accepted', params: { name: 'A' }, link: '/children' }]);
          throw new Error('the cause failed');
        }),
      ).rejects.toThrow('the cause failed');
      const another = await trader({ role: 'parent' });
      await getDb().transaction((tx) =>
        notify(tx, [
          { recipientId: reader.id, type: 'link_accepted', params: { name: 'B' }, link: '/children' },
          { recipientId: another.id, type: 'link_accepted', params: { name: 'C' }, link: '/children' },
        ]),
      );
      // Sent once the transaction has committed, outside it (src/db/after-commit.ts): each recipient once.
      await vi.waitFor(() => expect([...heard].sort()).toEqual([reader.id, another.id].sort()));
      expect((await page(reader)).items.map((item) => item.params.name)).toEqual(['B']);
    } finally {
      await stop();
    }
  });

  it('is deleted with the child it is about', async () => {
    const child = await trader();
    const parent = await trader({ role: 'parent' });
    await getDb().transaction((tx) => notify(tx, [{ recipientId: parent.id, type: 'child_badge_earned', childId: child.id, params: { child: 'X', badge: 'Y' }, link: '/progress' }]));
    await getDb().execute(sql`delete from users where id = ${child.id}`);
    expect(await getDb().select().from(notifications).where(eq(notifications.recipientId, parent.id))).toEqual([]);
  });
});
