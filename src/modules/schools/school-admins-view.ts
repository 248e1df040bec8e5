import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { schoolMembers } from '@/db/schema';

/*
 * Who administers which school, as a read model (decision 055: schools owns school_members), for another module's
 * statement that scopes to a school admin's school in SQL (a school admin's class games, decision 065), also inside
 * its transaction. A subquery: the caller joins it under its own name. No 'server-only'.
 */

const builder = new QueryBuilder();

export function schoolAdminsView<TAlias extends string = 'schoolAdmin'>(name: TAlias = 'schoolAdmin' as TAlias) {
  return builder.select({ schoolId: schoolMembers.schoolId, userId: schoolMembers.userId }).from(schoolMembers).where(eq(schoolMembers.role, 'admin')).as(name);
}
