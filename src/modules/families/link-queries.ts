import 'server-only';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { consentRecords, familyLinkEvents, familyLinks, parentalConsents } from '@/db/schema';
import { childAgreementNeeded } from '@/lib/consent-ages';
import { fullNameOrEmail, leaderboardName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { getChildPlaces, type ChildPlaces } from './child-places';
import { confirmNameOf } from './confirm-name';
import { getConsentWait, listConsentRequestsFor, type ConsentRequestCard, type ConsentWait } from './consent-queries';
import { schoolNames } from './school-names';
import { findPendingTakeOver } from './take-over-pending';

/** A person as a family card shows them. */
export interface FamilyPerson {
  id: string;
  name: string;
  avatarSeed: string;
  avatarVariant: string;
}

export interface LinkedChildCard extends FamilyPerson {
  /** This parent agreed to the child's account or made it (decision 044). */
  consenting: boolean;
  /** Whether this parent may delete the account: the one who agreed or made it, or any parent when nobody did. */
  canDelete: boolean;
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
  /** When the child's school authorised the account, while it stands on that alone (decision 060); null otherwise. */
  schoolAuthorisedAt: Date | null;
  /** The name of that school, read from the schools module by the id the consent record keeps (decision 060). */
  schoolName: string | null;
  /** Whether a parent's consent counts for this child only with the child's own agreement too (France below 15). */
  childAgreementToo: boolean;
  /** This parent gave their consent and it waits for the child's own agreement, asked on the child's dashboard. */
  takeOverAwaitingChild: boolean;
  /** Where the child lives (ISO 3166-1 alpha-2), which decides the consent the account needs (decision 060); null if never asked. */
  country: string | null;
  /**
   * The account is held after a change of country (decision 060's amendment): `parentConsent`, it waits for a linked
   * parent's consent, given by confirming the country with their password (an admin's change, or after the child's
   * "not now", when confirming asks the child again); `childAgreement`, a parent's consent waits for the child's own yes.
   */
  countryHold: 'parentConsent' | 'childAgreement' | null;
}

export interface OpenRequest {
  eventId: string;
  person: FamilyPerson;
  createdAt: Date;
  /** Waiting for a parent who looks after the child's account rather than for the child (decision 044). */
  awaitingGuardian: boolean;
}

/** Another adult's request to link a child this parent looks after, waiting for their approval (decision 044). */
export interface GuardianApproval {
  eventId: string;
  person: FamilyPerson;
  childName: string;
  createdAt: Date;
}

/** An adult linked to the child, as the child's dashboard lists them. */
export interface LinkedAdult extends FamilyPerson {
  /** Agreed to the account or made it: only they end the link; the child may ask (decision 044). */
  consenting: boolean;
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
  /** Children below their country's age who named this parent's verified address and wait for their agreement (030, 060). */
  consentRequests: ConsentRequestCard[];
  approvals: GuardianApproval[];
  /** The plan's children beside those held (decision 040): at the limit the page offers the plan, not the forms. */
  places: ChildPlaces | null;
}

export interface ChildFamily {
  /** The adults linked to the child: each can see the child's progress and reports (told to the child, AADC). */
  adults: LinkedAdult[];
  requests: OpenRequest[];
  events: FamilyEvent[];
  /** While no parent has agreed to the account yet (decision 030): where the request went and the deadline. */
  consentWait: ConsentWait | null;
  /** A linked parent's consent to the school's account, waiting for the child's own agreement (decision 060). */
  /** A parent's consent waiting for the child's own yes; `held`: the account waits for it (a change of country), else the school's authorisation stands meanwhile. */
  takeOverAgreement: { parent: FamilyPerson; askedAt: Date; held?: boolean } | null;
  /** The account is held (decision 060): the child sees their linked adults, whose consent it waits for, but answers and ends no link. */
  held?: boolean;
}

/** How far back each side is told what the other did (and so how many rows a page may read: a handful a month). */
const EVENTS_DAYS = 30;
const EVENTS_SHOWN = 10;

const other = peopleView('other');
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
 * page): `mine` is the actor's column of the events, `theirs` the other person's; `open` the statuses this side sees
 * as open requests; `told` says which decided events this side is told about (decision 026). A parent's open request
 * names the child as a leaderboard does (first name and initial) until the child is linked.
 */
async function requestsAndEvents(actorId: string, mine: EventColumn, theirs: EventColumn, open: readonly string[], told: SQL | undefined): Promise<[OpenRequest[], FamilyEvent[]]> {
  const rows = await getDb()
    .select({ eventId: familyLinkEvents.id, status: familyLinkEvents.status, createdAt: familyLinkEvents.createdAt, decidedAt: familyLinkEvents.decidedAt, ...otherColumns })
    .from(familyLinkEvents)
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, actorId), or(inArray(familyLinkEvents.status, [...open]), and(gt(familyLinkEvents.decidedAt, recent), told))))
    .orderBy(desc(sql`coalesce(${familyLinkEvents.decidedAt}, ${familyLinkEvents.createdAt})`));
  const isOpen = (status: string) => open.includes(status);
  const requests = rows.filter((row) => isOpen(row.status));
  const events = rows.filter((row) => !isOpen(row.status)).slice(0, EVENTS_SHOWN);
  const shortName = mine === familyLinkEvents.parentId;
  return [
    requests.map((row) => ({
      eventId: row.eventId,
      createdAt: row.createdAt,
      awaitingGuardian: row.status === 'awaiting_guardian',
      person: { ...personOf(row), name: shortName ? leaderboardName(row.firstName, row.lastName) : personOf(row).name },
    })),
    events.map((row) => ({ id: row.eventId, kind: row.status as FamilyEvent['kind'], at: row.decidedAt!, person: personOf(row) })),
  ];
}

/** /children: the parent's linked children, their open requests, and what the children did lately (one round trip). */
export async function getChildrenPage(actor: Actor): Promise<ChildrenPage> {
  assertCan(actor, 'link:child:own');
  const [children, [requests, events], consentRequests, approvals, places] = await Promise.all([
    getDb()
      .select({
        ...otherColumns,
        xp: other.xp,
        lastLogin: other.lastLogin,
        simulatorEnabled: other.simulatorEnabled,
        journalTutors: other.journalTutors,
        signInName: other.username,
        consenting: familyLinks.consenting,
        anyConsenting: sql<boolean>`exists (select 1 from family_links looks_after where looks_after.child_id = ${other.id} and looks_after.consenting)`,
        schoolAuthorisedAt: consentRecords.grantedAt,
        schoolId: consentRecords.schoolId,
        birthYear: other.birthYear,
        country: other.country,
        // A linked child is held only by a change of country (a registration's hold ends before any link, decision 030).
        consentPending: other.consentPending,
        childAgreementAsked: sql<boolean>`exists (${getDb()
          .select({ one: sql`1` })
          .from(parentalConsents)
          .where(and(eq(parentalConsents.childId, other.id), isNotNull(parentalConsents.approvedAt), isNull(parentalConsents.childAgreedAt)))})`,
        takeOverAwaitingChild: sql<boolean>`exists (${getDb()
          .select({ one: sql`1` })
          .from(parentalConsents)
          .where(and(eq(parentalConsents.childId, other.id), eq(parentalConsents.approvedBy, actor.id), isNotNull(parentalConsents.approvedAt), isNull(parentalConsents.childAgreedAt)))})`,
      })
      .from(familyLinks)
      .innerJoin(other, eq(other.id, familyLinks.childId))
      .leftJoin(consentRecords, and(eq(consentRecords.childId, other.id), eq(consentRecords.basis, 'school_authorisation')))
      .where(eq(familyLinks.parentId, actor.id))
      .orderBy(other.firstName, other.id),
    // The children's answers, and links the children ended.
    requestsAndEvents(
      actor.id,
      familyLinkEvents.parentId,
      familyLinkEvents.childId,
      ['pending', 'awaiting_guardian'],
      or(inArray(familyLinkEvents.status, ['accepted', 'declined']), and(eq(familyLinkEvents.status, 'ended'), eq(familyLinkEvents.endedBy, 'child'))),
    ),
    listConsentRequestsFor(actor),
    listGuardianApprovals(actor.id),
    getChildPlaces(actor),
  ]);
  // The schools' names through the schools module, which owns them (decision 059's port): families keeps only the ids.
  const schoolIds = children.flatMap((row) => (row.schoolId ? [row.schoolId] : []));
  const names = schoolIds.length > 0 ? await schoolNames.get().schoolNamesByIds(getDb(), schoolIds) : new Map<string, string>();
  const now = new Date();
  return {
    children: children.map((row) => ({
      ...personOf(row),
      xp: row.xp,
      lastLogin: row.lastLogin,
      simulatorEnabled: row.simulatorEnabled,
      journalTutors: row.journalTutors,
      signInName: row.signInName,
      confirmName: confirmNameOf(row),
      consenting: row.consenting,
      canDelete: row.consenting || !row.anyConsenting,
      schoolAuthorisedAt: row.schoolAuthorisedAt,
      schoolName: row.schoolId ? (names.get(row.schoolId) ?? null) : null,
      childAgreementToo: childAgreementNeeded(row, now),
      takeOverAwaitingChild: row.schoolAuthorisedAt !== null && Boolean(row.takeOverAwaitingChild),
      country: row.country,
      countryHold: row.consentPending ? (row.childAgreementAsked ? 'childAgreement' : 'parentConsent') : null,
    })),
    requests,
    events,
    consentRequests,
    approvals,
    places,
  };
}

/** Other adults' requests for the children this parent agreed to or made (decision 044), oldest first. */
async function listGuardianApprovals(parentId: string): Promise<GuardianApproval[]> {
  const kid = peopleView('kid');
  const rows = await getDb()
    .select({ eventId: familyLinkEvents.id, createdAt: familyLinkEvents.createdAt, ...otherColumns, kidFirstName: kid.firstName, kidLastName: kid.lastName, kidEmail: kid.email })
    .from(familyLinkEvents)
    .innerJoin(familyLinks, and(eq(familyLinks.childId, familyLinkEvents.childId), eq(familyLinks.parentId, parentId), eq(familyLinks.consenting, true)))
    .innerJoin(other, eq(other.id, familyLinkEvents.parentId))
    .innerJoin(kid, eq(kid.id, familyLinkEvents.childId))
    .where(eq(familyLinkEvents.status, 'awaiting_guardian'))
    .orderBy(familyLinkEvents.createdAt, familyLinkEvents.id);
  return rows.map((row) => ({ eventId: row.eventId, createdAt: row.createdAt, person: personOf(row), childName: fullNameOrEmail({ firstName: row.kidFirstName, lastName: row.kidLastName, email: row.kidEmail }) }));
}

/** The child's side: who is linked, who asks, and what the adults did lately (one round trip). */
/** The adults linked to the child, by first name. */
async function linkedAdultsOf(childId: string): Promise<LinkedAdult[]> {
  const rows = await getDb()
    .select({ ...otherColumns, consenting: familyLinks.consenting })
    .from(familyLinks)
    .innerJoin(other, eq(other.id, familyLinks.parentId))
    .where(eq(familyLinks.childId, childId))
    .orderBy(other.firstName, other.id);
  return rows.map((row) => ({ ...personOf(row), consenting: row.consenting }));
}

export async function getChildFamily(actor: Actor): Promise<ChildFamily> {
  // A held child (decision 060 and its amendments): a registration's has no family links yet, only the mailed request
  // (decision 030); a change of country's has linked parents, whose consent it waits for, so the child is shown them.
  // The hold withholds answering and ending links, so no request or event is read.
  if (actor.awaitingConsent && actor.role === 'child') {
    // Held for their own agreement to a parent's consent (a change of country, decision 060's amendment): that parent asks.
    const [consentWait, held, adults] = await Promise.all([getConsentWait(actor), findPendingTakeOver(getDb(), actor.id), linkedAdultsOf(actor.id)]);
    const asking = held ? adults.find((adult) => adult.id === held.parentId) : undefined;
    return { adults, requests: [], events: [], consentWait, takeOverAgreement: held && asking ? { parent: asking, askedAt: held.askedAt, held: true } : null, held: true };
  }
  assertCan(actor, 'answer:link:own');
  const [linked, [requests, events], takeOver] = await Promise.all([
    linkedAdultsOf(actor.id),
    // Requests the adults withdrew, links they ended, and a parent's agreement to the account (decision 030).
    requestsAndEvents(
      actor.id,
      familyLinkEvents.childId,
      familyLinkEvents.parentId,
      ['pending'],
      or(inArray(familyLinkEvents.status, ['cancelled', 'consented']), and(eq(familyLinkEvents.status, 'ended'), eq(familyLinkEvents.endedBy, 'parent'))),
    ),
    // A parent's take-over waiting for this child's own agreement (France below 15, decision 060).
    findPendingTakeOver(getDb(), actor.id),
  ]);
  const asking = takeOver ? linked.find((adult) => adult.id === takeOver.parentId) : undefined;
  return { adults: linked, requests, events, consentWait: null, takeOverAgreement: asking && takeOver ? { parent: asking, askedAt: takeOver.askedAt, held: takeOver.schoolId === null } : null };
}

/**
 * How many family answers wait for this parent: consent requests naming their verified address (decision 030) and
 * other adults' requests for a child they look after (decision 044). Their dashboard points at /children with it.
 */
export async function countAnswersWaitingFor(actor: Actor): Promise<number> {
  assertCan(actor, 'link:child:own');
  const [consents, approvals] = await Promise.all([listConsentRequestsFor(actor), listGuardianApprovals(actor.id)]);
  return consents.length + approvals.length;
}
