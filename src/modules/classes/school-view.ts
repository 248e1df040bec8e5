import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { classes, classMembers } from '@/db/schema';

/*
 * Classes with their tutor and head count as a read model (decision 055: classes owns them), for a school's page
 * (decision 061: a school's classes are its teachers' classes, so the schools module joins this on its teachers). A
 * subquery the caller joins under its own name; nothing is written through it. No 'server-only'.
 */

const builder = new QueryBuilder();

/** Every class: its id, name and tutor, and how many of its children the family approved (decision 032). */
export function classHeadcountView<TAlias extends string = 'headcount'>(name: TAlias = 'headcount' as TAlias) {
  return builder
    .select({
      id: classes.id,
      name: classes.name,
      tutorId: classes.tutorId,
      approvedStudents: sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${classes.id} and ${classMembers.status} = 'approved')`.as('approved_students'),
    })
    .from(classes)
    .as(name);
}
