import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, familyLinkEvents, familyLinks, users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, TEST_PASSWORD } from '../../../tests/factories';
import { changeChildCountry } from './change-child-country';
import { guardianIdsOf } from './guardian-ids';
import { answerRequest, endLink, requestLink } from './links';
import { thisYear } from './test-support/young-child';

/*
 * A held account's last linked parent cannot end their link (decision 060's amendment "the last linked parent of a
 * held account"): nobody else could give the consent it waits for. On both databases (the integration project runs
 * on each).
 */

const person = async (role: 'child' | 'parent' | 'admin', firstName: string) => actorFor(await createTestUser({ role, firstName, lastName: 'Test', emailVerified: true }));

/** A 14-year-old American who registered alone (13 is the age there), linked to these parents by code (decision 026). */
async function childLinkedTo(...parents: Actor[]) {
  const child = await person('child', 'Sam');
  await getDb().update(users).set({ birthYear: thisYear - 14, country: 'US' }).where(eq(users.id, child.id));
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, child.id));
  for (const parent of parents) {
    const { eventId } = await requestLink(parent, row!.code!);
    await answerRequest(child, eventId, true);
  }
  return child;
}

/** An admin moves the child to the Netherlands (16): the account is held for a parent's consent. */
async function hold(childId: string) {
  expect(await changeChildCountry(await person('admin', 'Root'), { childId, country: 'NL' })).toMatchObject({ outcome: 'waiting' });
}

const endedEvents = (childId: string) => getDb().select().from(familyLinkEvents).where(and(eq(familyLinkEvents.childId, childId), eq(familyLinkEvents.status, 'ended')));
const endAudits = (childId: string) => getDb().select().from(auditLogs).where(and(eq(auditLogs.childId, childId), eq(auditLogs.actionType, 'family_link_end')));

describe("a held account's last linked parent", () => {
  it('cannot end their link (409, nothing written); a parent who is not the last may, and so may the last once the account opens', async () => {
    const first = await person('parent', 'Ada');
    const second = await person('parent', 'Ben');
    const child = await childLinkedTo(first, second);
    await hold(child.id);

    // Another parent stays linked: the first may go.
    await endLink(first, child.id);
    expect(await guardianIdsOf(child.id)).toEqual([second.id]);

    // The last one may not: the link, the events and the audit log stay as they were.
    expect(await appErrorOf(endLink(second, child.id))).toMatchObject({ status: 409, message: 'families.errors.heldChildLastParent' });
    expect(await guardianIdsOf(child.id)).toEqual([second.id]);
    expect(await endedEvents(child.id)).toHaveLength(1);
    expect(await endAudits(child.id)).toHaveLength(1);

    // Their consent opens the account (decision 060's amendment); then the link is theirs to end like any other.
    expect(await changeChildCountry(second, { childId: child.id, country: 'NL', password: TEST_PASSWORD })).toMatchObject({ outcome: 'consented' });
    await endLink(second, child.id);
    expect(await guardianIdsOf(child.id)).toEqual([]);
  });

  it('of an account that is not held ends their link as before', async () => {
    const parent = await person('parent', 'Cleo');
    const child = await childLinkedTo(parent);
    await endLink(parent, child.id);
    expect(await guardianIdsOf(child.id)).toEqual([]);
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, child.id))).toEqual([]);
  });

  it('two parents ending their links at once: one goes, the other is refused, and one stays linked', async () => {
    const first = await person('parent', 'Dan');
    const second = await person('parent', 'Eve');
    const child = await childLinkedTo(first, second);
    await hold(child.id);
    // Both take the child's row lock, one after the other: the second sees it would be the last.
    const results = await Promise.allSettled([endLink(first, child.id), endLink(second, child.id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, message: 'families.errors.heldChildLastParent' });
    expect(await guardianIdsOf(child.id)).toHaveLength(1);
  });
});
