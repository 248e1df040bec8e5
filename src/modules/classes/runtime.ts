// The classes module's API for the custom server's scheduled jobs: no 'server-only' anywhere below it (decision 015).
export { readAssignmentReminders, type AssignmentReminder } from './assignment-reminders';
// Class memberships as read models other modules' statements join (decision 055); the approved roster and the
// classes are families' class roster, provided at start (decision 059).
export { approvedRosterView, classMemberView, tutorClassView } from './membership-view';
export { classHeadcountView } from './school-view';
// A school's rostered classes and enrolments, written inside the schools module's roster import (decision 064).
export { createRosteredClass, endRosteredMembership, enrolRosteredChild, readRosteredClasses, readRosteredMemberships, releaseRosteredClass, updateRosteredClass, type RosteredClass, type RosteredMembership } from './rostered-classes';
// Who runs a class's school, provided by the schools module at start (decision 059): they may print its sign-in cards.
export { schoolAdmins, type SchoolAdmins } from './school-admins';
