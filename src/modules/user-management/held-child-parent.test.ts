import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { authUsers, familyLinks, users } from '@/db/schema';
import { changeChildCountry } from '@/modules/families';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { changeUserRole, deleteUser } from './manage-user';

/*
 * An admin cannot strand a held account (decision 060's amendment "the last linked parent of a held account"):
 * deleting the last parent linked to a child whose account waits for a parent's consent, or taking that parent's role,
 * is a 409 and nothing changes. On both databases (the integration project runs on each).
 */

const person = async (role: 'child' | 'parent' | 'admin', firstName: string) => actorFor(await createTestUser({ role, firstName, lastName: 'Test', emailVerified: true }));

/** A 14-year-old American linked to these parents, whom an admin moved to the Netherlands (16): held. */
async function heldChildOf(admin: Awaited<ReturnType<typeof person>>, ...parentIds: string[]) {
  const child = await person('child', 'Sam');
  await getDb().update(users).set({ birthYear: new Date().getUTCFullYear() - 14, country: 'US' }).where(eq(users.id, child.id));
  for (const parentId of parentIds) await getDb().insert(familyLinks).values({ parentId, childId: child.id });
  expect(await changeChildCountry(admin, { childId: child.id, country: 'NL' })).toMatchObject({ outcome: 'waiting' });
  return child;
}

const exists = async (userId: string) => (await getDb().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, userId))).length === 1;
const roleOf = async (userId: string) => (await getDb().select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;
const linked = async (parentId: string, childId: string) => (await getDb().select().from(familyLinks).where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))).length === 1;

describe('an admin and the last parent of a held account', () => {
  it('cannot delete that parent or take their role (409, nothing changes); once the account opens, may', async () => {
    const admin = await person('admin', 'Root');
    const parent = await person('parent', 'Ada');
    const child = await heldChildOf(admin, parent.id);

    expect(await appErrorOf(deleteUser(admin, parent.id))).toMatchObject({ status: 409, message: 'errors.heldChildNeedsThisParent' });
    expect(await appErrorOf(changeUserRole(admin, parent.id, 'tutor'))).toMatchObject({ status: 409, message: 'errors.heldChildNeedsThisParent' });
    expect(await exists(parent.id)).toBe(true);
    expect(await roleOf(parent.id)).toBe('parent');
    expect(await linked(parent.id, child.id)).toBe(true);

    // Back to a country whose age asks no parent at 14: the account opens, and nothing holds the parent any more.
    expect(await changeChildCountry(admin, { childId: child.id, country: 'GB' })).toMatchObject({ outcome: 'released' });
    await deleteUser(admin, parent.id);
    expect(await exists(parent.id)).toBe(false);
  });

  it('with another parent linked, deletes this one; the held child keeps the other', async () => {
    const admin = await person('admin', 'Root');
    const first = await person('parent', 'Ben');
    const second = await person('parent', 'Cleo');
    const child = await heldChildOf(admin, first.id, second.id);
    await deleteUser(admin, first.id);
    expect(await exists(first.id)).toBe(false);
    expect(await linked(second.id, child.id)).toBe(true);
    // The other is now the last: refused.
    expect(await appErrorOf(deleteUser(admin, second.id))).toMatchObject({ status: 409, message: 'errors.heldChildNeedsThisParent' });
  });

  it("deleting the held child goes through the one erasure, parent or not", async () => {
    const admin = await person('admin', 'Root');
    const parent = await person('parent', 'Dan');
    const child = await heldChildOf(admin, parent.id);
    await deleteUser(admin, child.id);
    expect(await exists(child.id)).toBe(false);
    // With the child gone nothing holds the parent.
    await deleteUser(admin, parent.id);
    expect(await exists(parent.id)).toBe(false);
  });
});
