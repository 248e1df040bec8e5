import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, familyLinks, mailQueue, notifications } from '@/db/schema';
import { reservedAddressFor } from '@/lib/sign-in-name';
import { actorFor, appErrorOf, createTestUser, sessionCount, signInHeaders } from '../../../tests/factories';
import { setChildPassword } from './child-password';
import { createChild } from './create-child';
import { createChildSchema } from './create-child-schemas';
import { getChildrenPage } from './link-queries';

/*
 * A parent sets a new password for a child whose account a parent made (decision 029: no mail reaches such a child,
 * so the child cannot reset it alone). The child is signed out everywhere; a child who registered alone is not
 * concerned; nobody but the child's parents may do it.
 */

const FIRST_PASSWORD = 'maple-river-lantern-7';
const NEW_PASSWORD = 'copper-harbour-meadow-9';

async function parentWithMadeChild() {
  const parent = await actorFor(await createTestUser({ role: 'parent', firstName: 'Priya' }));
  const username = `mia.${randomBytes(3).toString('hex')}`;
  const input = createChildSchema.parse({ firstName: 'Mia', birthYear: String(new Date().getUTCFullYear() - 8), username, email: '', password: FIRST_PASSWORD });
  const child = await createChild(parent, input);
  return { parent, child, email: reservedAddressFor(username), username };
}

async function signsIn(email: string, password: string): Promise<boolean> {
  return signInHeaders(email, password).then(
    () => true,
    () => false,
  );
}

describe("a parent sets a child's password", () => {
  it('for an account a parent made: the new password works, the old one and every session end, audited', async () => {
    const { parent, child, email, username } = await parentWithMadeChild();
    await signInHeaders(email, FIRST_PASSWORD);
    expect(await sessionCount(child.childId)).toBeGreaterThan(0);
    expect((await getChildrenPage(parent)).children.find((card) => card.id === child.childId)?.signInName).toBe(username);

    expect(await setChildPassword(parent, child.childId, NEW_PASSWORD)).toEqual({ name: 'Mia' });
    expect(await sessionCount(child.childId)).toBe(0);
    expect(await signsIn(email, FIRST_PASSWORD)).toBe(false);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'child_password_set'), eq(auditLogs.targetUser, email)));
    expect(entry).toMatchObject({ performedBy: parent.email, details: { childId: child.childId } });
    // The child is told in the app (decision 037); no mail can reach a sign-in name, so none is queued.
    const told = await getDb().select({ type: notifications.type, params: notifications.params }).from(notifications).where(eq(notifications.recipientId, child.childId));
    expect(told).toEqual([{ type: 'password_changed', params: { by: 'parent' } }]);
    expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, email))).toEqual([]);
  });

  it('refuses a guessable password (400) and keeps the old one', async () => {
    const { parent, child, email } = await parentWithMadeChild();
    expect(await appErrorOf(setChildPassword(parent, child.childId, 'password1234'))).toMatchObject({ status: 400, message: 'errors.passwordTooCommon' });
    expect(await signsIn(email, FIRST_PASSWORD)).toBe(true);
  });

  it("is a 409 for a child who registered alone, a 404 for another family's child, a 403 for other roles", async () => {
    const parentUser = await createTestUser({ role: 'parent' });
    const ownChild = await createTestUser({ role: 'child', firstName: 'Sol' });
    await getDb().insert(familyLinks).values({ parentId: parentUser.id, childId: ownChild.id });
    const parent = await actorFor(parentUser);
    expect(await appErrorOf(setChildPassword(parent, ownChild.id, NEW_PASSWORD))).toMatchObject({ status: 409, message: 'families.errors.passwordNotParentSet' });

    const { child, email } = await parentWithMadeChild();
    expect(await appErrorOf(setChildPassword(parent, child.childId, NEW_PASSWORD))).toMatchObject({ status: 404 });
    for (const role of ['child', 'tutor'] as const) {
      expect(await appErrorOf(setChildPassword(await actorFor(await createTestUser({ role })), child.childId, NEW_PASSWORD))).toMatchObject({ status: 403 });
    }
    expect(await signsIn(email, FIRST_PASSWORD)).toBe(true);
  });
});
