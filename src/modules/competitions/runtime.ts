// The competitions module's API for the custom server's scheduled jobs: no 'server-only' anywhere below it (decision 015).
export { finishDueCompetitions, snapshotRunningCompetitions } from './standings';
