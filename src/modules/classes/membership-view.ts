import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { classes, classMembers } from '@/db/schema';

/*
 * Class memberships as read models (decision 055: classes owns them), for the reads of other modules that count over
 * many rows in one statement (the back office's analytics, decision 038) or decide who sees a child (families, through
 * the port the composition root provides, decision 059). Subqueries: the caller joins them under its own name and
 * nothing is written through them. `status` is 'pending', 'approved' or 'declined' (decision 032), and `decidedAt`
 * when the family answered. No 'server-only'.
 */

const builder = new QueryBuilder();

/** A child's place in a class: which class, which child, where the family's answer stands and since when. */
export function classMemberView<TAlias extends string = 'member'>(name: TAlias = 'member' as TAlias) {
  return builder.select({ classId: classMembers.classId, childId: classMembers.childId, status: classMembers.status, decidedAt: classMembers.decidedAt }).from(classMembers).as(name);
}

/**
 * The approved members of every class with the class's name and tutor (decision 059): the one place that says a
 * child is a tutor's student, which families joins to decide who may see a child (a pending or declined membership
 * is not there). `joinedAt` is when the tutor added the child.
 */
export function approvedRosterView<TAlias extends string = 'roster'>(name: TAlias = 'roster' as TAlias) {
  return builder
    .select({ childId: classMembers.childId, classId: classMembers.classId, className: classes.name, tutorId: classes.tutorId, joinedAt: classMembers.addedAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classMembers.status, 'approved'))
    .as(name);
}

/** Every class with its name, tutor and zone, members or none (decision 059: a tutor's class with no student yet). */
export function tutorClassView<TAlias extends string = 'tutorClass'>(name: TAlias = 'tutorClass' as TAlias) {
  return builder.select({ id: classes.id, name: classes.name, tutorId: classes.tutorId, timeZone: classes.timeZone }).from(classes).as(name);
}
