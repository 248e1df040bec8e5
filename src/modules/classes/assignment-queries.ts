import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { assignments, assignmentStudents, classes, classMembers } from '@/db/schema';
import { toCsv } from '@/lib/csv';
import { fullName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { courseOfWork, courseTitleIn, courseView, firstCompletionsScore, lessonSlugOf, lessonTitleIn, lessonTitleOf } from '@/modules/courses';
import { recordStudentsSeen } from '@/modules/families';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assignmentParamsSchema } from './schemas';

/*
 * What the tutor and the child read of assignments (decision 034). A recipient's status is computed from the due
 * instant and the completion: done, done late, open, or overdue. The tutor reads only recipients who are still
 * approved students of the class (a child who left it is no longer theirs to see); the child reads their own.
 */

export type AssignmentStatus = 'done' | 'late' | 'open' | 'overdue';

export interface AssignmentTarget {
  kind: 'lesson' | 'course';
  title: string;
  courseTitle: string;
  /** The page that starts the work: the lesson, or the course's page. */
  href: string;
}

export interface AssignmentInfo {
  id: string;
  classId: string;
  className: string;
  target: AssignmentTarget;
  note: string | null;
  dueOn: string | null;
  dueAt: Date | null;
  timeZone: string;
  createdAt: Date;
  cancelled: boolean;
}

export function statusOf(dueAt: Date | null, completedAt: Date | null, now: Date): AssignmentStatus {
  if (completedAt) return dueAt && completedAt > dueAt ? 'late' : 'done';
  return dueAt && now > dueAt ? 'overdue' : 'open';
}

const targetLesson = sql`coalesce(${assignments.lessonId}, 0)`;
/** The assignment's course (its own, or its lesson's) and the student it was given to, as their owners publish them. */
const course = courseView('course');
const student = peopleView('student');
/** An assignment's columns, its lesson's and course's titles in `locale`. */
const infoColumns = (locale: string) => ({
  id: assignments.id,
  classId: assignments.classId,
  className: classes.name,
  lessonId: assignments.lessonId,
  note: assignments.note,
  dueOn: assignments.dueOn,
  dueAt: assignments.dueAt,
  timeZone: assignments.timeZone,
  createdAt: assignments.createdAt,
  cancelledAt: assignments.cancelledAt,
  courseSlug: course.slug,
  courseTitle: courseTitleIn(locale, course.id, course.title),
  lessonSlug: lessonSlugOf(targetLesson),
  lessonTitle: sql<string | null>`${lessonTitleIn(locale, targetLesson, lessonTitleOf(targetLesson))}`,
});

/** The course of the assignment: its own, or its lesson's. */
const courseOfAssignment = sql`${course.id} = ${courseOfWork(targetLesson, assignments.courseId)}`;

interface InfoRow {
  id: string;
  classId: string;
  className: string;
  lessonId: number | null;
  note: string | null;
  dueOn: string | null;
  dueAt: Date | null;
  timeZone: string;
  createdAt: Date;
  cancelledAt: Date | null;
  courseSlug: string;
  courseTitle: string;
  lessonSlug: string | null;
  lessonTitle: string | null;
}

function infoOf(row: InfoRow): AssignmentInfo {
  const lesson = row.lessonId !== null;
  return {
    id: row.id,
    classId: row.classId,
    className: row.className,
    target: {
      kind: lesson ? 'lesson' : 'course',
      title: lesson ? (row.lessonTitle ?? '') : row.courseTitle,
      courseTitle: row.courseTitle,
      href: lesson ? `/courses/${row.courseSlug}/${row.lessonSlug}` : `/courses/${row.courseSlug}`,
    },
    note: row.note,
    dueOn: row.dueOn,
    dueAt: row.dueAt,
    timeZone: row.timeZone,
    createdAt: row.createdAt,
    cancelled: row.cancelledAt !== null,
  };
}

/**
 * The score of a recipient: the first completion of each assigned lesson since the assignment was given (a lesson,
 * or every lesson of a course), summed. A correlated subquery on the recipient row.
 */
const score = (column: 'correct' | 'total') => firstCompletionsScore(column, assignmentStudents.childId, { lessonId: assignments.lessonId, courseId: assignments.courseId, since: assignments.createdAt });

/** Recipients the tutor may see: approved students of the assignment's class. */
const stillStudent = sql`exists (select 1 from ${classMembers} where ${classMembers.classId} = ${assignments.classId} and ${classMembers.childId} = ${assignmentStudents.childId} and ${classMembers.status} = 'approved')`;

export interface AssignmentSummary extends AssignmentInfo {
  students: number;
  done: number;
  late: number;
  overdue: number;
}

/** The class page's list: open assignments by due date (none last), then cancelled ones; with counts per status. */
export async function listClassAssignments(actor: Actor, classId: string, locale: string): Promise<AssignmentSummary[]> {
  assertCan(actor, 'manage:class:own');
  const now = new Date();
  const rows = await getDb()
    .select({
      ...infoColumns(locale),
      students: sql<number>`count(${assignmentStudents.childId})`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${assignmentStudents.completedAt} is not null and (${assignments.dueAt} is null or ${assignmentStudents.completedAt} <= ${assignments.dueAt}))`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${assignmentStudents.completedAt} > ${assignments.dueAt})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${assignmentStudents.completedAt} is null and ${assignments.dueAt} < ${now})`.mapWith(Number),
    })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(course, courseOfAssignment)
    .leftJoin(assignmentStudents, and(eq(assignmentStudents.assignmentId, assignments.id), stillStudent))
    .where(and(eq(assignments.classId, classId), eq(classes.tutorId, actor.id)))
    .groupBy(assignments.id, classes.id, course.id, course.slug, course.title)
    .orderBy(sql`${assignments.cancelledAt} is not null`, sql`${assignments.dueAt} asc nulls last`, desc(assignments.createdAt));
  return rows.map((row) => ({ ...infoOf(row), students: row.students, done: row.done, late: row.late, overdue: row.overdue }));
}

export interface RecipientRow {
  childId: string;
  name: string;
  avatarSeed: string;
  avatarVariant: string;
  status: AssignmentStatus;
  completedAt: Date | null;
  correct: number | null;
  total: number | null;
}

export interface AssignmentDetail {
  assignment: AssignmentInfo;
  recipients: RecipientRow[];
}

function recipientQuery(condition: SQL, locale: string) {
  return getDb()
    .select({
      ...infoColumns(locale),
      childId: assignmentStudents.childId,
      firstName: student.firstName,
      lastName: student.lastName,
      avatarSeed: student.avatarSeed,
      avatarVariant: student.avatarVariant,
      completedAt: assignmentStudents.completedAt,
      correct: score('correct'),
      total: score('total'),
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(course, courseOfAssignment)
    .innerJoin(student, eq(student.id, assignmentStudents.childId))
    .where(condition);
}

type RecipientQueryRow = Awaited<ReturnType<typeof recipientQuery>>[number];

function recipientOf(row: RecipientQueryRow, now: Date): RecipientRow {
  return {
    childId: row.childId,
    name: fullName(row) || '?',
    avatarSeed: row.avatarSeed,
    avatarVariant: row.avatarVariant,
    status: statusOf(row.dueAt, row.completedAt, now),
    completedAt: row.completedAt,
    correct: row.completedAt ? row.correct : null,
    total: row.completedAt ? row.total : null,
  };
}

/** One assignment of the tutor's class with a row per student who may still be seen (the visit logged for their families); null (404) for anyone else's. */
export async function getAssignmentDetail(actor: Actor, classId: string, assignmentId: string, locale: string): Promise<AssignmentDetail | null> {
  assertCan(actor, 'manage:class:own');
  const db = getDb();
  const now = new Date();
  const [info] = await db
    .select(infoColumns(locale))
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(course, courseOfAssignment)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.classId, classId), eq(classes.tutorId, actor.id)));
  if (!info) return null;
  const rows = await recipientQuery(and(eq(assignments.id, assignmentId), stillStudent)!, locale).orderBy(sql`lower(${student.firstName})`, sql`lower(${student.lastName})`, asc(student.id));
  // The results are each student's learning: the families read the visit in their access log (decision 033).
  await recordStudentsSeen(actor, rows.map((row) => row.childId));
  return { assignment: infoOf(info), recipients: rows.map((row) => recipientOf(row, now)) };
}

export interface StudentAssignment extends AssignmentInfo {
  status: AssignmentStatus;
  completedAt: Date | null;
  correct: number | null;
  total: number | null;
}

/**
 * A child's assignments in the given classes' scope: the child's own (dashboard, /lessons: not cancelled), or the
 * ones a tutor gave a student (student page: that tutor's classes only, cancelled ones included).
 */
async function assignmentsOf(childId: string, scope: SQL, locale: string): Promise<StudentAssignment[]> {
  const now = new Date();
  const rows = await recipientQuery(and(eq(assignmentStudents.childId, childId), scope)!, locale).orderBy(sql`${assignments.dueAt} asc nulls last`, desc(assignments.createdAt));
  return rows.map((row) => {
    const recipient = recipientOf(row, now);
    return { ...infoOf(row), status: recipient.status, completedAt: recipient.completedAt, correct: recipient.correct, total: recipient.total };
  });
}

/**
 * The child's own assignments (dashboard and /lessons): the open ones, due soonest first (overdue ones are the
 * earliest), then those finished in the last 7 days. Only while the child is an approved member of the class.
 */
export async function listMyAssignments(actor: Actor, locale: string): Promise<StudentAssignment[]> {
  assertCan(actor, 'take:lesson:own');
  const all = await assignmentsOf(actor.id, sql`${assignments.cancelledAt} is null and ${stillStudent}`, locale);
  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  return all.filter((item) => item.completedAt === null || item.completedAt.getTime() >= weekAgo);
}

/** A student's assignments in the tutor's own classes (the student page); the page has checked the child is theirs. */
export async function listStudentAssignments(actor: Actor, childId: string, locale: string): Promise<StudentAssignment[]> {
  assertCan(actor, 'manage:class:own');
  return assignmentsOf(childId, sql`${classes.tutorId} = ${actor.id} and ${stillStudent}`, locale);
}

/** How many open assignments each of the tutor's students has past their due date (the /students column). */
export async function countOverdue(actor: Actor): Promise<Record<string, number>> {
  assertCan(actor, 'manage:class:own');
  const rows = await getDb()
    .select({ childId: assignmentStudents.childId, overdue: sql<number>`count(*)`.mapWith(Number) })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(and(eq(classes.tutorId, actor.id), sql`${assignments.cancelledAt} is null`, sql`${assignmentStudents.completedAt} is null`, sql`${assignments.dueAt} < now()`, stillStudent))
    .groupBy(assignmentStudents.childId);
  return Object.fromEntries(rows.map((row) => [row.childId, row.overdue]));
}

/** The assignment page's read: null (404) for ids that are not ids, and for anyone else's assignment. */
export async function findAssignmentPage(actor: Actor, params: { classId: string; assignmentId: string }, locale: string): Promise<AssignmentDetail | null> {
  const parsed = assignmentParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  return getAssignmentDetail(actor, parsed.data.classId, parsed.data.assignmentId, locale);
}

/**
 * The results as CSV (formula-safe, src/lib/csv.ts): one row per student the tutor may see, with the assignment's
 * title, class, due date and zone repeated so a file stands alone. Null (404) as the page.
 */
export async function exportAssignmentCsv(actor: Actor, params: { classId: string; assignmentId: string }, locale: string): Promise<{ fileName: string; body: string } | null> {
  const detail = await findAssignmentPage(actor, params, locale);
  if (!detail) return null;
  const { assignment, recipients } = detail;
  const rows: unknown[][] = [['student', 'class', 'assignment', 'course', 'due_on', 'time_zone', 'status', 'completed_at', 'correct', 'total']];
  for (const row of recipients) {
    rows.push([row.name, assignment.className, assignment.target.title, assignment.target.courseTitle, assignment.dueOn, assignment.dueOn ? assignment.timeZone : null, row.status, row.completedAt, row.correct, row.total]);
  }
  const slug = assignment.target.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'assignment';
  return { fileName: `assignment-${slug}-${new Date().toISOString().slice(0, 10)}.csv`, body: toCsv(rows) };
}
