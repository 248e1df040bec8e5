import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authSessions, schoolMembers, schools } from '@/db/schema';
import { CLASSROOM_IDLE_TIMEOUT_MS } from '@/lib/constants';
import { classWith, printCards, signInWithPrintedCard } from '@/modules/classes/test-fixtures';
import { trader } from '@/modules/simulator/test-fixtures';
import { getAuth } from '@/server/auth';
import { resolveSession, type Actor } from '@/server/session-flow';
import { streamSessionOf } from '@/server/stream-session';
import { appErrorOf } from '../../../tests/factories';
import { statementsOf } from '../../../tests/support/statement-counter';
import { getClassroomIdleLimit, setClassroomIdleLimit } from './classroom-idle-limit';
import { classroomIdleSchema } from './classroom-idle-schema';

/*
 * Decision 073: a school admin chooses how long a classroom session (card or pictures) of their school may stay idle;
 * the session keeps the limit of its class's school from its sign-in, and the session flow holds it to that limit
 * with the clock it is given, in its one statement.
 */

const MINUTE = 60_000;
let addressCounter = 0;
const nextAddress = () => `10.73.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/** A school with its admin, as the back office makes them (decision 061). */
async function schoolWithItsAdmin(): Promise<{ schoolId: string; admin: Actor }> {
  const admin = await trader({ role: 'school_admin' });
  const [school] = await getDb().insert(schools).values({ name: `Idle school ${admin.id}`, country: 'FR' }).returning({ id: schools.id });
  await getDb().insert(schoolMembers).values({ userId: admin.id, schoolId: school!.id, role: 'admin' });
  return { schoolId: school!.id, admin };
}

/** A class taught in the school (or in none), its children's cards printed and each child signed in by card. */
async function signedInByCard(schoolId: string | null, ...names: string[]) {
  const { tutor, group, children } = await classWith(...names);
  if (schoolId) await getDb().insert(schoolMembers).values({ userId: tutor.id, schoolId, role: 'teacher' });
  const printed = await printCards(tutor, { classId: group.id });
  const sessions = [];
  for (const card of printed) {
    const { sessionCookie } = await signInWithPrintedCard(card.code, nextAddress());
    // The child's card session (the fixture signed the child in with a password too).
    const [row] = await getDb().select().from(authSessions).where(and(eq(authSessions.userId, card.childId), isNotNull(authSessions.classroomSignIn)));
    sessions.push({ headers: new Headers({ cookie: sessionCookie }), cookie: sessionCookie, row: row!, start: row!.lastActiveAt! });
  }
  return { tutor, children, sessions };
}

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('a school’s own classroom idle limit (decision 073)', () => {
  it('a school of 5 minutes: its card session ends after 6 idle minutes, in the session’s one statement, and its stream with it', async () => {
    const { schoolId, admin } = await schoolWithItsAdmin();
    await setClassroomIdleLimit(admin, { minutes: 5 });
    expect(await getClassroomIdleLimit(admin)).toEqual({ minutes: 5 });
    const { sessions } = await signedInByCard(schoolId, 'Ada', 'Ben');
    const [ada, ben] = sessions as [(typeof sessions)[number], (typeof sessions)[number]];
    expect(ada.row.classroomIdleMinutes).toBe(5);

    // Four minutes on, Ada is still signed in; the page's own timer is told the school's limit.
    const kept = await resolveSession(ada.headers, at(ada.start, 4 * MINUTE));
    expect(kept.status === 'signed-in' && kept.actor.classroomIdleMs).toBe(5 * MINUTE);
    // Within its minute, a request is still the one statement of a session read (decision 021).
    const quiet = await statementsOf(() => resolveSession(ada.headers, at(ada.start, 4 * MINUTE + 30_000)));
    expect(quiet.result.status).toBe('signed-in');
    expect(quiet.statements).toHaveLength(1);

    // Six minutes without a request: Ben is signed out, with the card's reason, and has no stream.
    expect(await resolveSession(ben.headers, at(ben.start, 6 * MINUTE))).toEqual({ status: 'ended', reason: 'idle-card' });
    const secret = (await getAuth().$context).secret;
    expect(await streamSessionOf(ben.cookie, secret, at(ben.start, 4 * MINUTE))).not.toBeNull();
    expect(await streamSessionOf(ben.cookie, secret, at(ben.start, 6 * MINUTE))).toBeNull();
  });

  it('a school that keeps the default, and a class of no school, keep 15 minutes', async () => {
    const { schoolId } = await schoolWithItsAdmin();
    const inSchool = await signedInByCard(schoolId, 'Cleo');
    const independent = await signedInByCard(null, 'Dan');
    for (const session of [inSchool.sessions[0]!, independent.sessions[0]!]) {
      const later = await resolveSession(session.headers, at(session.start, 6 * MINUTE));
      expect(later.status === 'signed-in' && later.actor.classroomIdleMs).toBe(CLASSROOM_IDLE_TIMEOUT_MS);
      expect(await resolveSession(session.headers, at(session.start, 6 * MINUTE + CLASSROOM_IDLE_TIMEOUT_MS + 1000))).toEqual({ status: 'ended', reason: 'idle-card' });
    }
    expect(inSchool.sessions[0]!.row.classroomIdleMinutes).toBe(15);
    expect(independent.sessions[0]!.row.classroomIdleMinutes).toBeNull();
  });

  it('a change reaches the sessions made after it; the ones already open keep theirs', async () => {
    const { schoolId, admin } = await schoolWithItsAdmin();
    const before = await signedInByCard(schoolId, 'Eve');
    await setClassroomIdleLimit(admin, { minutes: 30 });
    const after = await signedInByCard(schoolId, 'Fay');
    expect(before.sessions[0]!.row.classroomIdleMinutes).toBe(15);
    expect(after.sessions[0]!.row.classroomIdleMinutes).toBe(30);
    const late = (session: (typeof after.sessions)[number]) => resolveSession(session.headers, at(session.start, 20 * MINUTE));
    expect((await late(before.sessions[0]!)).status).toBe('ended');
    expect((await late(after.sessions[0]!)).status).toBe('signed-in');
  });

  it('each school admin sets their own school’s only; a teacher is refused (403), an admin of no school finds none (404); audited', async () => {
    const mine = await schoolWithItsAdmin();
    const theirs = await schoolWithItsAdmin();
    await setClassroomIdleLimit(theirs.admin, { minutes: 10 });
    await setClassroomIdleLimit(mine.admin, { minutes: 20 });
    const minutesOf = async (schoolId: string) => (await getDb().select({ minutes: schools.classroomIdleMinutes }).from(schools).where(eq(schools.id, schoolId)))[0]!.minutes;
    expect(await minutesOf(mine.schoolId)).toBe(20);
    expect(await minutesOf(theirs.schoolId)).toBe(10);

    const teacher = await trader({ role: 'tutor' });
    await getDb().insert(schoolMembers).values({ userId: teacher.id, schoolId: mine.schoolId, role: 'teacher' });
    expect(await appErrorOf(setClassroomIdleLimit(teacher, { minutes: 5 }))).toMatchObject({ status: 403 });
    expect(await appErrorOf(getClassroomIdleLimit(teacher))).toMatchObject({ status: 403 });
    const adminOfNoSchool = await trader({ role: 'school_admin' });
    expect(await appErrorOf(setClassroomIdleLimit(adminOfNoSchool, { minutes: 5 }))).toMatchObject({ status: 404 });
    // The academy's admin holds the permission as every one, but belongs to no school.
    expect(await appErrorOf(setClassroomIdleLimit(await trader({ role: 'admin' }), { minutes: 5 }))).toMatchObject({ status: 404 });
    expect(await minutesOf(mine.schoolId)).toBe(20);

    const entries = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'school_classroom_idle_set'), eq(auditLogs.entityId, mine.schoolId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: mine.admin.id, details: { schoolId: mine.schoolId, from: 15, to: 20 } });
  });

  it('takes only the offered times: anything else is the field’s readable message, and the table refuses it too', async () => {
    expect(classroomIdleSchema.parse({ minutes: '5' })).toEqual({ minutes: 5 });
    for (const minutes of ['7', '0', '45', '-5', 'ten', '', '15.5', undefined]) {
      const parsed = classroomIdleSchema.safeParse({ minutes });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['schools.signIn.classroomIdle.errors.minutes']);
    }
    const { schoolId } = await schoolWithItsAdmin();
    await expect(getDb().update(schools).set({ classroomIdleMinutes: 7 }).where(eq(schools.id, schoolId))).rejects.toThrow();
  });
});
