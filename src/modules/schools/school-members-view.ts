import { QueryBuilder } from 'drizzle-orm/pg-core';
import { schoolMembers } from '@/db/schema';

/*
 * Who belongs to which school and as what ('admin', 'teacher' or 'student'), as a read model (decision 055: schools
 * owns school_members), for another module's statement scoped to a school in SQL (a school admin's class games, over
 * the classes of the school's teachers, decisions 061 and 065), also inside its transaction. A subquery: the caller
 * joins it under its own name. No 'server-only'.
 */

const builder = new QueryBuilder();

export function schoolMembersView<TAlias extends string = 'schoolMember'>(name: TAlias = 'schoolMember' as TAlias) {
  return builder.select({ schoolId: schoolMembers.schoolId, userId: schoolMembers.userId, role: schoolMembers.role }).from(schoolMembers).as(name);
}
