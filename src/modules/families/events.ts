import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  answerEvents,
  assignments,
  assignmentStudents,
  badges,
  classMembers,
  courses,
  dailyXp,
  feedbackMessages,
  learningProfiles,
  lessonAttempts,
  lessonCompletions,
  lessons,
  notificationDigests,
  notificationPreferences,
  notificationReminders,
  notifications,
  notificationSettings,
  portfolioSnapshots,
  reviewCards,
  simAccounts,
  simHoldings,
  simOrders,
  simTrades,
  stocks,
  userBadges,
  xpLedger,
} from '@/db/schema';
import { defineEvent } from '@/server/domain-events';

/*
 * What the families module lets others react to (decision 015). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/** A parent and a child are no longer linked (either side ended it, decision 026). */
export interface FamilyLinkEnded {
  parentId: string;
  childId: string;
  /** Who ended it: the other side is told (decision 036). */
  endedBy: 'parent' | 'child';
}

export const familyLinkEnded = defineEvent<FamilyLinkEnded>('families.link-ended');

/**
 * A parent asked to link a child by the child's code (decision 026); the child answers, or, when the child has
 * parents who agreed to the account or made it (`guardianIds`, decision 044), one of them does.
 */
export interface FamilyLinkRequested {
  parentId: string;
  childId: string;
  guardianIds: string[];
}

export const familyLinkRequested = defineEvent<FamilyLinkRequested>('families.link-requested');

/**
 * A parent's request was answered (decision 026): by the child, or by `guardianId`, a parent who agreed to the
 * account or made it (decision 044). `otherParentIds`: the parents linked before, told of a new link (decision 044).
 */
export interface FamilyLinkAnswered {
  parentId: string;
  childId: string;
  accepted: boolean;
  guardianId?: string;
  otherParentIds: string[];
}

/** The child asks a parent who looks after their account to end their link, which only that parent may do (decision 044). */
export interface FamilyLinkEndAsked {
  parentId: string;
  childId: string;
}

export const familyLinkEndAsked = defineEvent<FamilyLinkEndAsked>('families.link-end-asked');

export const familyLinkAnswered = defineEvent<FamilyLinkAnswered>('families.link-answered');

/** A linked parent exports a child's data (decision 027). */
export interface ChildDataExportRequested {
  childId: string;
  /** The parent the export is for. */
  viewerId: string;
}

/** A journal entry the child chose to show the viewer (decision 025), as the export lists it. */
export interface ExportedJournalEntry {
  title: string;
  body: string;
  mood: string;
  entryDate: string;
  createdAt: Date;
  updatedAt: Date;
  sharedAt: Date;
}

/** A column's value as the database returns it: each part below is a row of its owner's tables, as it is exported. */
type Column<Table extends PgTable, Name extends keyof Table['$inferSelect']> = Table['$inferSelect'][Name];

/** The lesson a row of the child's learning is about, by its course's and its own title (in English, as written). */
interface ExportedLesson {
  course: Column<typeof courses, 'title'>;
  lesson: Column<typeof lessons, 'title'>;
  lessonId: Column<typeof lessons, 'id'>;
}

/** The courses module's part: every lesson the child started, and every one they finished. */
export interface ExportedLessonRuns {
  attempts: Array<
    { id: Column<typeof lessonAttempts, 'id'> } & ExportedLesson & {
        answers: Column<typeof lessonAttempts, 'answers'>;
        startedAt: Column<typeof lessonAttempts, 'startedAt'>;
        completedAt: Column<typeof lessonAttempts, 'completedAt'>;
      }
  >;
  completions: Array<
    { attemptId: Column<typeof lessonCompletions, 'attemptId'> } & ExportedLesson & {
        correct: Column<typeof lessonCompletions, 'correct'>;
        total: Column<typeof lessonCompletions, 'total'>;
        perfect: Column<typeof lessonCompletions, 'perfect'>;
        completionNumber: Column<typeof lessonCompletions, 'completionNumber'>;
        xpAwarded: Column<typeof lessonCompletions, 'xpAwarded'>;
        completedAt: Column<typeof lessonCompletions, 'completedAt'>;
      }
  >;
}

/** The mastery module's part (decision 052): every finished question, and when each comes back for review. */
export interface ExportedMastery {
  answers: Array<
    ExportedLesson & {
      question: Column<typeof answerEvents, 'blockId'>;
      skill: Column<typeof answerEvents, 'skill'>;
      rightFirstTime: Column<typeof answerEvents, 'correct'>;
      source: Column<typeof answerEvents, 'source'>;
      at: Column<typeof answerEvents, 'answeredAt'>;
    }
  >;
  reviews: Array<
    ExportedLesson & {
      question: Column<typeof reviewCards, 'blockId'>;
      due: Column<typeof reviewCards, 'due'>;
      lastReview: Column<typeof reviewCards, 'lastReview'>;
      reps: Column<typeof reviewCards, 'reps'>;
      lapses: Column<typeof reviewCards, 'lapses'>;
    }
  >;
}

/** The progress module's part (decision 008): the child's learning settings and streak, XP, days and badges. */
export interface ExportedProgress {
  settings: {
    dailyGoalXp: Column<typeof learningProfiles, 'dailyGoalXp'>;
    timeZone: Column<typeof learningProfiles, 'timeZone'>;
    streakCurrent: Column<typeof learningProfiles, 'streakCurrent'>;
    streakLongest: Column<typeof learningProfiles, 'streakLongest'>;
    streakLastDay: Column<typeof learningProfiles, 'streakLastDay'>;
    streakShields: Column<typeof learningProfiles, 'streakShields'>;
    updatedAt: Column<typeof learningProfiles, 'updatedAt'>;
  } | null;
  xpLedger: Array<{
    amount: Column<typeof xpLedger, 'amount'>;
    reason: Column<typeof xpLedger, 'reason'>;
    source: Column<typeof xpLedger, 'sourceId'>;
    at: Column<typeof xpLedger, 'createdAt'>;
  }>;
  dailyXp: Array<{
    day: Column<typeof dailyXp, 'day'>;
    xp: Column<typeof dailyXp, 'xp'>;
    lessonsCompleted: Column<typeof dailyXp, 'lessonsCompleted'>;
    shielded: Column<typeof dailyXp, 'shielded'>;
  }>;
  badges: Array<{
    slug: Column<typeof badges, 'slug'>;
    name: Column<typeof badges, 'name'>;
    description: Column<typeof badges, 'description'>;
    awardedAt: Column<typeof userBadges, 'awardedAt'>;
  }>;
}

/** A stock a row of the simulator is about. */
interface ExportedStock {
  symbol: Column<typeof stocks, 'symbol'>;
  stock: Column<typeof stocks, 'name'>;
}

/** The simulator module's part (decision 022): the child's account, holdings, orders, trades and portfolio values. */
export interface ExportedSimulator {
  account: {
    cash: Column<typeof simAccounts, 'cash'>;
    startingCash: Column<typeof simAccounts, 'startingCash'>;
    leaderboardVisible: Column<typeof simAccounts, 'leaderboardVisible'>;
    openedAt: Column<typeof simAccounts, 'openedAt'>;
  } | null;
  holdings: Array<
    ExportedStock & {
      shares: Column<typeof simHoldings, 'shares'>;
      averageCost: Column<typeof simHoldings, 'averageCost'>;
      updatedAt: Column<typeof simHoldings, 'updatedAt'>;
    }
  >;
  orders: Array<
    { id: Column<typeof simOrders, 'id'> } & ExportedStock & {
        side: Column<typeof simOrders, 'side'>;
        type: Column<typeof simOrders, 'type'>;
        shares: Column<typeof simOrders, 'shares'>;
        limitPrice: Column<typeof simOrders, 'limitPrice'>;
        status: Column<typeof simOrders, 'status'>;
        reason: Column<typeof simOrders, 'reason'>;
        createdAt: Column<typeof simOrders, 'createdAt'>;
        closedAt: Column<typeof simOrders, 'closedAt'>;
      }
  >;
  trades: Array<
    { orderId: Column<typeof simTrades, 'orderId'> } & ExportedStock & {
        side: Column<typeof simTrades, 'side'>;
        shares: Column<typeof simTrades, 'shares'>;
        price: Column<typeof simTrades, 'price'>;
        commission: Column<typeof simTrades, 'commission'>;
        realizedProfit: Column<typeof simTrades, 'realizedProfit'>;
        executedAt: Column<typeof simTrades, 'executedAt'>;
      }
  >;
  snapshots: Array<{ at: Column<typeof portfolioSnapshots, 'bucketStart'>; value: Column<typeof portfolioSnapshots, 'value'> }>;
}

/** A class the child is in, with its tutor's name. */
export interface ExportedClassMembership {
  name: string;
  tutor: string;
  joinedAt: Column<typeof classMembers, 'addedAt'>;
}

/** What a tutor gave the child to do (decision 034): the lesson's title, else the course's. */
export interface ExportedAssignment {
  className: string;
  note: Column<typeof assignments, 'note'>;
  dueOn: Column<typeof assignments, 'dueOn'>;
  timeZone: Column<typeof assignments, 'timeZone'>;
  givenAt: Column<typeof assignments, 'createdAt'>;
  cancelledAt: Column<typeof assignments, 'cancelledAt'>;
  completedAt: Column<typeof assignmentStudents, 'completedAt'>;
  work: string | null;
}

/** A message of a thread between a tutor and the child (decision 035); one an admin removed, without its words. */
export interface ExportedFeedbackMessage {
  tutor: string;
  author: Column<typeof feedbackMessages, 'author'>;
  reaction: Column<typeof feedbackMessages, 'reaction'>;
  createdAt: Column<typeof feedbackMessages, 'createdAt'>;
  body: Column<typeof feedbackMessages, 'body'> | null;
  removed: boolean;
}

/** How far the child read a tutor's thread: the time of the last message they had read. */
export interface ExportedFeedbackRead {
  tutor: string;
  readUpTo: Date | null;
}

/** The notifications module's part of the child's settings (decision 036): quiet hours and e-mail deliveries. */
export interface ExportedNotificationSettings {
  notifications: {
    quietStart: Column<typeof notificationSettings, 'quietStart'>;
    quietEnd: Column<typeof notificationSettings, 'quietEnd'>;
    timeZone: Column<typeof notificationSettings, 'timeZone'>;
    streakReminder: Column<typeof notificationSettings, 'streakReminder'>;
    updatedAt: Column<typeof notificationSettings, 'updatedAt'>;
  } | null;
  emailDeliveries: Array<{
    kind: Column<typeof notificationPreferences, 'type'>;
    delivery: Column<typeof notificationPreferences, 'delivery'>;
    updatedAt: Column<typeof notificationPreferences, 'updatedAt'>;
  }>;
}

/** What the child was told (decision 036), by kind and values: a notification's text is drawn from them when shown. */
export interface ExportedNotifications {
  received: Array<{
    kind: Column<typeof notifications, 'type'>;
    values: Column<typeof notifications, 'params'>;
    link: Column<typeof notifications, 'link'>;
    createdAt: Column<typeof notifications, 'createdAt'>;
    readAt: Column<typeof notifications, 'readAt'>;
  }>;
  digests: Array<{
    period: Column<typeof notificationDigests, 'period'>;
    periodKey: Column<typeof notificationDigests, 'periodKey'>;
    coveredUntil: Column<typeof notificationDigests, 'coveredUntil'>;
    notifications: Column<typeof notificationDigests, 'notifications'>;
  }>;
  reminders: Array<{
    kind: Column<typeof notificationReminders, 'kind'>;
    about: Column<typeof notificationReminders, 'subjectKey'>;
    createdAt: Column<typeof notificationReminders, 'createdAt'>;
  }>;
}

/**
 * What the modules that own the child's rows add to the export, in its transaction (decision 055: only a table's owner
 * reads it), each part as the export lists it; the families module puts them in the export's order. The journal
 * answers `journal`: the entries shared with the viewer, never the others (decision 025).
 */
export interface ChildDataExportParts {
  journal: ExportedJournalEntry[];
  lessonRuns: ExportedLessonRuns;
  mastery: ExportedMastery;
  progress: ExportedProgress;
  simulator: ExportedSimulator;
  classes: ExportedClassMembership[];
  assignments: ExportedAssignment[];
  feedback: ExportedFeedbackMessage[];
  feedbackRead: ExportedFeedbackRead[];
  notificationSettings: ExportedNotificationSettings;
  notifications: ExportedNotifications;
}

export const childDataExportRequested = defineEvent<ChildDataExportRequested, ChildDataExportParts>('families.child-data-export-requested');

/**
 * A parent stopped a child from showing journal entries to tutors (decision 031): of the people the child's entries
 * are shown to, only `readerIds` (the child's linked parents) may still read them.
 */
export interface JournalAudienceNarrowed {
  childId: string;
  readerIds: string[];
}

export const journalAudienceNarrowed = defineEvent<JournalAudienceNarrowed>('families.journal-audience-narrowed');

/**
 * A child who may be under 13 asked this address for a parent's consent (decision 030), at registration or again.
 * The notifications module tells a parent account that has the address, on top of the e-mail.
 */
export interface ConsentRequested {
  childId: string;
  childFirstName: string;
  parentEmail: string;
}

export const consentRequested = defineEvent<ConsentRequested>('families.consent-requested');
