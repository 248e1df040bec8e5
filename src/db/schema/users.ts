import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
// A cycle of schema files (schools names users too): every reference between them is a function, read after both load.
import { schools } from './schools';

/** Spec 3 "User profile (collection users, keyed by the auth user id)". */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('child'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    xp: integer('xp').notNull().default(0),
    /** Money in USD as an exact decimal (never floats). */
    valuation: numeric('valuation', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    emailVerified: boolean('email_verified').notNull().default(false),
    welcomeSent: boolean('welcome_sent').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    avatarVariant: text('avatar_variant').notNull().default('adventurer'),
    avatarSeed: text('avatar_seed').notNull().default('default'),
    locale: text('locale'),
    currency: text('currency'),
    childRefCode: varchar('child_ref_code', { length: 6 }).unique(),
    /**
     * A child account a parent made (decision 029): the sign-in name the child types instead of an e-mail, and the
     * birth year the parent gave. Null for everyone else.
     */
    username: text('username').unique(),
    birthYear: integer('birth_year'),
    /**
     * A child under 13 who registered alone, until a parent agrees (decision 030): lessons and the simulator only, no
     * journal, leaderboards, classes or family links. The request itself is in `parental_consents`.
     */
    consentPending: boolean('consent_pending').notNull().default(false),
    /** A parent's switch on /children (decision 031): false, the child has no stock-market simulator. */
    simulatorEnabled: boolean('simulator_enabled').notNull().default(true),
    /**
     * A parent's choice on /children (decision 031): true, the child may also show a journal entry to the tutors of
     * their classes; false (the default), only to their linked parents.
     */
    journalTutors: boolean('journal_tutors').notNull().default(false),
    /**
     * The country a child lives in (ISO 3166-1 alpha-2), which sets the age below which a parent must consent
     * (decision 060, lib/consent-ages.ts): asked at a child's and a parent's sign-up, a parent-made child's is the
     * parent's. Null for accounts made before it was asked, which keep the rule they were made under (13, COPPA).
     */
    country: text('country'),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('admin', 'parent', 'tutor', 'child', 'school_admin')`),
    check('users_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('users_child_ref_code_check', sql`${table.childRefCode} ~ '^[A-Z0-9]{6}$'`),
    // The rule of lib/sign-in-name.ts SIGN_IN_NAME_PATTERN (lowercase, so uniqueness needs no lower()).
    check('users_username_check', sql`${table.username} ~ '^[a-z0-9][a-z0-9._-]{1,22}[a-z0-9]$' and position('..' in ${table.username}) = 0`),
    index('users_email_idx').on(table.email),
  ],
);

/** A parent's link to a child (spec 1: "per-child progress reports"; a parent sees only their own children). */
export const familyLinks = pgTable(
  'family_links',
  {
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The parent who agreed to the account of a child under 13 or made it (decisions 029, 030): only they may end this
     * link or delete the account, and another adult’s link to the child waits for their approval (decision 044).
     */
    consenting: boolean('consenting').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.parentId, table.childId] }), index('family_links_child_idx').on(table.childId)],
);

/**
 * A family link's story (decision 026): a parent's request by the child's code, the child's answer, a request
 * withdrawn, and a link ended by either side. `family_links` holds the links in force; these rows are what each side
 * is told ("Maya accepted", "Priya ended the link") and what the audit log names.
 */
export const familyLinkEvents = pgTable(
  'family_link_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * pending: asked, waiting for the child; awaiting_guardian: asked, waiting for the approval of a parent who consented
     * to the child's account or made it (decision 044); accepted, declined, cancelled (by the parent): answered; ended: unlinked;
     * created: the parent made the child's account, linked at once (decision 029; neither side is told of it);
     * consented: the parent agreed by e-mail to the account of a child under 13, linked at once (decision 030).
     */
    status: text('status').notNull(),
    /** Who ended a link: 'parent' or 'child' (ended rows only). */
    endedBy: text('ended_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('family_link_events_status_check', sql`${table.status} in ('pending', 'awaiting_guardian', 'accepted', 'declined', 'cancelled', 'ended', 'created', 'consented')`),
    check('family_link_events_ended_by_check', sql`(${table.status} = 'ended') = (${table.endedBy} is not null) and (${table.endedBy} is null or ${table.endedBy} in ('parent', 'child'))`),
    // One open request per parent and child.
    uniqueIndex('family_link_events_pending_unique').on(table.parentId, table.childId).where(sql`${table.status} in ('pending', 'awaiting_guardian')`),
    index('family_link_events_child_idx').on(table.childId, table.createdAt),
    index('family_link_events_parent_idx').on(table.parentId, table.createdAt),
  ],
);

/**
 * A child under 13 who registered alone names a parent's e-mail; the parent agrees through the link mailed there, or
 * on /children once signed in with that address (decision 030). Only a hash of the link's token is kept. Unanswered
 * by `expires_at`, the child's account and all its data are deleted (the row goes with it); an approved row stays as
 * the record of who agreed and when.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    childId: text('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the request was last mailed (the child may send it again, to the same or another address). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * How the agreement was verified (decision 030, COPPA's "verifiable parental consent" for disclosure to tutors and
     * classmates): a parent signed in to a verified account of their own and confirmed with its password, reached by the
     * mailed link ('parent_account_mail_link') or by the named address being theirs ('parent_account_named_address').
     */
    method: text('method'),
    /**
     * The hash of the named address, normalised (families/consent-mail.ts): how a "stop these e-mails" link finds the
     * requests to refuse. Null on requests made before it was kept.
     */
    parentAddressHash: text('parent_address_hash'),
    /** The last send was not mailed: the address had its day's consent mails, or asked never to get them (decision 030). */
    mailWithheld: boolean('mail_withheld').notNull().default(false),
    /**
     * When the child stated at sign-up that they agree to their own account, where the law asks for the child's
     * agreement as well as a parent's (France under 15, decision 060); null where it does not.
     */
    childAgreedAt: timestamp('child_agreed_at', { withTimezone: true }),
  },
  (table) => [
    check('parental_consents_method_check', sql`${table.method} is null or ${table.method} in ('parent_account_mail_link', 'parent_account_named_address')`),
    index('parental_consents_parent_email_idx').on(table.parentEmail),
    index('parental_consents_expires_idx').on(table.expiresAt).where(sql`${table.approvedAt} is null`),
    index('parental_consents_parent_address_hash_idx').on(table.parentAddressHash),
  ],
);

/**
 * On what a child's account stands (decision 060): a parent's consent given to a request (decision 030), a parent who
 * made the account (decision 029), or a school's authorisation for educational use of an account the school rostered.
 * One row per child, the basis in force; what happened before is in the audit log. A child at or above their
 * country's age of digital consent who registered alone has no row: they consented themself. `school_id` names the
 * school (the schools module adds its foreign key when its table lands) and `granted_by` the school's admin.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    childId: text('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    basis: text('basis').notNull(),
    /** The parent who agreed or made the account, or the school admin who authorised it. */
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The school whose admin authorised the account (decision 060); a school with authorisations standing stays. */
    schoolId: text('school_id').references(() => schools.id),
    /** The country and its age of digital consent the decision was taken under (null: before decision 060). */
    country: text('country'),
    consentAge: integer('consent_age'),
    /** The child's own agreement, where the law asks for it too (France under 15). */
    childAgreedAt: timestamp('child_agreed_at', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('consent_records_basis_check', sql`${table.basis} in ('parent_consent', 'parent_created', 'school_authorisation')`),
    check('consent_records_school_check', sql`(${table.basis} = 'school_authorisation') = (${table.schoolId} is not null)`),
    index('consent_records_school_idx').on(table.schoolId),
  ],
);

/**
 * Addresses whose owner followed a consent mail's "I don't know this child / stop these e-mails" link: no consent mail
 * goes to them again (decision 030). Only the SHA-256 of the normalised address is kept, never the address.
 */
export const consentMailSuppressions = pgTable('consent_mail_suppressions', {
  addressHash: text('address_hash').primaryKey(),
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }).notNull().defaultNow(),
});
