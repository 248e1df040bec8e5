import 'server-only';

// The competitions module's server API (decision 065): a teacher's class stock-market games over the one market. Its other files are private.
export { cancelCompetition, createCompetition, updateCompetition } from './manage-competitions';
export { joinCompetition } from './join-competition';
export { createTeam, joinTeam, placeInTeam } from './teams';
export { placeCompetitionOrder, type CompetitionOrderResult } from './place-competition-order';
// The classes a teacher or a school admin may start a class game for (decision 065).
export { listGameClasses } from './game-classes';
export { getCompetitionPage, listMarketSectors, listMyCompetitions, listOwnCompetitions, type CompetitionPage, type CompetitionSummary } from './queries';
export { getCertificates, listChildGameResults, type Certificate, type CertificateSet, type ChildGameResult } from './results';
export { getTeamCertificates, type TeamCertificate, type TeamCertificateSet } from './team-certificates';
export { getCertificatePdf, getTeamCertificatePdf } from './certificate-download';
export { exportClassSummaryCsv } from './class-summary';
