import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authAccounts, classes, classMembers, consentRecords, familyLinks, journalEntries, journalShares, mailQueue, outboxMessages, schoolMembers, schoolRosterImports, ssoProviders, users } from '@/db/schema';
import { requestPasswordReset } from '@/modules/accounts';
import { takeOverConsent } from '@/modules/families/test-fixtures';
import { hashPassword } from '@/server/password';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, TEST_PASSWORD, uniqueEmail } from '../../../tests/factories';
import { createSchool } from './manage-schools';
import { getSchoolDashboard } from './queries';
import { applyRosterPlan, getRosterPage, previewRoster } from './roster-import';
import { createSchoolSchema } from './schemas';

/* The roster import applied (decision 064), with the OneRoster fixtures of decision 062. */

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/oneroster');

/** A fixture set, its addresses made unique to the test (accounts are academy-wide). */
function fixture(folder: string, domain: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(path.join(FIXTURES, folder))) files[name] = readFileSync(path.join(FIXTURES, folder, name), 'utf8').replaceAll('school.example', domain);
  return files;
}

/** A school made by the back office and its admin, signed in. */
async function schoolWithAdmin(): Promise<{ schoolId: string; admin: Actor; domain: string }> {
  const academyAdmin = await actorFor(await createTestUser({ role: 'admin' }));
  const input = createSchoolSchema.parse({ name: `Roster school ${randomBytes(4).toString('hex')}`, country: 'FR', timeZone: 'Europe/Paris', adminEmail: uniqueEmail('roster-admin'), adminFirstName: 'Ada', adminLastName: 'Head' });
  const { schoolId, adminId } = await createSchool(academyAdmin, input);
  const password = 'school-admin-password-1';
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, adminId));
  await getDb().update(authAccounts).set({ password: await hashPassword(password) }).where(eq(authAccounts.userId, adminId));
  return { schoolId, admin: await actorFor({ email: input.adminEmail, password }), domain: `${randomBytes(5).toString('hex')}.example` };
}

/** Everything of the school the import writes, to compare before and after. */
async function snapshot(schoolId: string) {
  const db = getDb();
  const members = await db.select({ userId: schoolMembers.userId, role: schoolMembers.role, sourceId: schoolMembers.sourceId }).from(schoolMembers).where(eq(schoolMembers.schoolId, schoolId)).orderBy(schoolMembers.userId);
  const rostered = await db.select({ id: classes.id, name: classes.name, tutorId: classes.tutorId, sourceId: classes.sourceId, teacherSourceId: classes.teacherSourceId }).from(classes).where(eq(classes.schoolId, schoolId)).orderBy(classes.sourceId);
  const enrolled = rostered.length === 0 ? [] : await db.select({ classId: classMembers.classId, childId: classMembers.childId, status: classMembers.status, sourceId: classMembers.sourceId }).from(classMembers).where(inArray(classMembers.classId, rostered.map((row) => row.id))).orderBy(classMembers.sourceId);
  return { members, rostered, enrolled };
}

async function previewOf(admin: Actor, files: Record<string, string>) {
  const preview = await previewRoster(admin, files);
  if (!preview.ok) throw new Error(`the set was refused: ${JSON.stringify(preview.errors)}`);
  const page = await getRosterPage(admin, preview.importId);
  const plan = page?.preview?.plan;
  if (!plan?.ok) throw new Error('no plan on the page');
  return { importId: preview.importId, diff: plan.diff, hash: plan.hash };
}

const counts = (changes: { add: unknown[]; change: unknown[]; remove: unknown[] }) => [changes.add.length, changes.change.length, changes.remove.length];

describe('the roster import', () => {
  it('a dry run changes nothing; applying makes the teachers, students, classes and enrolments; again changes nothing', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const before = await snapshot(schoolId);
    const first = await previewOf(admin, fixture('school', domain));
    expect([first.diff.teachers, first.diff.students, first.diff.classes, first.diff.enrolments].map(counts)).toEqual([
      [3, 0, 0],
      [60, 0, 0],
      [4, 0, 0],
      [64, 0, 0],
    ]);
    expect(first.diff.ignored.length).toBeGreaterThan(0);
    expect(await snapshot(schoolId)).toEqual(before);

    const applied = await applyRosterPlan(admin, { importId: first.importId, planHash: first.hash, confirmed: [] });
    expect(applied.counts).toEqual({ teachers: { add: 3, change: 0, remove: 0 }, students: { add: 60, change: 0, remove: 0 }, classes: { add: 4, change: 0, remove: 0 }, enrolments: { add: 64, change: 0, remove: 0 } });
    const after = await snapshot(schoolId);
    expect(after.members.filter((row) => row.role === 'teacher')).toHaveLength(3);
    expect(after.members.filter((row) => row.role === 'student')).toHaveLength(60);
    expect(after.rostered.map((row) => row.sourceId)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
    expect(after.enrolled).toHaveLength(60);
    expect(after.enrolled.every((row) => row.status === 'approved')).toBe(true);

    // Teachers are tutors; each class is taught by its roster teacher (t-1 teaches c-1 and c-2).
    const teacherIds = after.members.filter((row) => row.role === 'teacher').map((row) => row.userId);
    const teachers = await getDb().select({ id: users.id, role: users.role, email: users.email }).from(users).where(inArray(users.id, teacherIds));
    expect(teachers.map((row) => row.role)).toEqual(['tutor', 'tutor', 'tutor']);
    const t1 = after.members.find((row) => row.sourceId === 't-1')!.userId;
    expect(after.rostered.filter((row) => row.tutorId === t1).map((row) => row.sourceId)).toEqual(['c-1', 'c-2']);

    // Students are child accounts on the school's authorisation; those the roster gave no e-mail have none to receive.
    const studentIds = after.members.filter((row) => row.role === 'student').map((row) => row.userId);
    const students = await getDb().select({ role: users.role, email: users.email }).from(users).where(inArray(users.id, studentIds));
    expect(new Set(students.map((row) => row.role))).toEqual(new Set(['child']));
    const withoutEmail = students.filter((row) => row.email.endsWith('@roster.invalid'));
    expect(withoutEmail).toHaveLength(45);
    const bases = await getDb().select({ basis: consentRecords.basis, schoolId: consentRecords.schoolId }).from(consentRecords).where(inArray(consentRecords.childId, studentIds));
    expect(bases).toHaveLength(60);
    expect(bases.every((row) => row.basis === 'school_authorisation' && row.schoolId === schoolId)).toBe(true);

    // No mail is ever queued to an account without an address, not even when someone asks for its password link.
    await requestPasswordReset(withoutEmail[0]!.email, '127.0.0.1');
    expect(await getDb().select().from(outboxMessages).where(like(outboxMessages.to, '%@roster.invalid'))).toEqual([]);
    expect(await getDb().select().from(mailQueue).where(like(mailQueue.to, '%@roster.invalid'))).toEqual([]);
    // A new teacher is mailed their links, as a school's first admin is.
    expect((await getDb().select().from(outboxMessages).where(eq(outboxMessages.to, `teacher1@${domain}`))).length).toBe(2);

    // The school's page names the last import, and lists the roster's classes and people.
    const dashboard = await getSchoolDashboard(admin);
    expect(dashboard?.imports[0]?.counts.students.add).toBe(60);
    expect([dashboard?.teachers.length, dashboard?.classes.length, dashboard?.students.length]).toEqual([3, 4, 60]);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.entityId, schoolId), eq(auditLogs.actionType, 'school_roster_imported')));
    expect(entry).toMatchObject({ component: 'schools' });

    // The same set again plans nothing and applying it changes nothing.
    const again = await previewOf(admin, fixture('school', domain));
    expect(again.diff.empty).toBe(true);
    const second = await applyRosterPlan(admin, { importId: again.importId, planHash: again.hash, confirmed: [] });
    expect(Object.values(second.counts).map((row) => [row.add, row.change, row.remove])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(await snapshot(schoolId)).toEqual(after);
    const page = await getRosterPage(admin, null);
    expect(page?.history.map((row) => row.id)).toEqual([again.importId, first.importId]);
    // An applied dry run cannot be applied twice.
    expect(await appErrorOf(applyRosterPlan(admin, { importId: first.importId, planHash: first.hash, confirmed: [] }))).toMatchObject({ status: 409, message: 'schools.roster.errors.alreadyApplied' });
  });

  it("links every teacher and student it brings to a school provider that names people by their sourcedId (decision 069), never the admin", async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const providerId = `school-${schoolId}`;
    await getDb().insert(ssoProviders).values({ id: randomBytes(8).toString('hex'), providerId, schoolId, issuer: 'https://idp.example', domain, domainVerified: true, rosterSubject: true, protocol: 'oidc' });
    const first = await previewOf(admin, fixture('school', domain));
    await applyRosterPlan(admin, { importId: first.importId, planHash: first.hash, confirmed: [] });
    const members = await getDb().select({ userId: schoolMembers.userId, role: schoolMembers.role, sourceId: schoolMembers.sourceId }).from(schoolMembers).where(eq(schoolMembers.schoolId, schoolId));
    const links = await getDb().select({ userId: authAccounts.userId, subject: authAccounts.accountId }).from(authAccounts).where(eq(authAccounts.providerId, providerId));
    const byUser = new Map(links.map((link) => [link.userId, link.subject]));
    const people = members.filter((row) => row.role !== 'admin');
    expect(people).toHaveLength(63);
    for (const person of people) expect(byUser.get(person.userId)).toBe(person.sourceId);
    expect(links).toHaveLength(63);
    expect(byUser.has(admin.id)).toBe(false);
  });

  it('holds the class that loses 60 % of its children until the admin confirms it, then applies it', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const first = await previewOf(admin, fixture('school', domain));
    await applyRosterPlan(admin, { importId: first.importId, planHash: first.hash, confirmed: [] });
    const c2 = async () => {
      const [row] = await getDb().select({ id: classes.id }).from(classes).where(and(eq(classes.schoolId, schoolId), eq(classes.sourceId, 'c-2')));
      return (await getDb().select().from(classMembers).where(eq(classMembers.classId, row!.id))).length;
    };
    expect(await c2()).toBe(15);

    const term2 = await previewOf(admin, fixture('school-v2', domain));
    expect(term2.diff.held).toEqual([{ classSourcedId: 'c-2', title: 'CE1 Reading', enrolments: 16, removed: 9, changed: 0 }]);
    const held = await applyRosterPlan(admin, { importId: term2.importId, planHash: term2.hash, confirmed: [] });
    // Not confirmed: the class keeps its children; the rest of the import (a renamed class, a corrected name) is done.
    expect(await c2()).toBe(15);
    expect(held.held).toEqual([{ classSourcedId: 'c-2', title: 'CE1 Reading', enrolments: 16, removed: 9, changed: 0, confirmed: false }]);
    expect(held.counts.enrolments).toEqual({ add: 0, change: 0, remove: 0 });
    expect(held.counts.classes).toEqual({ add: 0, change: 1, remove: 0 });
    const [renamed] = await getDb().select({ name: classes.name }).from(classes).where(and(eq(classes.schoolId, schoolId), eq(classes.sourceId, 'c-3')));
    expect(renamed?.name).toBe('CM1 Maths');

    // The next dry run still holds it; confirmed, the nine children leave the class and stay at the school.
    const confirm = await previewOf(admin, fixture('school-v2', domain));
    expect(confirm.diff.held.map((row) => row.classSourcedId)).toEqual(['c-2']);
    // A child who leaves their teacher's last class stops sharing their journal with that teacher (decision 031).
    const idOf = async (sourceId: string) => (await getDb().select({ id: schoolMembers.userId }).from(schoolMembers).where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.sourceId, sourceId))))[0]!.id;
    const [teacher, leaving, staying] = [await idOf('t-1'), await idOf('s-16'), await idOf('s-25')];
    const share = async (childId: string) => {
      const [entry] = await getDb().insert(journalEntries).values({ userId: childId, title: 'Today', body: 'I traded.', mood: 'proud', entryDate: '2026-11-27' }).returning({ id: journalEntries.id });
      await getDb().insert(journalShares).values({ entryId: entry!.id, viewerId: teacher });
      return entry!.id;
    };
    const [left, kept] = [await share(leaving), await share(staying)];
    const done = await applyRosterPlan(admin, { importId: confirm.importId, planHash: confirm.hash, confirmed: ['c-2'] });
    const shares = await getDb().select({ entryId: journalShares.entryId }).from(journalShares).where(inArray(journalShares.entryId, [left, kept]));
    expect(shares.map((row) => row.entryId)).toEqual([kept]);
    expect(done.counts.enrolments).toEqual({ add: 0, change: 0, remove: 9 });
    expect(done.held[0]?.confirmed).toBe(true);
    expect(await c2()).toBe(6);
    expect((await snapshot(schoolId)).members.filter((row) => row.role === 'student')).toHaveLength(60);
    expect((await previewOf(admin, fixture('school-v2', domain))).diff.empty).toBe(true);
  });

  it("leaves a parent's consent in force when the roster runs again, even one that changes that child", async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const first = await previewOf(admin, fixture('school', domain));
    await applyRosterPlan(admin, { importId: first.importId, planHash: first.hash, confirmed: [] });
    const [lucas] = await getDb().select({ id: schoolMembers.userId }).from(schoolMembers).where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.sourceId, 's-17')));
    // Linked as families links a parent (the child's code and answer are families' own tests), then the take-over.
    const parent = await actorFor(await createTestUser({ role: 'parent', firstName: 'Nadia', lastName: 'Benali' }));
    await getDb().insert(familyLinks).values({ parentId: parent.id, childId: lucas!.id });
    await takeOverConsent(parent, lucas!.id, TEST_PASSWORD);
    const basis = async () => (await getDb().select({ basis: consentRecords.basis, grantedBy: consentRecords.grantedBy, schoolId: consentRecords.schoolId }).from(consentRecords).where(eq(consentRecords.childId, lucas!.id)))[0];
    expect(await basis()).toEqual({ basis: 'parent_consent', grantedBy: parent.id, schoolId: null });

    // The next term's set corrects Lucas's name: the change is applied, the parent's consent stays the basis.
    const term2 = await previewOf(admin, fixture('school-v2', domain));
    expect(term2.diff.students.change.map((change) => change.after.sourcedId)).toEqual(['s-17']);
    await applyRosterPlan(admin, { importId: term2.importId, planHash: term2.hash, confirmed: ['c-2'] });
    const [renamed] = await getDb().select({ lastName: users.lastName }).from(users).where(eq(users.id, lucas!.id));
    expect(renamed?.lastName).toBe('Haddad-Moreau');
    expect(await basis()).toEqual({ basis: 'parent_consent', grantedBy: parent.id, schoolId: null });
    // Nor does the school authorise the account again behind the parent's back.
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.childId, lucas!.id), eq(auditLogs.actionType, 'family_consent_school_authorisation')))).toHaveLength(1);
  });

  it('a malformed set changes nothing and lists its problems', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const before = await snapshot(schoolId);
    const preview = await previewRoster(admin, fixture('malformed', domain));
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.errors.length).toBeGreaterThanOrEqual(4);
    expect(preview.errors.every((error) => typeof error.file === 'string' && typeof error.key === 'string')).toBe(true);
    expect(await getDb().select().from(schoolRosterImports).where(eq(schoolRosterImports.schoolId, schoolId))).toEqual([]);
    expect(await snapshot(schoolId)).toEqual(before);
  });

  it('a dry run nobody applied keeps the children’s names for a day only', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const old = await previewOf(admin, fixture('school', domain));
    const recent = await previewOf(admin, fixture('school', domain));
    await getDb().update(schoolRosterImports).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(schoolRosterImports.id, old.importId));
    const next = await previewOf(admin, fixture('school', domain));
    const kept = await getDb().select({ id: schoolRosterImports.id }).from(schoolRosterImports).where(eq(schoolRosterImports.schoolId, schoolId));
    expect(kept.map((row) => row.id).sort()).toEqual([recent.importId, next.importId].sort());
    expect(await appErrorOf(applyRosterPlan(admin, { importId: old.importId, planHash: old.hash, confirmed: [] }))).toMatchObject({ status: 404 });
  });

  it('applies only the plan that was shown: a changed school since the dry run is a 409 and changes nothing', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const shown = await previewOf(admin, fixture('school', domain));
    const other = await previewOf(admin, fixture('school', domain));
    await applyRosterPlan(admin, { importId: other.importId, planHash: other.hash, confirmed: [] });
    const after = await snapshot(schoolId);
    expect(await appErrorOf(applyRosterPlan(admin, { importId: shown.importId, planHash: shown.hash, confirmed: [] }))).toMatchObject({ status: 409, message: 'schools.roster.errors.planChanged' });
    const tampered = await previewOf(admin, fixture('school-v2', domain));
    expect(await appErrorOf(applyRosterPlan(admin, { importId: tampered.importId, planHash: shown.hash, confirmed: [] }))).toMatchObject({ status: 409, message: 'schools.roster.errors.planChanged' });
    expect(await snapshot(schoolId)).toEqual(after);
  });

  it('never makes an admin a teacher, and nothing is written when a teacher cannot be', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    await createTestUser({ role: 'admin', email: `teacher2@${domain}` });
    const before = await snapshot(schoolId);
    const shown = await previewOf(admin, fixture('school', domain));
    expect(await appErrorOf(applyRosterPlan(admin, { importId: shown.importId, planHash: shown.hash, confirmed: [] }))).toMatchObject({ status: 409, message: 'schools.roster.errors.notATutor' });
    expect(await snapshot(schoolId)).toEqual(before);
    const [person] = await getDb().select({ role: users.role }).from(users).where(eq(users.email, `teacher2@${domain}`));
    expect(person?.role).toBe('admin');
  });

  it('takes an existing tutor with the roster’s e-mail as the teacher, with their account as it is', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const tutor = await createTestUser({ role: 'tutor', email: `teacher3@${domain}` });
    const shown = await previewOf(admin, fixture('school', domain));
    await applyRosterPlan(admin, { importId: shown.importId, planHash: shown.hash, confirmed: [] });
    const [membership] = await getDb().select().from(schoolMembers).where(eq(schoolMembers.userId, tutor.id));
    expect(membership).toMatchObject({ schoolId, role: 'teacher', sourceId: 't-3' });
    const [taught] = await getDb().select({ sourceId: classes.sourceId }).from(classes).where(eq(classes.tutorId, tutor.id));
    expect(taught?.sourceId).toBe('c-4');
  });

  it('keeps a teacher whom the school’s system now names by another sourcedId, found by their address', async () => {
    const { schoolId, admin, domain } = await schoolWithAdmin();
    const first = await previewOf(admin, fixture('school', domain));
    await applyRosterPlan(admin, { importId: first.importId, planHash: first.hash, confirmed: [] });
    const [before] = await getDb().select({ userId: schoolMembers.userId }).from(schoolMembers).where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.sourceId, 't-1')));
    const renamed = Object.fromEntries(Object.entries(fixture('school', domain)).map(([name, text]) => [name, text.replace(/\bt-1\b/g, 't-1b')]));
    const shown = await previewOf(admin, renamed);
    expect([counts(shown.diff.teachers), shown.diff.held]).toEqual([[1, 0, 1], []]);
    await applyRosterPlan(admin, { importId: shown.importId, planHash: shown.hash, confirmed: [] });
    const after = await snapshot(schoolId);
    expect(after.members.find((row) => row.userId === before!.userId)).toMatchObject({ role: 'teacher', sourceId: 't-1b' });
    expect(after.members.filter((row) => row.role === 'teacher')).toHaveLength(3);
    expect(after.rostered.filter((row) => row.tutorId === before!.userId).map((row) => row.sourceId)).toEqual(['c-1', 'c-2']);
    expect((await previewOf(admin, renamed)).diff.empty).toBe(true);
  });

  it('a school admin reaches only their own school’s imports, and no other role reaches any', async () => {
    const a = await schoolWithAdmin();
    const b = await schoolWithAdmin();
    const shown = await previewOf(a.admin, fixture('school', a.domain));
    // B's admin names A's dry run: it is not theirs to see or apply (their school comes from their own membership).
    expect((await getRosterPage(b.admin, shown.importId))?.preview).toBeNull();
    expect(await appErrorOf(applyRosterPlan(b.admin, { importId: shown.importId, planHash: shown.hash, confirmed: [] }))).toMatchObject({ status: 404 });
    expect((await snapshot(a.schoolId)).rostered).toEqual([]);
    for (const role of ['tutor', 'parent', 'child'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect(await appErrorOf(previewRoster(actor, fixture('school', a.domain)))).toMatchObject({ status: 403 });
      expect(await appErrorOf(applyRosterPlan(actor, { importId: shown.importId, planHash: shown.hash, confirmed: [] }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getRosterPage(actor, shown.importId))).toMatchObject({ status: 403 });
    }
    // A's admin can still apply it.
    await applyRosterPlan(a.admin, { importId: shown.importId, planHash: shown.hash, confirmed: [] });
    expect((await snapshot(a.schoolId)).rostered).toHaveLength(4);
  });
});
