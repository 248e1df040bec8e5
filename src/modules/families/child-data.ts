import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Tx } from '@/db/client';
import {
  authSessions,
  badges,
  classes,
  assignments,
  assignmentStudents,
  classMembers,
  courses,
  dailyXp,
  familyLinkEvents,
  familyLinks,
  feedbackMessages,
  feedbackReads,
  knownDevices,
  learningProfiles,
  answerEvents,
  lessonAttempts,
  reviewCards,
  lessonCompletions,
  lessons,
  mailQueue,
  notificationDigests,
  notificationPreferences,
  notificationReminders,
  notifications,
  notificationSettings,
  outboxMessages,
  parentalConsents,
  portfolioSnapshots,
  simAccounts,
  simHoldings,
  simOrders,
  simTrades,
  stocks,
  userBadges,
  users,
  xpLedger,
} from '@/db/schema';
import { fullName, fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { findAuditEntriesAbout } from '@/server/audit-subject';
import { publish } from '@/server/domain-events';
import { assertCan, can, type Permission } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { childDataExportRequested } from './events';
import { guardianIdsOf } from './guardians';
import { childQuery, subjectOf, type ChildRow } from './child-row';

export type { ChildRow } from './child-row';

/*
 * A linked parent downloads everything we hold about their child (decision 027), audited in the same transaction as
 * the read. A child who is not the parent's and an unknown id are the same "not found", as everywhere in this module.
 * (Deleting the child: delete-child.ts.)
 */

/**
 * The child, when the actor is one of their linked parents; null for anyone else's child and for an unknown id alike
 * (never telling whether another family's child exists). The role check comes first (a tutor or a child is a 403);
 * `lock` takes the child's row first, as every change to a family does (decision 026).
 */
export async function findOwnChild(tx: Tx, actor: Actor, childId: string, permission: Permission, lock: boolean): Promise<ChildRow | null> {
  assertCan(actor, permission);
  const [child] = lock ? await childQuery(tx, childId).for('update') : await childQuery(tx, childId);
  if (!child || !can(actor, permission, { ownerIds: await guardianIdsOf(child.id, tx) })) return null;
  return child;
}


const tutor = alias(users, 'tutor');
const adult = alias(users, 'adult');

/**
 * What was done about the child, oldest first, from the audit log (decision 027): when, which action, and who: the
 * child, "you" (the asking parent), or someone else by name for the people around the child and by role only for the
 * staff. The export's "activity" and the card's access log.
 */
export async function readChildActivity(tx: Tx, actor: Actor, child: ChildRow) {
  const auditRows = await findAuditEntriesAbout(tx, subjectOf(child));
  const actorEmails = [...new Set(auditRows.map((row) => row.performedBy.toLowerCase()))];
  const actors = actorEmails.length
    ? await tx
        .select({ email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, actorEmails))
    : [];
  // Who did it, by name for the people around the child (their family, their tutors); the staff by role only.
  const byEmail = new Map(actors.map((person) => [person.email.toLowerCase(), person]));
  return auditRows.map((row) => {
    const person = byEmail.get(row.performedBy.toLowerCase());
    const name = person && person.role !== 'admin' ? fullName(person) || null : null;
    const who = person?.email === child.email ? 'child' : person?.email === actor.email ? 'you' : 'other';
    return { at: row.timestamp, action: row.actionType, component: row.component, by: { who, role: row.role, name } as const };
  });
}

async function readChildData(tx: Tx, actor: Actor, child: ChildRow) {
  const [learningProfile] = await tx
    .select({
      dailyGoalXp: learningProfiles.dailyGoalXp,
      timeZone: learningProfiles.timeZone,
      streakCurrent: learningProfiles.streakCurrent,
      streakLongest: learningProfiles.streakLongest,
      streakLastDay: learningProfiles.streakLastDay,
      streakShields: learningProfiles.streakShields,
      updatedAt: learningProfiles.updatedAt,
    })
    .from(learningProfiles)
    .where(eq(learningProfiles.userId, child.id));
  const lesson = { course: courses.title, lesson: lessons.title, lessonId: lessons.id };
  const attempts = await tx
    .select({ id: lessonAttempts.id, ...lesson, answers: lessonAttempts.answers, startedAt: lessonAttempts.startedAt, completedAt: lessonAttempts.completedAt })
    .from(lessonAttempts)
    .innerJoin(lessons, eq(lessons.id, lessonAttempts.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessonAttempts.userId, child.id))
    .orderBy(asc(lessonAttempts.startedAt));
  const completions = await tx
    .select({
      attemptId: lessonCompletions.attemptId,
      ...lesson,
      correct: lessonCompletions.correct,
      total: lessonCompletions.total,
      perfect: lessonCompletions.perfect,
      completionNumber: lessonCompletions.completionNumber,
      xpAwarded: lessonCompletions.xpAwarded,
      completedAt: lessonCompletions.completedAt,
    })
    .from(lessonCompletions)
    .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessonCompletions.userId, child.id))
    .orderBy(asc(lessonCompletions.completedAt));
  // Every finished question and when each comes back for review (decision 052): what mastery and the review read.
  const answered = await tx
    .select({ ...lesson, question: answerEvents.blockId, skill: answerEvents.skill, rightFirstTime: answerEvents.correct, source: answerEvents.source, at: answerEvents.answeredAt })
    .from(answerEvents)
    .innerJoin(lessons, eq(lessons.id, answerEvents.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(answerEvents.userId, child.id))
    .orderBy(asc(answerEvents.answeredAt), asc(answerEvents.id));
  const reviews = await tx
    .select({ ...lesson, question: reviewCards.blockId, due: reviewCards.due, lastReview: reviewCards.lastReview, reps: reviewCards.reps, lapses: reviewCards.lapses })
    .from(reviewCards)
    .innerJoin(lessons, eq(lessons.id, reviewCards.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(reviewCards.userId, child.id))
    .orderBy(asc(reviewCards.due));
  const ledger = await tx
    .select({ amount: xpLedger.amount, reason: xpLedger.reason, source: xpLedger.sourceId, at: xpLedger.createdAt })
    .from(xpLedger)
    .where(eq(xpLedger.userId, child.id))
    .orderBy(asc(xpLedger.createdAt), asc(xpLedger.id));
  const days = await tx
    .select({ day: dailyXp.day, xp: dailyXp.xp, lessonsCompleted: dailyXp.lessonsCompleted, shielded: dailyXp.shielded })
    .from(dailyXp)
    .where(eq(dailyXp.userId, child.id))
    .orderBy(asc(dailyXp.day));
  const earned = await tx
    .select({ slug: badges.slug, name: badges.name, description: badges.description, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, child.id))
    .orderBy(asc(userBadges.awardedAt));

  const [account] = await tx
    .select({ cash: simAccounts.cash, startingCash: simAccounts.startingCash, leaderboardVisible: simAccounts.leaderboardVisible, openedAt: simAccounts.openedAt })
    .from(simAccounts)
    .where(eq(simAccounts.userId, child.id));
  const stock = { symbol: stocks.symbol, stock: stocks.name };
  const holdings = await tx
    .select({ ...stock, shares: simHoldings.shares, averageCost: simHoldings.averageCost, updatedAt: simHoldings.updatedAt })
    .from(simHoldings)
    .innerJoin(stocks, eq(stocks.id, simHoldings.stockId))
    .where(eq(simHoldings.userId, child.id))
    .orderBy(asc(stocks.symbol));
  const orders = await tx
    .select({
      id: simOrders.id,
      ...stock,
      side: simOrders.side,
      type: simOrders.type,
      shares: simOrders.shares,
      limitPrice: simOrders.limitPrice,
      status: simOrders.status,
      reason: simOrders.reason,
      createdAt: simOrders.createdAt,
      closedAt: simOrders.closedAt,
    })
    .from(simOrders)
    .innerJoin(stocks, eq(stocks.id, simOrders.stockId))
    .where(eq(simOrders.userId, child.id))
    .orderBy(asc(simOrders.createdAt));
  const trades = await tx
    .select({
      orderId: simTrades.orderId,
      ...stock,
      side: simTrades.side,
      shares: simTrades.shares,
      price: simTrades.price,
      commission: simTrades.commission,
      realizedProfit: simTrades.realizedProfit,
      executedAt: simTrades.executedAt,
    })
    .from(simTrades)
    .innerJoin(stocks, eq(stocks.id, simTrades.stockId))
    .where(eq(simTrades.userId, child.id))
    .orderBy(asc(simTrades.executedAt), asc(simTrades.id));
  const snapshots = await tx
    .select({ at: portfolioSnapshots.bucketStart, value: portfolioSnapshots.value })
    .from(portfolioSnapshots)
    .where(eq(portfolioSnapshots.userId, child.id))
    .orderBy(asc(portfolioSnapshots.bucketStart));

  const memberships = await tx
    .select({ name: classes.name, tutorFirstName: tutor.firstName, tutorLastName: tutor.lastName, joinedAt: classMembers.addedAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(tutor, eq(tutor.id, classes.tutorId))
    .where(eq(classMembers.childId, child.id))
    .orderBy(asc(classMembers.addedAt));
  // Assignments (decision 034) and feedback (decision 035): what tutors gave and wrote, and what the child answered.
  const given = await tx
    .select({
      className: classes.name,
      lesson: sql<string | null>`(select ${lessons.title} from ${lessons} where ${lessons.id} = ${assignments.lessonId})`,
      course: sql<string | null>`(select ${courses.title} from ${courses} where ${courses.id} = ${assignments.courseId})`,
      note: assignments.note,
      dueOn: assignments.dueOn,
      timeZone: assignments.timeZone,
      givenAt: assignments.createdAt,
      cancelledAt: assignments.cancelledAt,
      completedAt: assignmentStudents.completedAt,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(eq(assignmentStudents.childId, child.id))
    .orderBy(asc(assignments.createdAt));
  const messages = await tx
    .select({
      tutorFirstName: tutor.firstName,
      tutorLastName: tutor.lastName,
      author: feedbackMessages.author,
      body: feedbackMessages.body,
      reaction: feedbackMessages.reaction,
      createdAt: feedbackMessages.createdAt,
      removedAt: feedbackMessages.removedAt,
    })
    .from(feedbackMessages)
    .innerJoin(tutor, eq(tutor.id, feedbackMessages.tutorId))
    .where(eq(feedbackMessages.childId, child.id))
    .orderBy(asc(feedbackMessages.createdAt), asc(feedbackMessages.id));
  // How far the child read each thread: the time of the last message they had read (a thread's counter means nothing
  // to a parent).
  const reads = await tx
    .select({
      tutorFirstName: tutor.firstName,
      tutorLastName: tutor.lastName,
      readUpTo: sql<Date | null>`(select max(${feedbackMessages.createdAt}) from ${feedbackMessages} where ${feedbackMessages.tutorId} = ${feedbackReads.tutorId} and ${feedbackMessages.childId} = ${feedbackReads.childId} and ${feedbackMessages.seq} <= ${feedbackReads.readSeq})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(feedbackReads)
    .innerJoin(tutor, eq(tutor.id, feedbackReads.tutorId))
    .where(and(eq(feedbackReads.readerId, child.id), eq(feedbackReads.childId, child.id)))
    .orderBy(asc(tutor.lastName), asc(tutor.firstName));
  const links = await tx
    .select({ firstName: adult.firstName, lastName: adult.lastName, since: familyLinks.createdAt })
    .from(familyLinks)
    .innerJoin(adult, eq(adult.id, familyLinks.parentId))
    .where(eq(familyLinks.childId, child.id))
    .orderBy(asc(familyLinks.createdAt));
  const linkHistory = await tx
    .select({
      firstName: adult.firstName,
      lastName: adult.lastName,
      status: familyLinkEvents.status,
      endedBy: familyLinkEvents.endedBy,
      createdAt: familyLinkEvents.createdAt,
      decidedAt: familyLinkEvents.decidedAt,
    })
    .from(familyLinkEvents)
    .innerJoin(adult, eq(adult.id, familyLinkEvents.parentId))
    .where(eq(familyLinkEvents.childId, child.id))
    .orderBy(asc(familyLinkEvents.createdAt));

  // The consent record of a child under 13 who registered alone (decision 030): who agreed, when and how; never the
  // link's token hash, nor the address named (adults appear here by name only).
  const approver = alias(users, 'approver');
  const [consent] = await tx
    .select({
      requestedAt: parentalConsents.requestedAt,
      sentAt: parentalConsents.sentAt,
      expiresAt: parentalConsents.expiresAt,
      approvedAt: parentalConsents.approvedAt,
      approverFirstName: approver.firstName,
      approverLastName: approver.lastName,
      method: parentalConsents.method,
      mailWithheld: parentalConsents.mailWithheld,
    })
    .from(parentalConsents)
    .leftJoin(approver, eq(approver.id, parentalConsents.approvedBy))
    .where(eq(parentalConsents.childId, child.id));

  // Settings and notifications (decision 036): what the child chose, and what they were told. A notification's text is
  // drawn from its kind and values when shown, so the export keeps those.
  const [notificationSetting] = await tx
    .select({
      quietStart: notificationSettings.quietStart,
      quietEnd: notificationSettings.quietEnd,
      timeZone: notificationSettings.timeZone,
      streakReminder: notificationSettings.streakReminder,
      updatedAt: notificationSettings.updatedAt,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, child.id));
  const emailDeliveries = await tx
    .select({ kind: notificationPreferences.type, delivery: notificationPreferences.delivery, updatedAt: notificationPreferences.updatedAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, child.id))
    .orderBy(asc(notificationPreferences.type));
  const received = await tx
    .select({ kind: notifications.type, values: notifications.params, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.recipientId, child.id))
    .orderBy(asc(notifications.seq));
  const digests = await tx
    .select({ period: notificationDigests.period, periodKey: notificationDigests.periodKey, coveredUntil: notificationDigests.coveredUntil, notifications: notificationDigests.notifications })
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, child.id))
    .orderBy(asc(notificationDigests.coveredUntil));
  const reminders = await tx
    .select({ kind: notificationReminders.kind, about: notificationReminders.subjectKey, createdAt: notificationReminders.createdAt })
    .from(notificationReminders)
    .where(eq(notificationReminders.userId, child.id))
    .orderBy(asc(notificationReminders.createdAt));
  // The browsers the child signed in from (decision 037), by the label read from the browser; never the device
  // cookie's hash.
  const devices = await tx
    .select({ label: knownDevices.label, firstSeenAt: knownDevices.firstSeenAt, lastSeenAt: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, child.id))
    .orderBy(asc(knownDevices.firstSeenAt));

  // Sign-ins without their tokens or network addresses; mail the app kept (no SMTP) by subject only: its body may
  // hold a sign-in link.
  const sessions = await tx
    .select({ createdAt: authSessions.createdAt, expiresAt: authSessions.expiresAt, userAgent: authSessions.userAgent })
    .from(authSessions)
    .where(eq(authSessions.userId, child.id))
    .orderBy(asc(authSessions.createdAt));
  const mail = await tx
    .select({ subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.to}) = ${child.email.toLowerCase()}`)
    .orderBy(asc(outboxMessages.createdAt));
  // Mail queued to the child (sent by SMTP or into the outbox above), by subject and when it went.
  const mailQueued = await tx
    .select({ subject: mailQueue.subject, createdAt: mailQueue.createdAt, sentAt: mailQueue.sentAt, failedAt: mailQueue.failedAt })
    .from(mailQueue)
    .where(sql`lower(${mailQueue.to}) = ${child.email.toLowerCase()}`)
    .orderBy(asc(mailQueue.createdAt));

  const activity = await readChildActivity(tx, actor, child);

  const { journal } = await publish(tx, childDataExportRequested, { childId: child.id, viewerId: actor.id });

  return {
    profile: {
      id: child.id,
      role: child.role,
      firstName: child.firstName,
      lastName: child.lastName,
      email: child.email,
      /** The sign-in name of an account a parent made (decision 029), and the birth year given then. */
      signInName: child.username,
      birthYear: child.birthYear,
      /** Waiting for a parent's agreement (decision 030). */
      awaitingConsent: child.consentPending,
      emailVerified: child.emailVerified,
      blocked: child.blocked,
      createdAt: child.createdAt,
      lastLogin: child.lastLogin,
      familyCode: child.childRefCode,
      avatar: { style: child.avatarVariant, seed: child.avatarSeed },
      locale: child.locale,
      currency: child.currency,
      xp: child.xp,
      /** The simulator portfolio's value in USD. */
      valuation: child.valuation,
      /** What the child's parents chose for them (decision 031). */
      controls: { simulator: child.simulatorEnabled, journalSharedWithTutors: child.journalTutors },
    },
    learning: {
      settings: learningProfile ?? null,
      attempts,
      completions,
      answers: answered,
      reviews,
      xpLedger: ledger,
      dailyXp: days,
      badges: earned,
    },
    simulator: { account: account ?? null, holdings, orders, trades, snapshots },
    classes: memberships.map((row) => ({ name: row.name, tutor: fullName({ firstName: row.tutorFirstName, lastName: row.tutorLastName }), joinedAt: row.joinedAt })),
    assignments: given.map(({ lesson, course, ...row }) => ({ ...row, work: lesson ?? course })),
    // A message an admin removed is listed without its words (the family is not shown it anywhere else either).
    feedback: messages.map(({ tutorFirstName, tutorLastName, body, removedAt, ...row }) => ({ tutor: fullName({ firstName: tutorFirstName, lastName: tutorLastName }), ...row, body: removedAt ? null : body, removed: removedAt !== null })),
    feedbackRead: reads.map(({ tutorFirstName, tutorLastName, readUpTo }) => ({ tutor: fullName({ firstName: tutorFirstName, lastName: tutorLastName }), readUpTo })),
    family: {
      adults: links.map((row) => ({ name: fullName(row), since: row.since })),
      history: linkHistory.map((row) => ({ adult: fullName(row), status: row.status, endedBy: row.endedBy, askedAt: row.createdAt, decidedAt: row.decidedAt })),
    },
    consent: consent
      ? {
          requestedAt: consent.requestedAt,
          lastSentAt: consent.sentAt,
          expiresAt: consent.expiresAt,
          approvedAt: consent.approvedAt,
          approvedBy: consent.approverFirstName === null ? null : fullName({ firstName: consent.approverFirstName, lastName: consent.approverLastName ?? '' }),
          method: consent.method,
          lastSendWithheld: consent.mailWithheld,
        }
      : null,
    journal: { sharedWithYou: journal },
    settings: { notifications: notificationSetting ?? null, emailDeliveries },
    notifications: { received, digests, reminders },
    devices,
    signIns: sessions,
    mail,
    mailQueued,
    activity,
  };
}

export type ChildData = Awaited<ReturnType<typeof readChildData>>;

/**
 * Where the export holds each table that can hold a child's rows (decision 027, addendum), as a path into the export
 * (keys in order: a dotted string would read as a message key to the client-messages check).
 * child-data.test.ts walks the schema: a table with a column naming a person (a key to users or auth_users, or a
 * child_id, user_id or recipient_id column) must be here or in NOT_CHILD_DATA, so a new table waits for a decision.
 */
export const CHILD_DATA_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  auth_users: ['profile'],
  users: ['profile'],
  parental_consents: ['consent'],
  learning_profiles: ['learning', 'settings'],
  lesson_attempts: ['learning', 'attempts'],
  lesson_completions: ['learning', 'completions'],
  answer_events: ['learning', 'answers'],
  review_cards: ['learning', 'reviews'],
  xp_ledger: ['learning', 'xpLedger'],
  daily_xp: ['learning', 'dailyXp'],
  user_badges: ['learning', 'badges'],
  sim_accounts: ['simulator', 'account'],
  sim_holdings: ['simulator', 'holdings'],
  sim_orders: ['simulator', 'orders'],
  sim_trades: ['simulator', 'trades'],
  portfolio_snapshots: ['simulator', 'snapshots'],
  classes: ['classes'],
  class_members: ['classes'],
  assignments: ['assignments'],
  assignment_students: ['assignments'],
  feedback_messages: ['feedback'],
  feedback_reads: ['feedbackRead'],
  family_links: ['family', 'adults'],
  family_link_events: ['family', 'history'],
  // Only the entries the child shared with the asking parent (decision 025); the export says the others are private.
  journal_entries: ['journal', 'sharedWithYou'],
  journal_shares: ['journal', 'sharedWithYou'],
  notification_settings: ['settings', 'notifications'],
  notification_preferences: ['settings', 'emailDeliveries'],
  // Those the child received; one about the child sent to an adult is that adult's.
  notifications: ['notifications', 'received'],
  notification_digests: ['notifications', 'digests'],
  notification_reminders: ['notifications', 'reminders'],
  known_devices: ['devices'],
  auth_sessions: ['signIns'],
  outbox_messages: ['mail'],
  // Mail to the child; mail about the child to an adult is that adult's.
  mail_queue: ['mailQueued'],
};

/** Tables that name people but hold nothing about a child, and why. */
export const NOT_CHILD_DATA: Readonly<Record<string, string>> = {
  auth_accounts: 'The credential: a password hash and provider ids, secrets only (their dates say nothing a sign-in does not).',
  subscriptions: "A payer's plan: children pay nothing and have no plan of their own (decision 040).",
  invoices: "A payer's invoices: a child is never the payer (decision 040).",
  mrr_movements: "A payer's revenue ledger (decision 040).",
  feedback_templates: "A tutor's saved openings, written before any child is chosen (decision 035).",
  stored_files: 'Images uploaded by editors (the admin role): no child uploads a file (decision 010).',
  help_articles: 'Help articles, by the admin who last edited them (decision 039).',
  help_article_revisions: 'Versions of help articles, by their admin editors (decision 039).',
};

/** The export: what it is, for whom, what it leaves out on purpose, then the child's data. */
export interface ChildDataExport extends ChildData {
  format: 'academy.child-data';
  version: 1;
  exportedAt: Date;
  exportedFor: { name: string };
  leftOut: string[];
}

export type ChildExportFormat = 'json' | 'summary';

/**
 * Everything we hold about one of the actor's children (decision 027), read in one transaction with its audit entry;
 * null when the child is not theirs (the route answers 404). Never a password hash, a session or verification token,
 * or a network address; of the journal, only the entries the child shared with this parent (decision 025).
 */
export async function exportChildData(actor: Actor, childId: string, format: ChildExportFormat): Promise<ChildDataExport | null> {
  assertCan(actor, 'export:child:own');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'export:child:own', false);
    if (!child) return null;
    const data = await readChildData(tx, actor, child);
    await writeAudit(tx, actor, {
      actionType: 'child_data_export',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      message: `${actor.email} exported the data of ${child.email} (${format})`,
      details: { childId: child.id, format },
    });
    return {
      format: 'academy.child-data',
      version: 1,
      exportedAt: new Date(),
      exportedFor: { name: fullNameOrEmail(actor) },
      leftOut: [
        'Journal entries the child did not share with you: the journal is private to the child.',
        'Passwords, sign-in sessions and links, the consent link, device cookies and network addresses: they are secrets, not data about the child.',
      ],
      ...data,
    };
  });
}

/** "academy-maya-2026-11-25.json": the child's first name (letters and digits only) and the export's day. */
export function childExportFileName(data: ChildDataExport, extension: 'json' | 'html'): string {
  const name = (data.profile.firstName.trim() || 'child').replace(/[^\p{L}\p{N}-]+/gu, '-').toLowerCase();
  return `academy-${name}-${data.exportedAt.toISOString().slice(0, 10)}.${extension}`;
}
