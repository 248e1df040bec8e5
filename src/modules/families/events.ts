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

/** A child answered a parent's take-over of their school account (France below 15, decision 060): the parent is told. */
export interface TakeOverAnswered {
  parentId: string;
  childId: string;
  agreed: boolean;
  /** The account waits for this answer after a change of country (no school's authorisation stands meanwhile). */
  held: boolean;
}

export const takeOverAnswered = defineEvent<TakeOverAnswered>('families.take-over-answered');

/**
 * An admin changed a child's country and the law there asks a parent's consent the account lacks (decision 060): the
 * account is held and its linked parents are told, one of whom gives it by confirming the country on the child's card.
 */
export interface CountryConsentNeeded {
  childId: string;
  parentIds: string[];
}

export const countryConsentNeeded = defineEvent<CountryConsentNeeded>('families.country-consent-needed');

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

/** A row of a table as the database returns it: each part below is made of its owner's rows, as the export lists them. */
type Row<Table extends PgTable> = Table['$inferSelect'];

/** The lesson a row of the child's learning is about, by its course's and its own title (in English, as written). */
interface ExportedLesson {
  course: Row<typeof courses>['title'];
  lesson: Row<typeof lessons>['title'];
  lessonId: Row<typeof lessons>['id'];
}

/** The courses module's part: every lesson the child started, and every one they finished. */
export interface ExportedLessonRuns {
  attempts: Array<ExportedLesson & Pick<Row<typeof lessonAttempts>, 'id' | 'answers' | 'startedAt' | 'completedAt'>>;
  completions: Array<ExportedLesson & Pick<Row<typeof lessonCompletions>, 'attemptId' | 'correct' | 'total' | 'perfect' | 'completionNumber' | 'xpAwarded' | 'completedAt'>>;
}

/** The mastery module's part (decision 052): every finished question, and when each comes back for review. */
export interface ExportedMastery {
  answers: Array<
    ExportedLesson &
      Pick<Row<typeof answerEvents>, 'skill' | 'source'> & {
        question: Row<typeof answerEvents>['blockId'];
        rightFirstTime: Row<typeof answerEvents>['correct'];
        at: Row<typeof answerEvents>['answeredAt'];
      }
  >;
  reviews: Array<ExportedLesson & Pick<Row<typeof reviewCards>, 'due' | 'lastReview' | 'reps' | 'lapses'> & { question: Row<typeof reviewCards>['blockId'] }>;
}

/** The progress module's part (decision 008): the child's learning settings and streak, XP, days and badges. */
export interface ExportedProgress {
  settings: Pick<Row<typeof learningProfiles>, 'dailyGoalXp' | 'timeZone' | 'streakCurrent' | 'streakLongest' | 'streakLastDay' | 'streakShields' | 'updatedAt'> | null;
  xpLedger: Array<Pick<Row<typeof xpLedger>, 'amount' | 'reason'> & { source: Row<typeof xpLedger>['sourceId']; at: Row<typeof xpLedger>['createdAt'] }>;
  dailyXp: Array<Pick<Row<typeof dailyXp>, 'day' | 'xp' | 'lessonsCompleted' | 'shielded'>>;
  badges: Array<Pick<Row<typeof badges>, 'slug' | 'name' | 'description'> & Pick<Row<typeof userBadges>, 'awardedAt'>>;
}

/** A stock a row of the simulator is about. */
interface ExportedStock {
  symbol: Row<typeof stocks>['symbol'];
  stock: Row<typeof stocks>['name'];
}

/** The simulator module's part (decision 022): the child's account, holdings, orders, trades and portfolio values. */
export interface ExportedSimulator {
  account: Pick<Row<typeof simAccounts>, 'cash' | 'startingCash' | 'leaderboardVisible' | 'openedAt'> | null;
  holdings: Array<ExportedStock & Pick<Row<typeof simHoldings>, 'shares' | 'averageCost' | 'updatedAt'>>;
  orders: Array<ExportedStock & Pick<Row<typeof simOrders>, 'id' | 'side' | 'type' | 'shares' | 'limitPrice' | 'status' | 'reason' | 'createdAt' | 'closedAt'>>;
  trades: Array<ExportedStock & Pick<Row<typeof simTrades>, 'orderId' | 'side' | 'shares' | 'price' | 'commission' | 'realizedProfit' | 'executedAt'>>;
  snapshots: Array<Pick<Row<typeof portfolioSnapshots>, 'value'> & { at: Row<typeof portfolioSnapshots>['bucketStart'] }>;
}

/** The school the child belongs to (decision 061): its name and country, the child's place, and the roster's id for them. */
export interface ExportedSchoolPlace {
  school: string;
  country: string;
  role: 'admin' | 'teacher' | 'student';
  rosterId: string | null;
  since: Date;
}

/** A class stock-market game the child took part in (decision 065): its portfolio, orders, trades and result. Amounts in USD. */
export interface ExportedCompetitionEntry {
  competition: string;
  startsAt: string;
  endsAt: string;
  status: string;
  joinedAt: string;
  cash: string;
  holdings: Array<{ symbol: string; shares: number; averageCost: string }>;
  orders: Array<{ symbol: string; side: string; type: string; shares: number; status: string; reason: string | null; fillPrice: string | null; createdAt: string }>;
  trades: Array<{ symbol: string; side: string; shares: number; price: string; commission: string; executedAt: string }>;
  /** The frozen result; `steadiness` (decision 072) is null when the game was too short to score, its rank among `steadinessRanked` entries. */
  result: { rank: number; value: string; steadiness: string | null; steadinessRank: number | null; steadinessRanked: number } | null;
  /** The entry's value and ranks kept once an hour while the game ran (decision 072), oldest first. */
  history: Array<{ takenAt: string; value: string; rank: number; spread: string; spreadRank: number }>;
}

/** A class the child is in, with its tutor's name. */
export interface ExportedClassMembership {
  name: string;
  tutor: string;
  joinedAt: Row<typeof classMembers>['addedAt'];
}

/** What a tutor gave the child to do (decision 034): the lesson's title, else the course's. */
export type ExportedAssignment = Pick<Row<typeof assignments>, 'note' | 'dueOn' | 'timeZone' | 'cancelledAt'> &
  Pick<Row<typeof assignmentStudents>, 'completedAt'> & { className: string; givenAt: Row<typeof assignments>['createdAt']; work: string | null };

/** A message of a thread between a tutor and the child (decision 035); one an admin removed, without its words. */
export type ExportedFeedbackMessage = Pick<Row<typeof feedbackMessages>, 'author' | 'reaction' | 'createdAt'> & {
  tutor: string;
  body: Row<typeof feedbackMessages>['body'] | null;
  removed: boolean;
};

/** How far the child read a tutor's thread: the time of the last message they had read. */
export interface ExportedFeedbackRead {
  tutor: string;
  readUpTo: Date | null;
}

/** The notifications module's part of the child's settings (decision 036): quiet hours and e-mail deliveries. */
export interface ExportedNotificationSettings {
  notifications: Pick<Row<typeof notificationSettings>, 'quietStart' | 'quietEnd' | 'timeZone' | 'streakReminder' | 'updatedAt'> | null;
  emailDeliveries: Array<Pick<Row<typeof notificationPreferences>, 'delivery' | 'updatedAt'> & { kind: Row<typeof notificationPreferences>['type'] }>;
}

/** What the child was told (decision 036), by kind and values: a notification's text is drawn from them when shown. */
export interface ExportedNotifications {
  received: Array<Pick<Row<typeof notifications>, 'link' | 'createdAt' | 'readAt'> & { kind: Row<typeof notifications>['type']; values: Row<typeof notifications>['params'] }>;
  digests: Array<Pick<Row<typeof notificationDigests>, 'period' | 'periodKey' | 'coveredUntil' | 'notifications'>>;
  reminders: Array<Pick<Row<typeof notificationReminders>, 'kind' | 'createdAt'> & { about: Row<typeof notificationReminders>['subjectKey'] }>;
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
  school: ExportedSchoolPlace | null;
  competitions: ExportedCompetitionEntry[];
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
