import 'server-only';

// The simulator module's server API (decision 015): accounts, leaderboards and their visibility (decisions 013, 014). Its other files are private.
export { openAccount } from './open-account';
export { getChildrenLeaderboardVisibility, getClassLeaderboard, getLeaderboard, getSimulatorPage, type ClassRosters } from './queries';
export { setLeaderboardVisibility } from './set-leaderboard-visibility';
export { leaderboardName } from './views';
export { readChildSimulatorSummary, readStudentsSimulatorActivity, type ChildSimulatorSummary, type StudentSimulatorActivity } from './child-summary';
export { SIMULATOR_COURSE_SLUG } from './practice-course';
export { practiceLessonOf } from './practice-lessons';
export { REFUSAL_CODES, type RefusalCode } from './trading-rules';
// The trading rules and their exact money, for the competitions' portfolios over the same market (decision 065).
export { applyFill, checkNewOrder, isRefusal, refusalKey, toTradingSettings, type MessageValue, type Refusal } from './trading-rules';
export { fromUnits, toUnits } from './decimal';
