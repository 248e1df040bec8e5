import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authUsers, classes, classMembers, users } from '@/db/schema';
import { seedDatabase } from '@/seed/seed';
import { DEMO_ASSIGNMENT_NOTE, DEMO_CLASS_NAME } from '@/seed/seed-data';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { onPlan } from '@/modules/billing/test-fixtures';
import { openAccount } from '@/modules/simulator';
import { getClassLeaderboard, getLeaderboard } from '@/modules/simulator';
import { setLeaderboardVisibility } from '@/modules/simulator';
import { createStock, linkFamily, order, resetSettings, tick, trader } from '@/modules/simulator/test-fixtures';
import { addStudent, CODE_ATTEMPTS, createClass, deleteClass, removeStudent, renameClass, setClassLeaderboard } from './manage-classes';
import { answerMembership } from './membership';
import { listMyAssignments } from './assignment-queries';
import { findClassPage, getClassDetail, listChildrenClasses, listClasses, listMyClasses } from './queries';
import { studentIdsOf } from '@/modules/families';
import { listAssignableCourses } from '@/modules/courses';
import { CLASSES_PER_TUTOR_MAX, STUDENTS_PER_CLASS_MAX } from './schemas';
import { classRosters } from './class-rosters';

// The class page's money shows in the viewer's currency, read from the request (spec 4 "Preferences"); there is no
// request here: the viewer chose US dollars.
vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});

const tutor = () => trader({ role: 'tutor', firstName: 'Tara', lastName: 'Tutor' });

/** A tutor adds the child and the family approves (decision 032): the child is then the tutor's student. */
async function enrol(owner: Actor, classId: string, child: Actor): Promise<void> {
  await addStudent(owner, { classId, code: await codeOf(child) });
  await getDb().update(classMembers).set({ status: 'approved', decidedAt: new Date() }).where(and(eq(classMembers.classId, classId), eq(classMembers.childId, child.id)));
}

async function codeOf(actor: Actor): Promise<string> {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, actor.id));
  return row!.code!;
}

async function auditFor(classId: string) {
  // In the order they were written (without an order PostgreSQL may return them in any).
  return getDb().select().from(auditLogs).where(and(eq(auditLogs.component, 'classes'), eq(auditLogs.entityId, classId))).orderBy(asc(auditLogs.id));
}

describe('a tutor’s classes', () => {
  it('are created, renamed and deleted by their tutor; names are unique per tutor whatever the case; every change is audited', async () => {
    const owner = await tutor();
    const other = await tutor();
    const maths = await createClass(owner, { name: 'Maths 4B' });
    await createClass(owner, { name: 'Art club' });
    // Another tutor may use the same name.
    await createClass(other, { name: 'Maths 4B' });
    expect((await appErrorOf(createClass(owner, { name: 'maths 4b' }))).message).toBe('classes.errors.nameTaken');
    expect((await appErrorOf(renameClass(owner, { classId: maths.id, name: 'ART CLUB' }))).status).toBe(409);

    expect((await listClasses(owner)).map((group) => group.name)).toEqual(['Art club', 'Maths 4B']);
    expect(await renameClass(owner, { classId: maths.id, name: 'Maths 5B' })).toEqual({ id: maths.id, name: 'Maths 5B' });
    // Renaming to the same name again changes nothing and writes no entry.
    await renameClass(owner, { classId: maths.id, name: 'Maths 5B' });

    const child = await trader({ firstName: 'Maya', lastName: 'Khan' });
    await addStudent(owner, { classId: maths.id, code: await codeOf(child) });
    expect(await deleteClass(owner, maths.id)).toMatchObject({ name: 'Maths 5B', students: 1 });
    expect(await getDb().select().from(classMembers).where(eq(classMembers.classId, maths.id))).toEqual([]);
    // The child's own account is untouched.
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, child.id))).toHaveLength(1);
    expect((await listClasses(owner)).map((group) => group.name)).toEqual(['Art club']);

    const entries = await auditFor(maths.id);
    expect(entries.map((entry) => entry.actionType).sort()).toEqual(['class_create', 'class_delete', 'class_rename', 'class_student_add']);
    expect(entries.every((entry) => entry.performedBy === owner.email && entry.role === 'tutor')).toBe(true);
    expect(entries.find((entry) => entry.actionType === 'class_rename')!.details).toMatchObject({ from: 'Maths 4B', to: 'Maths 5B' });
  });

  it(`stop at ${CLASSES_PER_TUTOR_MAX} per tutor`, async () => {
    const owner = await tutor();
    // A Free tutor stops at the plan's 2 (decision 040); on Classroom this cap is what stops them.
    await onPlan(owner, 'classroom');
    for (let index = 0; index < CLASSES_PER_TUTOR_MAX; index++) await createClass(owner, { name: `Class ${index}` });
    const error = await appErrorOf(createClass(owner, { name: 'One more' }));
    expect([error.status, error.message]).toEqual([409, 'classes.errors.tooManyClasses']);
    expect(await listClasses(owner)).toHaveLength(CLASSES_PER_TUTOR_MAX);
  });

  it('refuses a child whose parent has not agreed to the account yet (decision 030), and counts nothing against them', async () => {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Little ones' });
    const young = await trader({ firstName: 'Mila', lastName: '' });
    await getDb().update(users).set({ consentPending: true }).where(eq(users.id, young.id));
    const refused = await appErrorOf(addStudent(owner, { classId: group.id, code: await codeOf(young) }));
    expect([refused.status, refused.message]).toEqual([409, 'classes.errors.awaitingConsent']);
    expect(await getDb().select().from(classMembers).where(eq(classMembers.classId, group.id))).toEqual([]);
  });

  it('take children by their reference code, once each; an unknown code is refused', async () => {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Savers' });
    const maya = await trader({ firstName: 'Maya', lastName: 'Khan' });
    const leo = await trader({ firstName: 'Leo', lastName: 'Stone' });
    // Until the family approves, the tutor learns the first name and last initial only (decision 032).
    expect(await addStudent(owner, { classId: group.id, code: await codeOf(maya) })).toEqual({ id: maya.id, name: 'Maya K.' });
    await addStudent(owner, { classId: group.id, code: await codeOf(leo) });
    const asked = await getClassDetail(owner, group.id);
    expect(asked.students).toEqual([]);
    expect(asked.requests.map((request) => [request.name, request.status])).toEqual([['Leo S.', 'pending'], ['Maya K.', 'pending']]);
    expect(JSON.stringify(asked.requests)).not.toContain('Khan');
    await getDb().update(classMembers).set({ status: 'approved' }).where(eq(classMembers.classId, group.id));

    const again = await appErrorOf(addStudent(owner, { classId: group.id, code: await codeOf(maya) }));
    expect([again.status, again.message]).toEqual([409, 'classes.errors.alreadyInClass']);
    const unknown = await appErrorOf(addStudent(owner, { classId: group.id, code: 'ZZZZZZ' }));
    expect([unknown.status, unknown.message]).toEqual([404, 'classes.errors.codeNotFound']);

    const detail = await getClassDetail(owner, group.id);
    expect(detail.students.map((student) => `${student.firstName} ${student.lastName}`)).toEqual(['Leo Stone', 'Maya Khan']);
    expect(detail.students[0]).toMatchObject({ xp: 0, level: 1, avatarSeed: expect.any(String) });
    expect((await listClasses(owner))[0]).toMatchObject({ name: 'Savers', students: 2, leaderboardEnabled: true });

    const [added] = (await auditFor(group.id)).filter((entry) => entry.actionType === 'class_student_add' && entry.targetUser === maya.email);
    // Spec 3: entries about a child carry the child's display name and avatar.
    expect(added!.details).toMatchObject({ childId: maya.id, displayName: 'Maya Khan', avatarSeed: expect.any(String), avatarVariant: expect.any(String) });

    expect(await removeStudent(owner, { classId: group.id, childId: maya.id })).toEqual({ id: maya.id, name: 'Maya Khan' });
    expect((await listClasses(owner))[0]).toMatchObject({ students: 1 });
    const [removed] = (await auditFor(group.id)).filter((entry) => entry.actionType === 'class_student_remove');
    expect(removed).toMatchObject({ targetUser: maya.email, message: `${owner.email} removed Maya Khan from the class "Savers"` });
    expect(removed!.details).toMatchObject({ childId: maya.id, displayName: 'Maya Khan', classId: group.id });
    const gone = await appErrorOf(removeStudent(owner, { classId: group.id, childId: maya.id }));
    expect([gone.status, gone.message]).toEqual([404, 'classes.errors.studentNotFound']);
    expect((await getClassDetail(owner, group.id)).students.map((student) => student.id)).toEqual([leo.id]);
  });

  it('a code that is not a child’s (this account is a parent’s now) is refused as unknown', async () => {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Savers' });
    const grownUp = await trader();
    const code = await codeOf(grownUp);
    await getDb().update(users).set({ role: 'parent' }).where(eq(users.id, grownUp.id));
    expect((await appErrorOf(addStudent(owner, { classId: group.id, code }))).status).toBe(404);
  });

  it(`refuse a tutor who types ${CODE_ATTEMPTS.max} wrong codes (429, even for a right one), while right codes never count`, async () => {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Guessers' });
    const kids = await Promise.all([trader(), trader()]);
    await addStudent(owner, { classId: group.id, code: await codeOf(kids[0]!) });
    for (let index = 0; index < CODE_ATTEMPTS.max; index++) expect((await appErrorOf(addStudent(owner, { classId: group.id, code: `ZZZ${String(index).padStart(3, '0')}` }))).status).toBe(404);
    const blocked = await appErrorOf(addStudent(owner, { classId: group.id, code: await codeOf(kids[1]!) }));
    expect(blocked.status).toBe(429);
    expect((await getClassDetail(owner, group.id)).requests).toHaveLength(1);
    // Another tutor is not held back.
    const other = await tutor();
    const theirs = await createClass(other, { name: 'Fine' });
    await addStudent(other, { classId: theirs.id, code: await codeOf(kids[1]!) });
  });

  it(`hold at most ${STUDENTS_PER_CLASS_MAX} children`, async () => {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Big class' });
    // Children written straight to the tables (no password hashing): only their membership matters here.
    const ids = Array.from({ length: STUDENTS_PER_CLASS_MAX }, () => randomUUID());
    await getDb().insert(authUsers).values(ids.map((id) => ({ id, name: 'Kid', email: `${id}@example.test` })));
    await getDb().insert(users).values(ids.map((id) => ({ id, email: `${id}@example.test`, role: 'child' })));
    await getDb().insert(classMembers).values(ids.map((childId) => ({ classId: group.id, childId })));
    const late = await trader();
    const error = await appErrorOf(addStudent(owner, { classId: group.id, code: await codeOf(late) }));
    expect([error.status, error.message]).toEqual([409, 'classes.errors.classFull']);
    expect(await getDb().select().from(classMembers).where(eq(classMembers.classId, group.id))).toHaveLength(STUDENTS_PER_CLASS_MAX);
  });

  it('are invisible to anyone but their tutor: another tutor or an admin gets 404, a parent or a child 403, and nothing changes', async () => {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Private' });
    const kid = await trader();
    await enrol(owner, group.id, kid);
    const otherTutor = await tutor();
    const admin = await trader({ role: 'admin' });
    const parent = await trader({ role: 'parent' });
    const code = await codeOf(await trader());
    // Thunks, each called when awaited: a promise made early could reject before anyone listens.
    const attempts = (actor: Actor): Array<() => Promise<unknown>> => [
      () => getClassDetail(actor, group.id),
      () => getClassLeaderboard(actor, group.id, classRosters),
      () => renameClass(actor, { classId: group.id, name: 'Mine now' }),
      () => addStudent(actor, { classId: group.id, code }),
      () => removeStudent(actor, { classId: group.id, childId: kid.id }),
      () => setClassLeaderboard(actor, { classId: group.id, enabled: false }),
      () => deleteClass(actor, group.id),
    ];
    for (const actor of [otherTutor, admin]) {
      for (const attempt of attempts(actor)) expect((await appErrorOf(attempt())).status).toBe(404);
      // The page's query: nothing found, so the page answers 404.
      expect(await findClassPage(actor, group.id)).toBeNull();
      expect(await listClasses(actor)).toEqual([]);
    }
    for (const actor of [parent, kid]) {
      for (const attempt of [...attempts(actor), () => listClasses(actor), () => createClass(actor, { name: 'Mine' })]) expect((await appErrorOf(attempt())).status).toBe(403);
    }
    const detail = await getClassDetail(owner, group.id);
    expect(detail).toMatchObject({ name: 'Private', leaderboardEnabled: true });
    expect(detail.students.map((student) => student.id)).toEqual([kid.id]);
    expect(await findClassPage(owner, group.id)).toEqual({
      group: detail,
      assignments: [],
      courses: await listAssignableCourses(),
      leaderboard: await getClassLeaderboard(owner, group.id, classRosters),
      rate: { currency: 'USD', ratePerUsd: '1', asOf: '' },
      // A tutor on Free: the page offers the Classroom plan instead of the assignment form (decision 040).
      canAssign: false,
    });
    expect((await appErrorOf(findClassPage(parent, group.id))).status).toBe(403);
  });
});

describe('who can see a child’s classes', () => {
  it('the child and their own parents see each class with its tutor (first name, last initial); nobody else', async () => {
    const owner = await trader({ role: 'tutor', firstName: 'Theo', lastName: 'tutor' });
    const maths = await createClass(owner, { name: 'Maths 4B' });
    const art = await createClass(owner, { name: 'Art club' });
    const maya = await trader({ firstName: 'Maya', lastName: 'Khan' });
    const other = await trader();
    for (const group of [maths, art]) await enrol(owner, group.id, maya);
    await enrol(owner, maths.id, other);
    const parent = await trader({ role: 'parent' });
    await linkFamily(parent.id, maya.id);

    const expected = [
      { childId: maya.id, classId: art.id, className: 'Art club', tutorName: 'Theo T.', status: 'approved', mayAnswer: false },
      { childId: maya.id, classId: maths.id, className: 'Maths 4B', tutorName: 'Theo T.', status: 'approved', mayAnswer: false },
    ];
    expect(await listMyClasses(maya)).toEqual(expected);
    expect(await listChildrenClasses(parent)).toEqual(expected);
    expect(await listChildrenClasses(await trader({ role: 'parent' }))).toEqual([]);
    expect((await appErrorOf(listChildrenClasses(maya))).status).toBe(403);
    expect((await appErrorOf(listMyClasses(parent))).status).toBe(403);
    expect(JSON.stringify(await listChildrenClasses(parent))).not.toContain(owner.email);
  });
});

describe('the class leaderboard', () => {
  async function classroom() {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Maths 4B' });
    const maya = await trader({ firstName: 'Maya', lastName: 'Khan' });
    const leo = await trader({ firstName: 'Leo', lastName: 'Stone' });
    const outsider = await trader({ firstName: 'Olly', lastName: 'Out' });
    for (const child of [maya, leo]) await enrol(owner, group.id, child);
    for (const child of [maya, leo, outsider]) await openAccount(child);
    return { owner, group, maya, leo, outsider };
  }

  it('ranks the class’s children by return for each of them, by display name and avatar only; outsiders never show', async () => {
    const { group, maya, leo, outsider } = await classroom();
    const stock = await createStock({ price: '10' });
    await order(maya, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });
    await order(outsider, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 200 });
    await tick([{ stockId: stock.id, price: '15' }]);

    const board = await getLeaderboard(leo, classRosters);
    expect(board).toMatchObject({ scope: 'class', hidden: false, board: `class:${group.id}`, boards: [{ key: `class:${group.id}`, scope: 'class', name: 'Maths 4B' }] });
    expect(board.rows.map((row) => [row.rank, row.displayName, row.returnPct, row.isMe])).toEqual([
      [1, 'Maya K.', 4.99, false],
      [2, 'Leo S.', 0, true],
    ]);
    const text = JSON.stringify(board);
    expect(text).not.toContain('@');
    expect(text).not.toContain('Olly');
  });

  it('offers a child each of their classes and their family; an unknown or foreign board falls back to the first one', async () => {
    const { owner, group, maya } = await classroom();
    const second = await createClass(owner, { name: 'Art club' });
    const friend = await trader({ firstName: 'Finn', lastName: 'Friend' });
    await openAccount(friend);
    for (const child of [maya, friend]) await enrol(owner, second.id, child);
    const parent = await trader({ role: 'parent' });
    const sister = await trader({ firstName: 'Sara', lastName: 'Khan' });
    await openAccount(sister);
    await linkFamily(parent.id, maya.id);
    await linkFamily(parent.id, sister.id);
    const elsewhere = await createClass(await tutor(), { name: 'Not mine' });

    const first = await getLeaderboard(maya, classRosters);
    expect(first.boards.map((board) => board.key)).toEqual([`class:${second.id}`, `class:${group.id}`, 'family']);
    expect(first.board).toBe(`class:${second.id}`);
    expect(first.rows.map((row) => row.displayName).sort()).toEqual(['Finn F.', 'Maya K.']);

    const family = await getLeaderboard(maya, classRosters, 'family');
    expect([family.scope, family.rows.map((row) => row.displayName).sort()]).toEqual(['family', ['Maya K.', 'Sara K.']]);
    expect((await getLeaderboard(maya, classRosters, `class:${group.id}`)).rows.map((row) => row.displayName).sort()).toEqual(['Leo S.', 'Maya K.']);
    for (const foreign of [`class:${elsewhere.id}`, 'class:nope', 'anything']) expect((await getLeaderboard(maya, classRosters, foreign)).board).toBe(`class:${second.id}`);
  });

  it('the tutor’s switch: off, the children lose the class board (the tutor still sees it); on, it is back — audited', async () => {
    const { owner, group, maya, leo } = await classroom();
    expect(await setClassLeaderboard(owner, { classId: group.id, enabled: false })).toBe(false);
    const off = await getLeaderboard(maya, classRosters, `class:${group.id}`);
    expect(off.boards.map((board) => board.key)).toEqual(['family']);
    expect(off).toMatchObject({ scope: 'none', board: 'family', rows: [] });
    // The tutor's own page still ranks the class.
    const teacherView = await getClassLeaderboard(owner, group.id, classRosters);
    expect([teacherView.scope, teacherView.rows.map((row) => row.displayName).sort()]).toEqual(['class', ['Leo S.', 'Maya K.']]);
    expect(teacherView.rows.some((row) => row.isMe)).toBe(false);
    expect((await listClasses(owner))[0]!.leaderboardEnabled).toBe(false);

    await setClassLeaderboard(owner, { classId: group.id, enabled: true });
    expect((await getLeaderboard(leo, classRosters)).board).toBe(`class:${group.id}`);
    const changes = (await auditFor(group.id)).filter((entry) => entry.actionType === 'class_leaderboard_change');
    expect(changes.map((entry) => (entry.details as { enabled: boolean }).enabled)).toEqual([false, true]);
  });

  it('a child a parent switched off is on no class board and sees none; a tutor sees their own classes’ boards on /simulator', async () => {
    const { owner, group, maya, leo } = await classroom();
    const parent = await trader({ role: 'parent' });
    await linkFamily(parent.id, leo.id);
    await setLeaderboardVisibility(parent, leo.id, false);
    expect(await getLeaderboard(leo, classRosters)).toMatchObject({ hidden: true, boards: [], rows: [] });
    // Maya is alone on the class board now: nobody to compare with.
    expect(await getLeaderboard(maya, classRosters)).toMatchObject({ scope: 'none', board: `class:${group.id}`, rows: [] });
    expect((await getClassLeaderboard(owner, group.id, classRosters)).rows.map((row) => row.displayName)).toEqual(['Maya K.']);

    const onSimulator = await getLeaderboard(owner, classRosters);
    expect(onSimulator.boards.map((board) => board.key)).toEqual([`class:${group.id}`]);
    expect(onSimulator.rows.map((row) => row.displayName)).toEqual(['Maya K.']);
  });

  it('a removed child leaves the class board at once', async () => {
    const { owner, group, maya, leo } = await classroom();
    await removeStudent(owner, { classId: group.id, childId: leo.id });
    const board = await getLeaderboard(leo, classRosters);
    expect(board.boards.map((option) => option.key)).toEqual(['family']);
    expect((await getLeaderboard(maya, classRosters)).scope).toBe('none');
  });
});

describe('the seed', () => {
  it('gives the demo tutor a class with the demo child, once', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    await seedDatabase(getDb(), { demo: 'first-run' });
    const [demoTutor] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, 'tutor@academy.local'));
    const [demoChild] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, 'child@academy.local'));
    const rows = await getDb().select().from(classes).where(eq(classes.tutorId, demoTutor!.id));
    expect(rows.map((row) => row.name)).toEqual([DEMO_CLASS_NAME]);
    expect(await getDb().select({ childId: classMembers.childId }).from(classMembers).where(eq(classMembers.classId, rows[0]!.id))).toEqual([{ childId: demoChild!.id }]);
    // One demo assignment for the demo child, due in a week (decision 034), however often the seed runs.
    const demoActor = { id: demoChild!.id, role: 'child', email: 'child@academy.local' } as Actor;
    const assigned = await listMyAssignments(demoActor, 'en');
    expect(assigned.map((item) => [item.className, item.target.kind, item.status, item.note])).toEqual([[DEMO_CLASS_NAME, 'lesson', 'open', DEMO_ASSIGNMENT_NOTE]]);
    expect(assigned[0]!.dueAt!.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
  });
});

describe('the family approves a class membership (decision 032)', () => {
  async function asked(options: { birthYear?: number | null } = {}) {
    const owner = await tutor();
    const group = await createClass(owner, { name: 'Savers' });
    const child = await trader({ firstName: 'Maya', lastName: 'Khan' });
    if (options.birthYear !== undefined) await getDb().update(users).set({ birthYear: options.birthYear }).where(eq(users.id, child.id));
    await addStudent(owner, { classId: group.id, code: await codeOf(child) });
    return { owner, group, child, request: { classId: group.id, childId: child.id } };
  }

  it('a linked parent approves: the child becomes the tutor’s student, the board and the lists follow; audited', async () => {
    const { owner, group, child, request } = await asked();
    const parent = await trader({ role: 'parent', firstName: 'Priya' });
    await linkFamily(parent.id, child.id);
    // The tutor does not count the child as a student yet; the family sees the request, the child cannot answer it.
    expect(await studentIdsOf(owner)).not.toContain(child.id);
    expect(await listChildrenClasses(parent)).toMatchObject([{ classId: group.id, status: 'pending', mayAnswer: true }]);
    expect(await listMyClasses(child)).toMatchObject([{ classId: group.id, status: 'pending', mayAnswer: false }]);
    expect((await appErrorOf(answerMembership(child, request, true))).status).toBe(404);
    expect((await appErrorOf(answerMembership(await trader({ role: 'parent' }), request, true))).status).toBe(404);
    expect((await appErrorOf(answerMembership(owner, request, true))).status).toBe(403);

    expect(await answerMembership(parent, request, true)).toEqual({ className: 'Savers', childName: 'Maya Khan' });
    expect(await studentIdsOf(owner)).toContain(child.id);
    expect((await getClassDetail(owner, group.id)).students.map((student) => student.id)).toEqual([child.id]);
    expect(await listMyClasses(child)).toMatchObject([{ status: 'approved' }]);
    const [entry] = (await auditFor(group.id)).filter((row) => row.actionType === 'class_membership_approve');
    expect(entry).toMatchObject({ performedBy: parent.email, targetUser: child.email });
    // Answered: a second answer is a 404.
    expect((await appErrorOf(answerMembership(parent, request, false))).status).toBe(404);
  });

  it('a declined request stays declined for the tutor, who sees no more than the first name and initial, and cannot ask again until they clear it', async () => {
    const { owner, group, child, request } = await asked();
    const parent = await trader({ role: 'parent' });
    await linkFamily(parent.id, child.id);
    await answerMembership(parent, request, false);
    const detail = await getClassDetail(owner, group.id);
    expect(detail.students).toEqual([]);
    expect(detail.requests).toMatchObject([{ name: 'Maya K.', status: 'declined' }]);
    expect(await listMyClasses(child)).toEqual([]);
    const again = await appErrorOf(addStudent(owner, { classId: group.id, code: await codeOf(child) }));
    expect([again.status, again.message]).toEqual([409, 'classes.errors.declinedBefore']);
    expect(await removeStudent(owner, request)).toEqual({ id: child.id, name: 'Maya K.' });
    await addStudent(owner, { classId: group.id, code: await codeOf(child) });
    expect((await getClassDetail(owner, group.id)).requests).toMatchObject([{ status: 'pending' }]);
  });

  it('a child with no linked parent answers alone at 13 or more (or with no birth year), never younger', async () => {
    const thisYear = new Date().getUTCFullYear();
    const teen = await asked({ birthYear: thisYear - 14 });
    expect(await listMyClasses(teen.child)).toMatchObject([{ mayAnswer: true }]);
    await answerMembership(teen.child, teen.request, true);
    expect(await studentIdsOf(teen.owner)).toContain(teen.child.id);

    const legacy = await asked({ birthYear: null });
    await answerMembership(legacy.child, legacy.request, false);

    const young = await asked({ birthYear: thisYear - 10 });
    expect(await listMyClasses(young.child)).toMatchObject([{ mayAnswer: false }]);
    expect((await appErrorOf(answerMembership(young.child, young.request, true))).status).toBe(404);
    // Another child cannot answer for them.
    expect((await appErrorOf(answerMembership(teen.child, young.request, true))).status).toBe(404);
  });
});
