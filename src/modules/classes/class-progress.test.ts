import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, dailyXp } from '@/db/schema';
import { parseCsv } from '@/lib/csv';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { getStudentReportPage } from '@/modules/reports';
import { setLeaderboardVisibility } from '@/modules/simulator';
import { createStock, order, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { exportClassProgressCsv, getClassProgressPage } from './class-progress';
import { classWith } from './test-fixtures';
import { onPlan } from '@/modules/billing/test-fixtures';

/*
 * A tutor's class view of /progress (decision 034): the figures equal the ledgers, only approved students of the
 * tutor's own class count, no amount of money shows, and reading it is logged once a day per child for the family.
 * On both databases (the integration project runs on each).
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});



describe('a tutor’s class progress', () => {
  it('shows each approved student’s first score per lesson, the class’s accuracy, the questions missed most and XP equal to the ledger', async () => {
    const { tutor, group, members, pending } = await classWith('Ana', 'Ben');
    const [ana, ben] = members.map((member) => member.child) as [Actor, Actor];
    const course = await createCourse({ lessons: 2 });
    await finishLesson(ana, course.lessonIds[0]!);
    await finishLesson(ana, course.lessonIds[0]!, { perfect: false });
    await finishLesson(ben, course.lessonIds[0]!, { perfect: false });
    // A pending child's learning is not the tutor's to see.
    await finishLesson(pending, course.lessonIds[1]!);

    const page = (await getClassProgressPage(tutor, { class: group.id }, 'en'))!;
    expect(page.selected!.id).toBe(group.id);
    expect(page.students.map((student) => student.name)).toEqual(['Ana Learner', 'Ben Learner']);
    const learning = page.learning!;
    expect(learning.lessons.map((lesson) => lesson.lessonTitle)).toEqual(['Lesson 1']);
    const [lesson1] = learning.lessons;
    expect(lesson1!.byStudent[ana.id]).toMatchObject({ correct: 1, total: 1 });
    expect(lesson1!.byStudent[ben.id]).toMatchObject({ correct: 0, total: 1 });
    expect([lesson1!.correct, lesson1!.total, lesson1!.completions]).toEqual([1, 3, 3]);
    expect(learning.missed.map((question) => [question.lessonTitle, question.blockId, question.missed, question.answered])).toEqual([['Lesson 1', 'q1', 2, 3]]);
    const [ledger] = await getDb()
      .select({ xp: sql<number>`coalesce(sum(${dailyXp.xp}), 0)::int`.mapWith(Number) })
      .from(dailyXp)
      .where(inArray(dailyXp.userId, [ana.id, ben.id]));
    expect(learning.periodXp).toBe(ledger!.xp);
    expect(learning.periodXp).toBeGreaterThan(0);
    expect(learning.activeStudents).toBe(2);
    expect(learning.xpByDay).toHaveLength(30);
    expect((await getClassProgressPage(tutor, { class: group.id, days: '90' }, 'en'))!.learning!.xpByDay).toHaveLength(90);

    // The CSV holds the grid, one row per student and lesson done.
    const csv = parseCsv((await exportClassProgressCsv(tutor, { class: group.id }, 'en'))!.body).map((record) => record.fields);
    expect(csv[0]).toEqual(['student', 'class', 'course', 'lesson', 'first_completed_at', 'correct', 'total', 'period_from', 'period_to', 'time_zone']);
    expect(csv.slice(1).map((fields) => [fields[0], fields[3], fields[5], fields[6]])).toEqual([
      ['Ana Learner', 'Lesson 1', '1', '1'],
      ['Ben Learner', 'Lesson 1', '0', '1'],
    ]);
  });

  it('shows simulator activity and the return, never an amount; no return for a child the family hid', async () => {
    const { tutor, group, members } = await classWith('Ana', 'Ben', 'Cy');
    const [ana, ben] = members as [{ child: Actor; parent: Actor }, { child: Actor; parent: Actor }];
    const stock = await createStock({ price: '10' });
    await order(ana.child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });
    await order(ben.child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    await setLeaderboardVisibility(ben.parent, ben.child.id, false);
    const page = (await getClassProgressPage(tutor, { class: group.id }, 'en'))!;
    const byName = Object.fromEntries(page.students.map((student) => [student.name, student.simulator]));
    expect(byName['Ana Learner']).toEqual({ hasAccount: true, trades: 1, holdings: 1, returnPct: -0.01 });
    expect(byName['Ben Learner']).toEqual({ hasAccount: true, trades: 1, holdings: 1, returnPct: null });
    expect(byName['Cy Learner']).toEqual({ hasAccount: false, trades: 0, holdings: 0, returnPct: null });
    expect(JSON.stringify(page)).not.toMatch(/10000|9999|@/);
  });

  it('is the tutor’s own: another tutor’s class or a malformed id is not found, the first class is the default, other roles are refused', async () => {
    const { tutor, group } = await classWith('Ana');
    const other = await trader({ role: 'tutor' });
    // On Classroom, as the export is (decision 040): a Free tutor's export is refused before any class is looked up.
    await onPlan(other, 'classroom');
    expect(await getClassProgressPage(other, { class: group.id }, 'en')).toBeNull();
    expect(await getClassProgressPage(tutor, { class: 'not-a-class' }, 'en')).toBeNull();
    expect(await exportClassProgressCsv(other, { class: group.id }, 'en')).toBeNull();
    expect((await getClassProgressPage(tutor, {}, 'en'))!.selected!.id).toBe(group.id);
    // A tutor without a class gets the page with nothing to show.
    expect(await getClassProgressPage(other, {}, 'en')).toMatchObject({ selected: null, learning: null, students: [] });
    for (const role of ['parent', 'child'] as const) expect((await appErrorOf(getClassProgressPage(await trader({ role }), {}, 'en'))).status).toBe(403);
  });

  it('is logged in each child’s access log once a day, shared with the student page', async () => {
    const { tutor, group, members } = await classWith('Ana', 'Ben');
    await Promise.all([getClassProgressPage(tutor, { class: group.id }, 'en'), getClassProgressPage(tutor, { class: group.id }, 'en')]);
    await getStudentReportPage(tutor, members[0]!.child.id, {}, { locale: 'en', currency: 'USD' });
    const entries = await getDb()
      .select({ childId: auditLogs.entityId, message: auditLogs.message })
      .from(auditLogs)
      .where(and(eq(auditLogs.performedBy, tutor.email!), eq(auditLogs.actionType, 'student_report_view')));
    expect(entries.map((entry) => entry.childId).sort()).toEqual(members.map((member) => member.child.id).sort());
    expect(entries.every((entry) => entry.message.endsWith('class progress'))).toBe(true);
  });
});
