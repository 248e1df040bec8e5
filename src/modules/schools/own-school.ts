import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { schoolMembers } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/**
 * The school a school admin manages, found from their own membership (decision 061's scoping rule): a settings
 * request names no school, so there is no other school to reach. Without an admin's membership, a 404.
 */
export async function ownSchoolId(actor: Actor): Promise<string> {
  assertCan(actor, 'manage:school:own');
  const [member] = await getDb().select({ schoolId: schoolMembers.schoolId, role: schoolMembers.role }).from(schoolMembers).where(eq(schoolMembers.userId, actor.id));
  if (!member || member.role !== 'admin') throw new AppError(404, 'errors.notFound');
  return member.schoolId;
}
