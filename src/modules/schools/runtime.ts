// The schools module's API for the seed, which runs outside Next, and its read models: no 'server-only' anywhere below
// it (decision 015).
export { DEMO_SCHOOL_NAME, seedDemoSchool } from './seed';
export { schoolNamesByIds } from './school-names';
// Who belongs to which school, for another module's statement scoped to a school (decision 065).
export { schoolMembersView } from './school-members-view';
