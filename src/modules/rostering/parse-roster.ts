import { z } from 'zod';
import { CsvSyntaxError, parseCsv, type CsvRecord, type CsvSyntaxProblem } from '@/lib/csv';
import {
  CLASS_TYPES,
  ENROLMENT_ROLES,
  LEGACY_USER_ROLE_COLUMNS,
  LEGACY_USER_ROLES,
  MANIFEST_FILE_MODES,
  MANIFEST_VERSION,
  ONEROSTER_VERSION,
  ORG_TYPES,
  REQUIRED_COLUMNS,
  REQUIRED_FILES,
  ROLE_TYPES,
  ROSTER_FILES,
  ROSTER_MAX_ROWS_PER_FILE,
  SESSION_TYPES,
  STATUSES,
  USER_ROLES,
  type RosterFileName,
} from './spec';

// Reads a OneRoster 1.2 bulk CSV set into the roster the diff compares (decision 062), with the one CSV reader of
// src/lib/csv.ts. Every problem of every file is collected, each with its file, line and column and a message key of
// the `rostering.errors` namespace, so a school fixes its export once rather than once per upload; a set with any
// problem yields no roster at all.

/** The message keys of the `rostering.errors` namespace, one for each kind of problem a set can have. */
export const ROSTER_ERROR_KEYS = [
  'missingFile',
  'emptyFile',
  'tooManyRows',
  'csvUnterminatedQuote',
  'csvQuoteInField',
  'csvTextAfterQuote',
  'csvControlCharacter',
  'missingColumn',
  'duplicateColumn',
  'wrongCellCount',
  'required',
  'invalidValue',
  'invalidDate',
  'invalidEmail',
  'duplicateSourcedId',
  'unknownReference',
  'unsupportedVersion',
  'deltaNotSupported',
  'noSchool',
  'severalSchools',
  'schoolNotInRoster',
  'classWithoutTeacher',
] as const;
export type RosterErrorKey = (typeof ROSTER_ERROR_KEYS)[number];

export interface RosterError {
  file: string;
  /** The line in the file (the header is 1); null for a problem of the whole file. */
  line: number | null;
  field: string | null;
  key: RosterErrorKey;
  /** The message's placeholders besides file, line and field. */
  values?: Record<string, string | number>;
}

export type RosterRole = 'teacher' | 'student';

export interface RosterPerson {
  sourcedId: string;
  role: RosterRole;
  /** The orgs (schools) where the person has that role. */
  orgSourcedIds: string[];
  username: string;
  givenName: string;
  familyName: string;
  /** Null when the roster gives none: a rostered child needs no e-mail of their own. */
  email: string | null;
  enabled: boolean;
}

export interface RosterClass {
  sourcedId: string;
  schoolSourcedId: string;
  title: string;
  classCode: string | null;
  classType: (typeof CLASS_TYPES)[number];
  termSourcedIds: string[];
  /** Its line in classes.csv, to point at it. */
  line?: number;
}

export interface RosterEnrolment {
  sourcedId: string;
  classSourcedId: string;
  userSourcedId: string;
  role: RosterRole;
  primary: boolean;
  /** Its line in enrollments.csv, to point at it. */
  line?: number;
}

/** A valid row the academy does not act on: an administrator, aide, guardian or parent never becomes an account. */
export interface IgnoredRow {
  file: 'users.csv' | 'roles.csv' | 'enrollments.csv';
  line: number;
  sourcedId: string;
  role: string;
}

export interface ParsedRoster {
  schools: Array<{ sourcedId: string; name: string }>;
  people: RosterPerson[];
  classes: RosterClass[];
  enrolments: RosterEnrolment[];
  ignored: IgnoredRow[];
}

export type RosterParseResult = { ok: true; roster: ParsedRoster } | { ok: false; errors: RosterError[] };

/** The files as uploaded: name → text. Folders in a name are ignored (`export/users.csv` is users.csv). */
export type RosterFiles = Readonly<Record<string, string>>;

const text = z.string();
const required = z.string().min(1, 'required');
const optional = z.string().default('');
const status = z.enum(STATUSES, { error: 'invalidValue' }).default('');
const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: (issue) => (issue.input === '' ? 'required' : 'invalidValue') });
const optionalEnumOf = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(''), z.enum(values)], { error: 'invalidValue' }).default('');
const date = required.pipe(z.iso.date({ error: 'invalidDate' }));
const optionalDateTime = z.union([z.literal(''), z.iso.datetime({ error: 'invalidDate' }), z.iso.date({ error: 'invalidDate' })], { error: 'invalidDate' }).default('');
const trueOrFalse = enumOf(['true', 'false'] as const);
const base = { sourcedId: required, status, dateLastModified: optionalDateTime };

const rowSchemas = {
  'manifest.csv': z.object({ propertyName: required, value: text }),
  'orgs.csv': z.object({ ...base, name: required, type: enumOf(ORG_TYPES), parentSourcedId: optional }),
  'academicSessions.csv': z.object({
    ...base,
    title: required,
    type: enumOf(SESSION_TYPES),
    startDate: date,
    endDate: date,
    schoolYear: required.pipe(z.string().regex(/^\d{4}$/, 'invalidValue')),
  }),
  'courses.csv': z.object({ ...base, title: required, orgSourcedId: required }),
  'classes.csv': z.object({
    ...base,
    title: required,
    courseSourcedId: required,
    classCode: optional,
    classType: enumOf(CLASS_TYPES),
    schoolSourcedId: required,
    termSourcedIds: required,
  }),
  'users.csv': z.object({
    ...base,
    enabledUser: trueOrFalse,
    username: required,
    givenName: required,
    familyName: required,
    email: z.union([z.literal(''), z.email({ error: 'invalidEmail' })], { error: 'invalidEmail' }).default(''),
    role: optionalEnumOf(LEGACY_USER_ROLES),
    orgSourcedIds: optional,
  }),
  'roles.csv': z.object({ ...base, userSourcedId: required, roleType: enumOf(ROLE_TYPES), role: enumOf(USER_ROLES), orgSourcedId: required }),
  'enrollments.csv': z.object({
    ...base,
    classSourcedId: required,
    schoolSourcedId: required,
    userSourcedId: required,
    role: enumOf(ENROLMENT_ROLES),
    primary: optionalEnumOf(['true', 'false'] as const),
  }),
} satisfies Record<RosterFileName, z.ZodType>;

type RowOf<F extends RosterFileName> = z.infer<(typeof rowSchemas)[F]> & { line: number };

/** A list field of the binding: comma-separated inside one (quoted) cell. */
const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

export function parseRosterFiles(uploaded: RosterFiles): RosterParseResult {
  const errors: RosterError[] = [];
  const files = new Map<string, string>();
  for (const [name, content] of Object.entries(uploaded)) files.set(baseName(name), content);

  const read = <F extends RosterFileName>(file: F): FileRead<F> | null => {
    const content = files.get(file);
    return content === undefined ? null : readFile(file, content, errors);
  };

  const manifestFile = read('manifest.csv');
  const orgsFile = read('orgs.csv');
  const sessionsFile = read('academicSessions.csv');
  const coursesFile = read('courses.csv');
  const classesFile = read('classes.csv');
  const usersFile = read('users.csv');
  const rolesFile = read('roles.csv');
  const enrolmentsFile = read('enrollments.csv');
  const manifest = manifestFile?.rows ?? null;
  const orgs = orgsFile?.rows ?? null;
  const courses = coursesFile?.rows ?? null;
  const classes = classesFile?.rows ?? null;
  const users = usersFile?.rows ?? null;
  const roles = rolesFile?.rows ?? null;
  const enrolments = enrolmentsFile?.rows ?? null;

  for (const file of REQUIRED_FILES) {
    if (!files.has(file)) errors.push({ file, line: null, field: null, key: 'missingFile' });
  }
  // Without roles.csv a user's role comes from the 1.1 columns of users.csv (spec.ts, LEGACY_USER_ROLE_COLUMNS).
  const legacyRoles = !files.has('roles.csv') && files.has('users.csv') && headerOf(files.get('users.csv')!).includes('role');
  if (!files.has('roles.csv') && files.has('users.csv') && !legacyRoles) errors.push({ file: 'roles.csv', line: null, field: null, key: 'missingFile' });
  if (legacyRoles && users !== null) {
    for (const column of LEGACY_USER_ROLE_COLUMNS) {
      if (!headerOf(files.get('users.csv')!).includes(column)) errors.push({ file: 'users.csv', line: 1, field: column, key: 'missingColumn' });
    }
  }

  if (manifest) checkManifest(manifest, files, errors);

  // Rows marked tobedeleted in a bulk file are read as absent, after their ids have been checked for duplicates.
  const live = <R extends { status: string }>(rows: R[] | null) => (rows ?? []).filter((row) => row.status !== 'tobedeleted');
  const orgIds = idsOf(orgsFile, 'orgs.csv', errors);
  const sessionIds = idsOf(sessionsFile, 'academicSessions.csv', errors);
  const courseIds = idsOf(coursesFile, 'courses.csv', errors);
  const classIds = idsOf(classesFile, 'classes.csv', errors);
  const userIds = idsOf(usersFile, 'users.csv', errors);
  idsOf(rolesFile, 'roles.csv', errors);
  idsOf(enrolmentsFile, 'enrollments.csv', errors);

  const reference = (file: RosterFileName, line: number, field: string, value: string, target: RosterFileName, known: Set<string> | null) => {
    if (known !== null && !known.has(value)) errors.push({ file, line, field, key: 'unknownReference', values: { value, target } });
  };

  const schools = live(orgs).filter((org) => org.type === 'school');
  if (orgs !== null && schools.length === 0 && orgs.length > 0) errors.push({ file: 'orgs.csv', line: null, field: 'type', key: 'noSchool' });
  for (const course of live(courses)) reference('courses.csv', course.line, 'orgSourcedId', course.orgSourcedId, 'orgs.csv', orgIds);
  for (const row of live(classes)) {
    reference('classes.csv', row.line, 'schoolSourcedId', row.schoolSourcedId, 'orgs.csv', orgIds);
    reference('classes.csv', row.line, 'courseSourcedId', row.courseSourcedId, 'courses.csv', courseIds);
    for (const term of listOf(row.termSourcedIds)) reference('classes.csv', row.line, 'termSourcedIds', term, 'academicSessions.csv', sessionIds);
  }

  // Each user's academy role: teacher or student where the roster says so, at the orgs it names.
  const ignored: IgnoredRow[] = [];
  const roleOf = new Map<string, { role: RosterRole; orgs: string[]; primary: boolean }>();
  const assign = (userSourcedId: string, role: RosterRole, orgs: string[], primary: boolean) => {
    const known = roleOf.get(userSourcedId);
    // A user who is both takes the primary role's; teacher over student otherwise, so a teacher is never a pupil.
    if (!known || (primary && !known.primary) || (known.primary === primary && role === 'teacher' && known.role === 'student')) {
      roleOf.set(userSourcedId, { role, orgs: known && known.role === role ? [...new Set([...known.orgs, ...orgs])] : orgs, primary });
    } else if (known.role === role) {
      known.orgs = [...new Set([...known.orgs, ...orgs])];
    }
  };
  if (legacyRoles) {
    for (const user of live(users)) {
      const orgsOfUser = listOf(user.orgSourcedIds);
      for (const org of orgsOfUser) reference('users.csv', user.line, 'orgSourcedIds', org, 'orgs.csv', orgIds);
      if (user.role === '') errors.push({ file: 'users.csv', line: user.line, field: 'role', key: 'required' });
      else if (user.role === 'teacher' || user.role === 'student') assign(user.sourcedId, user.role, orgsOfUser, true);
      else ignored.push({ file: 'users.csv', line: user.line, sourcedId: user.sourcedId, role: user.role });
    }
  } else {
    for (const role of live(roles)) {
      reference('roles.csv', role.line, 'userSourcedId', role.userSourcedId, 'users.csv', userIds);
      reference('roles.csv', role.line, 'orgSourcedId', role.orgSourcedId, 'orgs.csv', orgIds);
      if (role.role === 'teacher' || role.role === 'student') assign(role.userSourcedId, role.role, [role.orgSourcedId], role.roleType === 'primary');
      else ignored.push({ file: 'roles.csv', line: role.line, sourcedId: role.userSourcedId, role: role.role });
    }
  }

  const enrolled: RosterEnrolment[] = [];
  for (const row of live(enrolments)) {
    reference('enrollments.csv', row.line, 'classSourcedId', row.classSourcedId, 'classes.csv', classIds);
    reference('enrollments.csv', row.line, 'userSourcedId', row.userSourcedId, 'users.csv', userIds);
    reference('enrollments.csv', row.line, 'schoolSourcedId', row.schoolSourcedId, 'orgs.csv', orgIds);
    const person = roleOf.get(row.userSourcedId);
    if ((row.role === 'teacher' || row.role === 'student') && person) {
      enrolled.push({ sourcedId: row.sourcedId, classSourcedId: row.classSourcedId, userSourcedId: row.userSourcedId, role: row.role, primary: row.primary === 'true', line: row.line });
    } else {
      ignored.push({ file: 'enrollments.csv', line: row.line, sourcedId: row.sourcedId, role: row.role });
    }
  }

  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };

  const people: RosterPerson[] = [];
  for (const user of live(users)) {
    const role = roleOf.get(user.sourcedId);
    if (!role) continue;
    people.push({
      sourcedId: user.sourcedId,
      role: role.role,
      orgSourcedIds: role.orgs,
      username: user.username,
      givenName: user.givenName,
      familyName: user.familyName,
      email: user.email === '' ? null : user.email.toLowerCase(),
      enabled: user.enabledUser === 'true',
    });
  }
  return {
    ok: true,
    roster: {
      schools: schools.map((org) => ({ sourcedId: org.sourcedId, name: org.name })),
      people,
      classes: live(classes).map((row) => ({
        sourcedId: row.sourcedId,
        schoolSourcedId: row.schoolSourcedId,
        title: row.title,
        classCode: row.classCode === '' ? null : row.classCode,
        classType: row.classType,
        termSourcedIds: listOf(row.termSourcedIds),
        line: row.line,
      })),
      enrolments: enrolled,
      ignored,
    },
  };
}

const SYNTAX_KEYS: Record<CsvSyntaxProblem, RosterErrorKey> = {
  unterminatedQuote: 'csvUnterminatedQuote',
  quoteInField: 'csvQuoteInField',
  textAfterQuote: 'csvTextAfterQuote',
  controlCharacter: 'csvControlCharacter',
};

/** The file's records without blank lines (editors leave them at the end), or its syntax problem. */
function recordsOf(content: string): CsvRecord[] | CsvSyntaxError {
  try {
    return parseCsv(content).filter((record) => !(record.fields.length === 1 && record.fields[0] === ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error;
    throw error;
  }
}

function headerOf(content: string): string[] {
  const records = recordsOf(content);
  return Array.isArray(records) && records[0] ? records[0].fields : [];
}

/** A file's valid rows, and the sourcedId of every row, valid or not, so that a bad row is reported once and not again by each row that names it. */
interface FileRead<F extends RosterFileName> {
  rows: Array<RowOf<F>>;
  ids: Array<{ sourcedId: string; line: number }>;
}

function readFile<F extends RosterFileName>(file: F, content: string, errors: RosterError[]): FileRead<F> | null {
  const parsed = recordsOf(content);
  if (parsed instanceof CsvSyntaxError) {
    errors.push({ file, line: parsed.line, field: null, key: SYNTAX_KEYS[parsed.problem] });
    return null;
  }
  const [header, ...records] = parsed;
  if (!header || records.length === 0) {
    // The binding does not permit files without data rows (CSV binding 1.2, section 2).
    errors.push({ file, line: null, field: null, key: 'emptyFile' });
    return null;
  }
  if (records.length > ROSTER_MAX_ROWS_PER_FILE) {
    errors.push({ file, line: null, field: null, key: 'tooManyRows', values: { max: ROSTER_MAX_ROWS_PER_FILE } });
    return null;
  }
  let headerOk = true;
  const seen = new Set<string>();
  for (const name of header.fields) {
    if (seen.has(name)) {
      errors.push({ file, line: header.line, field: name, key: 'duplicateColumn' });
      headerOk = false;
    }
    seen.add(name);
  }
  for (const name of REQUIRED_COLUMNS[file]) {
    if (!seen.has(name)) {
      errors.push({ file, line: header.line, field: name, key: 'missingColumn' });
      headerOk = false;
    }
  }
  if (!headerOk) return null;

  const schema = rowSchemas[file];
  const rows: Array<RowOf<F>> = [];
  const ids: FileRead<F>['ids'] = [];
  const sourcedIdColumn = header.fields.indexOf('sourcedId');
  for (const record of records) {
    const sourcedId = sourcedIdColumn === -1 ? '' : (record.fields[sourcedIdColumn] ?? '').trim();
    if (sourcedId !== '') ids.push({ sourcedId, line: record.line });
    if (record.fields.length !== header.fields.length) {
      errors.push({ file, line: record.line, field: null, key: 'wrongCellCount', values: { found: record.fields.length, expected: header.fields.length } });
      continue;
    }
    const parsedRow = schema.safeParse(rowObject(header, record));
    if (!parsedRow.success) {
      for (const issue of parsedRow.error.issues) {
        const field = String(issue.path[0] ?? '');
        const key = issue.message as RosterErrorKey;
        const value = record.fields[header.fields.indexOf(field)] ?? '';
        errors.push({ file, line: record.line, field, key, ...(key === 'required' ? {} : { values: { value } }) });
      }
      continue;
    }
    rows.push({ ...(parsedRow.data as z.infer<(typeof rowSchemas)[F]>), line: record.line });
  }
  return { rows, ids };
}

function rowObject(header: CsvRecord, record: CsvRecord): Record<string, string> {
  const row: Record<string, string> = {};
  header.fields.forEach((name, index) => {
    row[name] = record.fields[index]!.trim();
  });
  return row;
}

function checkManifest(rows: Array<RowOf<'manifest.csv'>>, files: Map<string, string>, errors: RosterError[]) {
  const property = new Map(rows.map((row) => [row.propertyName, row]));
  const version = property.get('oneroster.version');
  if (!version) errors.push({ file: 'manifest.csv', line: null, field: 'oneroster.version', key: 'required' });
  else if (version.value !== ONEROSTER_VERSION) errors.push({ file: 'manifest.csv', line: version.line, field: 'oneroster.version', key: 'unsupportedVersion', values: { value: version.value } });
  const manifestVersion = property.get('manifest.version');
  if (manifestVersion && manifestVersion.value !== MANIFEST_VERSION) {
    errors.push({ file: 'manifest.csv', line: manifestVersion.line, field: 'manifest.version', key: 'unsupportedVersion', values: { value: manifestVersion.value } });
  }
  for (const row of rows) {
    if (!row.propertyName.startsWith('file.')) continue;
    const file = `${row.propertyName.slice('file.'.length)}.csv`;
    if (!(MANIFEST_FILE_MODES as readonly string[]).includes(row.value)) {
      errors.push({ file: 'manifest.csv', line: row.line, field: row.propertyName, key: 'invalidValue', values: { value: row.value } });
    } else if (row.value === 'delta' && (ROSTER_FILES as readonly string[]).includes(file)) {
      // A delta file lists only changes; read as a bulk file it would remove everyone it does not mention.
      errors.push({ file: 'manifest.csv', line: row.line, field: row.propertyName, key: 'deltaNotSupported', values: { value: file } });
    } else if (row.value === 'bulk' && (ROSTER_FILES as readonly string[]).includes(file) && !files.has(file)) {
      errors.push({ file, line: null, field: null, key: 'missingFile' });
    }
  }
}

/** The sourcedIds of a file, each reported once more on every later line that repeats it. Null when the file is absent. */
function idsOf(read: { ids: Array<{ sourcedId: string; line: number }> } | null, file: RosterFileName, errors: RosterError[]): Set<string> | null {
  if (read === null) return null;
  const firstLine = new Map<string, number>();
  for (const row of read.ids) {
    const first = firstLine.get(row.sourcedId);
    if (first !== undefined) errors.push({ file, line: row.line, field: 'sourcedId', key: 'duplicateSourcedId', values: { value: row.sourcedId, firstLine: first } });
    else firstLine.set(row.sourcedId, row.line);
  }
  return new Set(firstLine.keys());
}

function sortErrors(errors: RosterError[]): RosterError[] {
  const fileOrder = (file: string) => {
    const index = (ROSTER_FILES as readonly string[]).indexOf(file);
    return index === -1 ? ROSTER_FILES.length : index;
  };
  // Missing files are reported both by the required list and the manifest: one line each is enough.
  const seen = new Set<string>();
  return errors
    .filter((error) => {
      const id = `${error.file}|${error.line}|${error.field}|${error.key}|${JSON.stringify(error.values ?? {})}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .sort((a, b) => fileOrder(a.file) - fileOrder(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
