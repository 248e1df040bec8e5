// The schools module's API for the seed, which runs outside Next: no 'server-only' anywhere below it (decision 015).
export { DEMO_SCHOOL_NAME, seedDemoSchool } from './seed';
export { schoolNamesByIds } from './school-names';
