import { defineEvent } from '@/server/domain-events';

/*
 * What the classes module lets others react to (decision 015). No 'server-only': the wiring that subscribes to these
 * is loaded by the custom server too.
 */

/**
 * A tutor is no longer the tutor of these children: the last class of theirs the children were approved in lost
 * them (removed, or the class deleted). The journal unshares what the children showed that tutor (decision 031).
 */
export interface StudentsLeftTutor {
  tutorId: string;
  childIds: string[];
}

export const studentsLeftTutor = defineEvent<StudentsLeftTutor>('classes.students-left-tutor');

/** A tutor asked to add a child to a class (decision 032): the family answers. */
export interface MembershipRequested {
  classId: string;
  className: string;
  tutorId: string;
  childId: string;
}

export const membershipRequested = defineEvent<MembershipRequested>('classes.membership-requested');

/** The family (or a child of 13 or more alone) answered a tutor's request (decision 032). */
export interface MembershipAnswered {
  classId: string;
  className: string;
  tutorId: string;
  childId: string;
  approved: boolean;
}

export const membershipAnswered = defineEvent<MembershipAnswered>('classes.membership-answered');

/** A tutor gave a lesson or a course to some of a class's students (decision 034). */
export interface AssignmentGiven {
  assignmentId: string;
  classId: string;
  className: string;
  tutorId: string;
  /** The lesson's or the course's title (English, the source), and which it is: a reader gets it in their language. */
  title: string;
  lessonId: number | null;
  courseId: number | null;
  childIds: string[];
}

export const assignmentGiven = defineEvent<AssignmentGiven>('classes.assignment-given');
