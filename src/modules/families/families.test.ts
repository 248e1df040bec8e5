import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { classes, classMembers, familyLinks, users } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import {
  assertGuardianOf,
  assertTutorOf,
  childIdsOf,
  familyMemberIds,
  guardianIdsOf,
  journalSharerIdsSql,
  listChildren,
  listJournalAudience,
  seenChildIdsSql,
  studentIdsOf,
  tutorIdsOf,
} from './guardians';
import { listStudents, openClassStudents, openStudent } from './student-access';

/*
 * Who may see which child (decision 015): one place decides it, and every other module asks here. These tests are
 * the rules a family relies on: a parent reaches only their own children, a tutor only the children in their
 * classes, and nobody else reaches either.
 */

const person = async (role: 'child' | 'parent' | 'tutor' | 'admin', firstName: string) => actorFor(await createTestUser({ role, firstName }));

async function link(parentId: string, childId: string): Promise<void> {
  await getDb().insert(familyLinks).values({ parentId, childId });
}

async function classWith(tutorId: string, childIds: string[], status: 'approved' | 'pending' | 'declined' = 'approved'): Promise<string> {
  const [group] = await getDb().insert(classes).values({ tutorId, name: `Class ${Math.random().toString(36).slice(2, 8)}` }).returning({ id: classes.id });
  for (const childId of childIds) await getDb().insert(classMembers).values({ classId: group!.id, childId, status });
  return group!.id;
}

/** The ids a subquery of families' selects, sorted. */
async function idsIn(subquery: SQL): Promise<string[]> {
  return rowsOf<{ id: string }>(await getDb().execute(sql`select child_id as id from (${subquery}) ids(child_id) order by 1`)).map((row) => row.id);
}

describe('a parent and their children', () => {
  it('a parent reaches their own children only; another parent, a tutor and a child are refused', async () => {
    const parent = await person('parent', 'Pat');
    const otherParent = await person('parent', 'Olive');
    const mine = await person('child', 'Mia');
    const sibling = await person('child', 'Sam');
    const stranger = await person('child', 'Zed');
    await link(parent.id, mine.id);
    await link(parent.id, sibling.id);
    await link(otherParent.id, stranger.id);

    expect(new Set(await childIdsOf(parent))).toEqual(new Set([mine.id, sibling.id]));
    expect((await listChildren(parent)).map((child) => child.firstName)).toEqual(['Mia', 'Sam']);
    expect(await guardianIdsOf(mine.id)).toEqual([parent.id]);

    await expect(assertGuardianOf(parent, mine.id)).resolves.toBeUndefined();
    expect((await appErrorOf(assertGuardianOf(parent, stranger.id))).status).toBe(403);
    expect((await appErrorOf(assertGuardianOf(otherParent, mine.id))).status).toBe(403);
    // An unknown id answers like a foreign child (no probing).
    expect((await appErrorOf(assertGuardianOf(parent, '00000000-0000-0000-0000-000000000000'))).status).toBe(403);
    // Roles without the permission are refused before any lookup.
    expect((await appErrorOf(childIdsOf(mine))).status).toBe(403);
    expect((await appErrorOf(assertGuardianOf(await person('tutor', 'Tia'), mine.id))).status).toBe(403);
  });

  it('the family board is the viewer, their own children and their parents’ other children', async () => {
    const parent = await person('parent', 'Pat');
    const first = await person('child', 'Ann');
    const second = await person('child', 'Ben');
    const outsider = await person('child', 'Cal');
    await link(parent.id, first.id);
    await link(parent.id, second.id);

    expect(new Set(await familyMemberIds(first))).toEqual(new Set([first.id, second.id]));
    expect(new Set(await familyMemberIds(parent))).toEqual(new Set([parent.id, first.id, second.id]));
    expect(await familyMemberIds(outsider)).toEqual([outsider.id]);
  });
});

describe('a tutor and their students', () => {
  it('a tutor reaches the children in the classes they run, never another tutor’s', async () => {
    const tutor = await person('tutor', 'Tara');
    const otherTutor = await person('tutor', 'Theo');
    const student = await person('child', 'Sia');
    const elsewhere = await person('child', 'Eli');
    await classWith(tutor.id, [student.id]);
    await classWith(otherTutor.id, [elsewhere.id, student.id]);

    expect(await studentIdsOf(tutor)).toEqual([student.id]);
    expect(new Set(await tutorIdsOf(student.id))).toEqual(new Set([tutor.id, otherTutor.id]));
    await expect(assertTutorOf(tutor, student.id)).resolves.toBeUndefined();
    expect((await appErrorOf(assertTutorOf(tutor, elsewhere.id))).status).toBe(403);
    // Parents and children hold no student permission.
    expect((await appErrorOf(studentIdsOf(await person('parent', 'Pia')))).status).toBe(403);
    expect((await appErrorOf(assertTutorOf(student, student.id))).status).toBe(403);
  });

  it('a pending or declined membership reaches nothing, in every read; a class with no approved member is still the tutor’s (decision 059)', async () => {
    const tutor = await person('tutor', 'Tara');
    const pending = await person('child', 'Pim');
    const declined = await person('child', 'Dee');
    const approved = await person('child', 'Abi');
    const waiting = await classWith(tutor.id, [pending.id], 'pending');
    await getDb().insert(classMembers).values({ classId: waiting, childId: declined.id, status: 'declined' });
    await getDb().update(users).set({ journalTutors: true }).where(inArray(users.id, [pending.id, declined.id, approved.id]));

    for (const child of [pending, declined]) {
      expect(await tutorIdsOf(child.id)).toEqual([]);
      expect((await appErrorOf(assertTutorOf(tutor, child.id))).status).toBe(403);
      expect(await openStudent(tutor, child.id)).toBeNull();
      expect((await listJournalAudience(child.id)).map((reader) => reader.id)).toEqual([]);
    }
    expect(await studentIdsOf(tutor)).toEqual([]);
    expect(await idsIn(seenChildIdsSql(tutor))).toEqual([]);
    expect(await idsIn(journalSharerIdsSql(tutor))).toEqual([]);
    expect(await listStudents(tutor)).toEqual([]);
    expect(await openClassStudents(tutor, waiting)).toEqual({ students: [], access: [] });

    // Approved, the same child is the tutor's in every read, with the class it is in.
    await getDb().insert(classMembers).values({ classId: waiting, childId: approved.id, status: 'approved' });
    expect(await tutorIdsOf(approved.id)).toEqual([tutor.id]);
    expect(await studentIdsOf(tutor)).toEqual([approved.id]);
    expect(await idsIn(seenChildIdsSql(tutor))).toEqual([approved.id]);
    expect(await idsIn(journalSharerIdsSql(tutor))).toEqual([approved.id]);
    expect((await listJournalAudience(approved.id)).map((reader) => reader.id)).toEqual([tutor.id]);
    expect((await listStudents(tutor)).map((student) => [student.id, student.classes.map((group) => group.id)])).toEqual([[approved.id, [waiting]]]);
    expect((await openStudent(tutor, approved.id))?.student.classes.map((group) => group.id)).toEqual([waiting]);
    expect((await openClassStudents(tutor, waiting))?.students.map((student) => student.id)).toEqual([approved.id]);
    // Another tutor's class is not found, even with an approved member.
    expect(await openClassStudents(await person('tutor', 'Theo'), waiting)).toBeNull();
    await getDb().delete(classMembers).where(eq(classMembers.childId, approved.id));
    expect(await studentIdsOf(tutor)).toEqual([]);
  });
});
