import 'server-only';
import { getDb } from '@/db/client';
import { fullName } from '@/lib/person-name';
import { countPeople, readAccountFacts } from '@/modules/accounts';
import { listLatestAuditEntries } from '@/modules/audit';
import { getTutorAttention, listChildrenClasses, listClasses, listMyAssignments, listMyClasses, type Membership, type StudentAssignment, type TutorAttention } from '@/modules/classes';
import { getLearningOverview, type LessonLink, type LevelProgress } from '@/modules/courses';
import type { ReviewSummary } from '@/modules/mastery';
import { countAnswersWaitingFor, getChildFamily, getChildPlaces, listChildren, type ChildFamily, type ChildPlaces } from '@/modules/families';
import { countUnreadFeedback, getMyFeedback, type FeedbackThread } from '@/modules/feedback';
import { getLatestBadges, getStreakAndGoal, type ProgressSummary } from '@/modules/progress';
import { getChildrenLeaderboardVisibility } from '@/modules/simulator';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/*
 * One read per dashboard (decision 015): each role's page gets everything it shows from one function, in one round
 * of parallel reads, as a plain DTO; the components only render it. Each function checks the permission its role's
 * data needs, so another role's query answers 403.
 */

/** How many of the newest badges the child's dashboard shows. */
const LATEST_BADGES_SHOWN = 3;
/** How many featured lessons the child's dashboard shows. */
const FEATURED_SHOWN = 4;

/** The actor's own account figures, on every member dashboard. */
export interface DashboardAccount {
  xp: number;
  createdAt: Date | null;
  lastLogin: Date | null;
  emailVerified: boolean;
}

/** What the child, parent and tutor dashboards share: the greeting, the e-mail alert, the account cards, the simulator card. */
export interface MemberDashboardData {
  displayName: string;
  account: DashboardAccount;
  /** The simulator card is shown to whoever may trade (every role today). */
  showSimulator: boolean;
}

export interface DashboardBadge {
  id: number;
  slug: string;
  name: string;
  iconEmoji: string | null;
  iconPath: string | null;
  awardedAt: Date;
}

export interface ChildDashboardData extends MemberDashboardData {
  /** The code a parent or tutor links the child with (spec: family links; decision 014: classes). */
  refCode: string | null;
  level: LevelProgress;
  /** The lesson left unfinished (`continuing`), else the first one not done yet; null when every lesson is done. */
  nextLesson: { lesson: LessonLink; continuing: boolean } | null;
  /** The daily review: questions due today and when the next come (decision 052). */
  reviews: ReviewSummary;
  streak: ProgressSummary['streak'];
  dailyGoal: ProgressSummary['dailyGoal'];
  /** Newest first. */
  latestBadges: DashboardBadge[];
  featured: LessonLink[];
  /** The classes the child is in, with their tutors (a child should know who can see them, decision 014). */
  classes: Membership[];
  /** The adults linked to the child, the requests to answer and what the adults did lately (decision 026). */
  family: ChildFamily;
  /** What the child's tutors gave them, due soonest first (decision 034). */
  assignments: StudentAssignment[];
  /** The tutors' feedback threads, with a reply where the tutor is still theirs (decision 035). */
  feedback: FeedbackThread[];
}

export interface DashboardChild {
  id: string;
  name: string;
  xp: number;
  lastLogin: Date | null;
  /** Shown on the simulator's family leaderboard (the parent's switch; true until changed). */
  leaderboardVisible: boolean;
  classes: Membership[];
}

export interface ParentDashboardData extends MemberDashboardData {
  /** The parent's own children, by first name (the families module decides who they are). */
  children: DashboardChild[];
  /** Family answers waiting for the parent on /children: consent requests and other adults' link requests. */
  waitingAnswers: number;
  /** The plan's children beside those held: at the limit the dashboard says so instead of offering to add one. */
  places: ChildPlaces | null;
}

export interface DashboardClass {
  id: string;
  name: string;
  students: number;
}

export interface TutorDashboardData extends MemberDashboardData {
  /** The tutor's own classes, by name, with how many children each has. */
  classes: DashboardClass[];
  /** Messages from students the tutor has not read yet (decision 035). */
  unreadFeedback: number;
  /** What waits for the tutor: unanswered class requests, work due soon or overdue, inactive students (classes module). */
  attention: TutorAttention;
}

interface AccountRow extends DashboardAccount {
  childRefCode: string | null;
}

async function readAccount(actor: Actor): Promise<AccountRow> {
  const row = await readAccountFacts(getDb(), actor.id);
  // The session resolved this user a moment ago; were the row gone, the page shows an empty account, not an alert.
  return row ?? { xp: 0, createdAt: null, lastLogin: null, emailVerified: true, childRefCode: null };
}

function memberPart(actor: Actor, row: AccountRow): MemberDashboardData {
  return {
    displayName: actor.displayName,
    account: { xp: row.xp, createdAt: row.createdAt, lastLogin: row.lastLogin, emailVerified: row.emailVerified },
    showSimulator: can(actor, 'trade:simulator:own'),
  };
}

/** /dashboard/child: the child's level, next lesson, streak, goal, badges, classes and family code. */
export async function getChildDashboard(actor: Actor, locale = 'en'): Promise<ChildDashboardData> {
  assertCan(actor, 'view:dashboard:own');
  assertCan(actor, 'take:lesson:own');
  // The account row holds the XP the level is drawn from: read once, handed to the learning overview.
  const account = readAccount(actor);
  const [row, learning, progress, badges, classes, family, assignments, feedback] = await Promise.all([
    account,
    getLearningOverview(actor, locale, account.then((read) => read.xp)),
    getStreakAndGoal(actor),
    getLatestBadges(actor, LATEST_BADGES_SHOWN, locale),
    listMyClasses(actor),
    getChildFamily(actor),
    listMyAssignments(actor, locale),
    // A child awaiting a parent's consent has no tutor yet, and no feedback (decision 030).
    can(actor, 'write:feedback:own') ? getMyFeedback(actor, locale) : Promise.resolve([]),
  ]);
  const next = learning.continueLesson ?? learning.nextUp;
  return {
    ...memberPart(actor, row),
    // While a parent's consent is awaited nobody can use the code (decision 030), nor while the account is held after
    // a change of country (decision 060: a held child takes no new parent), so it is not shown.
    refCode: family.consentWait || family.held ? null : row.childRefCode,
    level: learning.level,
    nextLesson: next ? { lesson: next, continuing: learning.continueLesson !== null } : null,
    reviews: learning.reviews,
    streak: progress.streak,
    dailyGoal: progress.dailyGoal,
    latestBadges: badges.map(({ badge, awardedAt }) => ({ id: badge.id, slug: badge.slug, name: badge.name, iconEmoji: badge.iconEmoji, iconPath: badge.iconPath, awardedAt })),
    featured: learning.featured.slice(0, FEATURED_SHOWN),
    classes,
    family,
    assignments,
    feedback,
  };
}

/** /dashboard/parent: the parent's own children with their XP, last sign-in, leaderboard switch and classes. */
export async function getParentDashboard(actor: Actor): Promise<ParentDashboardData> {
  assertCan(actor, 'view:dashboard:own');
  assertCan(actor, 'read:child:own');
  // The visibility and the classes are scoped to the actor's children by their own modules, so none waits for the list.
  const [row, children, visibility, memberships, waitingAnswers, places] = await Promise.all([
    readAccount(actor),
    listChildren(actor),
    getChildrenLeaderboardVisibility(actor),
    listChildrenClasses(actor),
    countAnswersWaitingFor(actor),
    getChildPlaces(actor),
  ]);
  return {
    ...memberPart(actor, row),
    waitingAnswers,
    places,
    children: children.map((child) => ({
      id: child.id,
      name: fullName(child),
      xp: child.xp,
      lastLogin: child.lastLogin,
      leaderboardVisible: visibility[child.id] ?? true,
      classes: memberships.filter((membership) => membership.childId === child.id),
    })),
  };
}

/**
 * /dashboard/tutor: what waits for the tutor (class requests, work due this week and overdue, unread replies,
 * students away for a week) and their own classes with their student counts; one read per module, side by side.
 */
export async function getTutorDashboard(actor: Actor): Promise<TutorDashboardData> {
  assertCan(actor, 'view:dashboard:own');
  assertCan(actor, 'manage:class:own');
  const [row, classes, unreadFeedback, attention] = await Promise.all([readAccount(actor), listClasses(actor), countUnreadFeedback(actor), getTutorAttention(actor)]);
  return { ...memberPart(actor, row), classes: classes.map((group) => ({ id: group.id, name: group.name, students: group.students })), unreadFeedback, attention };
}

export interface AdminOverview {
  displayName: string;
  byRole: Record<string, number>;
  blocked: number;
  unverified: number;
  recent: Array<{ id: number; timestamp: Date; performedBy: string; actionType: string; message: string }>;
}

/** /dashboard/admin: accounts by role, what needs attention, the latest audit entries. */
export async function getAdminOverview(actor: Actor): Promise<AdminOverview> {
  assertCan(actor, 'view:admin:any');
  const [people, recent] = await Promise.all([countPeople(getDb()), listLatestAuditEntries(actor, 8)]);
  return { displayName: actor.displayName, ...people, recent };
}
