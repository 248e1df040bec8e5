import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { schoolMembers, schoolRosterImports, schools, type RosterImportCounts } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { approvedRosterView, classHeadcountView } from '@/modules/classes/runtime';
import { lessonCompletionView } from '@/modules/courses/runtime';
import { answerTimeView, readGroupMastery, type GroupMastery } from '@/modules/mastery';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/*
 * What schools show (decision 061). The scoping rule: a school admin's every read starts from their own membership
 * row (`school_members` where they are the admin), never from an id the request names, so nothing of another school
 * can be asked for. The dashboard is one parallel round of statements, each limited to that school by a subquery.
 */

/** A student counts as active this week with an answer or a finished lesson in the last 7 days. */
export const ACTIVE_DAYS = 7;

/** How many applied roster imports the dashboard lists (the roster page keeps the longer history). */
export const DASHBOARD_IMPORTS = 5;

export interface SchoolPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface SchoolClass {
  id: string;
  name: string;
  teacher: SchoolPerson;
  approvedStudents: number;
  /**
   * Mastery by class (decision 052's levels): of the pairs (approved student, skill of the curriculum), how many stand
   * at Mastered now; `share` is that part of `possible` (0 when the class has no student).
   */
  mastery: { skills: number; mastered: number; possible: number; share: number };
}

/** An applied roster import, as the dashboard lists it (decision 064). */
export interface SchoolImport {
  id: string;
  appliedAt: Date;
  counts: RosterImportCounts;
}

export interface SchoolStudent extends SchoolPerson {
  activeThisWeek: boolean;
}

export interface SchoolDashboard {
  school: { id: string; name: string; country: string; timeZone: string };
  teachers: SchoolPerson[];
  classes: SchoolClass[];
  students: SchoolStudent[];
  activeLearners: number;
  /** The last roster imports applied (decision 064), newest first, at most DASHBOARD_IMPORTS. */
  imports: SchoolImport[];
}

/** The id of the school the actor administers, as a subquery (empty when they administer none). */
function administeredSchool(actorId: string) {
  return getDb()
    .select({ id: schoolMembers.schoolId })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.userId, actorId), eq(schoolMembers.role, 'admin')));
}

/** The school admin's page: their school's teachers, classes and students, or null when they administer no school. */
export async function getSchoolDashboard(actor: Actor): Promise<SchoolDashboard | null> {
  assertCan(actor, 'read:school:own');
  const db = getDb();
  const mine = administeredSchool(actor.id);
  const person = peopleView('person');
  const teacher = peopleView('teacher');
  const headcount = classHeadcountView('headcount');
  const answer = answerTimeView('answer');
  const completion = lessonCompletionView('completion');
  const since = sql`now() - make_interval(days => ${ACTIVE_DAYS})`;
  const personColumns = { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email };
  const roster = approvedRosterView('roster');
  const [schoolRows, teachers, classRows, students, imports, mastery] = await Promise.all([
    db.select({ id: schools.id, name: schools.name, country: schools.country, timeZone: schools.timeZone }).from(schools).where(inArray(schools.id, mine)),
    db
      .select(personColumns)
      .from(schoolMembers)
      .innerJoin(person, eq(person.id, schoolMembers.userId))
      .where(and(inArray(schoolMembers.schoolId, mine), eq(schoolMembers.role, 'teacher')))
      .orderBy(asc(sql`lower(${person.lastName})`), asc(sql`lower(${person.firstName})`), asc(person.id)),
    // A school's classes are its teachers' classes (decision 061): the classes module's rows stay as they are.
    db
      .select({ id: headcount.id, name: headcount.name, approvedStudents: headcount.approvedStudents, teacherId: teacher.id, teacherFirstName: teacher.firstName, teacherLastName: teacher.lastName, teacherEmail: teacher.email })
      .from(headcount)
      .innerJoin(schoolMembers, and(eq(schoolMembers.userId, headcount.tutorId), eq(schoolMembers.role, 'teacher')))
      .innerJoin(teacher, eq(teacher.id, headcount.tutorId))
      .where(inArray(schoolMembers.schoolId, mine))
      .orderBy(asc(sql`lower(${headcount.name})`), asc(headcount.id)),
    db
      .select({
        ...personColumns,
        activeThisWeek: sql<boolean>`(exists (select 1 from ${answer} where ${answer.userId} = ${person.id} and ${answer.answeredAt} >= ${since})
          or exists (select 1 from ${completion} where ${completion.userId} = ${person.id} and ${completion.completedAt} >= ${since}))`,
      })
      .from(schoolMembers)
      .innerJoin(person, eq(person.id, schoolMembers.userId))
      .where(and(inArray(schoolMembers.schoolId, mine), eq(schoolMembers.role, 'student')))
      .orderBy(asc(sql`lower(${person.lastName})`), asc(sql`lower(${person.firstName})`), asc(person.id)),
    db
      .select({ id: schoolRosterImports.id, appliedAt: schoolRosterImports.appliedAt, counts: schoolRosterImports.counts })
      .from(schoolRosterImports)
      .where(and(inArray(schoolRosterImports.schoolId, mine), eq(schoolRosterImports.status, 'applied')))
      .orderBy(desc(schoolRosterImports.appliedAt), desc(schoolRosterImports.id))
      .limit(DASHBOARD_IMPORTS),
    // Mastery by class: the approved students of the school's classes, handed to mastery's one statement.
    readGroupMastery(
      sql`${db
        .select({ groupId: sql<string>`${roster.classId}`.as('group_id'), userId: sql<string>`${roster.childId}`.as('user_id') })
        .from(roster)
        .innerJoin(schoolMembers, and(eq(schoolMembers.userId, roster.tutorId), eq(schoolMembers.role, 'teacher')))
        .where(inArray(schoolMembers.schoolId, mine))}`,
    ),
  ]);
  const [school] = schoolRows;
  if (!school) return null;
  const masteryOf = new Map(mastery.map((row) => [row.groupId, row]));
  return {
    school,
    teachers,
    classes: classRows.map((row) => ({
      id: row.id,
      name: row.name,
      approvedStudents: Number(row.approvedStudents),
      mastery: classMastery(masteryOf.get(row.id)),
      teacher: { id: row.teacherId, firstName: row.teacherFirstName, lastName: row.teacherLastName, email: row.teacherEmail },
    })),
    students: students.map((student) => ({ ...student, activeThisWeek: Boolean(student.activeThisWeek) })),
    activeLearners: students.filter((student) => student.activeThisWeek).length,
    imports: imports.flatMap((row) => (row.appliedAt && row.counts ? [{ id: row.id, appliedAt: row.appliedAt, counts: row.counts }] : [])),
  };
}

function classMastery(row: GroupMastery | undefined): SchoolClass['mastery'] {
  const possible = row ? row.learners * row.skills : 0;
  return { skills: row?.skills ?? 0, mastered: row?.mastered ?? 0, possible, share: possible === 0 ? 0 : (row?.mastered ?? 0) / possible };
}

export interface SchoolListRow {
  id: string;
  name: string;
  country: string;
  timeZone: string;
  createdAt: Date;
  admins: number;
  teachers: number;
  students: number;
}

/** The back office's list of schools, with how many admins, teachers and students each has (one statement). */
export async function listSchools(actor: Actor): Promise<SchoolListRow[]> {
  assertCan(actor, 'manage:school:any');
  const rows = await getDb()
    .select({
      id: schools.id,
      name: schools.name,
      country: schools.country,
      timeZone: schools.timeZone,
      createdAt: schools.createdAt,
      admins: count(sql`case when ${schoolMembers.role} = 'admin' then 1 end`),
      teachers: count(sql`case when ${schoolMembers.role} = 'teacher' then 1 end`),
      students: count(sql`case when ${schoolMembers.role} = 'student' then 1 end`),
    })
    .from(schools)
    .leftJoin(schoolMembers, eq(schoolMembers.schoolId, schools.id))
    .groupBy(schools.id)
    .orderBy(asc(sql`lower(${schools.name})`), asc(schools.id));
  return rows.map((row) => ({ ...row, admins: Number(row.admins), teachers: Number(row.teachers), students: Number(row.students) }));
}

/** Which school a person belongs to, and as what (null: none). */
export async function schoolMembershipOf(userId: string): Promise<{ schoolId: string; role: 'admin' | 'teacher' | 'student' } | null> {
  const [row] = await getDb().select({ schoolId: schoolMembers.schoolId, role: schoolMembers.role }).from(schoolMembers).where(eq(schoolMembers.userId, userId));
  return row ?? null;
}
