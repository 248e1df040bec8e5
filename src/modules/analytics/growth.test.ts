import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, classMembers, familyLinks, users } from '@/db/schema';
import { classWith } from '@/modules/classes/test-fixtures';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { linkFamily, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { appErrorOf, createTestUser } from '../../../tests/factories';
import { growthCsv } from './csv';
import { getGrowth } from './growth';
import { analyticsFiltersSchema } from './schemas';

/*
 * The growth figures (decision 038) equal direct counts: sign-ups per day and role, the activation funnel, a cohort's
 * weekly retention, family links and class members. This file's own database, its activity made once. Both databases.
 */

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = isoDay(new Date());
const from = isoDay(new Date(Date.now() - 30 * DAY));
const filters = (role = 'all') => analyticsFiltersSchema.parse({ from, to: today, role });

describe('growth', () => {
  let admin: Awaited<ReturnType<typeof trader>>;
  let oldActive: { id: string; createdAt: Date | null };
  beforeAll(async () => {
    await resetSettings();
    admin = await trader({ role: 'admin' });
    // Two children who signed up 20 days ago; one came back on their 9th day (their second week).
    const signedUp = new Date(Date.now() - 20 * DAY);
    oldActive = await createTestUser({ role: 'child', createdAt: signedUp });
    await createTestUser({ role: 'child', createdAt: signedUp });
    await getDb().insert(auditLogs).values({ performedBy: 'old@example.test', role: 'child', actionType: 'login', component: 'session', entityId: oldActive.id, message: 'signed in', timestamp: new Date(signedUp.getTime() + 9 * DAY) });
    // Today: a child who finishes three lessons, one who finishes one, an unverified parent, a family and a class.
    const [keen, casual] = [await trader({ firstName: 'Keen' }), await trader({ firstName: 'Casual' })];
    const course = await createCourse({ lessons: 3 });
    for (const lessonId of course.lessonIds) await finishLesson(keen, lessonId);
    await finishLesson(casual, course.lessonIds[0]!);
    const parent = await trader({ role: 'parent', emailVerified: false });
    await linkFamily(parent.id, keen.id);
    await classWith('Member');
  });

  it('sign-ups and the funnel equal direct counts of the accounts made in the range', async () => {
    const growth = await getGrowth(admin, filters());
    const inRange = and(isNotNull(users.createdAt), gte(users.createdAt, new Date(`${from}T00:00:00Z`)));
    const byRole = await getDb().select({ role: users.role, n: count() }).from(users).where(inRange).groupBy(users.role);
    for (const { role, n } of byRole) expect(growth.signups.reduce((sum, row) => sum + row[role as 'child'], 0)).toBe(n);
    const [all] = await getDb().select({ n: count(), verified: sql<number>`count(*) filter (where ${users.emailVerified})::int` }).from(users).where(inRange);
    expect(growth.signups.reduce((sum, row) => sum + row.total, 0)).toBe(all!.n);
    expect(growth.signups).toHaveLength(31);
    expect(growth.funnel).toMatchObject({ registered: all!.n, verified: all!.verified, firstLesson: 2, threeLessons: 1, eligibleWeek2: 2, activeWeek2: 1 });

    const children = await getGrowth(admin, filters('child'));
    const [kids] = await getDb().select({ n: count() }).from(users).where(and(inRange, eq(users.role, 'child')));
    expect(children.funnel.registered).toBe(kids!.n);
    expect((await getGrowth(admin, filters('parent'))).funnel).toMatchObject({ firstLesson: 0, eligibleWeek2: 0 });
  });

  it('a cohort’s weeks count who came back in each week after signing up; weeks not reached yet are empty', async () => {
    const growth = await getGrowth(admin, filters('child'));
    const signedUp = oldActive.createdAt!;
    const monday = isoDay(new Date(signedUp.getTime() - ((signedUp.getUTCDay() + 6) % 7) * DAY));
    const cohort = growth.cohorts.find((row) => row.week === monday)!;
    expect(cohort.size).toBe(2);
    expect(cohort.active.slice(0, 3)).toEqual([0, 1, 0]);
    const thisWeek = growth.cohorts.at(-1)!;
    expect(thisWeek.active[0]).toBeGreaterThan(0);
    expect(thisWeek.active.slice(2)).toEqual(Array(7).fill(null));
  });

  it('family links and class members equal direct counts, week by week with running totals', async () => {
    const growth = await getGrowth(admin, filters());
    const [links] = await getDb().select({ n: count() }).from(familyLinks);
    const [linked] = await getDb().select({ n: sql<number>`count(distinct ${familyLinks.childId})::int` }).from(familyLinks);
    const [children] = await getDb().select({ n: count() }).from(users).where(eq(users.role, 'child'));
    expect(growth.links).toMatchObject({ children: children!.n, linked: linked!.n });
    expect(growth.links.weeks.at(-1)!.total).toBe(links!.n);
    const [members] = await getDb().select({ n: count() }).from(classMembers).where(eq(classMembers.status, 'approved'));
    expect(growth.classes.at(-1)!.total).toBe(members!.n);
    expect(growth.classes.reduce((sum, row) => sum + row.count, 0)).toBe(members!.n);
    expect(growthCsv(growth, 'funnel').split('\r\n')[0]).toBe('step,people');
    expect(growthCsv(growth, 'cohorts').split('\r\n')[0]).toBe('week,size,active_week_0,active_week_1,active_week_2,active_week_3,active_week_4,active_week_5,active_week_6,active_week_7,active_week_8');
  });

  it('are an admin’s only (403)', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) expect(await appErrorOf(getGrowth(await trader({ role }), filters()))).toMatchObject({ status: 403 });
  });
});
