import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { consentRecords, familyLinkEvents, familyLinks, parentalConsents } from '@/db/schema';
import { peopleView, readSignInHistory } from '@/modules/accounts';
import { fullName, fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { findAuditEntriesAbout } from '@/server/audit-subject';
import { publish } from '@/server/domain-events';
import { readMailTo } from '@/server/mail/mail-about-person';
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


const adult = peopleView('adult');

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
        .select({ email: adult.email, role: adult.role, firstName: adult.firstName, lastName: adult.lastName })
        .from(adult)
        .where(inArray(sql`lower(${adult.email})`, actorEmails))
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

/**
 * Everything we hold about the child, in the export's order. Each module reads its own tables (decision 055): the
 * owners of the child's learning, portfolio, classes, threads and notifications answer the export's domain event, in
 * this transaction; accounts and the mail (infrastructure's) through their front doors.
 */
async function readChildData(tx: Tx, actor: Actor, child: ChildRow) {
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
  const approver = peopleView('approver');
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

  // On what the account stands (decision 060): the basis, who gave it (by name), the country and age it was decided under.
  const grantor = peopleView('grantor');
  const [basis] = await tx
    .select({
      basis: consentRecords.basis,
      grantedAt: consentRecords.grantedAt,
      country: consentRecords.country,
      consentAge: consentRecords.consentAge,
      childAgreedAt: consentRecords.childAgreedAt,
      schoolId: consentRecords.schoolId,
      grantorFirstName: grantor.firstName,
      grantorLastName: grantor.lastName,
    })
    .from(consentRecords)
    .leftJoin(grantor, eq(grantor.id, consentRecords.grantedBy))
    .where(eq(consentRecords.childId, child.id));

  // The browsers the child signed in from (decision 037), by label, and sign-ins without their tokens or network
  // addresses; mail the app kept (no SMTP) or queued, by subject only: its body may hold a sign-in link.
  const { devices, signIns } = await readSignInHistory(tx, child.id);
  const mail = await readMailTo(tx, child.email);

  const activity = await readChildActivity(tx, actor, child);

  const parts = await publish(tx, childDataExportRequested, { childId: child.id, viewerId: actor.id });
  const { lessonRuns, mastery, progress } = parts;

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
      /** Where the child lives, which sets the age of digital consent (decision 060). */
      country: child.country,
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
      settings: progress.settings,
      attempts: lessonRuns.attempts,
      completions: lessonRuns.completions,
      answers: mastery.answers,
      reviews: mastery.reviews,
      xpLedger: progress.xpLedger,
      dailyXp: progress.dailyXp,
      badges: progress.badges,
    },
    simulator: parts.simulator,
    school: parts.school,
    competitions: parts.competitions,
    classes: parts.classes,
    assignments: parts.assignments,
    feedback: parts.feedback,
    feedbackRead: parts.feedbackRead,
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
    consentBasis: basis
      ? {
          basis: basis.basis,
          grantedAt: basis.grantedAt,
          grantedBy: basis.grantorFirstName === null ? null : fullName({ firstName: basis.grantorFirstName, lastName: basis.grantorLastName ?? '' }),
          schoolId: basis.schoolId,
          country: basis.country,
          ageOfConsent: basis.consentAge,
          childAgreedAt: basis.childAgreedAt,
        }
      : null,
    journal: { sharedWithYou: parts.journal },
    settings: parts.notificationSettings,
    notifications: parts.notifications,
    devices,
    signIns,
    mail: mail.kept,
    mailQueued: mail.queued,
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
  consent_records: ['consentBasis'],
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
  school_members: ['school'],
  competition_participants: ['competitions'],
  competition_orders: ['competitions'],
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
  // The entries whose actor, subject or child is the child (decision 058): when, what and who, never the entry's words.
  audit_logs: ['activity'],
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
  schools: "A school: its name, country and the academy admin who made it; a child's place in one is in school_members (decision 061).",
  school_roster_imports:
    "A school admin's roster imports (decision 064): who imported and when; the files, the school's own roster, are kept only until applied or for a day, and a child's place is in school_members.",
  sign_in_cards:
    "A child's classroom sign-in card (decision 066): a credential like auth_accounts, the digest of its secret with its class and who printed it; the child's classes are in class_members, and the card goes with the child's account.",
  sso_providers:
    "A school's sign-in provider (decision 069): its issuer, client and domains, and the school admin who named it (set to nothing when that account goes); a child's link to it is in auth_accounts.",
  competitions: "A teacher's game: its rules and the teacher who made it; a child's part in one is in competition_participants (decision 065).",
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
      subjectUserId: child.id,
      childId: child.id,
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
