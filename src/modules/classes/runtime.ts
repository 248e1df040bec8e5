// The classes module's API for the custom server's scheduled jobs: no 'server-only' anywhere below it (decision 015).
export { readAssignmentReminders, type AssignmentReminder } from './assignment-reminders';
// Class memberships as a read model other modules' statements join (decision 055).
export { classMemberView } from './membership-view';
