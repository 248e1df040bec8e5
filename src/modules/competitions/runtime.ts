// The competitions module's API for the custom server's scheduled jobs: no 'server-only' anywhere below it (decision 015).
export { finishDueCompetitions, snapshotRunningCompetitions } from './standings';
// …and for its live streams: the rankings a running game's page follows (decision 067).
export { rankingChannelOf, RankingStreams } from './ranking-streams';
