import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLASSROOM_IDLE_DEFAULT_MINUTES } from '@/lib/constants';
import { openSecret, sealSecret } from '@/lib/sealed-secret';
import { authUsers } from './auth';
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
    /** The school's sourcedId in its information system, kept by its first roster import (decision 064). */
    sourceId: text('source_id'),
    /** How long a classroom session of the school may stay idle, in minutes (decision 073): its school admin's choice. */
    classroomIdleMinutes: integer('classroom_idle_minutes').notNull().default(CLASSROOM_IDLE_DEFAULT_MINUTES),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('schools_name_check', sql`char_length(${table.name}) between 1 and 100`),
    check('schools_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('schools_classroom_idle_minutes_check', sql`${table.classroomIdleMinutes} in (5, 10, 15, 20, 30)`),
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

/** What one import did, per kind: how many rows were added, changed and removed (decision 064). */
export interface RosterImportCounts {
  teachers: { add: number; change: number; remove: number };
  students: { add: number; change: number; remove: number };
  classes: { add: number; change: number; remove: number };
  enrolments: { add: number; change: number; remove: number };
}

/** A class the import held (more than half its enrolments removed or changed), and whether the admin confirmed it. */
export interface RosterImportHeldClass {
  classSourcedId: string;
  title: string;
  enrolments: number;
  removed: number;
  changed: number;
  confirmed: boolean;
}

/**
 * A school's roster imports (decision 064): a dry run keeps the uploaded set (`files`, name → text) and the hash of the
 * plan it showed; applying it records who, when, the counts and the held classes, and forgets the files (the school's
 * people live in their own tables, not twice). Owned by the schools module, which applies the plan.
 */
export const schoolRosterImports = pgTable(
  'school_roster_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'previewed' | 'applied'>().notNull().default('previewed'),
    fileNames: text('file_names').array().notNull(),
    files: jsonb('files').$type<Record<string, string>>(),
    planHash: text('plan_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    counts: jsonb('counts').$type<RosterImportCounts>(),
    held: jsonb('held').$type<RosterImportHeldClass[]>(),
  },
  (table) => [
    check('school_roster_imports_status_check', sql`${table.status} in ('previewed', 'applied')`),
    check('school_roster_imports_applied_check', sql`(${table.status} = 'applied') = (${table.appliedAt} is not null)`),
    index('school_roster_imports_school_idx').on(table.schoolId, table.createdAt),
  ],
);

/** The plugin's JSON with its `clientSecret` changed by `change`; anything else as it is. */
function withClientSecret(json: string, change: (secret: string) => string): string {
  let config: unknown;
  try {
    config = JSON.parse(json);
  } catch {
    return json;
  }
  if (!config || typeof config !== 'object' || typeof (config as { clientSecret?: unknown }).clientSecret !== 'string') return json;
  return JSON.stringify({ ...config, clientSecret: change((config as { clientSecret: string }).clientSecret) });
}

const SSO_CLIENT_SECRET = 'sso-client-secret';

/**
 * The OpenID Connect JSON with its client secret sealed at rest (decision 069, lib/sealed-secret.ts): sealed on every
 * write and opened on every read through drizzle, so the SSO plugin (through its drizzle adapter, in a transaction or
 * not) and the schools module read it in the clear and the table never holds it so. A secret that no longer opens (the
 * auth secret was rotated) reads as none kept: the school admin types it again.
 */
const oidcConfigText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => withClientSecret(value, (secret) => sealSecret(secret, SSO_CLIENT_SECRET)),
  fromDriver: (value) => withClientSecret(value, (secret) => openSecret(secret, SSO_CLIENT_SECRET) ?? ''),
});

/**
 * A school's sign-in provider (decision 069): better-auth's SSO plugin reads it as its `ssoProvider` model, under the
 * plugin's own column names; the schools module writes it (one per school, from the school admin's settings page).
 * `oidc_config` is the plugin's JSON (issuer, client id, client secret sealed, endpoints); `domain` is the comma-separated
 * e-mail domains the school signs in with. `school_id` is ours: the plugin never writes a row, so it never omits it.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    oidcConfig: oidcConfigText('oidc_config'),
    samlConfig: text('saml_config'),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull().unique(),
    organizationId: text('organization_id'),
    domain: text('domain').notNull(),
    domainVerified: boolean('domain_verified').notNull().default(false),
    /** The provider names people by the roster's sourcedId (its OIDC subject, its SAML NameID): the school admin's word. */
    rosterSubject: boolean('roster_subject').notNull().default(false),
    /**
     * Which of the plugin's configs the row holds: a school keeps at most one of each (decision 069). A default only
     * because better-auth refuses a schema with a column it would not write; the schools module always names it.
     */
    protocol: text('protocol').$type<'oidc' | 'saml'>().notNull().default('oidc'),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sso_providers_protocol_check', sql`${table.protocol} in ('oidc', 'saml')`),
    uniqueIndex('sso_providers_school_protocol_unique').on(table.schoolId, table.protocol),
  ],
);
