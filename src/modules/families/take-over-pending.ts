import 'server-only';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { consentRecords, familyLinks, parentalConsents } from '@/db/schema';

/*
 * A read of its own, apart from take-over-consent.ts: the /children and dashboard queries need it, and that file's
 * refusals are words only its actions answer with (src/i18n/client-messages.ts sends a route what its imports can say).
 */

/**
 * A parent's consent waiting for the child's own agreement: the parent's answered request while the account still
 * stands on the school's authorisation (a take-over), or on nothing yet (a parent who changed the child's country to
 * one that asks both, decision 060's amendment: the account is held until the child agrees), and that parent still
 * linked (a parent who ended their link asks nothing). `schoolId` is null in the second case.
 */
export async function findPendingTakeOver(db: Db | Tx, childId: string): Promise<{ parentId: string; askedAt: Date; schoolId: string | null } | undefined> {
  const [row] = await db
    .select({ parentId: familyLinks.parentId, askedAt: parentalConsents.approvedAt, schoolId: consentRecords.schoolId })
    .from(parentalConsents)
    .leftJoin(consentRecords, eq(consentRecords.childId, parentalConsents.childId))
    .innerJoin(familyLinks, and(eq(familyLinks.childId, parentalConsents.childId), eq(familyLinks.parentId, parentalConsents.approvedBy)))
    .where(
      and(
        eq(parentalConsents.childId, childId),
        isNotNull(parentalConsents.approvedAt),
        isNull(parentalConsents.childAgreedAt),
        or(eq(consentRecords.basis, 'school_authorisation'), isNull(consentRecords.childId)),
      ),
    );
  return row ? { parentId: row.parentId, askedAt: row.askedAt!, schoolId: row.schoolId ?? null } : undefined;
}
