import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { authSessions } from '@/db/schema';
import { CLASSROOM_IDLE_TIMEOUT_MS, type ClassroomIdleMinutes, type ClassroomSignIn } from '@/lib/constants';
import { createTestUser, signInHeaders } from '../../tests/factories';
import { statementsOf } from '../../tests/support/statement-counter';
import { getAuth } from './auth';
import { resolveSession } from './session-flow';
import { streamSessionOf } from './stream-session';

/*
 * Decision 073: a session a child started on a shared classroom tablet (card or pictures) ends after
 * CLASSROOM_IDLE_TIMEOUT_MS (or its school's limit) without a request, decided by the session flow with the clock it is given; a request
 * moves its last activity on, at most once a minute. Other sessions are as they were.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function classroomSession(signIn: ClassroomSignIn, idleMinutes?: ClassroomIdleMinutes) {
  const child = await createTestUser({ role: 'child' });
  const { headers } = await getAuth().api.signInProvenUser({ body: { userId: child.id, classroomSignIn: signIn, idleMinutes }, headers: new Headers(), returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const [session] = await getDb().select().from(authSessions).where(eq(authSessions.userId, child.id));
  return { child, headers: new Headers({ cookie }), cookie, session: session! };
}

async function sessionRow(id: string) {
  const [row] = await getDb().select().from(authSessions).where(eq(authSessions.id, id));
  return row;
}

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

function activityWrites(statements: string[]): number {
  return statements.filter((statement) => /^update "auth_sessions" set "last_active_at"/i.test(statement)).length;
}

describe('classroom sessions end after a while without use (decision 073)', () => {
  it('a card session idle past the limit is refused, says why, and takes no open stream with it', async () => {
    const { headers, cookie, session } = await classroomSession('card');
    expect(session.classroomSignIn).toBe('card');
    expect(session.lastActiveAt).not.toBeNull();
    const start = session.lastActiveAt!;
    const secret = (await getAuth().$context).secret;

    expect(await streamSessionOf(cookie, secret, at(start, CLASSROOM_IDLE_TIMEOUT_MS - SECOND))).not.toBeNull();
    expect(await streamSessionOf(cookie, secret, at(start, CLASSROOM_IDLE_TIMEOUT_MS + SECOND))).toBeNull();

    const late = at(start, CLASSROOM_IDLE_TIMEOUT_MS + SECOND);
    expect(await resolveSession(headers, late)).toEqual({ status: 'ended', reason: 'idle-card' });
    // Refused again on every later request (a server action's 401 cannot clear cookies), until /auth/end deletes it.
    expect(await resolveSession(headers, at(late, MINUTE))).toEqual({ status: 'ended', reason: 'idle-card' });
    expect((await sessionRow(session.id))?.lastActiveAt?.getTime()).toBe(start.getTime());
  });

  it('a pictures session sends the child back to the pictures', async () => {
    const { headers, session } = await classroomSession('pictures');
    expect(await resolveSession(headers, at(session.lastActiveAt!, CLASSROOM_IDLE_TIMEOUT_MS + SECOND))).toEqual({ status: 'ended', reason: 'idle-pictures' });
  });

  it('a session made with its school’s limit (5 minutes) is held to it, not to the default', async () => {
    const { headers, cookie, session } = await classroomSession('pictures', 5);
    expect(session.classroomIdleMinutes).toBe(5);
    const kept = await resolveSession(headers, at(session.lastActiveAt!, 4 * MINUTE));
    expect(kept.status === 'signed-in' && kept.actor.classroomIdleMs).toBe(5 * MINUTE);
    // Four minutes on the request moved the last activity on; six minutes after that, the session is over.
    expect(await resolveSession(headers, at(session.lastActiveAt!, 10 * MINUTE))).toEqual({ status: 'ended', reason: 'idle-pictures' });
    expect(await streamSessionOf(cookie, (await getAuth().$context).secret, at(session.lastActiveAt!, 10 * MINUTE))).toBeNull();
  });

  it('a child who keeps working stays signed in, the limit sliding with each request', async () => {
    const { headers, session } = await classroomSession('card');
    const start = session.lastActiveAt!;
    // A request every 10 minutes for an hour: each is within the limit of the one before, never of the sign-in.
    for (let minutes = 10; minutes <= 60; minutes += 10) {
      const state = await resolveSession(headers, at(start, minutes * MINUTE));
      expect(state.status).toBe('signed-in');
      expect(state.status === 'signed-in' && state.actor.classroomSignIn).toBe('card');
      expect((await sessionRow(session.id))?.lastActiveAt?.getTime()).toBe(at(start, minutes * MINUTE).getTime());
    }
    // Then a break longer than the limit.
    expect(await resolveSession(headers, at(start, 60 * MINUTE + CLASSROOM_IDLE_TIMEOUT_MS + SECOND))).toEqual({ status: 'ended', reason: 'idle-card' });
  });

  it('moves the last activity on at most once a minute, however many requests', async () => {
    const { headers, session } = await classroomSession('card');
    const start = at(session.lastActiveAt!, MINUTE);
    // A request every 5 seconds for two minutes: 24 requests, two writes (at the start and a minute later).
    const { statements } = await statementsOf(async () => {
      for (let seconds = 0; seconds < 120; seconds += 5) expect((await resolveSession(headers, at(start, seconds * SECOND))).status).toBe('signed-in');
    });
    expect(activityWrites(statements)).toBe(2);
    expect((await sessionRow(session.id))?.lastActiveAt?.getTime()).toBe(at(start, MINUTE).getTime());

    // Within its minute, a request is the one statement of any session read (decision 021).
    const quiet = await statementsOf(() => resolveSession(headers, at(start, 110 * SECOND)));
    expect(quiet.statements).toHaveLength(1);
  });

  it('a password session, a child’s at home included, has no idle limit and is never written by a request', async () => {
    const child = await createTestUser({ role: 'child' });
    const headers = await signInHeaders(child.email);
    const { result, statements } = await statementsOf(() => resolveSession(headers, new Date(Date.now() + 3 * 60 * MINUTE)));
    expect(result.status).toBe('signed-in');
    expect(result.status === 'signed-in' && result.actor.classroomSignIn).toBeUndefined();
    expect(activityWrites(statements)).toBe(0);
    const [row] = await getDb().select().from(authSessions).where(eq(authSessions.userId, child.id));
    expect(row!.classroomSignIn).toBeNull();
    expect(row!.lastActiveAt).toBeNull();
    const secret = (await getAuth().$context).secret;
    expect(await streamSessionOf(headers.get('cookie')!, secret, new Date(Date.now() + 3 * 60 * MINUTE))).not.toBeNull();
  });
});
