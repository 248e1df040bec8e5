import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, classMembers, users } from '@/db/schema';
import { getChildAccessLog } from '@/modules/families';
import { getStudentReportPage } from '@/modules/reports';
import { setLeaderboardVisibility } from '@/modules/simulator';
import { createStock, linkFamily, order, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { addStudent, createClass } from './manage-classes';
import { answerMembership } from './membership';
import { codeOf } from './test-fixtures';
import { getStudentsPage } from './students';

/*
 * A tutor's students (decision 033): /students lists the approved students of the tutor's own classes, and a
 * student's page shows the family's report scoped to what a tutor may see, each opening logged once a day for the
 * family. On both databases (the integration project runs on each).
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});


/** A child with a linked parent, asked into the class; `approve` says what the parent answers (undefined: not yet). */
async function familyChild(tutor: Actor, classId: string, firstName: string, approve?: boolean) {
  const parent = await trader({ role: 'parent', firstName: `${firstName}'s parent`, lastName: 'Parent' });
  const child = await trader({ role: 'child', firstName, lastName: 'Learner' });
  await linkFamily(parent.id, child.id);
  await addStudent(tutor, { classId, code: await codeOf(child) });
  if (approve !== undefined) await answerMembership(parent, { classId, childId: child.id }, approve);
  return { parent, child };
}

const viewsOf = (tutor: Actor, childId: string) =>
  getDb()
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(and(eq(auditLogs.performedBy, tutor.email!), eq(auditLogs.actionType, 'student_report_view'), eq(auditLogs.entityId, childId)));

describe('a tutor’s students', () => {
  it('lists only the approved students of the tutor’s own classes, each once with their classes; searched, filtered and sorted', async () => {
    const tutor = await trader({ role: 'tutor', firstName: 'Tara', lastName: 'Tutor' });
    const maths = await createClass(tutor, { name: 'Maths' });
    const art = await createClass(tutor, { name: 'Art' });
    const { parent: mayaParent, child: maya } = await familyChild(tutor, maths.id, 'Maya', true);
    await addStudent(tutor, { classId: art.id, code: await codeOf(maya) });
    const { child: zed } = await familyChild(tutor, art.id, 'Zed', true);
    await familyChild(tutor, maths.id, 'Pending');
    await familyChild(tutor, maths.id, 'Declined', false);
    // Another tutor's approved student is not this tutor's.
    const other = await trader({ role: 'tutor' });
    await familyChild(other, (await createClass(other, { name: 'Maths' })).id, 'Stranger', true);

    // Maya's second class waits for her family: she is listed in Maths only until they approve.
    let page = await getStudentsPage(tutor, {});
    expect(page.rows.map((row) => [row.name, row.classes.map((group) => group.name)])).toEqual([
      ['Maya Learner', ['Maths']],
      ['Zed Learner', ['Art']],
    ]);
    expect(page.total).toBe(2);
    // What a tutor sees of a student: never the e-mail address or the family code.
    expect(JSON.stringify(page.rows)).not.toMatch(/@|childRefCode/);
    await answerMembership(mayaParent, { classId: art.id, childId: maya.id }, true);
    page = await getStudentsPage(tutor, {});
    expect(page.rows.find((row) => row.id === maya.id)!.classes.map((group) => group.name)).toEqual(['Art', 'Maths']);

    expect((await getStudentsPage(tutor, { q: 'zE' })).rows.map((row) => row.id)).toEqual([zed.id]);
    expect((await getStudentsPage(tutor, { class: maths.id })).rows.map((row) => row.id)).toEqual([maya.id]);
    // A class that is not the tutor's matches nobody; a malformed filter is ignored.
    expect((await getStudentsPage(tutor, { class: (await createClass(other, { name: 'Other' })).id })).rows).toEqual([]);
    expect((await getStudentsPage(tutor, { class: 'not-an-id', sort: 'shoe-size' })).rows).toHaveLength(2);

    await getDb().update(users).set({ xp: 500 }).where(eq(users.id, zed.id));
    await getDb().update(users).set({ lastLogin: new Date() }).where(eq(users.id, maya.id));
    expect((await getStudentsPage(tutor, { sort: 'xp' })).rows.map((row) => row.id)).toEqual([zed.id, maya.id]);
    expect((await getStudentsPage(tutor, { sort: 'active' })).rows.map((row) => row.id)).toEqual([maya.id, zed.id]);
    expect((await getStudentsPage(tutor, { sort: 'xp' })).rows[0]!.glance!.level.level).toBeGreaterThan(1);
  });

  it('is the tutors’ own: parents and children are refused', async () => {
    for (const role of ['parent', 'child'] as const) {
      const someone = await trader({ role });
      expect((await appErrorOf(getStudentsPage(someone, {}))).status).toBe(403);
      expect((await appErrorOf(getStudentReportPage(someone, someone.id, {}, { locale: 'en', currency: 'USD' }))).status).toBe(403);
    }
  });
});

describe('a student’s page', () => {
  it('is not found for another tutor’s student, a pending or declined one, an unknown or malformed id', async () => {
    const tutor = await trader({ role: 'tutor' });
    const group = await createClass(tutor, { name: 'Maths' });
    const { child: pending } = await familyChild(tutor, group.id, 'Pending');
    const { child: declined } = await familyChild(tutor, group.id, 'Declined', false);
    const other = await trader({ role: 'tutor' });
    const { child: theirs } = await familyChild(other, (await createClass(other, { name: 'Maths' })).id, 'Theirs', true);
    for (const id of [pending.id, declined.id, theirs.id, 'no-such-child', "x'; drop table users; --", 'a'.repeat(500)]) {
      expect(await getStudentReportPage(tutor, id, {}, { locale: 'en', currency: 'USD' })).toBeNull();
    }
    // Nothing was logged for a child the tutor could not open.
    expect(await viewsOf(tutor, theirs.id)).toEqual([]);
    // Removing an approved student takes their page away at once.
    const { child } = await familyChild(tutor, group.id, 'Gone', true);
    expect(await getStudentReportPage(tutor, child.id, {}, { locale: 'en', currency: 'USD' })).not.toBeNull();
    await getDb().delete(classMembers).where(eq(classMembers.childId, child.id));
    expect(await getStudentReportPage(tutor, child.id, {}, { locale: 'en', currency: 'USD' })).toBeNull();
  });

  it('shows the family’s figures without an amount; the return only while the family keeps the child on the leaderboards', async () => {
    const tutor = await trader({ role: 'tutor', firstName: 'Tara', lastName: 'Tutor' });
    const group = await createClass(tutor, { name: 'Maths' });
    const { parent, child } = await familyChild(tutor, group.id, 'Maya', true);
    const stock = await createStock({ price: '10', sector: 'Tech' });
    await order(child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });

    const page = (await getStudentReportPage(tutor, child.id, { days: '90' }, { locale: 'en', currency: 'USD' }))!;
    expect(page.days).toBe(90);
    expect(page.report.learning.xpByDay).toHaveLength(90);
    expect(page.report.child).toMatchObject({ id: child.id, name: 'Maya Learner', firstName: 'Maya' });
    expect(page.student.classes.map((entry) => entry.name)).toEqual(['Maths']);
    expect(page.report.simulator).toMatchObject({ totalValue: null, startingCash: null, returnPct: -0.01, periodTrades: 1, holdings: 1, largestHolding: stock.symbol });
    expect(JSON.stringify(page)).not.toContain(child.email!);

    await setLeaderboardVisibility(parent, child.id, false);
    const hidden = (await getStudentReportPage(tutor, child.id, {}, { locale: 'en', currency: 'USD' }))!;
    expect(hidden.days).toBe(30);
    expect(hidden.report.simulator).toMatchObject({ totalValue: null, returnPct: null, periodTrades: 1, holdings: 1 });
  });

  it('goes to the child’s access log once per tutor and day, even when opened in several tabs at once', async () => {
    const tutor = await trader({ role: 'tutor', firstName: 'Tara', lastName: 'Tutor' });
    const group = await createClass(tutor, { name: 'Maths' });
    const { parent, child } = await familyChild(tutor, group.id, 'Maya', true);
    await Promise.all([1, 2, 3].map(() => getStudentReportPage(tutor, child.id, {}, { locale: 'en', currency: 'USD' })));
    await getStudentReportPage(tutor, child.id, { days: '90' }, { locale: 'en', currency: 'USD' });
    expect(await viewsOf(tutor, child.id)).toHaveLength(1);
    const [entry] = (await getChildAccessLog(parent, child.id))!.entries.filter((row) => row.action === 'student_report_view');
    expect(entry!.by).toEqual({ who: 'other', role: 'tutor', name: 'Tara Tutor' });

    // Yesterday's opening does not count for today.
    await getDb().execute(sql`alter table audit_logs disable trigger user`);
    try {
      await getDb().update(auditLogs).set({ timestamp: sql`now() - interval '1 day'` }).where(and(eq(auditLogs.performedBy, tutor.email!), eq(auditLogs.actionType, 'student_report_view')));
    } finally {
      await getDb().execute(sql`alter table audit_logs enable trigger user`);
    }
    await getStudentReportPage(tutor, child.id, {}, { locale: 'en', currency: 'USD' });
    expect(await viewsOf(tutor, child.id)).toHaveLength(2);
  });
});
