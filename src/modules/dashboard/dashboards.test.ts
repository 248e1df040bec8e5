import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { assignments, badges, classes, classMembers, lessonAttempts, lessons, users } from '@/db/schema';
import { classWith, createAssignment } from '@/modules/classes/test-fixtures';
import { createBadge, createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { setLeaderboardVisibility } from '@/modules/simulator';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { changeChildCountry } from '@/modules/families';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getAdminOverview, getChildDashboard, getParentDashboard, getTutorDashboard } from './queries';

/** A class run by `tutor` with `children` in it (as the tutor's class page would leave it). */
async function classOf(tutor: Actor, name: string, children: Actor[] = []) {
  const [group] = await getDb().insert(classes).values({ tutorId: tutor.id, name }).returning({ id: classes.id });
  if (children.length > 0) await getDb().insert(classMembers).values(children.map((child) => ({ classId: group!.id, childId: child.id, status: 'approved' })));
  return group!.id;
}

const tutor = (firstName = 'Tara') => trader({ role: 'tutor', firstName, lastName: 'Tutor' });
const parent = () => trader({ role: 'parent', firstName: 'Pat', lastName: 'Parent' });

describe('the child’s dashboard', () => {
  beforeEach(async () => {
    // Only this file's badges count (the database is shared by the tests of this file).
    await getDb().delete(badges);
  });

  it('holds the level, the lesson to continue, streak and goal, the latest badges, featured lessons, the classes and the family code', async () => {
    const child = await trader({ firstName: 'Maya', lastName: 'Khan' });
    const course = await createCourse({ lessons: 6, xpReward: 120 });
    // Five featured lessons; the dashboard shows the first four.
    await getDb().update(lessons).set({ featuredPosition: 1 }).where(inArray(lessons.id, course.lessonIds.slice(1)));
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1 });
    await finishLesson(child, course.lessonIds[0]!);
    // Lesson 2 begun and left unfinished.
    await getDb().insert(lessonAttempts).values({ id: randomUUID(), userId: child.id, lessonId: course.lessonIds[1]! });
    const teacher = await tutor();
    const classId = await classOf(teacher, 'Maths 4B', [child]);
    // Another child's class is not this child's.
    await classOf(teacher, 'Art club', [await trader()]);

    const dashboard = await getChildDashboard(child);

    // 120 XP and half again for a perfect first try (decision 008): level 2, which starts at 100 XP.
    const [row] = await getDb().select({ xp: users.xp, code: users.childRefCode }).from(users).where(eq(users.id, child.id));
    expect(row!.xp).toBe(180);
    expect(dashboard.account).toMatchObject({ xp: 180, emailVerified: true });
    expect(dashboard.displayName).toBe('Maya');
    expect(dashboard.level).toMatchObject({ level: 2, xp: 180, levelStart: 100, nextLevelAt: 300 });
    expect(dashboard.nextLesson).toEqual({ lesson: expect.objectContaining({ slug: 'lesson-2', courseSlug: course.courseSlug }), continuing: true });
    expect(dashboard.streak).toMatchObject({ current: 1, countsToday: true });
    expect(dashboard.dailyGoal).toMatchObject({ todayXp: 180, met: true });
    expect(dashboard.latestBadges).toEqual([expect.objectContaining({ id: badge.id, slug: badge.slug, name: badge.name, iconEmoji: '⭐' })]);
    expect(dashboard.latestBadges[0]!.awardedAt).toBeInstanceOf(Date);
    expect(dashboard.featured).toHaveLength(4);
    expect(dashboard.classes).toEqual([{ childId: child.id, classId, className: 'Maths 4B', tutorName: 'Tara T.', status: 'approved', mayAnswer: false }]);
    expect(dashboard.refCode).toBe(row!.code);
    expect(dashboard.refCode).toBeTruthy();
    expect(dashboard.showSimulator).toBe(true);
  });

  it('offers the first lesson not done when none is unfinished, and “all done” (null) when every lesson is done', async () => {
    const child = await trader();
    const course = await createCourse({ lessons: 1, xpReward: 10 });
    const fresh = await getChildDashboard(child);
    expect(fresh.nextLesson).toMatchObject({ continuing: false });
    expect(fresh.latestBadges).toEqual([]);
    expect(fresh.classes).toEqual([]);

    // Every published lesson of this file's database, done.
    const published = await getDb().select({ id: lessons.id }).from(lessons).where(eq(lessons.published, true));
    for (const lesson of published) await finishLesson(child, lesson.id);
    const done = await getChildDashboard(child);
    expect(done.nextLesson).toBeNull();
    expect(published.map((lesson) => lesson.id)).toContain(course.lessonIds[0]);
  });

  it('says when the e-mail address is not confirmed yet', async () => {
    const child = await trader();
    await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, child.id));
    expect((await getChildDashboard(child)).account.emailVerified).toBe(false);
  });

  it('hides the family code while the account is held after a change of country (a held child takes no new parent)', async () => {
    const user = await createTestUser({ role: 'child', firstName: 'Sam' });
    // A 14-year-old American (13 is the age there) with a linked parent, moved by an admin to the Netherlands (16).
    await getDb().update(users).set({ birthYear: new Date().getUTCFullYear() - 14, country: 'US' }).where(eq(users.id, user.id));
    await linkFamily((await parent()).id, user.id);
    expect((await getChildDashboard(await actorFor(user))).refCode).toBeTruthy();
    const admin = await trader({ role: 'admin', firstName: 'Root' });
    expect(await changeChildCountry(admin, { childId: user.id, country: 'NL' })).toMatchObject({ outcome: 'waiting' });

    const held = await getChildDashboard(await actorFor(user));
    // No consent request was mailed (the linked parent is asked on their dashboard): the hold alone hides the code.
    expect(held.family).toMatchObject({ held: true, consentWait: null });
    expect(held.refCode).toBeNull();
  });
});

describe('the parent’s dashboard', () => {
  it('holds only the parent’s own children, by first name, with their XP, last sign-in, leaderboard visibility and classes', async () => {
    const mine = await parent();
    const zoe = await trader({ firstName: 'Zoe', lastName: 'Parent' });
    const adam = await trader({ firstName: 'Adam', lastName: 'Parent' });
    const stranger = await trader({ firstName: 'Sam', lastName: 'Else' });
    await linkFamily(mine.id, zoe.id);
    await linkFamily(mine.id, adam.id);
    await linkFamily((await parent()).id, stranger.id);
    await getDb().update(users).set({ xp: 250 }).where(eq(users.id, zoe.id));
    await setLeaderboardVisibility(mine, adam.id, false);
    const teacher = await tutor();
    const maths = await classOf(teacher, 'Maths 4B', [zoe, stranger]);
    const art = await classOf(await tutor('Theo'), 'Art club', [zoe]);

    const dashboard = await getParentDashboard(mine);

    expect(dashboard.children.map((child) => child.name)).toEqual(['Adam Parent', 'Zoe Parent']);
    const [first, second] = dashboard.children;
    expect(first).toMatchObject({ id: adam.id, xp: 0, leaderboardVisible: false, classes: [] });
    expect(second).toMatchObject({ id: zoe.id, xp: 250, leaderboardVisible: true });
    expect(second!.classes).toEqual([
      { childId: zoe.id, classId: art, className: 'Art club', tutorName: 'Theo T.', status: 'approved', mayAnswer: false },
      { childId: zoe.id, classId: maths, className: 'Maths 4B', tutorName: 'Tara T.', status: 'approved', mayAnswer: false },
    ]);
    // Each child signed in once (the test factory signs them in).
    expect(first!.lastLogin).toBeInstanceOf(Date);
    expect(dashboard.displayName).toBe('Pat');
    expect(dashboard.showSimulator).toBe(true);
  });

  it('is empty for a parent without children', async () => {
    expect((await getParentDashboard(await parent())).children).toEqual([]);
  });
});

describe('the tutor’s dashboard', () => {
  it('holds the tutor’s own classes by name with their student counts, never another tutor’s', async () => {
    const mine = await tutor();
    const maths = await classOf(mine, 'Maths 4B', [await trader(), await trader()]);
    const art = await classOf(mine, 'art club');
    await classOf(await tutor('Theo'), 'Secret club', [await trader()]);

    const dashboard = await getTutorDashboard(mine);

    expect(dashboard.classes).toEqual([
      { id: art, name: 'art club', students: 0 },
      { id: maths, name: 'Maths 4B', students: 2 },
    ]);
    expect(dashboard.displayName).toBe('Tara');
    expect(dashboard.account.emailVerified).toBe(true);
  });
});

describe('what waits for the tutor', () => {
  const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const dayAfter = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

  it('counts unanswered class requests, work due this week and overdue, and students away a week, in the tutor’s own classes only', async () => {
    const { tutor: teacher, group, children } = await classWith('Ana', 'Ben', 'Cy');
    const [ana, ben, cy] = children as [Actor, Actor, Actor];
    const course = await createCourse({ lessons: 2 });
    const give = (dueOn: string) => createAssignment(teacher, { classId: group.id, target: { kind: 'lesson', id: course.lessonIds[0]! }, who: 'all', students: [], dueOn, note: null });
    const day = today('UTC');
    await give(dayAfter(day, 3));
    // Due in ten days: not this week.
    await give(dayAfter(day, 10));
    // Overdue and not finished; and overdue but cancelled, which nobody has to do any more.
    const late = await give(dayAfter(day, 1));
    const cancelled = await give(dayAfter(day, 1));
    await getDb().update(assignments).set({ dueAt: sql`now() - interval '2 days'` }).where(inArray(assignments.id, [late.id, cancelled.id]));
    await getDb().update(assignments).set({ cancelledAt: new Date() }).where(eq(assignments.id, cancelled.id));
    // Ana signed in today, Ben eight days ago, Cy never.
    await getDb().update(users).set({ lastLogin: new Date() }).where(eq(users.id, ana.id));
    await getDb().update(users).set({ lastLogin: new Date(Date.now() - 8 * 86_400_000) }).where(eq(users.id, ben.id));
    await getDb().update(users).set({ lastLogin: null }).where(eq(users.id, cy.id));
    // Another tutor's class with its own waiting request and inactive student counts for them, not for this tutor.
    await classWith('Zed');

    const { attention } = await getTutorDashboard(teacher);

    expect(attention).toEqual({ pendingRequests: 1, pendingClassId: group.id, dueSoon: 1, dueSoonClassId: group.id, overdue: 1, inactiveStudents: 2 });
  });

  it('is all zeros for a tutor with nothing waiting (the page then says so in a sentence)', async () => {
    expect((await getTutorDashboard(await tutor())).attention).toEqual({ pendingRequests: 0, pendingClassId: null, dueSoon: 0, dueSoonClassId: null, overdue: 0, inactiveStudents: 0 });
  });
});

describe('each dashboard’s read', () => {
  it('is refused (403) to the roles it is not for; an admin may read any', async () => {
    const child = await trader();
    const mother = await parent();
    const teacher = await tutor();
    const admin = await trader({ role: 'admin' });
    const refused: [Actor, (actor: Actor) => Promise<unknown>][] = [
      [child, getParentDashboard],
      [child, getTutorDashboard],
      [child, getAdminOverview],
      [mother, getChildDashboard],
      [mother, getTutorDashboard],
      [mother, getAdminOverview],
      [teacher, getChildDashboard],
      [teacher, getParentDashboard],
      [teacher, getAdminOverview],
    ];
    for (const [actor, read] of refused) {
      const error = await appErrorOf(read(actor));
      expect([actor.role, read.name, error.status]).toEqual([actor.role, read.name, 403]);
    }
    // The admin opens any dashboard (spec 2) and sees their own account in it.
    expect((await getParentDashboard(admin)).children).toEqual([]);
    expect((await getTutorDashboard(admin)).classes).toEqual([]);
    expect((await getChildDashboard(admin)).classes).toEqual([]);
    const overview = await getAdminOverview(admin);
    expect(overview.byRole).toMatchObject({ admin: expect.any(Number), child: expect.any(Number), parent: expect.any(Number), tutor: expect.any(Number) });
  });
});
