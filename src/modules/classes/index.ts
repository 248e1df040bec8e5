import 'server-only';

// The classes module's server API (decision 015): a tutor's classes and the classes a child is in (decision 014). Its other files are private.
export { findClassPage, listChildrenClasses, listClasses, listMyClasses, type ClassPage, type Membership } from './queries';
export { getStudentsPage, type StudentRow, type StudentsPage } from './students';
export { exportAssignmentCsv, findAssignmentPage, listMyAssignments, listStudentAssignments, countOverdue, type AssignmentDetail, type StudentAssignment } from './assignment-queries';
export { exportClassProgressCsv, getClassProgressPage, type ClassProgressPage } from './class-progress';
export { getTutorAttention, DUE_SOON_DAYS, INACTIVE_DAYS, type TutorAttention } from './attention';
export { assignmentView, isAssignmentGivenBy } from './assignment-view';
export { classRosters } from './class-rosters';
// A school's classes with their head counts (decision 061).
// A class's sign-in cards for its tutor and its school's admins (decision 066).
export { getCardsPage, type CardsPage } from './sign-in-cards';
