import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { familyLinkEvents, familyLinks, notifications, users } from '@/db/schema';
import { reservedAddressFor } from '@/lib/sign-in-name';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { createChild } from './create-child';
import { createChildSchema } from './create-child-schemas';
import { deleteChild } from './delete-child';
import { getChildFamily, getChildrenPage } from './link-queries';
import { answerGuardianApproval, answerRequest, askToEndLink, endLink, requestLink } from './links';

/*
 * Decision 044: a child whose account a parent agreed to or made cannot let another adult in alone, nor push that
 * parent out. On both databases (the integration project runs on each).
 */

const CHILD_PASSWORD = 'maple-kite-orbit-47';
const person = async (role: 'child' | 'parent', firstName: string) => actorFor(await createTestUser({ role, firstName, lastName: 'Test' }));
const codeOf = async (childId: string) => (await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, childId)))[0]!.code!;
const linked = async (parentId: string, childId: string) => (await getDb().select().from(familyLinks).where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))).length === 1;
const toldTo = async (recipientId: string) => (await getDb().select({ type: notifications.type, params: notifications.params }).from(notifications).where(eq(notifications.recipientId, recipientId))).map((row) => ({ type: row.type, params: row.params }));

/** A child of 9 whose account `parent` made (decision 029), signed in. */
async function childMadeBy(parent: Actor, firstName: string): Promise<Actor> {
  const username = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}`;
  const input = createChildSchema.parse({ firstName, birthYear: String(new Date().getUTCFullYear() - 9), username, email: '', password: CHILD_PASSWORD });
  await createChild(parent, input);
  return actorFor({ email: reservedAddressFor(username), password: CHILD_PASSWORD });
}

describe('a child a parent looks after', () => {
  it('cannot let another adult in: the request waits for that parent, who is told, approves it, and the others are told', async () => {
    const guardian = await person('parent', 'Priya');
    const child = await childMadeBy(guardian, 'Maya');
    expect(await getDb().select({ consenting: familyLinks.consenting }).from(familyLinks).where(eq(familyLinks.childId, child.id))).toEqual([{ consenting: true }]);

    // A stranger who learned the code asks. The child is not asked and cannot accept; the guardian is asked.
    const stranger = await person('parent', 'Sam');
    const { eventId, awaitingGuardian, childName } = await requestLink(stranger, await codeOf(child.id));
    expect(awaitingGuardian).toBe(true);
    expect(childName).toBe('Maya');
    expect((await getChildFamily(child)).requests).toEqual([]);
    expect((await appErrorOf(answerRequest(child, eventId, true))).status).toBe(404);
    expect(await linked(stranger.id, child.id)).toBe(false);
    expect(await toldTo(child.id)).toEqual([]);
    expect(await toldTo(guardian.id)).toEqual([{ type: 'link_approval_requested', params: { name: 'Sam Test', child: 'Maya' } }]);
    expect((await getChildrenPage(guardian)).approvals).toMatchObject([{ eventId, person: { name: 'Sam Test' }, childName: 'Maya' }]);
    expect((await getChildrenPage(stranger)).requests).toMatchObject([{ eventId, awaitingGuardian: true }]);

    // Nobody else can answer for the guardian: not the asker, not another parent.
    expect((await appErrorOf(answerGuardianApproval(stranger, eventId, true))).status).toBe(404);
    expect((await appErrorOf(answerGuardianApproval(await person('parent', 'Other'), eventId, true))).status).toBe(404);

    // A second adult, linked before through the guardian, hears of each new link.
    const aunt = await person('parent', 'Ana');
    const auntAsks = await requestLink(aunt, await codeOf(child.id));
    expect(await answerGuardianApproval(guardian, auntAsks.eventId, true)).toEqual({ parentName: 'Ana Test', childName: 'Maya' });
    expect(await linked(aunt.id, child.id)).toBe(true);

    expect(await answerGuardianApproval(guardian, eventId, true)).toEqual({ parentName: 'Sam Test', childName: 'Maya' });
    expect(await linked(stranger.id, child.id)).toBe(true);
    expect(await toldTo(stranger.id)).toEqual([{ type: 'link_guardian_approved', params: { guardian: 'Priya Test', child: 'Maya' } }]);
    expect(await toldTo(child.id)).toEqual(expect.arrayContaining([{ type: 'link_added', params: { name: 'Sam Test' } }]));
    expect(await toldTo(aunt.id)).toEqual(expect.arrayContaining([{ type: 'guardian_added', params: { name: 'Sam Test', child: 'Maya' } }]));
    // The guardian decided it, so is not told again.
    expect((await toldTo(guardian.id)).filter((row) => row.type === 'guardian_added')).toEqual([]);

    // A decided request cannot be decided again.
    expect((await appErrorOf(answerGuardianApproval(guardian, eventId, false))).status).toBe(404);

    // Only the guardian may delete the child's account: the newly linked adult cannot.
    const refused = await appErrorOf(deleteChild(stranger, child.id, 'Maya'));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('families.errors.onlyGuardianDeletes');
    const strangerPage = await getChildrenPage(stranger);
    expect(strangerPage.children).toMatchObject([{ id: child.id, consenting: false, canDelete: false }]);
    expect((await getChildrenPage(guardian)).children).toMatchObject([{ id: child.id, consenting: true, canDelete: true }]);
  });

  it('a declined request links nobody, and the asker is told who declined', async () => {
    const guardian = await person('parent', 'Omar');
    const child = await childMadeBy(guardian, 'Lea');
    const stranger = await person('parent', 'Zed');
    const { eventId } = await requestLink(stranger, await codeOf(child.id));
    await answerGuardianApproval(guardian, eventId, false);
    expect(await linked(stranger.id, child.id)).toBe(false);
    expect(await toldTo(stranger.id)).toEqual([{ type: 'link_guardian_declined', params: { guardian: 'Omar Test', child: 'Lea' } }]);
    expect(await getDb().select({ status: familyLinkEvents.status }).from(familyLinkEvents).where(eq(familyLinkEvents.id, eventId))).toEqual([{ status: 'declined' }]);
  });

  it('cannot end the link of the parent who looks after the account, but can ask them to, once a day; that parent can end it', async () => {
    const guardian = await person('parent', 'Noor');
    const child = await childMadeBy(guardian, 'Adam');
    const refused = await appErrorOf(endLink(child, guardian.id));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('families.errors.onlyGuardianEnds');
    expect(await linked(guardian.id, child.id)).toBe(true);
    expect((await getChildFamily(child)).adults).toMatchObject([{ id: guardian.id, consenting: true }]);

    expect(await askToEndLink(child, guardian.id)).toEqual({ name: 'Noor Test' });
    expect(await toldTo(guardian.id)).toEqual([{ type: 'link_end_asked', params: { name: 'Adam' } }]);
    expect((await appErrorOf(askToEndLink(child, guardian.id))).status).toBe(429);

    // Asking about an adult who is not such a parent is a 404.
    expect((await appErrorOf(askToEndLink(child, (await person('parent', 'Nobody')).id))).status).toBe(404);

    await endLink(guardian, child.id);
    expect(await linked(guardian.id, child.id)).toBe(false);
  });

  it('a child nobody looks after still answers alone, and the parents linked before are told of the new link', async () => {
    const child = await person('child', 'Tia');
    const mother = await person('parent', 'Mara');
    await answerRequest(child, (await requestLink(mother, await codeOf(child.id))).eventId, true);
    const father = await person('parent', 'Finn');
    const asked = await requestLink(father, await codeOf(child.id));
    expect(asked.awaitingGuardian).toBe(false);
    await answerRequest(child, asked.eventId, true);
    expect(await toldTo(mother.id)).toEqual(expect.arrayContaining([{ type: 'guardian_added', params: { name: 'Finn Test', child: 'Tia Test' } }]));
    // Such a child may still end a link alone.
    await endLink(child, father.id);
    expect(await linked(father.id, child.id)).toBe(false);
  });
});
