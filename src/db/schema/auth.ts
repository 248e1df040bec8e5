import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * better-auth's tables (user, session, account, verification), under auth_* names.
 * The product profile lives in `users` (spec 3), keyed by auth_users.id.
 */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** Set once the sign-in has been recorded (last_login, login audit entry, e-mails): spec 4 step 7 runs once per sign-in. */
    loginRecordedAt: timestamp('login_recorded_at', { withTimezone: true }),
    /**
     * How a child signed in on a shared classroom tablet ('card' or 'pictures'; decisions 066, 068, 073), null for
     * any other sign-in. Such a session also ends after a while without a request (CLASSROOM_IDLE_TIMEOUT_MS).
     */
    classroomSignIn: text('classroom_sign_in'),
    /** A classroom session's last request, written at most once a minute (decision 073); null for any other session. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** A classroom session's idle limit in minutes, its school's when it was made (decision 073); null: the default. */
    classroomIdleMinutes: integer('classroom_idle_minutes'),
    /**
     * The school sign-in provider that opened the session (decision 069), written by the SSO callback's session hook;
     * null for any other sign-in. Removing the provider ends the sessions it opened.
     */
    ssoProviderId: text('sso_provider_id'),
  },
  (table) => [
    index('auth_sessions_user_id_idx').on(table.userId),
    index('auth_sessions_sso_provider_id_idx').on(table.ssoProviderId).where(sql`${table.ssoProviderId} is not null`),
  ],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_accounts_user_id_idx').on(table.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * The browsers an account has signed in from (decision 037): a random id kept in a long-lived cookie, stored here only
 * as its SHA-256. A sign-in from a browser not on the list, once the account has one, tells the owner ("a new
 * sign-in"). The label is the browser and system read from the User-Agent, never the address.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    label: text('label').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);
