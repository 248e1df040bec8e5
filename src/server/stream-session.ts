import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authSessions, users } from '@/db/schema';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@/lib/constants';
import { SESSION_TOKEN_COOKIES } from './auth-cookie-names';
import { readSignedCookie } from './signed-cookie';

/*
 * Who opens a per-person live stream (decision 036). The custom server serves streams before Next, so it reads the
 * session cookie itself, as the session flow does (decision 021): a valid signature, a session that has not expired
 * (sliding or absolute), an account not blocked. Anything else has no stream. It never extends or writes a session:
 * the pages do that. No 'server-only': server.ts uses it.
 */
export async function streamUserOf(cookieHeader: string | undefined, secret: string, now: Date = new Date()): Promise<string | null> {
  if (!cookieHeader) return null;
  for (const name of SESSION_TOKEN_COOKIES) {
    const token = await readSignedCookie(cookieHeader, name, secret);
    if (!token) continue;
    const [row] = await getDb()
      .select({ userId: users.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.token, token),
          gt(authSessions.expiresAt, now),
          gt(authSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS)),
          sql`not ${users.blocked}`,
        ),
      );
    if (row) return row.userId;
  }
  return null;
}
