import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses, lessons } from './learning';
import { schools } from './schools';
import { users } from './users';

/*
 * Tutor classes (decision 014: the simulator's leaderboard is scoped to a class or a family, and a tutor can switch it
 * off for their class). A tutor owns classes; children join one when the tutor adds them by their reference code.
 */

/** A tutor's class. Names are unique per tutor (the unique index also serves "this tutor's classes"). */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The tutor's switch: off, the class's children see no class leaderboard. */
    leaderboardEnabled: boolean('leaderboard_enabled').notNull().default(true),
    /** The IANA zone the class's due dates are in (decision 034): a due date ends at midnight there. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * A rostered class (decision 064): the school whose roster brought it, its sourcedId there (unique in the school),
     * its classCode, and the sourcedId of the teacher enrolment that made its tutor. All null for a tutor's own class.
     */
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    sourceId: text('source_id'),
    sourceCode: text('source_code'),
    teacherSourceId: text('teacher_source_id'),
    /**
     * The class's sign-in code (decision 068): the short code a shared tablet types to list the class's children for
     * the picture password. Made when the whole class's cards are printed; null until then.
     */
    signInCode: text('sign_in_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('classes_name_check', sql`char_length(${table.name}) between 1 and 60`),
    unique('classes_tutor_name_unique').on(table.tutorId, table.name),
    uniqueIndex('classes_school_source_unique').on(table.schoolId, table.sourceId),
    uniqueIndex('classes_sign_in_code_unique').on(table.signInCode),
  ],
);

/**
 * A child in a class (decision 032): a tutor's add is `pending` until the family approves it (a linked parent, or a
 * child of 13 or more with no linked parent); only `approved` members are the tutor's students. `declined` stays so
 * the tutor sees the answer, until the tutor removes the row.
 */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The roster enrolment's sourcedId when a roster made the membership (decision 064); unique in the class. */
    sourceId: text('source_id'),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.childId] }),
    uniqueIndex('class_members_source_unique').on(table.classId, table.sourceId),
    index('class_members_child_idx').on(table.childId),
    check('class_members_status_check', sql`${table.status} in ('pending', 'approved', 'declined')`),
  ],
);

/**
 * Work a tutor gives a class (decision 034): one lesson or a whole course, to every approved student or to chosen
 * ones, with an optional due date (the end of `due_on` in `time_zone`, the class's zone when it was set, kept in
 * `due_at`) and a note. Cancelling keeps the row (the family and the tutor keep the history); children no longer see it.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    note: text('note'),
    dueOn: date('due_on', { mode: 'string' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('assignments_class_idx').on(table.classId),
    check('assignments_one_target_check', sql`(${table.lessonId} is null) <> (${table.courseId} is null)`),
    check('assignments_note_check', sql`${table.note} is null or char_length(${table.note}) <= 500`),
    check('assignments_due_check', sql`(${table.dueOn} is null) = (${table.dueAt} is null)`),
  ],
);

/** Who an assignment is for, and when they finished it (the first completion after it was given; decision 034). */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.childId] }), index('assignment_students_child_idx').on(table.childId)],
);

/**
 * A child's classroom sign-in card for one class (decision 066): the card carries a random secret of 140 bits, kept
 * here only as its SHA-256 (a secret that long needs no slow hash: nobody can guess it, so the digest only has to hide
 * it). One card per child and class: printing again replaces the digest, so the old card stops working; revoking
 * deletes the row. The card signs its child in only while the child is an approved member of the class.
 */
export const signInCards = pgTable(
  'sign_in_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * The child's picture password (decision 068): a sequence of three pictures, printed on the card, kept only as
     * its scrypt hash with a salt of its own (`scrypt$N$r$p$salt$key`, picture-passwords.ts): so few sequences need a
     * slow hash. Null for a card printed before picture passwords.
     */
    picturesHash: text('pictures_hash'),
    /** Wrong sequences since the card was printed: at PICTURE_LOCK_AFTER the picture password stops until a reprint. */
    pictureFailures: integer('picture_failures').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sign_in_cards_secret_unique').on(table.secretHash),
    unique('sign_in_cards_class_child_unique').on(table.classId, table.childId),
    index('sign_in_cards_child_idx').on(table.childId),
  ],
);
