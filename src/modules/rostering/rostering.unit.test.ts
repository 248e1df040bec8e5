import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classesWithoutTeacher, diffRoster, type RosterDiff, type SchoolRosterState } from './diff-roster';
import { parseRosterFiles, ROSTER_ERROR_KEYS, type ParsedRoster, type RosterFiles } from './parse-roster';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/oneroster');

function fixture(folder: string): Record<string, string> {
  const directory = path.join(FIXTURES, folder);
  return Object.fromEntries(readdirSync(directory).map((file) => [file, readFileSync(path.join(directory, file), 'utf8')]));
}

function parsed(files: RosterFiles): ParsedRoster {
  const result = parseRosterFiles(files);
  if (!result.ok) throw new Error(JSON.stringify(result.errors, null, 1));
  return result.roster;
}

function diffOf(roster: ParsedRoster, school: SchoolRosterState): RosterDiff {
  const result = diffRoster(roster, school);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.diff;
}

const EMPTY_SCHOOL: SchoolRosterState = { schoolSourcedId: 'school-1', teachers: [], students: [], classes: [], enrolments: [] };

/** The school's state once a diff is applied: what the apply step must leave in the school's tables. */
function applied(school: SchoolRosterState, diff: RosterDiff): SchoolRosterState {
  const apply = <T extends { sourcedId: string }>(rows: T[], changes: { add: T[]; change: Array<{ after: T }>; remove: T[] }) => {
    const removed = new Set(changes.remove.map((row) => row.sourcedId));
    const changed = new Map(changes.change.map((change) => [change.after.sourcedId, change.after]));
    return [...rows.filter((row) => !removed.has(row.sourcedId)).map((row) => changed.get(row.sourcedId) ?? row), ...changes.add];
  };
  return {
    schoolSourcedId: diff.schoolSourcedId,
    teachers: apply(school.teachers, diff.teachers),
    students: apply(school.students, diff.students),
    classes: apply(school.classes, diff.classes),
    enrolments: apply(school.enrolments, diff.enrolments),
  };
}

const counts = (changes: { add: unknown[]; change: unknown[]; remove: unknown[] }) => [changes.add.length, changes.change.length, changes.remove.length];

describe('reading a OneRoster 1.2 CSV set', () => {
  it('reads the school: 3 teachers, 60 students, 4 classes and their 64 enrolments', () => {
    const roster = parsed(fixture('school'));
    expect(roster.schools).toEqual([{ sourcedId: 'school-1', name: 'École des Cerisiers' }]);
    expect(roster.people.filter((person) => person.role === 'teacher').map((person) => person.sourcedId)).toEqual(['t-1', 't-2', 't-3']);
    expect(roster.people.filter((person) => person.role === 'student')).toHaveLength(60);
    expect(roster.classes.map((row) => row.sourcedId)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
    expect(roster.classes[0]!.termSourcedIds).toEqual(['term-1', 'term-2']);
    expect(roster.enrolments).toHaveLength(64);
    // Quoted names keep their commas; the byte order mark of users.csv is not part of the first column's name.
    expect(roster.people.find((person) => person.familyName === 'Dupont, Jr.')).toBeDefined();
    // Young children come without an e-mail of their own.
    expect(roster.people.find((person) => person.sourcedId === 's-01')!.email).toBeNull();
    expect(roster.people.find((person) => person.sourcedId === 's-31')!.email).toBe('s31@school.example');
  });

  it('reports the administrator, the aide and the guardian as ignored, and never makes them accounts', () => {
    const roster = parsed(fixture('school'));
    expect(roster.ignored).toEqual([
      { file: 'roles.csv', line: 65, sourcedId: 'a-1', role: 'siteAdministrator' },
      { file: 'roles.csv', line: 66, sourcedId: 'x-1', role: 'aide' },
      { file: 'roles.csv', line: 67, sourcedId: 'g-1', role: 'guardian' },
      { file: 'enrollments.csv', line: 66, sourcedId: 'e-c-1-a-1', role: 'administrator' },
    ]);
    expect(roster.people.map((person) => person.sourcedId)).not.toEqual(expect.arrayContaining(['a-1']));
    expect(roster.people.some((person) => ['a-1', 'x-1', 'g-1'].includes(person.sourcedId))).toBe(false);
  });

  it('lists every mistake of the malformed set with its file, line and column, and yields no roster', () => {
    const result = parseRosterFiles(fixture('malformed'));
    expect(result.ok).toBe(false);
    expect('roster' in result).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { file: 'academicSessions.csv', line: 1, field: 'schoolYear', key: 'missingColumn' },
      { file: 'users.csv', line: 68, field: 'sourcedId', key: 'duplicateSourcedId', values: { value: 's-05', firstLine: 9 } },
      { file: 'roles.csv', line: 4, field: 'role', key: 'invalidValue', values: { value: 'headteacher' } },
      { file: 'enrollments.csv', line: 67, field: 'classSourcedId', key: 'unknownReference', values: { value: 'c-9', target: 'classes.csv' } },
    ]);
  });

  it('names missing files, a OneRoster version other than 1.2, delta files and broken quotes', () => {
    const files = fixture('school');
    const { 'enrollments.csv': _enrolments, ...withoutEnrolments } = files;
    expect(parseRosterFiles(withoutEnrolments)).toEqual({ ok: false, errors: [{ file: 'enrollments.csv', line: null, field: null, key: 'missingFile' }] });

    const manifest = files['manifest.csv']!.replace('oneroster.version,1.2', 'oneroster.version,1.1').replace('file.users,bulk', 'file.users,delta');
    expect(parseRosterFiles({ ...files, 'manifest.csv': manifest })).toEqual({
      ok: false,
      errors: [
        { file: 'manifest.csv', line: 3, field: 'oneroster.version', key: 'unsupportedVersion', values: { value: '1.1' } },
        { file: 'manifest.csv', line: 12, field: 'file.users', key: 'deltaNotSupported', values: { value: 'users.csv' } },
      ],
    });

    const orgs = `${files['orgs.csv']!}"school-2,,,Other,school,,\r\n`;
    expect(parseRosterFiles({ ...files, 'orgs.csv': orgs })).toEqual({ ok: false, errors: [{ file: 'orgs.csv', line: 4, field: null, key: 'csvUnterminatedQuote' }] });
  });

  it('checks values: required cells, enumerations, dates and e-mails, by column name', () => {
    const files = fixture('school');
    const users = files['users.csv']!.replace('s-02,,,true,s02,,Lucas,', 's-02,,,maybe,s02,,,').replace('s31@school.example', 'not-an-email');
    const sessions = files['academicSessions.csv']!.replace('2026-12-18', '18/12/2026');
    const result = parseRosterFiles({ ...files, 'users.csv': users, 'academicSessions.csv': sessions });
    expect(result.ok ? [] : result.errors).toEqual([
      { file: 'academicSessions.csv', line: 3, field: 'endDate', key: 'invalidDate', values: { value: '18/12/2026' } },
      { file: 'users.csv', line: 6, field: 'enabledUser', key: 'invalidValue', values: { value: 'maybe' } },
      { file: 'users.csv', line: 6, field: 'givenName', key: 'required' },
      { file: 'users.csv', line: 35, field: 'email', key: 'invalidEmail', values: { value: 'not-an-email' } },
    ]);
  });

  it('reads the 1.1 layout of users.csv (role and orgSourcedIds columns) when roles.csv is absent', () => {
    const legacy = [
      'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email',
      't-1,,,true,school-1,teacher,teacher1,,Marie,Durand,,,teacher1@school.example',
      's-01,,,true,school-1,student,s01,,Amira,Martin,,,',
      'g-1,,,true,school-1,guardian,parent1,,Nadia,Haddad,,,',
    ].join('\r\n');
    const { 'roles.csv': _roles, ...files } = fixture('school');
    const enrollments = 'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\r\ne-1,,,c-1,school-1,s-01,student,false,,\r\n';
    const manifest = files['manifest.csv']!.replace('file.roles,bulk', 'file.roles,absent');
    const roster = parsed({ ...files, 'manifest.csv': manifest, 'users.csv': legacy, 'enrollments.csv': enrollments });
    expect(roster.people.map((person) => [person.sourcedId, person.role])).toEqual([
      ['t-1', 'teacher'],
      ['s-01', 'student'],
    ]);
    expect(roster.ignored).toEqual([{ file: 'users.csv', line: 4, sourcedId: 'g-1', role: 'guardian' }]);
  });
});

describe('what an import would change', () => {
  it('from an empty school: adds 3 teachers, 60 students, 4 classes and 64 enrolments, and nothing is held', () => {
    const diff = diffOf(parsed(fixture('school')), EMPTY_SCHOOL);
    expect(counts(diff.teachers)).toEqual([3, 0, 0]);
    expect(counts(diff.students)).toEqual([60, 0, 0]);
    expect(counts(diff.classes)).toEqual([4, 0, 0]);
    expect(counts(diff.enrolments)).toEqual([64, 0, 0]);
    expect(diff.held).toEqual([]);
    expect(diff.empty).toBe(false);
    expect(diff.students.add.filter((student) => student.email === null)).toHaveLength(45);
  });

  it('takes the roster’s only school when the school has never been imported', () => {
    const diff = diffOf(parsed(fixture('school')), { ...EMPTY_SCHOOL, schoolSourcedId: null });
    expect(diff.schoolSourcedId).toBe('school-1');
  });

  it('refuses a roster of another school instead of planning to remove everyone', () => {
    const result = diffRoster(parsed(fixture('school')), { ...EMPTY_SCHOOL, schoolSourcedId: 'school-9' });
    expect(result).toEqual({ ok: false, error: { file: 'orgs.csv', line: null, field: 'sourcedId', key: 'schoolNotInRoster', values: { value: 'school-9' } } });
  });

  it('the same file again changes nothing', () => {
    const roster = parsed(fixture('school'));
    const school = applied(EMPTY_SCHOOL, diffOf(roster, EMPTY_SCHOOL));
    const again = diffOf(parsed(fixture('school')), school);
    expect(again.empty).toBe(true);
    expect([again.teachers, again.students, again.classes, again.enrolments].map(counts)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(again.held).toEqual([]);
  });

  it('holds the class that loses 60 % of its children for confirmation, and only that class', () => {
    const school = applied(EMPTY_SCHOOL, diffOf(parsed(fixture('school')), EMPTY_SCHOOL));
    const diff = diffOf(parsed(fixture('school-v2')), school);
    expect(diff.held).toEqual([{ classSourcedId: 'c-2', title: 'CE1 Reading', enrolments: 16, removed: 9, changed: 0 }]);
    expect(counts(diff.enrolments)).toEqual([0, 0, 9]);
    expect(diff.enrolments.remove.every((row) => row.classSourcedId === 'c-2' && row.role === 'student')).toBe(true);
    // The children stay at the school; the renamed class and the corrected name are plain changes.
    expect(counts(diff.students)).toEqual([0, 1, 0]);
    expect(diff.students.change[0]).toMatchObject({ fields: ['familyName'], after: { sourcedId: 's-17', familyName: 'Haddad-Moreau' } });
    expect(diff.classes.change).toEqual([{ before: { sourcedId: 'c-3', title: 'CM1 Mathematics', classCode: 'C-3' }, after: { sourcedId: 'c-3', title: 'CM1 Maths', classCode: 'C-3' }, fields: ['title'] }]);
  });

  it('counts a changed enrolment against the class it leaves, and exactly half is not held', () => {
    const enrolment = (id: string, classSourcedId: string) => ({ sourcedId: id, classSourcedId, userSourcedId: `u-${id}`, role: 'student' as const, primary: false });
    const school: SchoolRosterState = { ...EMPTY_SCHOOL, classes: [{ sourcedId: 'c-1', title: 'One', classCode: null }], enrolments: [enrolment('1', 'c-1'), enrolment('2', 'c-1'), enrolment('3', 'c-1'), enrolment('4', 'c-1')] };
    const roster: ParsedRoster = {
      schools: [{ sourcedId: 'school-1', name: 'School' }],
      people: [],
      classes: [
        { sourcedId: 'c-1', schoolSourcedId: 'school-1', title: 'One', classCode: null, classType: 'homeroom', termSourcedIds: [] },
        { sourcedId: 'c-2', schoolSourcedId: 'school-1', title: 'Two', classCode: null, classType: 'homeroom', termSourcedIds: [] },
      ],
      enrolments: [enrolment('1', 'c-2'), enrolment('2', 'c-1'), enrolment('4', 'c-1')],
      ignored: [],
    };
    const half = diffOf(roster, school);
    expect(half.held).toEqual([]);
    const more = diffOf({ ...roster, enrolments: [enrolment('1', 'c-2'), enrolment('2', 'c-1')] }, school);
    expect(more.held).toEqual([{ classSourcedId: 'c-1', title: 'One', enrolments: 4, removed: 2, changed: 1 }]);
  });
});

describe('what the academy keeps of a roster (decision 064)', () => {
  const roster = (): ParsedRoster => ({
    schools: [{ sourcedId: 'school-1', name: 'School' }],
    people: [
      { sourcedId: 't-1', role: 'teacher', orgSourcedIds: ['school-1'], username: 'one', givenName: 'Tess', familyName: 'One', email: 't1@school.example', enabled: true },
      { sourcedId: 't-2', role: 'teacher', orgSourcedIds: ['school-1'], username: 'two', givenName: 'Theo', familyName: 'Two', email: 't2@school.example', enabled: true },
      { sourcedId: 's-1', role: 'student', orgSourcedIds: ['school-1'], username: 'kid', givenName: 'Kim', familyName: 'Kid', email: null, enabled: true },
      { sourcedId: 's-2', role: 'student', orgSourcedIds: ['school-1'], username: 'gone', givenName: 'Gus', familyName: 'Gone', email: null, enabled: false },
    ],
    classes: [{ sourcedId: 'c-1', schoolSourcedId: 'school-1', title: `A${'b'.repeat(70)}`, classCode: null, classType: 'homeroom', termSourcedIds: [], line: 2 }],
    enrolments: [
      { sourcedId: 'e-t2', classSourcedId: 'c-1', userSourcedId: 't-2', role: 'teacher', primary: false, line: 2 },
      { sourcedId: 'e-t1', classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher', primary: true, line: 3 },
      { sourcedId: 'e-s1', classSourcedId: 'c-1', userSourcedId: 's-1', role: 'student', primary: false, line: 4 },
      { sourcedId: 'e-s2', classSourcedId: 'c-1', userSourcedId: 's-2', role: 'student', primary: false, line: 5 },
    ],
    ignored: [],
  });

  it('gives a class its primary teacher, lists a second teacher as skipped, and reads a disabled user as gone', () => {
    const diff = diffOf(roster(), EMPTY_SCHOOL);
    expect(diff.enrolments.add.map((row) => row.sourcedId)).toEqual(['e-s1', 'e-t1']);
    expect(diff.ignored).toEqual([{ file: 'enrollments.csv', line: 2, sourcedId: 'e-t2', role: 'teacher' }]);
    expect(diff.students.add.map((row) => row.sourcedId)).toEqual(['s-1']);
    expect(diff.classes.add[0]?.title).toHaveLength(60);
    expect(classesWithoutTeacher(roster(), diff)).toEqual([]);
    // Applied, then the same roster again: a cut title and a username the academy does not keep change nothing.
    expect(diffOf(roster(), applied(EMPTY_SCHOOL, diff)).empty).toBe(true);
  });

  it('a student who is disabled later leaves the school and their class', () => {
    const school = applied(EMPTY_SCHOOL, diffOf(roster(), EMPTY_SCHOOL));
    const later = roster();
    later.people[2] = { ...later.people[2]!, enabled: false };
    const diff = diffOf(later, school);
    expect(diff.students.remove.map((row) => row.sourcedId)).toEqual(['s-1']);
    expect(diff.enrolments.remove.map((row) => row.sourcedId)).toEqual(['e-s1']);
  });

  it('names a new class without a teacher enrolment as a problem of classes.csv', () => {
    const untaught = roster();
    untaught.enrolments = untaught.enrolments.filter((row) => row.role === 'student');
    expect(classesWithoutTeacher(untaught, diffOf(untaught, EMPTY_SCHOOL))).toEqual([{ file: 'classes.csv', line: 2, field: 'sourcedId', key: 'classWithoutTeacher', values: { value: 'c-1' } }]);
  });
});

describe('the rostering messages', () => {
  it('has every error key, and the same keys, in English, French and Arabic', () => {
    const messages = (locale: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../messages/${locale}/schools.json`), 'utf8')).rostering;
    const english = messages('en');
    expect(Object.keys(english.errors).sort()).toEqual([...ROSTER_ERROR_KEYS].sort());
    const keys = (object: object, prefix = ''): string[] => Object.entries(object).flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    for (const locale of ['fr', 'ar']) expect(keys(messages(locale)).sort()).toEqual(keys(english).sort());
  });
});
