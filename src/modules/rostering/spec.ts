// The 1EdTech OneRoster 1.2 CSV binding (spec version 1.2.1, August 2023), as far as the academy reads it
// (decision 062). Column names and enumerations are the binding's own words; `required` lists the columns whose
// values the binding marks required. The header must hold those columns; the binding's optional columns may be
// absent and extra ones (its `metadata.*` extensions) are ignored.

export const ONEROSTER_VERSION = '1.2';
export const MANIFEST_VERSION = '1.0';

/** A school's set is a few thousand rows; this refuses a district's dump or a wrong file before it costs much. */
export const ROSTER_MAX_ROWS_PER_FILE = 20_000;

export const ROSTER_FILES = ['manifest.csv', 'orgs.csv', 'academicSessions.csv', 'courses.csv', 'classes.csv', 'users.csv', 'roles.csv', 'enrollments.csv'] as const;
export type RosterFileName = (typeof ROSTER_FILES)[number];

/** The files the academy needs: manifest, schools, terms, people, classes and who is in them (roles.csv, see below). */
export const REQUIRED_FILES: readonly RosterFileName[] = ['manifest.csv', 'orgs.csv', 'academicSessions.csv', 'users.csv', 'classes.csv', 'enrollments.csv'];

export const REQUIRED_COLUMNS: Record<RosterFileName, readonly string[]> = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'academicSessions.csv': ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  'courses.csv': ['sourcedId', 'title', 'orgSourcedId'],
  'classes.csv': ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  'users.csv': ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
  'roles.csv': ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
};

/**
 * OneRoster 1.2 moved a user's role and organisations from users.csv into roles.csv. Exports that still write the
 * 1.1 columns (`role`, `orgSourcedIds`) into users.csv are common, so when roles.csv is absent those two columns
 * are read instead (decision 062).
 */
export const LEGACY_USER_ROLE_COLUMNS = ['role', 'orgSourcedIds'] as const;

export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;
/** roles.csv `role` (RoleEnum). Only teacher and student become accounts; every other role is reported as ignored. */
export const USER_ROLES = ['aide', 'counselor', 'districtAdministrator', 'guardian', 'parent', 'principal', 'proctor', 'relative', 'siteAdministrator', 'student', 'systemAdministrator', 'teacher'] as const;
/** OneRoster 1.1's users.csv `role`, read only in the legacy layout. */
export const LEGACY_USER_ROLES = ['administrator', 'aide', 'guardian', 'parent', 'proctor', 'relative', 'student', 'teacher'] as const;
/** enrollments.csv `role`. */
export const ENROLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher'] as const;
/** Bulk files leave `status` blank; `tobedeleted` in a bulk file is read as the row being absent. */
export const STATUSES = ['', 'active', 'tobedeleted'] as const;
export const MANIFEST_FILE_MODES = ['absent', 'bulk', 'delta'] as const;
