import 'server-only';

// The progress module's server API (decision 015): XP, streaks, goals and badges as the child's pages read them (decision 009). Its other files are private.
export { readChildLearning, type Accuracy, type ChildLearning, type ReportLesson } from './child-report';
export { findLearningSettingsSection, getAchievementsPage, getLatestBadges, getProgressPage, getProgressSummary, getStreakAndGoal, type ProgressSummary } from './queries';
export { readChildrenGlance, type ChildGlance } from './children-glance';
export { getReadAloud } from './read-aloud';
export { MISSED_SHOWN, readClassLearning, type ClassLearning, type ClassLesson, type MissedQuestion } from './class-learning';
export { badgeSlugsLike, insertBadgeLast, isBadgeNameTaken, lockBadge, lockBadgeTranslation, readBadgeForEditor, readBadgesForAdmin, saveBadgeFields, shareBadgeEnglish, writeBadgeTranslation, type BadgeRow } from './badge-admin';
export { badgeAwardView } from './badge-award-view';
