import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, familyLinkEvents, familyLinks, journalEntries, journalShares, users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getChildFamily, getChildrenPage } from './link-queries';
import { answerRequest, cancelRequest, endLink, LINK_CODE_ATTEMPTS, LINKED_ADULTS_MAX, requestLink } from './links';

/*
 * Linking with the child's consent (decision 026): a parent asks by the child's code, the child answers, either side
 * ends the link, and the other side is told. On both databases (the integration project runs on each).
 */

const person = async (role: 'child' | 'parent' | 'tutor' | 'admin', firstName: string) => actorFor(await createTestUser({ role, firstName, lastName: 'Test' }));

async function codeOf(actor: Actor): Promise<string> {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, actor.id));
  return row!.code!;
}

const linked = async (parentId: string, childId: string) =>
  (await getDb().select().from(familyLinks).where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))).length === 1;

async function auditOf(email: string) {
  return (await getDb().select({ actionType: auditLogs.actionType }).from(auditLogs).where(and(eq(auditLogs.performedBy, email), eq(auditLogs.component, 'families'))).orderBy(asc(auditLogs.id))).map(
    (row) => row.actionType,
  );
}

describe('linking a parent and a child', () => {
  it('a parent asks by code (any case), the child sees who asks and accepts; both sides see the link; every step is audited', async () => {
    const parent = await person('parent', 'Priya');
    const child = await person('child', 'Maya');
    const { eventId, childName } = await requestLink(parent, (await codeOf(child)).toLowerCase().toUpperCase());
    // Until the child answers, the parent learns only what a leaderboard shows: first name and initial.
    expect(childName).toBe('Maya T.');
    // Asked, not linked: the parent does not see the child's data yet.
    expect(await linked(parent.id, child.id)).toBe(false);
    expect((await getChildrenPage(parent)).requests).toMatchObject([{ eventId, person: { name: 'Maya T.' } }]);
    expect((await getChildFamily(child)).requests).toMatchObject([{ eventId, person: { id: parent.id, name: 'Priya Test' } }]);

    expect(await answerRequest(child, eventId, true)).toEqual({ parentName: 'Priya Test' });
    expect(await linked(parent.id, child.id)).toBe(true);
    const page = await getChildrenPage(parent);
    expect(page.children).toMatchObject([{ id: child.id, name: 'Maya Test' }]);
    expect(page.requests).toEqual([]);
    expect(page.events).toMatchObject([{ kind: 'accepted', person: { name: 'Maya Test' } }]);
    expect((await getChildFamily(child)).adults).toMatchObject([{ id: parent.id, name: 'Priya Test' }]);
    expect(await auditOf(parent.email)).toEqual(['family_link_request']);
    expect(await auditOf(child.email)).toEqual(['family_link_accept']);

    // An answered request cannot be answered again, and a linked child cannot be asked again.
    expect((await appErrorOf(answerRequest(child, eventId, false))).status).toBe(404);
    expect((await appErrorOf(requestLink(parent, await codeOf(child)))).message).toBe('families.errors.alreadyLinked');
  });

  it('a child declines; the parent is told and may ask again; a parent withdraws and the child is told', async () => {
    const parent = await person('parent', 'Omar');
    const child = await person('child', 'Lea');
    const first = await requestLink(parent, await codeOf(child));
    expect((await appErrorOf(requestLink(parent, await codeOf(child)))).message).toBe('families.errors.alreadyAsked');
    await answerRequest(child, first.eventId, false);
    expect(await linked(parent.id, child.id)).toBe(false);
    expect((await getChildrenPage(parent)).events).toMatchObject([{ kind: 'declined', person: { name: 'Lea Test' } }]);

    const second = await requestLink(parent, await codeOf(child));
    await cancelRequest(parent, second.eventId);
    expect((await getChildFamily(child)).requests).toEqual([]);
    expect((await getChildFamily(child)).events).toMatchObject([{ kind: 'cancelled', person: { name: 'Omar Test' } }]);
    expect((await appErrorOf(answerRequest(child, second.eventId, true))).status).toBe(404);
    expect(await auditOf(parent.email)).toEqual(['family_link_request', 'family_link_request', 'family_link_cancel']);
  });

  it('either side ends a link and the other side is told; a link one is not part of is a 404', async () => {
    const parent = await person('parent', 'Ana');
    const child = await person('child', 'Ben');
    const stranger = await person('parent', 'Zed');
    await answerRequest(child, (await requestLink(parent, await codeOf(child))).eventId, true);
    expect((await appErrorOf(endLink(stranger, child.id))).status).toBe(404);
    expect(await endLink(child, parent.id)).toEqual({ name: 'Ana Test' });
    expect(await linked(parent.id, child.id)).toBe(false);
    expect((await getChildrenPage(parent)).events[0]).toMatchObject({ kind: 'ended', person: { name: 'Ben Test' } });

    await answerRequest(child, (await requestLink(parent, await codeOf(child))).eventId, true);
    // A journal entry the child showed this parent is unshared when the link ends (the journal reacts, decision 025).
    const [entry] = await getDb().insert(journalEntries).values({ userId: child.id, title: 'For Ana', body: 'Hi', mood: 'happy', entryDate: '2026-11-20' }).returning({ id: journalEntries.id });
    await getDb().insert(journalShares).values({ entryId: entry!.id, viewerId: parent.id });
    expect(await endLink(parent, child.id)).toEqual({ name: 'Ben Test' });
    expect(await getDb().select().from(journalShares).where(eq(journalShares.entryId, entry!.id))).toEqual([]);
    expect((await getChildFamily(child)).events[0]).toMatchObject({ kind: 'ended', person: { name: 'Ana Test' } });
    expect((await appErrorOf(endLink(parent, child.id))).status).toBe(404);
    const ended = await getDb().select({ endedBy: familyLinkEvents.endedBy }).from(familyLinkEvents).where(and(eq(familyLinkEvents.childId, child.id), eq(familyLinkEvents.status, 'ended'))).orderBy(asc(familyLinkEvents.createdAt));
    expect(ended.map((row) => row.endedBy)).toEqual(['child', 'parent']);
  });

  it(`a child has at most ${LINKED_ADULTS_MAX} linked adults, open requests included`, async () => {
    const child = await person('child', 'Cleo');
    const code = await codeOf(child);
    const adults = await Promise.all(Array.from({ length: LINKED_ADULTS_MAX + 1 }, (_, index) => person('parent', `Adult${index}`)));
    for (const adult of adults.slice(0, 2)) await answerRequest(child, (await requestLink(adult, code)).eventId, true);
    for (const adult of adults.slice(2, LINKED_ADULTS_MAX)) await requestLink(adult, code);
    const refused = await appErrorOf(requestLink(adults[LINKED_ADULTS_MAX]!, code));
    expect(refused).toMatchObject({ status: 409, message: 'families.errors.tooManyAdults' });
  });

  it('only parents ask and only children answer; wrong codes are limited and a right one is not counted', async () => {
    const parent = await person('parent', 'Rita');
    const child = await person('child', 'Noah');
    const tutor = await person('tutor', 'Theo');
    expect((await appErrorOf(requestLink(child, await codeOf(child)))).status).toBe(403);
    expect((await appErrorOf(requestLink(tutor, await codeOf(child)))).status).toBe(403);
    const { eventId } = await requestLink(parent, await codeOf(child));
    expect((await appErrorOf(answerRequest(parent, eventId, true))).status).toBe(403);
    // Another child cannot answer a request made to this one.
    const other = await person('child', 'Ivy');
    expect((await appErrorOf(answerRequest(other, eventId, true))).status).toBe(404);
    expect((await appErrorOf(getChildrenPage(child))).status).toBe(403);
    expect((await appErrorOf(getChildFamily(parent))).status).toBe(403);

    for (let attempt = 0; attempt < LINK_CODE_ATTEMPTS.max; attempt++) expect((await appErrorOf(requestLink(parent, 'ZZ0ZZ0'))).status).toBe(404);
    expect((await appErrorOf(requestLink(parent, 'ZZ0ZZ0'))).status).toBe(429);
  });
});
