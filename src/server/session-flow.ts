import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { getDb } from '@/db/client';
import { authSessions, authUsers, notifications, users } from '@/db/schema';
import { UNREAD_COUNT_CAP } from '@/lib/notification-limits';
import {
  CLASSROOM_ACTIVITY_WRITE_EVERY_MS,
  CLASSROOM_SIGN_INS,
  classroomIdleMs,
  DEFAULT_ROLE,
  LOCALE_COOKIE,
  ROLES,
  SESSION_ABSOLUTE_LIFETIME_MS,
  UNVERIFIED_GRACE_MS,
  type ClassroomSignIn,
  type Role,
} from '@/lib/constants';
import { env } from '@/lib/env';
import { createProfile, type ProfileRow } from '@/server/profile/create-profile';
import { parseDisplayName, selfServiceRole } from '@/server/profile/display-name';
import { isNewUser } from '@/server/profile/new-user';
import { writeAudit } from '@/server/audit';
import { getAuth, type Auth } from './auth';
import { errorFields, log } from './logger';
import { isDatabaseUnavailable } from './db-errors';
import { DatabaseUnavailableError } from './errors';
import { adminLoginAlertMail, welcomeMail } from './mail/account-mails';
import { inRequestLanguage, recipientLocale } from './mail/recipient-locale';
import { sendMail } from './mail/send-mail';
import { recordDeadSessionCookie, recordRequestUserId } from './request-context';
import { SESSION_TOKEN_COOKIES } from './auth-cookie-names';
import { readSignedCookie } from './signed-cookie';
import { parseCookies } from './request-guards';
import { resolvePreferences } from './visitor-preferences';

/** The signed-in person, as every page, route handler and server action sees them. A small DTO, safe to pass to the client. */
export interface Actor {
  id: string;
  sessionId: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** Spec 2: the first name, or the e-mail if there is no first name. */
  displayName: string;
  emailVerified: boolean;
  avatarSeed: string;
  avatarVariant: string;
  locale: string | null;
  currency: string | null;
  /** A child under 13 whose parent has not agreed yet (decision 030): permissions.ts holds back what needs consent. */
  awaitingConsent: boolean;
  /** A child whose parent switched the stock-market simulator off (decision 031). */
  simulatorOff: boolean;
  /**
   * Unread notifications, counted up to UNREAD_COUNT_CAP in the session's own statement for the header's bell
   * (decision 036). Absent where an actor is made without a session read.
   */
  unreadNotifications?: number;
  /**
   * How a child signed in on a shared classroom tablet (decision 073): such a session ends after a while without a
   * request, and the page signs out by itself after as long. Absent for any other sign-in.
   */
  classroomSignIn?: ClassroomSignIn;
  /** A classroom session's idle limit in milliseconds, its school's (decision 073); absent with classroomSignIn. */
  classroomIdleMs?: number;
}

/** `idle-card`, `idle-pictures`: a classroom session left without a request for too long (decision 073). */
export type EndReason = 'verify-email' | 'blocked' | 'unauthorized' | 'expired' | `idle-${ClassroomSignIn}`;

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'ended'; reason: EndReason }
  | { status: 'signed-in'; actor: Actor };

/** Spec 6 / 4 step 7: role lower-cased, default child; any unknown role gets the child layout. */
export function normalizeRole(value: string | null | undefined): Role {
  const lowered = (value ?? '').toLowerCase();
  return (ROLES as readonly string[]).includes(lowered) ? (lowered as Role) : DEFAULT_ROLE;
}

export function toActor(profile: ProfileRow, sessionId: string, unreadNotifications?: number): Actor {
  return {
    ...(unreadNotifications === undefined ? {} : { unreadNotifications }),
    id: profile.id,
    sessionId,
    email: profile.email,
    role: normalizeRole(profile.role),
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.firstName || profile.email,
    emailVerified: profile.emailVerified,
    avatarSeed: profile.avatarSeed,
    avatarVariant: profile.avatarVariant,
    locale: profile.locale,
    currency: profile.currency,
    awaitingConsent: profile.consentPending,
    simulatorOff: profile.role === 'child' && !profile.simulatorEnabled,
  };
}

/** Signing out on the server: the session row goes, so its cookie is worthless from this moment. */
async function endSession(sessionId: string): Promise<void> {
  await getDb().delete(authSessions).where(eq(authSessions.id, sessionId));
}

/**
 * /auth/end: the session the request's cookie names (a validly signed one) ends on the server before its cookies are
 * cleared, so a copy of the cookie kept elsewhere names nothing any more (decision 005). The flow usually deleted it
 * already; a visitor sent there for any other reason must not leave a live session behind. A cross-site link to
 * /auth/end can do no more than it could before: clearing the cookies already signed the browser out.
 */
export async function endSessionNamedBy(requestHeaders: Headers): Promise<void> {
  const auth = await getAuth().$context;
  const token = await readSignedCookie(requestHeaders.get('cookie'), auth.authCookies.sessionToken.name, auth.secret);
  if (token) await getDb().delete(authSessions).where(eq(authSessions.token, token));
}

/** Spec 4 "Preferences": the profile's language, else the one this request's page is in (its cookie), else English. */
function requestLanguage(requestHeaders: Headers, profile: ProfileRow) {
  return resolvePreferences({ locale: parseCookies(requestHeaders.get('cookie') ?? undefined).get(LOCALE_COOKIE) }, profile).locale;
}

async function sendMailLoggingFailure(kind: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    // Spec 8: e-mail failures are only logged; they never stop a sign-in.
    log.warn(`${kind} e-mail failed`, errorFields(error));
  }
}

type AuthContext = Awaited<Auth['$context']>;

/**
 * Decision 021: the session (by its token), its auth user and the profile in one statement, instead of better-auth's
 * session read and user read followed by ours. No row: the token names no session, or its user is gone.
 */
async function readSessionWithProfile(token: string) {
  const [row] = await getDb()
    .select({
      session: {
        id: authSessions.id,
        expiresAt: authSessions.expiresAt,
        createdAt: authSessions.createdAt,
        loginRecordedAt: authSessions.loginRecordedAt,
        classroomSignIn: authSessions.classroomSignIn,
        lastActiveAt: authSessions.lastActiveAt,
        classroomIdleMinutes: authSessions.classroomIdleMinutes,
      },
      authUser: { id: authUsers.id, name: authUsers.name, email: authUsers.email, emailVerified: authUsers.emailVerified, createdAt: authUsers.createdAt },
      profile: users,
      unreadNotifications: sql<number>`(select count(*)::int from (select 1 from ${notifications} where ${notifications.recipientId} = ${authSessions.userId} and ${notifications.readAt} is null limit ${UNREAD_COUNT_CAP}) unread)`.mapWith(Number),
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.token, token));
  return row;
}

/** Step 1: no signed-in user. A session cookie that names no session goes, with the role cookie (server.ts). */
function anonymousVisitor(requestHeaders: Headers): SessionState {
  if (SESSION_TOKEN_COOKIES.some((name) => requestHeaders.get('cookie')?.includes(`${name}=`))) recordDeadSessionCookie();
  return { status: 'anonymous' };
}

/**
 * The joined read failed. better-auth alone tells which half: if it cannot read the session either, the database is
 * failing and so does this request (as it did when better-auth read the session first); if it can, the profile is
 * what could not be read (step 10: the user is cleared).
 */
async function unreadableSession(requestHeaders: Headers, error: unknown): Promise<SessionState> {
  const result = await getAuth().api.getSession({ headers: requestHeaders, query: { disableCookieCache: true, disableRefresh: true } });
  if (!result) return anonymousVisitor(requestHeaders);
  recordRequestUserId(result.user.id);
  log.error('profile load failure', { userId: result.user.id, ...errorFields(error) });
  return { status: 'anonymous' };
}

function classroomSignInOf(value: string | null): ClassroomSignIn | null {
  return (CLASSROOM_SIGN_INS as readonly string[]).includes(value ?? '') ? (value as ClassroomSignIn) : null;
}

/**
 * Decision 073: a classroom session's last request, moved on at most once a minute, so that a page (a GET never
 * writes) costs no write but the first of its minute. Conditional, so parallel requests of one minute write once.
 */
async function noteClassroomActivity(sessionId: string, lastActiveAt: Date, now: Date): Promise<void> {
  const writtenBefore = new Date(now.getTime() - CLASSROOM_ACTIVITY_WRITE_EVERY_MS);
  if (lastActiveAt.getTime() > writtenBefore.getTime()) return;
  await getDb()
    .update(authSessions)
    .set({ lastActiveAt: now })
    .where(and(eq(authSessions.id, sessionId), lte(authSessions.lastActiveAt, writtenBefore)));
}

/**
 * better-auth's sliding expiry (session.expiresIn, session.updateAge in auth.ts): once a day at most, a session in use
 * is extended and its cookie set again. Refreshes are skipped where better-auth skips them: for a session signed in
 * without "remember me", and for a React Server Components request (a client-side navigation), which cannot set a
 * cookie (its nextCookies plugin).
 */
async function isSessionRefreshDue(expiresAt: Date, requestHeaders: Headers, auth: AuthContext, now: Date): Promise<boolean> {
  const { expiresIn, updateAge } = auth.sessionConfig;
  if (expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 > now.getTime()) return false;
  if (requestHeaders.get('rsc') === '1' && !requestHeaders.get('next-action')) return false;
  return !(await readSignedCookie(requestHeaders.get('cookie'), auth.authCookies.dontRememberToken.name, auth.secret));
}

/**
 * The rare refresh is better-auth's own getSession, so that the database and the cookie it sets (through nextCookies,
 * with its attributes) stay exactly as better-auth keeps them. False: the session went meanwhile (signed out
 * elsewhere), which better-auth reports as UNAUTHORIZED.
 */
async function refreshSession(requestHeaders: Headers): Promise<boolean> {
  try {
    return (await getAuth().api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } })) !== null;
  } catch (error) {
    if (isAPIError(error) && error.status === 'UNAUTHORIZED') return false;
    throw error;
  }
}

/**
 * Spec 4 "Session flow", run on the server for every request (steps 2–10). Steps that must happen once per
 * sign-in (7, 8) or once per account (9) claim a flag with a conditional UPDATE, so parallel requests run them once.
 * The common case (a live session, a verified user with a profile, nothing to claim) is one statement (decision 021).
 */
export async function resolveSession(requestHeaders: Headers, now: Date = new Date()): Promise<SessionState> {
  try {
    return await resolveSessionNow(requestHeaders, now);
  } catch (error) {
    // Decision 049: a session that cannot be looked up because the database is away is not a signed-out session.
    throw DatabaseUnavailableError.from(error, isDatabaseUnavailable);
  }
}

async function resolveSessionNow(requestHeaders: Headers, now: Date): Promise<SessionState> {
  const auth = await getAuth().$context;
  // The cookie is `token.signature`: a forged or tampered one never reaches the database.
  const token = await readSignedCookie(requestHeaders.get('cookie'), auth.authCookies.sessionToken.name, auth.secret);
  if (!token) return anonymousVisitor(requestHeaders);

  let row: Awaited<ReturnType<typeof readSessionWithProfile>>;
  try {
    row = await readSessionWithProfile(token);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return unreadableSession(requestHeaders, error);
  }
  if (!row) return anonymousVisitor(requestHeaders);
  const { session, authUser } = row;
  // Decision 073: a classroom session idle for too long is over, before any other check (the school day's end
  // included), so the child hears why. Its row stays for /auth/end to delete: a request that cannot clear cookies
  // (a server action's 401) leaves the next page still able to send the tablet back to the child's way in. The limit
  // is the school's, kept on the row when the session was made, so it comes with this one read.
  const classroomSignIn = classroomSignInOf(session.classroomSignIn);
  const lastActiveAt = session.lastActiveAt ?? session.createdAt;
  const idleMs = classroomIdleMs(session.classroomIdleMinutes);
  if (classroomSignIn && now.getTime() - lastActiveAt.getTime() > idleMs) {
    return { status: 'ended', reason: `idle-${classroomSignIn}` };
  }
  // As better-auth does: a session past its sliding expiry is over, and its row goes.
  if (session.expiresAt.getTime() < now.getTime()) {
    await endSession(session.id);
    return anonymousVisitor(requestHeaders);
  }
  // ASVS V16: every later log line of this request says whose it is.
  recordRequestUserId(authUser.id);
  const db = getDb();

  // An absolute lifetime besides the sliding one: a session older than 30 days ends, however active (ASVS 7.3).
  if (now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
    await endSession(session.id);
    return { status: 'ended', reason: 'expired' };
  }

  // Step 3 (spec 5): e-mail not verified and the user not new → sign out, /verify-email. The session made at
  // registration counts as new, but for one day at most: then the account must verify (UNVERIFIED_GRACE_MS).
  const accountAge = now.getTime() - authUser.createdAt.getTime();
  if (!authUser.emailVerified && (!isNewUser(authUser.createdAt, session.createdAt) || accountAge > UNVERIFIED_GRACE_MS)) {
    await endSession(session.id);
    return { status: 'ended', reason: 'verify-email' };
  }

  let profile: ProfileRow | undefined = row.profile ?? undefined;
  if (!profile) {
    try {
      // Step 4: the profile is missing → create it from the display name. A tag never grants admin here.
      const parsed = parseDisplayName(authUser.name);
      profile = await createProfile(db, {
        id: authUser.id,
        email: authUser.email,
        role: selfServiceRole(parsed.role),
        firstName: parsed.firstName,
        lastName: parsed.lastName,
        emailVerified: false,
        createdAt: authUser.createdAt,
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      // Step 10: the profile cannot be read → the user is cleared.
      log.error('profile load failure', { userId: authUser.id, ...errorFields(error) });
      return { status: 'anonymous' };
    }
  }
  if (!profile) {
    // Step 10: no profile after creation → sign out, /unauthorized.
    await endSession(session.id);
    return { status: 'ended', reason: 'unauthorized' };
  }

  // Step 5: the profile says unverified but the account is verified.
  if (!profile.emailVerified && authUser.emailVerified) {
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, profile.id));
    profile = { ...profile, emailVerified: true };
  }

  // Step 6: blocked.
  if (profile.blocked) {
    await endSession(session.id);
    return { status: 'ended', reason: 'blocked' };
  }

  if ((await isSessionRefreshDue(session.expiresAt, requestHeaders, auth, now)) && !(await refreshSession(requestHeaders))) {
    return anonymousVisitor(requestHeaders);
  }

  if (classroomSignIn) await noteClassroomActivity(session.id, lastActiveAt, now);

  const actor: Actor = { ...toActor(profile, session.id, row.unreadNotifications), ...(classroomSignIn ? { classroomSignIn, classroomIdleMs: idleMs } : {}) };

  // Steps 7 and 8, once per sign-in.
  if (!session.loginRecordedAt) {
    const claimed = await db
      .update(authSessions)
      .set({ loginRecordedAt: now })
      .where(and(eq(authSessions.id, session.id), isNull(authSessions.loginRecordedAt)))
      .returning({ id: authSessions.id });
    if (claimed.length > 0) {
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ lastLogin: now, ...(profile.createdAt ? {} : { createdAt: now }) })
            .where(eq(users.id, profile.id));
          await writeAudit(tx, profile, { actionType: 'login', component: 'session', entityId: profile.id, message: `${profile.email} signed in` });
        });
      } catch (error) {
        log.warn('login tracking error', errorFields(error));
      }
      if (actor.role === 'admin') {
        const { ADMIN_ALERT_EMAIL } = env();
        await sendMailLoggingFailure('admin login alert', () =>
          inRequestLanguage(requestLanguage(requestHeaders, profile), async () => sendMail(await adminLoginAlertMail(await recipientLocale(db, ADMIN_ALERT_EMAIL), ADMIN_ALERT_EMAIL, profile.email, now))),
        );
      }
    }
  }

  // Step 9: a verified user without welcomeSent gets the welcome e-mail, once.
  if (profile.emailVerified && !profile.welcomeSent) {
    const claimed = await db
      .update(users)
      .set({ welcomeSent: true })
      .where(and(eq(users.id, profile.id), eq(users.welcomeSent, false)))
      .returning({ id: users.id });
    if (claimed.length > 0) {
      await sendMailLoggingFailure('welcome', async () => sendMail(await welcomeMail(requestLanguage(requestHeaders, profile), profile.email, profile.firstName)));
      await writeAudit(db, profile, { actionType: 'email_verified', component: 'session', entityId: profile.id, message: `${profile.email} verified their e-mail` });
    }
  }

  return { status: 'signed-in', actor };
}
