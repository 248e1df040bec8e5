/**
 * A second school on the academy (decision 061), beside the demo's Riverside School: its own admin, teacher, class,
 * students, an assignment and roster imports, made by tests/e2e/support/prepare-other-school.ts. The role × route
 * matrix (tests/e2e/permissions.spec.ts) signs in as Riverside's admin and teacher and reaches for all of it. Every
 * name is one no other account of the e2e data has, so finding it on a page means it leaked.
 */
/** The other school's e-mail domain: its people's addresses, and those of the roster its dry run holds. */
export const OTHER_SCHOOL_DOMAIN = 'hillside.e2e.test';

export const OTHER_SCHOOL = {
  name: 'Hillside Academy',
  admin: { email: 'hana@hillside.e2e.test', password: 'hana-hillside-password', firstName: 'Hana', lastName: 'Hillsworth' },
  teacher: { email: 'hugo@hillside.e2e.test', password: 'hugo-hillside-password', firstName: 'Hugo', lastName: 'Hillcrest' },
  className: 'Hillside Otters',
  students: [
    { email: 'hattie@hillside.e2e.test', password: 'hattie-hillside-password', firstName: 'Hattie', lastName: 'Hollowell' },
    { email: 'horace@hillside.e2e.test', password: 'horace-hillside-password', firstName: 'Horace', lastName: 'Hollowell' },
  ],
  assignmentNote: 'Hillside homework: read twice',
} as const;

/** The other school's ids, as prepare.ts writes them into E2E_PREPARED_IDS under `otherSchool`. */
export interface OtherSchoolIds {
  schoolId: string;
  adminId: string;
  teacherId: string;
  classId: string;
  studentIds: string[];
  assignmentId: string;
  /** A dry run nobody applied yet, and the import that was applied. */
  previewedImportId: string;
  appliedImportId: string;
}

/** Every name of the other school a page of Riverside's must not show. */
export const OTHER_SCHOOL_NAMES: readonly string[] = [
  `@${OTHER_SCHOOL_DOMAIN}`,
  OTHER_SCHOOL.name,
  OTHER_SCHOOL.className,
  OTHER_SCHOOL.assignmentNote,
  ...[OTHER_SCHOOL.admin, OTHER_SCHOOL.teacher, ...OTHER_SCHOOL.students].flatMap((person) => [person.firstName, person.lastName, person.email]),
];
