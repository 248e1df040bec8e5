import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
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
  learningProfiles,
  lessonAttempts,
  lessonCompletions,
  lessons,
  outboxMessages,
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

  const activity = await readChildActivity(tx, actor, child);

  const { journal } = await publish(tx, childDataExportRequested, { childId: child.id, viewerId: actor.id });

  return {
    profile: {
      id: child.id,
      role: child.role,
      firstName: child.firstName,
      lastName: child.lastName,
      email: child.email,
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
      xpLedger: ledger,
      dailyXp: days,
      badges: earned,
    },
    simulator: { account: account ?? null, holdings, orders, trades, snapshots },
    classes: memberships.map((row) => ({ name: row.name, tutor: fullName({ firstName: row.tutorFirstName, lastName: row.tutorLastName }), joinedAt: row.joinedAt })),
    assignments: given.map(({ lesson, course, ...row }) => ({ ...row, work: lesson ?? course })),
    // A message an admin removed is listed without its words (the family is not shown it anywhere else either).
    feedback: messages.map(({ tutorFirstName, tutorLastName, body, removedAt, ...row }) => ({ tutor: fullName({ firstName: tutorFirstName, lastName: tutorLastName }), ...row, body: removedAt ? null : body, removed: removedAt !== null })),
    family: {
      adults: links.map((row) => ({ name: fullName(row), since: row.since })),
      history: linkHistory.map((row) => ({ adult: fullName(row), status: row.status, endedBy: row.endedBy, askedAt: row.createdAt, decidedAt: row.decidedAt })),
    },
    journal: { sharedWithYou: journal },
    signIns: sessions,
    mail,
    activity,
  };
}

export type ChildData = Awaited<ReturnType<typeof readChildData>>;

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
        'Journal entries the child did not share with you: the journal is private (decision 025).',
        'Passwords, sign-in sessions and links, and network addresses: they are secrets, not data about the child.',
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
