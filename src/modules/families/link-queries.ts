import 'server-only';
import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { familyLinkEvents, familyLinks, users } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { confirmNameOf } from './confirm-name';
import { getConsentWait, listConsentRequestsFor, type ConsentRequestCard, type ConsentWait } from './consent-queries';

/** A person as a family card shows them. */
export interface FamilyPerson {
  id: string;
  name: string;
  avatarSeed: string;
  avatarVariant: string;
}

export interface LinkedChildCard extends FamilyPerson {
  xp: number;
  lastLogin: Date | null;
  /** The parent's simulator switch for this child (decision 031). */
  simulatorEnabled: boolean;
  /** Whether the child may show journal entries to their tutors too (decision 031). */
  journalTutors: boolean;
  /** The sign-in name of an account a parent made (decision 029), whose password a parent may set; null otherwise. */
  signInName: string | null;
  /** What the parent types to confirm deleting the child's account (decision 027). */
  confirmName: string;
}

export interface OpenRequest {
  eventId: string;
  person: FamilyPerson;
  createdAt: Date;
}

/** Something the other side did that this side is told about (decision 026). */
export interface FamilyEvent {
  id: string;
  kind: 'accepted' | 'declined' | 'cancelled' | 'ended' | 'consented';
  person: FamilyPerson;
  at: Date;
}

export interface ChildrenPage {
  children: LinkedChildCard[];
  requests: OpenRequest[];
  events: FamilyEvent[];
  /** Children under 13 who named this parent's verified address and wait for their agreement (decision 030). */
  consentRequests: ConsentRequestCard[];
}

export interface ChildFamily {
  /** The adults linked to the child: each can see the child's progress and reports (told to the child, AADC). */
  adults: FamilyPerson[];
  requests: OpenRequest[];
  events: FamilyEvent[];
  /** While no parent has agreed to the account yet (decision 030): where the request went and the deadline. */
  consentWait: ConsentWait | null;
}

/** How far back each side is told what the other did (and so how many rows a page may read: a handful a month). */
const EVENTS_DAYS = 30;
const EVENTS_SHOWN = 10;

const other = alias(users, 'other');
const personOf = (row: { id: string; email: string; firstName: string; lastName: string; avatarSeed: string; avatarVariant: string }): FamilyPerson => ({
  id: row.id,
  name: fullNameOrEmail(row),
  avatarSeed: row.avatarSeed,
  avatarVariant: row.avatarVariant,
});
const otherColumns = { id: other.id, email: other.email, firstName: other.firstName, lastName: other.lastName, avatarSeed: other.avatarSeed, avatarVariant: other.avatarVariant };
const recent = sql`now() - make_interval(days => ${EVENTS_DAYS})`;

type EventColumn = typeof familyLinkEvents.parentId | typeof familyLinkEvents.childId;

/**
 * One side's open requests and what the other side did lately, in one statement (the child's dashboard is a hot
 * page): `mine` is the actor's column of the events, `theirs` the other person's; `told` says which decided events
 * this side is told about (decision 026).
 */
async function requestsAndEvents(actorId: string, mine: EventColumn, theirs: EventColumn, told: SQL | undefined): Promise<[OpenRequest[], FamilyEvent[]]> {
  const rows = await getDb()
    .select({ eventId: familyLinkEvents.id, status: familyLinkEvents.status, createdAt: familyLinkEvents.createdAt, decidedAt: familyLinkEvents.decidedAt, ...otherColumns })
    .from(familyLinkEvents)
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, actorId), or(eq(familyLinkEvents.status, 'pending'), and(gt(familyLinkEvents.decidedAt, recent), told))))
    .orderBy(desc(sql`coalesce(${familyLinkEvents.decidedAt}, ${familyLinkEvents.createdAt})`));
  const requests = rows.filter((row) => row.status === 'pending');
  const events = rows.filter((row) => row.status !== 'pending').slice(0, EVENTS_SHOWN);
  return [
    requests.map((row) => ({ eventId: row.eventId, createdAt: row.createdAt, person: personOf(row) })),
    events.map((row) => ({ id: row.eventId, kind: row.status as FamilyEvent['kind'], at: row.decidedAt!, person: personOf(row) })),
  ];
}

/** /children: the parent's linked children, their open requests, and what the children did lately (one round trip). */
export async function getChildrenPage(actor: Actor): Promise<ChildrenPage> {
  assertCan(actor, 'link:child:own');
  const [children, [requests, events], consentRequests] = await Promise.all([
    getDb()
      .select({ ...otherColumns, xp: other.xp, lastLogin: other.lastLogin, simulatorEnabled: other.simulatorEnabled, journalTutors: other.journalTutors, signInName: other.username })
      .from(familyLinks)
      .innerJoin(other, eq(other.id, familyLinks.childId))
      .where(eq(familyLinks.parentId, actor.id))
      .orderBy(other.firstName, other.id),
    // The children's answers, and links the children ended.
    requestsAndEvents(
      actor.id,
      familyLinkEvents.parentId,
      familyLinkEvents.childId,
      or(inArray(familyLinkEvents.status, ['accepted', 'declined']), and(eq(familyLinkEvents.status, 'ended'), eq(familyLinkEvents.endedBy, 'child'))),
    ),
    listConsentRequestsFor(actor),
  ]);
  return { children: children.map((row) => ({ ...personOf(row), xp: row.xp, lastLogin: row.lastLogin, simulatorEnabled: row.simulatorEnabled, journalTutors: row.journalTutors, signInName: row.signInName, confirmName: confirmNameOf(row) })), requests, events, consentRequests };
}

/** The child's side: who is linked, who asks, and what the adults did lately (one round trip). */
export async function getChildFamily(actor: Actor): Promise<ChildFamily> {
  // A child awaiting a parent's consent has no family links yet, only the request (decision 030).
  if (actor.awaitingConsent && actor.role === 'child') return { adults: [], requests: [], events: [], consentWait: await getConsentWait(actor) };
  assertCan(actor, 'answer:link:own');
  const [adults, [requests, events]] = await Promise.all([
    getDb()
      .select(otherColumns)
      .from(familyLinks)
      .innerJoin(other, eq(other.id, familyLinks.parentId))
      .where(eq(familyLinks.childId, actor.id))
      .orderBy(other.firstName, other.id),
    // Requests the adults withdrew, links they ended, and a parent's agreement to the account (decision 030).
    requestsAndEvents(
      actor.id,
      familyLinkEvents.childId,
      familyLinkEvents.parentId,
      or(inArray(familyLinkEvents.status, ['cancelled', 'consented']), and(eq(familyLinkEvents.status, 'ended'), eq(familyLinkEvents.endedBy, 'parent'))),
    ),
  ]);
  return { adults: adults.map(personOf), requests, events, consentWait: null };
}
