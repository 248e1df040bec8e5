// The progress module's API for the custom server's scheduled jobs: no 'server-only' anywhere below it (decision 015).
export { readWeekFigures, type WeekFigures } from './week-figures';
export { readStreaksAtRisk, STREAK_REMINDER_HOURS, type StreakAtRisk } from './streak-risk';
export { badgeDescriptionIn, badgeNameIn } from './badge-words';
// Each learner's time zone, a read model mastery's statements join (decisions 055, 059).
export { learnerTimeZoneView } from './time-zone-view';
