import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { assignments, assignmentStudents, classes, classMembers } from '@/db/schema';
import { fullName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts/runtime';
import { courseTitleOf, lessonTitleOf } from '@/modules/courses/runtime';
import type { ExportedAssignment, ExportedClassMembership } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

const tutor = peopleView('tutor');

/**
 * The classes the child is in, with their tutor's name, and what tutors gave them to do (decision 034), oldest first,
 * for a parent's export (decision 027).
 */
export async function readChildClasses(tx: Tx, childId: string): Promise<{ classes: ExportedClassMembership[]; assignments: ExportedAssignment[] }> {
  const memberships = await tx
    .select({ name: classes.name, tutorFirstName: tutor.firstName, tutorLastName: tutor.lastName, joinedAt: classMembers.addedAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(tutor, eq(tutor.id, classes.tutorId))
    .where(eq(classMembers.childId, childId))
    .orderBy(asc(classMembers.addedAt));
  const given = await tx
    .select({
      className: classes.name,
      lesson: lessonTitleOf(assignments.lessonId),
      course: courseTitleOf(assignments.courseId),
      note: assignments.note,
      dueOn: assignments.dueOn,
      timeZone: assignments.timeZone,
      givenAt: assignments.createdAt,
      cancelledAt: assignments.cancelledAt,
      completedAt: assignmentStudents.completedAt,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(eq(assignmentStudents.childId, childId))
    .orderBy(asc(assignments.createdAt));
  return {
    classes: memberships.map((row) => ({ name: row.name, tutor: fullName({ firstName: row.tutorFirstName, lastName: row.tutorLastName }), joinedAt: row.joinedAt })),
    assignments: given.map(({ lesson, course, ...row }) => ({ ...row, work: lesson ?? course })),
  };
}
