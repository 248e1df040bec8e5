import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index';

/*
 * Each table's one owning module (decision 055): only that module's files query it; every other module reads it
 * through the owner's front door (its queries, or SQL fragments it exports) or reacts to its events. A table owned by
 * `server` is infrastructure's (src/server): no module queries it. `scripts/check-boundaries.ts` holds the rule, with
 * the reads that predate it listed in scripts/table-owners-baseline.json until they move behind their owner.
 */

type TableName = { [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never }[keyof typeof schema];

export const TABLE_OWNERS = {
  // Accounts: the person, their sign-in (better-auth's tables, written by src/server/auth.ts) and their devices.
  users: 'accounts',
  authUsers: 'accounts',
  authSessions: 'accounts',
  authAccounts: 'accounts',
  authVerifications: 'accounts',
  knownDevices: 'accounts',
  // Who may see a child (decision 044).
  familyLinks: 'families',
  familyLinkEvents: 'families',
  parentalConsents: 'families',
  consentRecords: 'families',
  consentMailSuppressions: 'families',
  auditLogs: 'audit',
  billingPlans: 'billing',
  planPrices: 'billing',
  subscriptions: 'billing',
  invoices: 'billing',
  mrrMovements: 'billing',
  billingCounters: 'billing',
  billingWebhookEvents: 'billing',
  classes: 'classes',
  classMembers: 'classes',
  // A child's classroom sign-in cards, one per class (decision 066).
  signInCards: 'classes',
  assignments: 'classes',
  assignmentStudents: 'classes',
  feedbackMessages: 'feedback',
  feedbackReads: 'feedback',
  feedbackTemplates: 'feedback',
  storedFiles: 'files',
  helpCategories: 'help',
  helpArticles: 'help',
  helpArticleRevisions: 'help',
  journalEntries: 'journal',
  journalShares: 'journal',
  helplines: 'helplines',
  // The lessons and a child's runs through them; their words in other languages (decision 051).
  courses: 'courses',
  lessons: 'courses',
  lessonAttempts: 'courses',
  lessonCompletions: 'courses',
  courseTranslations: 'courses',
  lessonTranslations: 'courses',
  // Skills, answers and the review's cards (decision 052).
  skills: 'mastery',
  answerEvents: 'mastery',
  reviewCards: 'mastery',
  // XP, streaks, goals and badges (decision 008).
  xpLedger: 'progress',
  learningProfiles: 'progress',
  dailyXp: 'progress',
  badges: 'progress',
  badgeTranslations: 'progress',
  userBadges: 'progress',
  // The one market (decision 022) and the children's portfolios over it.
  stocks: 'market',
  simulatorSettings: 'market',
  priceCandles: 'market',
  priceReplays: 'market',
  simAccounts: 'simulator',
  simHoldings: 'simulator',
  simOrders: 'simulator',
  simTrades: 'simulator',
  portfolioSnapshots: 'simulator',
  exchangeRates: 'currency',
  notifications: 'notifications',
  notificationPreferences: 'notifications',
  notificationSettings: 'notifications',
  notificationDigests: 'notifications',
  notificationReminders: 'notifications',
  themeSettings: 'theme',
  // Schools, their admins, teachers and students (decision 061).
  schools: 'schools',
  schoolMembers: 'schools',
  schoolRosterImports: 'schools',
  ssoProviders: 'schools',
  // Class stock-market competitions over the one market (decision 065).
  competitions: 'competitions',
  competitionClasses: 'competitions',
  competitionStocks: 'competitions',
  competitionRequiredLessons: 'competitions',
  competitionEntries: 'competitions',
  competitionParticipants: 'competitions',
  competitionHoldings: 'competitions',
  competitionOrders: 'competitions',
  competitionTrades: 'competitions',
  competitionResults: 'competitions',
  competitionValueSnapshots: 'competitions',
  // Infrastructure: the seed's marks, the mail outbox and queue, rate limits and the leader's lease (decision 050).
  seedState: 'server',
  outboxMessages: 'server',
  rateLimits: 'server',
  mailQueue: 'server',
  leaderLease: 'server',
  leaderWrites: 'server',
} as const satisfies Record<TableName, string>;
