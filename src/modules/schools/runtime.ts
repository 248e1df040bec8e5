// The schools module's API for the seed, which runs outside Next, and its read models: no 'server-only' anywhere below
// it (decision 015).
export { DEMO_SCHOOL_NAME, seedDemoSchool } from './seed';
export { schoolNamesByIds } from './school-names';
// Who administers which school, for another module's statement scoped to a school admin's school (decision 065).
export { schoolAdminsView } from './school-admins-view';
