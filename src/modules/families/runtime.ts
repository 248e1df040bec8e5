// The families module's API for code outside Next's request handling (the custom server's scheduled jobs, tests):
// no 'server-only' anywhere below it (decision 015).
export { purgeExpiredConsents } from './consent-request';
export { guardianIdsOf } from './guardian-ids';
export { guardiansView } from './guardians-view';
// What families reads from schools by the ids it keeps, provided at start (decision 059).
export { schoolNames, type SchoolNames } from './school-names';
