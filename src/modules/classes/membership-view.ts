import { QueryBuilder } from 'drizzle-orm/pg-core';
import { classMembers } from '@/db/schema';

/*
 * Class memberships as a read model (decision 055: classes owns them), for the reads of other modules that count over
 * many rows in one statement (the back office's analytics, decision 038). A subquery: the caller joins it under its
 * own name and nothing is written through it. `status` is 'pending', 'approved' or 'declined' (decision 032), and
 * `decidedAt` when the family answered. No 'server-only'.
 */

const builder = new QueryBuilder();

/** A child's place in a class: which class, which child, where the family's answer stands and since when. */
export function classMemberView<TAlias extends string = 'member'>(name: TAlias = 'member' as TAlias) {
  return builder.select({ classId: classMembers.classId, childId: classMembers.childId, status: classMembers.status, decidedAt: classMembers.decidedAt }).from(classMembers).as(name);
}
