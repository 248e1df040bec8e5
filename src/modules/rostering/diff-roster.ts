import type { ParsedRoster, RosterError, RosterRole, IgnoredRow } from './parse-roster';

// What importing a parsed roster would do to one school (decision 062): a pure comparison by sourcedId of the roster
// with the school's current rostered people, classes and enrolments, so the dry run and the apply step read the
// same plan, and the same file twice plans nothing.

/** A rostered person as the school holds them (its teachers or students that carry a sourcedId). */
export interface SchoolPerson {
  sourcedId: string;
  givenName: string;
  familyName: string;
  /** Null for a child the roster gave no e-mail: they have none of their own. */
  email: string | null;
}

export interface SchoolClass {
  sourcedId: string;
  title: string;
  classCode: string | null;
}

/** A class has one teacher in the academy (its tutor): the roster's primary teacher enrolment, or its first. */
export interface SchoolEnrolment {
  sourcedId: string;
  classSourcedId: string;
  userSourcedId: string;
  role: RosterRole;
}

/**
 * The school's current rostered state, keyed by sourcedId. Whoever owns the school's tables builds it; only rows
 * that came from a roster belong here (people who joined by hand are neither compared nor removed).
 */
export interface SchoolRosterState {
  /** The school's own sourcedId in the SIS; null before its first import (a roster naming one school is then taken). */
  schoolSourcedId: string | null;
  teachers: SchoolPerson[];
  students: SchoolPerson[];
  classes: SchoolClass[];
  enrolments: SchoolEnrolment[];
}

export interface Change<T> {
  before: T;
  after: T;
  /** The fields that differ, in a stable order. */
  fields: Array<keyof T & string>;
}

export interface Changes<T> {
  add: T[];
  change: Array<Change<T>>;
  remove: T[];
}

/** A class whose enrolments the import would mostly remove or change: applied only once an admin confirms it. */
export interface HeldClass {
  classSourcedId: string;
  title: string;
  /** Its enrolments before the import. */
  enrolments: number;
  removed: number;
  changed: number;
}

export interface RosterDiff {
  schoolSourcedId: string;
  teachers: Changes<SchoolPerson>;
  students: Changes<SchoolPerson>;
  classes: Changes<SchoolClass>;
  enrolments: Changes<SchoolEnrolment>;
  /** Khan Academy's rule: more than half of a class's enrolments removed or changed holds the import. */
  held: HeldClass[];
  ignored: IgnoredRow[];
  /** Nothing to add, change or remove: importing the same file again. */
  empty: boolean;
}

export type RosterDiffResult = { ok: true; diff: RosterDiff } | { ok: false; error: RosterError };

// What the academy keeps of a person: the roster's username is the SIS's sign-in name, not ours (ours are unique
// academy-wide), and a disabled user is read as one who left (decision 064), so neither is compared.
const PERSON_FIELDS = ['givenName', 'familyName', 'email'] as const satisfies ReadonlyArray<keyof SchoolPerson>;
const CLASS_FIELDS = ['title', 'classCode'] as const satisfies ReadonlyArray<keyof SchoolClass>;
const ENROLMENT_FIELDS = ['classSourcedId', 'userSourcedId', 'role'] as const satisfies ReadonlyArray<keyof SchoolEnrolment>;
/** A class's name in the academy is at most 60 characters (classes_name_check): a longer title is cut there. */
export const CLASS_TITLE_MAX_LENGTH = 60;

export function diffRoster(roster: ParsedRoster, school: SchoolRosterState): RosterDiffResult {
  const schoolSourcedId = school.schoolSourcedId ?? (roster.schools.length === 1 ? roster.schools[0]!.sourcedId : null);
  if (schoolSourcedId === null) return { ok: false, error: { file: 'orgs.csv', line: null, field: 'sourcedId', key: 'severalSchools' } };
  if (!roster.schools.some((org) => org.sourcedId === schoolSourcedId)) {
    // Comparing with a roster of another school would plan to remove everyone: refuse instead.
    return { ok: false, error: { file: 'orgs.csv', line: null, field: 'sourcedId', key: 'schoolNotInRoster', values: { value: schoolSourcedId } } };
  }

  const classes = roster.classes.filter((row) => row.schoolSourcedId === schoolSourcedId);
  const classIds = new Set(classes.map((row) => row.sourcedId));
  // A disabled user has left: neither they nor their enrolments are wanted any more.
  const disabled = new Set(roster.people.filter((row) => !row.enabled).map((row) => row.sourcedId));
  const ignored = [...roster.ignored];
  const enrolments: SchoolEnrolment[] = [];
  const taught = new Set<string>();
  // Primary teachers first, so each class's one teacher is its primary one; further teachers are listed as ignored.
  const ordered = [...roster.enrolments].sort((a, b) => Number(b.role === 'teacher' && b.primary) - Number(a.role === 'teacher' && a.primary));
  for (const row of ordered) {
    if (!classIds.has(row.classSourcedId) || disabled.has(row.userSourcedId)) continue;
    if (row.role === 'teacher') {
      if (taught.has(row.classSourcedId)) {
        ignored.push({ file: 'enrollments.csv', line: row.line ?? 0, sourcedId: row.sourcedId, role: 'teacher' });
        continue;
      }
      taught.add(row.classSourcedId);
    }
    enrolments.push({ sourcedId: row.sourcedId, classSourcedId: row.classSourcedId, userSourcedId: row.userSourcedId, role: row.role });
  }
  enrolments.sort((a, b) => a.sourcedId.localeCompare(b.sourcedId));
  const enrolledIds = new Set(enrolments.map((row) => row.userSourcedId));
  const people = roster.people.filter((person) => !disabled.has(person.sourcedId) && (person.orgSourcedIds.includes(schoolSourcedId) || enrolledIds.has(person.sourcedId)));
  const person = (row: (typeof people)[number]): SchoolPerson => ({ sourcedId: row.sourcedId, givenName: row.givenName, familyName: row.familyName, email: row.email });

  const diff: RosterDiff = {
    schoolSourcedId,
    teachers: compare(school.teachers, people.filter((row) => row.role === 'teacher').map(person), PERSON_FIELDS),
    students: compare(school.students, people.filter((row) => row.role === 'student').map(person), PERSON_FIELDS),
    classes: compare(school.classes, classes.map((row) => ({ sourcedId: row.sourcedId, title: row.title.slice(0, CLASS_TITLE_MAX_LENGTH), classCode: row.classCode })), CLASS_FIELDS),
    enrolments: compare(school.enrolments, enrolments, ENROLMENT_FIELDS),
    held: [],
    ignored,
    empty: false,
  };
  diff.held = heldClasses(school, diff.enrolments);
  diff.empty = [diff.teachers, diff.students, diff.classes, diff.enrolments].every((changes) => changes.add.length + changes.change.length + changes.remove.length === 0);
  return { ok: true, diff };
}

function compare<T extends { sourcedId: string }>(current: readonly T[], next: readonly T[], fields: ReadonlyArray<keyof T & string>): Changes<T> {
  const before = new Map(current.map((row) => [row.sourcedId, row]));
  const after = new Map(next.map((row) => [row.sourcedId, row]));
  const changes: Changes<T> = { add: [], change: [], remove: [] };
  for (const row of next) {
    const old = before.get(row.sourcedId);
    if (!old) {
      changes.add.push(pick(row, fields));
      continue;
    }
    const differing = fields.filter((field) => old[field] !== row[field]);
    if (differing.length > 0) changes.change.push({ before: old, after: pick(row, fields), fields: differing });
  }
  for (const row of current) if (!after.has(row.sourcedId)) changes.remove.push(row);
  return changes;
}

/** The row with only the compared fields, so a roster's extra properties never reach the school's state. */
function pick<T extends { sourcedId: string }>(row: T, fields: ReadonlyArray<keyof T & string>): T {
  const picked = { sourcedId: row.sourcedId } as T;
  for (const field of fields) picked[field] = row[field];
  return picked;
}

function heldClasses(school: SchoolRosterState, enrolments: Changes<SchoolEnrolment>): HeldClass[] {
  const counts = new Map<string, { enrolments: number; removed: number; changed: number }>();
  const countOf = (classSourcedId: string) => {
    let count = counts.get(classSourcedId);
    if (!count) counts.set(classSourcedId, (count = { enrolments: 0, removed: 0, changed: 0 }));
    return count;
  };
  for (const row of school.enrolments) countOf(row.classSourcedId).enrolments += 1;
  for (const row of enrolments.remove) countOf(row.classSourcedId).removed += 1;
  // A changed enrolment counts against the class it was in (moving a child out of it is a change to that class).
  for (const change of enrolments.change) countOf(change.before.classSourcedId).changed += 1;
  const titles = new Map(school.classes.map((row) => [row.sourcedId, row.title]));
  const held: HeldClass[] = [];
  for (const [classSourcedId, count] of counts) {
    if (count.enrolments > 0 && (count.removed + count.changed) * 2 > count.enrolments) {
      held.push({ classSourcedId, title: titles.get(classSourcedId) ?? classSourcedId, ...count });
    }
  }
  return held.sort((a, b) => a.classSourcedId.localeCompare(b.classSourcedId));
}

/**
 * The classes the roster would leave without a teacher: the academy's class has one tutor, so a new class needs a
 * teacher enrolment in the set (decision 064). Each is a problem of classes.csv, and the import waits for a fixed set.
 */
export function classesWithoutTeacher(roster: ParsedRoster, diff: RosterDiff): RosterError[] {
  const taught = new Set<string>();
  for (const row of diff.enrolments.add) if (row.role === 'teacher') taught.add(row.classSourcedId);
  for (const change of diff.enrolments.change) if (change.after.role === 'teacher') taught.add(change.after.classSourcedId);
  const lines = new Map(roster.classes.map((row) => [row.sourcedId, row.line ?? null]));
  return diff.classes.add
    .filter((row) => !taught.has(row.sourcedId))
    .map((row) => ({ file: 'classes.csv', line: lines.get(row.sourcedId) ?? null, field: 'sourcedId', key: 'classWithoutTeacher' as const, values: { value: row.sourcedId } }));
}
