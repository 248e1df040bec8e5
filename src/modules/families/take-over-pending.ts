import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { consentRecords, familyLinks, parentalConsents } from '@/db/schema';

/*
 * A read of its own, apart from take-over-consent.ts: the /children and dashboard queries need it, and that file's
 * refusals are words only its actions answer with (src/i18n/client-messages.ts sends a route what its imports can say).
 */

/**
 * A parent's take-over waiting for the child's own agreement: the parent's answered request while the account still
 * stands on the school's authorisation, and that parent still linked (a parent who ended their link asks nothing).
 */
export async function findPendingTakeOver(db: Db | Tx, childId: string): Promise<{ parentId: string; askedAt: Date; schoolId: string } | undefined> {
  const [row] = await db
    .select({ parentId: familyLinks.parentId, askedAt: parentalConsents.approvedAt, schoolId: consentRecords.schoolId })
    .from(parentalConsents)
    .innerJoin(consentRecords, and(eq(consentRecords.childId, parentalConsents.childId), eq(consentRecords.basis, 'school_authorisation')))
    .innerJoin(familyLinks, and(eq(familyLinks.childId, parentalConsents.childId), eq(familyLinks.parentId, parentalConsents.approvedBy)))
    .where(and(eq(parentalConsents.childId, childId), isNotNull(parentalConsents.approvedAt), isNull(parentalConsents.childAgreedAt)));
  return row ? { parentId: row.parentId, askedAt: row.askedAt!, schoolId: row.schoolId! } : undefined;
}
