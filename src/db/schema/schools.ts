import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Schools (decision 061): an organisation the academy admin creates, with its own admins, teachers and students. The
 * schools module owns both tables. A text id, so the tables that name a school (consent_records.school_id, decision
 * 060) can point at it.
 */

export const schools = pgTable(
  'schools',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2: the law its students' consent follows (decision 060). */
    country: text('country').notNull(),
    /** The IANA zone its week and its classes' days are in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('schools_name_check', sql`char_length(${table.name}) between 1 and 100`),
    check('schools_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    uniqueIndex('schools_name_unique').on(sql`lower(${table.name})`),
  ],
);

/**
 * A person's place in a school (decision 061): its admin, one of its teachers (a tutor) or one of its students. The
 * user id is the key: a person belongs to at most one school. `source_id` is the roster's sourcedId, unique in a school.
 */
export const schoolMembers = pgTable(
  'school_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    role: text('role').$type<'admin' | 'teacher' | 'student'>().notNull(),
    sourceId: text('source_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('school_members_role_check', sql`${table.role} in ('admin', 'teacher', 'student')`),
    index('school_members_school_role_idx').on(table.schoolId, table.role),
    uniqueIndex('school_members_source_unique').on(table.schoolId, table.sourceId),
  ],
);
