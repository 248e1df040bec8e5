import 'server-only';

// The schools module's server API (decision 061): the back office's list and changes, a school admin's page, and who
// belongs to which school. Its other files are private.
export { addTeacher, createSchool } from './manage-schools';
export { ACTIVE_DAYS, DASHBOARD_IMPORTS, getSchoolDashboard, listSchools, schoolMembershipOf, type SchoolClass, type SchoolDashboard, type SchoolImport, type SchoolListRow, type SchoolPerson, type SchoolStudent } from './queries';
// A school admin's roster import (decision 064).
export { applyRosterPlan, getRosterPage, previewRoster, type RosterHistoryRow, type RosterPage } from './roster-import';
export { ROSTER_MAX_BYTES, ROSTER_MAX_FILES, ROSTER_MAX_UNZIPPED_BYTES } from './roster-upload';
// Signing in with the school's accounts (decision 069): the school admin's provider settings.
export { getSchoolSignInSettings, type SchoolSignInSettings } from './school-sign-in';
// A school admin's classroom idle limit (decision 073).
export { getClassroomIdleLimit } from './classroom-idle-limit';
// The names of schools by their ids, for a module that keeps a school's id (a child's consent record, decision 060).
export { schoolNamesByIds } from './school-names';
