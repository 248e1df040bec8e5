import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { answerEvents, assignments, classes, classMembers, courses, lessons, schoolMembers, schoolRosterImports, schools, signInCards, users } from '../../../src/db/schema';
import { ENGLISH_CURRICULUM } from '../../../src/seed/curriculum/english';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { onPlan } from '../../../src/modules/billing/test-fixtures';
import { OTHER_SCHOOL, OTHER_SCHOOL_DOMAIN, type OtherSchoolIds } from './other-school';

/** A OneRoster set kept for the other school's dry run (tests/fixtures/oneroster/school): what an upload keeps. */
function rosterFiles(): Record<string, string> {
  const folder = path.resolve('tests/fixtures/oneroster/school');
  // Its people get the school's own domain, as the integration tests give each school one (roster-import.test.ts).
  return Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name), 'utf8').replaceAll('school.example', OTHER_SCHOOL_DOMAIN)]));
}

/**
 * The second school (tests/e2e/support/other-school.ts), made as the back office and a roster would leave it: the
 * school, its admin, a teacher on the Classroom plan with a class of two approved students and an assignment, an
 * applied roster import in its history, a dry run waiting, and one student's sign-in card. Rows are written directly, as the other preparations
 * do: the accounts through accounts' own createAccount.
 */
export async function prepareOtherSchool(db: Db, now = new Date()): Promise<OtherSchoolIds> {
  const account = async (person: { email: string; password: string; firstName: string; lastName: string }, role: 'school_admin' | 'tutor' | 'child') => {
    const made = await createAccount(db, { ...person, role, emailVerified: true });
    await db.update(users).set({ welcomeSent: true }).where(eq(users.id, made.id));
    return made;
  };
  const admin = await account(OTHER_SCHOOL.admin, 'school_admin');
  const teacher = await account(OTHER_SCHOOL.teacher, 'tutor');
  await onPlan(teacher, 'classroom', now);
  const students = [];
  for (const student of OTHER_SCHOOL.students) students.push(await account(student, 'child'));
  const studentIds = students.map((student) => student.id);

  const [school] = await db.insert(schools).values({ name: OTHER_SCHOOL.name, country: 'IE', timeZone: 'Europe/Dublin' }).returning({ id: schools.id });
  await db.insert(schoolMembers).values([
    { schoolId: school!.id, userId: admin.id, role: 'admin' as const },
    { schoolId: school!.id, userId: teacher.id, role: 'teacher' as const },
    ...studentIds.map((userId) => ({ schoolId: school!.id, userId, role: 'student' as const })),
  ]);
  const [group] = await db.insert(classes).values({ tutorId: teacher.id, name: OTHER_SCHOOL.className, timeZone: 'Europe/Dublin' }).returning({ id: classes.id });
  await db.insert(classMembers).values(studentIds.map((childId) => ({ classId: group!.id, childId, status: 'approved', decidedAt: now, decidedBy: teacher.id })));
  // Hattie's sign-in card, printed by her teacher (decision 066); Horace has none yet.
  await db.insert(signInCards).values({ classId: group!.id, childId: studentIds[0]!, secretHash: `e2e-hillside-${group!.id}`, issuedBy: teacher.id });
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).orderBy(lessons.id).limit(1);
  const [assignment] = await db
    .insert(assignments)
    .values({ classId: group!.id, lessonId: lesson!.id, note: OTHER_SCHOOL.assignmentNote, timeZone: 'Europe/Dublin', createdBy: teacher.id })
    .returning({ id: assignments.id });

  // Learning to show on the dashboard (mastery by class, active learners): both students answered the first seeded
  // lesson right three days ago; Hattie's review yesterday, a later day, makes her its skills' master (decision 052).
  const seeded = ENGLISH_CURRICULUM[0]!;
  const [firstLesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, seeded.slug), eq(lessons.slug, seeded.lessons[0]!.slug)));
  const questions = seeded.lessons[0]!.blocks.flatMap((block) => (block.type === 'question' ? [{ blockId: block.id, skill: block.question.skill ?? null }] : []));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await db.insert(answerEvents).values([
    ...studentIds.flatMap((userId) => questions.map((question) => ({ userId, lessonId: firstLesson!.id, ...question, correct: true, source: 'lesson' as const, answeredAt: daysAgo(3) }))),
    ...questions.map((question) => ({ userId: studentIds[0]!, lessonId: firstLesson!.id, ...question, correct: true, source: 'review' as const, answeredAt: daysAgo(1) })),
  ]);

  const files = rosterFiles();
  const counts = { teachers: { add: 1, change: 0, remove: 0 }, students: { add: 2, change: 0, remove: 0 }, classes: { add: 1, change: 0, remove: 0 }, enrolments: { add: 3, change: 0, remove: 0 } };
  const [applied] = await db
    .insert(schoolRosterImports)
    .values({ schoolId: school!.id, actorId: admin.id, status: 'applied', fileNames: Object.keys(files).sort(), planHash: '1'.repeat(64), appliedAt: new Date(now.getTime() - 86_400_000), counts, held: [] })
    .returning({ id: schoolRosterImports.id });
  const [previewed] = await db
    .insert(schoolRosterImports)
    .values({ schoolId: school!.id, actorId: admin.id, fileNames: Object.keys(files).sort(), files, planHash: '2'.repeat(64) })
    .returning({ id: schoolRosterImports.id });
  // The accounts exist: nothing above is half made.
  const made = await db.select({ id: users.id }).from(users).where(inArray(users.id, [admin.id, teacher.id, ...studentIds]));
  if (made.length !== 2 + studentIds.length) throw new Error('the other school’s accounts were not all made');
  return {
    schoolId: school!.id,
    adminId: admin.id,
    teacherId: teacher.id,
    classId: group!.id,
    studentIds,
    assignmentId: assignment!.id,
    previewedImportId: previewed!.id,
    appliedImportId: applied!.id,
  };
}
