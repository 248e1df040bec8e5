import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authSessions, classes, signInCards, users } from '@/db/schema';
import { SHARED_DEVICE_SESSION_MS, SIGN_IN_ADDRESS_FAILURE_LIMIT } from '@/lib/constants';
import { normalizeClassCode, PICTURES, type Picture } from '@/lib/picture-password';
import { normalizeCardCode as cardCode } from '@/lib/sign-in-card';
import { signInWithCard, signInWithPictures } from '@/modules/accounts';
import { getAuth } from '@/server/auth';
import { resolveSession } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { cardDigest, findCardHolder, markCardUsed } from './card-holders';
import { checkPictures, picturesMatch, pictureRoster, PICTURE_LOCK_AFTER } from './picture-passwords';
import { printCards, revokeCard } from './sign-in-cards';
import { addStudent, answerMembership, classWith, codeOf, removeStudent } from './test-fixtures';

/* The picture password of young children on shared tablets, and the shorter session (decision 068). */

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.68.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** A picture attempt as the form sends it: the printed class code, the child's card on the list, the pictures. */
function signInWith(attempt: { classCode: string; cardId: string; pictures: readonly string[] }, clientAddress = nextAddress()) {
  return signInWithPictures(() => checkPictures({ ...attempt, classCode: normalizeClassCode(attempt.classCode)! }), markCardUsed, {
    headers: new Headers(),
    clientAddress,
  });
}

/** A sequence that is not this one: the first picture moved on by one. */
function wrong(pictures: readonly Picture[]): Picture[] {
  const next = PICTURES[(PICTURES.indexOf(pictures[0]!) + 1) % PICTURES.length]!;
  return [next, ...pictures.slice(1)];
}

/** The class's tablet list, and the card id the child is listed by. */
async function listed(classCode: string, firstName: string): Promise<string> {
  const roster = await pictureRoster(normalizeClassCode(classCode)!);
  const entry = roster?.children.find((child) => child.firstName === firstName);
  if (!entry) throw new Error(`${firstName} is not on the list`);
  return entry.cardId;
}

async function sessionsOf(userId: string) {
  return getDb().select().from(authSessions).where(eq(authSessions.userId, userId));
}

async function refusalsOf(childId: string): Promise<string[]> {
  const rows = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'sign_in_pictures_refused'), eq(auditLogs.subjectUserId, childId)));
  return rows.map((row) => (row.details as { refusal: string }).refusal).sort();
}

describe('picture passwords', () => {
  it('a printed card carries a class code and three pictures, kept only as a salted scrypt hash, that sign the child in', async () => {
    const { tutor, group, children } = await classWith('Ada', 'Ben');
    const [ada, ben] = await printCards(tutor, { classId: group.id });
    expect(ada!.classCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/);
    expect(ben!.classCode).toBe(ada!.classCode);
    expect(ada!.pictures).toHaveLength(3);
    const rows = await getDb().select().from(signInCards).where(eq(signInCards.classId, group.id));
    const hashes = rows.map((row) => row.picturesHash!);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    // A salt of its own: two children with the same pictures would still have different hashes.
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(2);
    const adaRow = rows.find((row) => row.childId === children[0]!.id)!;
    expect(await picturesMatch(ada!.pictures, adaRow.picturesHash!)).toBe(true);
    expect(await picturesMatch(wrong(ada!.pictures), adaRow.picturesHash!)).toBe(false);

    // The tablet's list: first names and avatars only, by card.
    const roster = await pictureRoster(normalizeClassCode(ada!.classCode)!);
    expect(roster).toEqual({ className: group.name, children: [expect.objectContaining({ firstName: 'Ada' }), expect.objectContaining({ firstName: 'Ben' })] });
    expect(Object.keys(roster!.children[0]!).sort()).toEqual(['avatarSeed', 'avatarVariant', 'cardId', 'firstName']);
    expect(await pictureRoster('ZZZZZZ')).toBeNull();

    const result = await signInWith({ classCode: ada!.classCode.toLowerCase(), cardId: await listed(ada!.classCode, 'Ada'), pictures: ada!.pictures });
    expect(result).toMatchObject({ userId: children[0]!.id, role: 'child' });
    const state = await resolveSession(new Headers({ cookie: result.sessionCookie }));
    expect(state.status === 'signed-in' && state.actor.id).toBe(children[0]!.id);
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'sign_in_pictures'), eq(auditLogs.childId, children[0]!.id)))).toHaveLength(1);
    // Ben's pictures are Ben's: with Ada's card they are a wrong sequence (unless they happen to be the same).
    if (ben!.pictures.join() !== ada!.pictures.join()) {
      expect(await appErrorOf(signInWith({ classCode: ada!.classCode, cardId: adaRow.id, pictures: ben!.pictures }))).toMatchObject({ status: 401 });
    }
  });

  it('locks a card after a few wrong sequences, with the same answer as an unknown class or child, until the card is reprinted', async () => {
    const { tutor, group, children } = await classWith('Cleo');
    const [cleo] = await printCards(tutor, { classId: group.id });
    const cardId = await listed(cleo!.classCode, 'Cleo');
    const answers = [];
    // Each from another address: the card's own count locks it, whoever guesses.
    for (let attempt = 0; attempt < PICTURE_LOCK_AFTER; attempt += 1) answers.push(await appErrorOf(signInWith({ classCode: cleo!.classCode, cardId, pictures: wrong(cleo!.pictures) })));
    // Locked: even the right pictures are refused, in the same words.
    answers.push(await appErrorOf(signInWith({ classCode: cleo!.classCode, cardId, pictures: cleo!.pictures })));
    answers.push(await appErrorOf(signInWith({ classCode: 'ZZZ-ZZZ', cardId, pictures: cleo!.pictures })));
    answers.push(await appErrorOf(signInWith({ classCode: cleo!.classCode, cardId: '00000000-0000-4000-8000-000000000068', pictures: cleo!.pictures })));
    for (const answer of answers) expect({ status: answer.status, message: answer.message }).toEqual({ status: 401, message: 'errors.picturesInvalid' });
    expect(await refusalsOf(children[0]!.id)).toEqual([...Array(PICTURE_LOCK_AFTER).fill('wrong-pictures'), 'locked'].sort());

    // The teacher reprints Cleo's card: new pictures, the lock lifted; the old pictures are over.
    const [again] = await printCards(tutor, { classId: group.id, childId: children[0]!.id });
    expect(again!.classCode).toBe(cleo!.classCode);
    if (again!.pictures.join() !== cleo!.pictures.join()) {
      expect(await appErrorOf(signInWith({ classCode: again!.classCode, cardId, pictures: cleo!.pictures }))).toMatchObject({ status: 401 });
    }
    expect((await signInWith({ classCode: again!.classCode, cardId, pictures: again!.pictures })).userId).toBe(children[0]!.id);
    // A success clears the count: a few wrong tries later the right sequence still works.
    const [row] = await getDb().select().from(signInCards).where(eq(signInCards.id, cardId));
    expect(row!.pictureFailures).toBe(0);
  });

  it('refuses a child who left the class, is blocked or is not a child any more, and a revoked card, in the same words', async () => {
    const { tutor, group, children, members } = await classWith('Dan', 'Eve', 'Fay', 'Gus');
    const [dan, eve, fay, gus] = await printCards(tutor, { classId: group.id });
    const ids = { dan: await listed(dan!.classCode, 'Dan'), eve: await listed(dan!.classCode, 'Eve'), fay: await listed(dan!.classCode, 'Fay'), gus: await listed(dan!.classCode, 'Gus') };
    await removeStudent(tutor, { classId: group.id, childId: children[0]!.id });
    await getDb().update(users).set({ blocked: true }).where(eq(users.id, children[1]!.id));
    await getDb().update(users).set({ role: 'parent' }).where(eq(users.id, children[2]!.id));
    await revokeCard(tutor, { classId: group.id, childId: children[3]!.id });
    for (const [card, cardId] of [
      [dan, ids.dan],
      [eve, ids.eve],
      [fay, ids.fay],
      [gus, ids.gus],
    ] as const) {
      expect(await appErrorOf(signInWith({ classCode: dan!.classCode, cardId, pictures: card!.pictures }))).toMatchObject({ status: 401, message: 'errors.picturesInvalid' });
    }
    expect(await refusalsOf(children[0]!.id)).toEqual(['not-in-class']);
    expect(await refusalsOf(children[1]!.id)).toEqual(['blocked']);
    expect(await refusalsOf(children[2]!.id)).toEqual(['not-a-child']);
    // None of them is on the tablet's list any more; nor is Dan back in the class, until his card is printed again.
    await addStudent(tutor, { classId: group.id, code: await codeOf(children[0]!) });
    await answerMembership(members[0]!.parent, { classId: group.id, childId: children[0]!.id }, true);
    expect((await pictureRoster(normalizeClassCode(dan!.classCode)!))!.children).toEqual([]);
    await printCards(tutor, { classId: group.id, childId: children[0]!.id });
    expect((await pictureRoster(normalizeClassCode(dan!.classCode)!))!.children.map((child) => child.firstName)).toEqual(['Dan']);
  });

  it('a new term’s print gives the class a new code; the old code lists nobody', async () => {
    const { tutor, group } = await classWith('Hal');
    const [first] = await printCards(tutor, { classId: group.id });
    const [second] = await printCards(tutor, { classId: group.id });
    expect(second!.classCode).not.toBe(first!.classCode);
    expect(await pictureRoster(normalizeClassCode(first!.classCode)!)).toBeNull();
    const [row] = await getDb().select({ code: classes.signInCode }).from(classes).where(eq(classes.id, group.id));
    expect(row!.code).toBe(normalizeClassCode(second!.classCode));
  });

  it('counts picture attempts against the address with passwords and cards', async () => {
    const { tutor, group } = await classWith('Ida', 'Jon');
    const [ida, jon] = await printCards(tutor, { classId: group.id });
    const address = nextAddress();
    const idaCard = await listed(ida!.classCode, 'Ida');
    // Wrong guesses spread over unknown cards, so no card locks: the address's limit holds them.
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_FAILURE_LIMIT; attempt += 1) {
      expect(await appErrorOf(signInWith({ classCode: ida!.classCode, cardId: `00000000-0000-4000-8000-${String(attempt).padStart(12, '0')}`, pictures: ida!.pictures }, address))).toMatchObject({ status: 401 });
    }
    expect(await appErrorOf(signInWith({ classCode: ida!.classCode, cardId: idaCard, pictures: ida!.pictures }, address))).toMatchObject({ status: 429, message: 'errors.signInThrottled' });
    // The card from the same address waits too: one budget for every way in.
    expect(await appErrorOf(signInWithCard(cardDigest(cardCode(jon!.code)!), { find: findCardHolder, markUsed: markCardUsed }, { headers: new Headers(), clientAddress: address }))).toMatchObject({ status: 429 });
    expect((await signInWith({ classCode: ida!.classCode, cardId: idaCard, pictures: ida!.pictures })).role).toBe('child');
  });

  it('a card’s or a picture’s session lasts a school day, is not extended, and its cookie ends with the browser', async () => {
    const { tutor, group, children } = await classWith('Kim');
    const [kim] = await printCards(tutor, { classId: group.id });
    const before = Date.now();
    const byCard = await signInWithCard(cardDigest(cardCode(kim!.code)!), { find: findCardHolder, markUsed: markCardUsed }, { headers: new Headers(), clientAddress: nextAddress() });
    const byPictures = await signInWith({ classCode: kim!.classCode, cardId: await listed(kim!.classCode, 'Kim'), pictures: kim!.pictures });
    const sessions = await sessionsOf(children[0]!.id);
    for (const result of [byCard, byPictures]) {
      const token = decodeURIComponent(result.sessionCookie.split('; ').find((pair) => pair.includes('session_token='))!.split('=')[1]!).split('.')[0];
      const session = sessions.find((row) => row.token === token)!;
      expect(session.expiresAt.getTime() - before).toBeGreaterThanOrEqual(SHARED_DEVICE_SESSION_MS - 1000);
      expect(session.expiresAt.getTime() - before).toBeLessThanOrEqual(SHARED_DEVICE_SESSION_MS + 60_000);
      // Used all day (a request within every idle limit, decision 073), it is not extended (a password's 7-day
      // session is refreshed once a day)…
      for (let at = before + 14 * 60_000; at < before + SHARED_DEVICE_SESSION_MS - 60_000; at += 14 * 60_000) {
        expect((await resolveSession(new Headers({ cookie: result.sessionCookie }), new Date(at))).status).toBe('signed-in');
      }
      const [after] = await getDb().select().from(authSessions).where(eq(authSessions.id, session.id));
      expect(after!.expiresAt.getTime()).toBe(session.expiresAt.getTime());
      // …and after the school day it is over.
      expect((await resolveSession(new Headers({ cookie: result.sessionCookie }), new Date(before + SHARED_DEVICE_SESSION_MS + 60_000))).status).toBe('anonymous');
    }
    // The cookie itself has no lifetime: it goes when the tablet's browser closes.
    const { headers } = await getAuth().api.signInProvenUser({ body: { userId: children[0]!.id, classroomSignIn: 'card' }, headers: new Headers(), returnHeaders: true });
    const cookie = headers.getSetCookie().find((line) => line.includes('session_token='))!;
    expect(cookie).not.toMatch(/max-age|expires/i);
  });
});
