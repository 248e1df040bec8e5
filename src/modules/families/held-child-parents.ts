import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { familyLinks } from '@/db/schema';
import { AppError } from '@/server/errors';
import { lockChild } from './child-row';

/*
 * A held account (consent_pending: its country's law asks a parent's consent it does not have yet, decision 060's
 * amendments) opens only by a linked parent's consent, and a held child can take no new parent (their dashboard
 * answers no link, and a parent's request for a held child is refused). So the last linked parent of a held account
 * never leaves it alone: not by ending their link, not by an admin deleting their account or taking their parent's
 * role. Decision 060's amendment "the last linked parent of a held account" says why this and not a hand-over.
 * (The parent's own refusal is in links.ts's endLink: its words are the families screens', and this file is reached
 * from the module's front door, so from every page; src/i18n/client-messages.ts.)
 */

/** Links to the child other than this parent's. */
export async function otherParentsOf(tx: Tx, childId: string, parentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(familyLinks)
    .where(and(eq(familyLinks.childId, childId), ne(familyLinks.parentId, parentId)));
  return row?.total ?? 0;
}

/**
 * An admin deletes a parent's account or changes their role: refused (409) when a held child of theirs has no other
 * linked parent. Each linked child's row is locked (in the order of their ids, as every path here takes one child at
 * a time) so that a parent ending their own link meanwhile is taken before or after, never beside, this check.
 */
export async function assertNoHeldChildLeftAlone(tx: Tx, parentId: string): Promise<void> {
  const linked = await tx.select({ childId: familyLinks.childId }).from(familyLinks).where(eq(familyLinks.parentId, parentId)).orderBy(familyLinks.childId);
  for (const { childId } of linked) {
    const child = await lockChild(tx, childId);
    if (child?.consentPending && (await otherParentsOf(tx, childId, parentId)) === 0) throw new AppError(409, 'errors.heldChildNeedsThisParent');
  }
}
