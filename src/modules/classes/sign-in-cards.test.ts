import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authSessions, schoolMembers, schools, signInCards, users } from '@/db/schema';
import { SIGN_IN_ADDRESS_FAILURE_LIMIT } from '@/lib/constants';
import { normalizeCardCode } from '@/lib/sign-in-card';
import { signInWithCard } from '@/modules/accounts';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import { resolveSession } from '@/server/session-flow';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { cardDigest, findCardHolder, markCardUsed } from './card-holders';
import { getCardsPage, printCards, revokeCard } from './sign-in-cards';
import { addStudent, answerMembership, classWith, codeOf, removeStudent } from './test-fixtures';

/* Classroom sign-in cards (decision 066): printed by the class's tutor or its school's admin, a child's only key. */

let addressCounter = 0;
/** A fresh client address per sign-in, so the throttle of one test never reaches another. */
function context(clientAddress = nextAddress()) {
  return { headers: new Headers(), clientAddress };
}
function nextAddress(): string {
  addressCounter += 1;
  return `10.66.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const cards = { find: findCardHolder, markUsed: markCardUsed };

/** Signs in with a printed card's code as it is printed (with its dashes), as the form sends it. */
function signInWith(code: string, clientAddress?: string) {
  return signInWithCard(cardDigest(normalizeCardCode(code)!), cards, context(clientAddress));
}

async function sessionsOf(userId: string): Promise<number> {
  return (await getDb().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId))).length;
}

async function auditOf(actionType: string, childId: string) {
  return getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, actionType), eq(auditLogs.childId, childId)));
}

describe('classroom sign-in cards', () => {
  it('a printed card signs its child in with a normal session, and the card holds only a digest of a 140-bit code', async () => {
    const { tutor, group, children } = await classWith('Ada', 'Ben');
    const printed = await printCards(tutor, { classId: group.id });
    expect(printed.map((card) => card.name)).toEqual(['Ada Learner', 'Ben Learner']);
    const ada = printed[0]!;
    expect(ada.code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(ada.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await getDb().select().from(signInCards).where(eq(signInCards.childId, children[0]!.id));
    expect(row!.secretHash).toBe(cardDigest(normalizeCardCode(ada.code)!));
    expect(JSON.stringify(row)).not.toContain(normalizeCardCode(ada.code));

    // Typed in lower case with spaces, O for 0 and I for 1: the same code.
    const typed = ada.code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'i');
    const result = await signInWith(typed);
    expect(result).toMatchObject({ userId: children[0]!.id, role: 'child' });
    const state = await resolveSession(new Headers({ cookie: result.sessionCookie }));
    expect(state.status === 'signed-in' && state.actor.id).toBe(children[0]!.id);
    expect(await auditOf('sign_in_card', children[0]!.id)).toHaveLength(1);
    const [printedEntry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'sign_in_cards_printed'), eq(auditLogs.entityId, group.id)));
    expect(printedEntry).toMatchObject({ actorId: tutor.id, component: 'classes' });
    expect(printedEntry!.message).not.toContain(normalizeCardCode(ada.code));
    const page = await getCardsPage(tutor, group.id);
    expect(page!.students.find((student) => student.id === children[0]!.id)!.lastUsedAt).not.toBeNull();
    // A card is its own child's only: Ben's card signs Ben in, never Ada.
    expect((await signInWith(printed[1]!.code)).userId).toBe(children[1]!.id);
  });

  it('a reprinted or revoked card no longer works; reprinting or revoking one child’s card ends their sessions', async () => {
    const { tutor, group, children } = await classWith('Cleo');
    const cleo = children[0]!;
    const [first] = await printCards(tutor, { classId: group.id });
    await signInWith(first!.code);
    expect(await sessionsOf(cleo.id)).toBeGreaterThan(0);
    const [second] = await printCards(tutor, { classId: group.id, childId: cleo.id });
    expect(second!.code).not.toBe(first!.code);
    expect(await sessionsOf(cleo.id)).toBe(0);
    expect(await appErrorOf(signInWith(first!.code))).toMatchObject({ status: 401, message: 'errors.cardInvalid' });
    await signInWith(second!.code);
    await revokeCard(tutor, { classId: group.id, childId: cleo.id });
    expect(await sessionsOf(cleo.id)).toBe(0);
    expect(await appErrorOf(signInWith(second!.code))).toMatchObject({ status: 401, message: 'errors.cardInvalid' });
    expect(await auditOf('sign_in_card_revoked', cleo.id)).toHaveLength(1);
    expect(await appErrorOf(revokeCard(tutor, { classId: group.id, childId: cleo.id }))).toMatchObject({ status: 404 });
  });

  it('refuses the card of a child removed from the class, or blocked, and audits the refusal', async () => {
    const { tutor, group, children, members } = await classWith('Dan', 'Eve');
    const [dan, eve] = await printCards(tutor, { classId: group.id });
    // The fixtures signed each child in once: a refused card adds no session.
    const before = [await sessionsOf(children[0]!.id), await sessionsOf(children[1]!.id)];
    await removeStudent(tutor, { classId: group.id, childId: children[0]!.id });
    expect(await appErrorOf(signInWith(dan!.code))).toMatchObject({ status: 401, message: 'errors.cardInvalid' });
    await getDb().update(users).set({ blocked: true }).where(eq(users.id, children[1]!.id));
    expect(await appErrorOf(signInWith(eve!.code))).toMatchObject({ status: 401, message: 'errors.cardInvalid' });
    // Back in the class, Dan has a new membership: the card printed before he left stays dead.
    await addStudent(tutor, { classId: group.id, code: await codeOf(children[0]!) });
    await answerMembership(members[0]!.parent, { classId: group.id, childId: children[0]!.id }, true);
    expect(await appErrorOf(signInWith(dan!.code))).toMatchObject({ status: 401 });
    const refusals = [...(await auditOf('sign_in_card_refused', children[0]!.id)), ...(await auditOf('sign_in_card_refused', children[1]!.id))];
    expect(refusals.map((entry) => (entry.details as { refusal: string }).refusal).sort()).toEqual(['blocked', 'not-in-class', 'not-in-class']);
    expect([await sessionsOf(children[0]!.id), await sessionsOf(children[1]!.id)]).toEqual(before);
  });

  it('never signs in an account that is not a child’s', async () => {
    const { tutor, group, children } = await classWith('Fay');
    const [fay] = await printCards(tutor, { classId: group.id });
    const before = await sessionsOf(children[0]!.id);
    // The account became a parent's after its card was printed (the back office changes roles).
    await getDb().update(users).set({ role: 'parent' }).where(eq(users.id, children[0]!.id));
    expect(await appErrorOf(signInWith(fay!.code))).toMatchObject({ status: 401 });
    expect(await sessionsOf(children[0]!.id)).toBe(before);
    // And a card is never printed for one.
    expect(await printCards(tutor, { classId: group.id })).toEqual([]);
  });

  it('only the class’s tutor and its school’s admins may print: another tutor, another school’s admin and other roles get 403', async () => {
    const { tutor, group, children } = await classWith('Gus');
    const otherTutor = await trader({ role: 'tutor' });
    expect(await appErrorOf(printCards(otherTutor, { classId: group.id }))).toMatchObject({ status: 403 });
    expect(await appErrorOf(getCardsPage(otherTutor, group.id))).toMatchObject({ status: 403 });
    expect(await appErrorOf(revokeCard(otherTutor, { classId: group.id, childId: children[0]!.id }))).toMatchObject({ status: 403 });
    const parent = await trader({ role: 'parent' });
    await linkFamily(parent.id, children[0]!.id);
    expect(await appErrorOf(printCards(parent, { classId: group.id }))).toMatchObject({ status: 403 });
    expect(await appErrorOf(printCards(children[0]!, { classId: group.id }))).toMatchObject({ status: 403 });
    // An academy admin holds the permission but runs no class and no school.
    const admin = await trader({ role: 'admin' });
    expect(await appErrorOf(printCards(admin, { classId: group.id }))).toMatchObject({ status: 403 });
    expect(await getCardsPage(tutor, '00000000-0000-4000-8000-000000000066')).toBeNull();

    // Two schools: the tutor teaches in the first; its admin may print, the second's may not.
    const mine = await schoolAdmin();
    const theirs = await schoolAdmin();
    await getDb().insert(schoolMembers).values({ userId: tutor.id, schoolId: mine.schoolId, role: 'teacher' });
    const printed = await printCards(mine.admin, { classId: group.id });
    expect(printed.map((card) => card.childId)).toEqual([children[0]!.id]);
    expect((await signInWith(printed[0]!.code)).userId).toBe(children[0]!.id);
    expect(await appErrorOf(printCards(theirs.admin, { classId: group.id }))).toMatchObject({ status: 403 });
    expect(await appErrorOf(getCardsPage(theirs.admin, group.id))).toMatchObject({ status: 403 });
  });

  it('counts every attempt against the address as password sign-in does, and a success gives its count back', async () => {
    const { tutor, group } = await classWith('Hal');
    const [hal] = await printCards(tutor, { classId: group.id });
    const address = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) await signInWith(hal!.code, address);
    const wrong = `${'Z'.repeat(24)}0000`;
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_FAILURE_LIMIT; attempt += 1) {
      expect(await appErrorOf(signInWith(wrong, address))).toMatchObject({ status: 401 });
    }
    // The limit reached, even the right card waits, with the same words as a throttled password.
    expect(await appErrorOf(signInWith(hal!.code, address))).toMatchObject({ status: 429, message: 'errors.signInThrottled' });
    expect(await appErrorOf(signInWith(wrong, address))).toMatchObject({ status: 429 });
    // Another address is not held back.
    expect((await signInWith(hal!.code)).role).toBe('child');
  });
});

/** A school with its admin, as the back office makes them (decision 061). */
async function schoolAdmin(): Promise<{ schoolId: string; admin: Actor }> {
  const admin = await trader({ role: 'school_admin' });
  const [school] = await getDb().insert(schools).values({ name: `School ${admin.id}`, country: 'FR' }).returning({ id: schools.id });
  await getDb().insert(schoolMembers).values({ userId: admin.id, schoolId: school!.id, role: 'admin' });
  return { schoolId: school!.id, admin };
}

