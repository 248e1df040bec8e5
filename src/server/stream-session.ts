import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authSessions, users } from '@/db/schema';
import { CLASSROOM_IDLE_DEFAULT_MINUTES, SESSION_ABSOLUTE_LIFETIME_MS, type Role } from '@/lib/constants';
import { SESSION_TOKEN_COOKIES } from './auth-cookie-names';
import { readSignedCookie } from './signed-cookie';

/*
 * Who opens a per-person live stream (decision 036). The custom server serves streams before Next, so it reads the
 * session cookie itself, as the session flow does (decision 021): a valid signature, a session that has not expired
 * (sliding or absolute, or a classroom session left idle), an account not blocked. Anything else has no stream. It never extends or writes a session:
 * the pages do that. No 'server-only': server.ts uses it.
 */

/**
 * The person a stream is for, their role (what a stream about something else, a competition's ranking, checks through
 * the policy module), and the session that let it open (re-checked while it is open: user-streams.ts).
 */
export interface StreamSession {
  userId: string;
  role: Role;
  token: string;
}

/**
 * How often open streams re-check their sessions: a sign-out, a block, a password change or a deletion ends the
 * person's open streams within this time, whichever path deleted the session (one statement per check for all).
 */
export const STREAM_SESSION_RECHECK_MS = 5_000;

/** How many tokens one re-check statement names at most. */
const TOKENS_PER_STATEMENT = 500;

function liveSessionCondition(now: Date) {
  return and(
    gt(authSessions.expiresAt, now),
    gt(authSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS)),
    sql`not ${users.blocked}`,
    // A classroom session left idle past its school's limit (decision 073): an open stream is not the child's
    // activity, and ends with it.
    or(
      isNull(authSessions.classroomSignIn),
      sql`${authSessions.lastActiveAt} > ${now.toISOString()}::timestamptz - make_interval(mins => coalesce(${authSessions.classroomIdleMinutes}, ${CLASSROOM_IDLE_DEFAULT_MINUTES}))`,
    ),
  );
}

export async function streamSessionOf(cookieHeader: string | undefined, secret: string, now: Date = new Date()): Promise<StreamSession | null> {
  if (!cookieHeader) return null;
  for (const name of SESSION_TOKEN_COOKIES) {
    const token = await readSignedCookie(cookieHeader, name, secret);
    if (!token) continue;
    const [row] = await getDb()
      .select({ userId: users.id, role: users.role })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.token, token), liveSessionCondition(now)));
    if (row) return { userId: row.userId, role: row.role as Role, token };
  }
  return null;
}

/** Which of these session tokens still let a stream stay open (the same rule as opening one). */
export async function liveStreamSessionTokens(tokens: readonly string[], now: Date = new Date()): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < tokens.length; start += TOKENS_PER_STATEMENT) {
    const rows = await getDb()
      .select({ token: authSessions.token })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(inArray(authSessions.token, tokens.slice(start, start + TOKENS_PER_STATEMENT)), liveSessionCondition(now)));
    for (const row of rows) live.add(row.token);
  }
  return live;
}
