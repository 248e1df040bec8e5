import 'server-only';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { familyLinkEvents, familyLinks, users } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

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
}

export interface OpenRequest {
  eventId: string;
  person: FamilyPerson;
  createdAt: Date;
}

/** Something the other side did that this side is told about (decision 026). */
export interface FamilyEvent {
  id: string;
  kind: 'accepted' | 'declined' | 'cancelled' | 'ended';
  person: FamilyPerson;
  at: Date;
}

export interface ChildrenPage {
  children: LinkedChildCard[];
  requests: OpenRequest[];
  events: FamilyEvent[];
}

export interface ChildFamily {
  /** The adults linked to the child: each can see the child's progress and reports (told to the child, AADC). */
  adults: FamilyPerson[];
  requests: OpenRequest[];
  events: FamilyEvent[];
}

/** How far back each side is told what the other did. */
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

/** /children: the parent's linked children, their open requests, and what the children did lately (one round trip). */
export async function getChildrenPage(actor: Actor): Promise<ChildrenPage> {
  assertCan(actor, 'link:child:own');
  const db = getDb();
  const [children, requests, events] = await Promise.all([
    db
      .select({ ...otherColumns, xp: other.xp, lastLogin: other.lastLogin })
      .from(familyLinks)
      .innerJoin(other, eq(other.id, familyLinks.childId))
      .where(eq(familyLinks.parentId, actor.id))
      .orderBy(other.firstName, other.id),
    db
      .select({ eventId: familyLinkEvents.id, createdAt: familyLinkEvents.createdAt, ...otherColumns })
      .from(familyLinkEvents)
      .innerJoin(other, eq(other.id, familyLinkEvents.childId))
      .where(and(eq(familyLinkEvents.parentId, actor.id), eq(familyLinkEvents.status, 'pending')))
      .orderBy(desc(familyLinkEvents.createdAt)),
    // The children's answers, and links the children ended.
    db
      .select({ eventId: familyLinkEvents.id, status: familyLinkEvents.status, at: familyLinkEvents.decidedAt, ...otherColumns })
      .from(familyLinkEvents)
      .innerJoin(other, eq(other.id, familyLinkEvents.childId))
      .where(
        and(
          eq(familyLinkEvents.parentId, actor.id),
          gt(familyLinkEvents.decidedAt, recent),
          or(inArray(familyLinkEvents.status, ['accepted', 'declined']), and(eq(familyLinkEvents.status, 'ended'), eq(familyLinkEvents.endedBy, 'child'))),
        ),
      )
      .orderBy(desc(familyLinkEvents.decidedAt))
      .limit(EVENTS_SHOWN),
  ]);
  return {
    children: children.map((row) => ({ ...personOf(row), xp: row.xp, lastLogin: row.lastLogin })),
    requests: requests.map((row) => ({ eventId: row.eventId, createdAt: row.createdAt, person: personOf(row) })),
    events: events.map((row) => ({ id: row.eventId, kind: row.status as FamilyEvent['kind'], at: row.at!, person: personOf(row) })),
  };
}

/** The child's side: who is linked, who asks, and what the adults did lately (one round trip). */
export async function getChildFamily(actor: Actor): Promise<ChildFamily> {
  assertCan(actor, 'answer:link:own');
  const db = getDb();
  const [adults, requests, events] = await Promise.all([
    db
      .select(otherColumns)
      .from(familyLinks)
      .innerJoin(other, eq(other.id, familyLinks.parentId))
      .where(eq(familyLinks.childId, actor.id))
      .orderBy(other.firstName, other.id),
    db
      .select({ eventId: familyLinkEvents.id, createdAt: familyLinkEvents.createdAt, ...otherColumns })
      .from(familyLinkEvents)
      .innerJoin(other, eq(other.id, familyLinkEvents.parentId))
      .where(and(eq(familyLinkEvents.childId, actor.id), eq(familyLinkEvents.status, 'pending')))
      .orderBy(desc(familyLinkEvents.createdAt)),
    // Requests the adults withdrew, and links they ended.
    db
      .select({ eventId: familyLinkEvents.id, status: familyLinkEvents.status, at: familyLinkEvents.decidedAt, ...otherColumns })
      .from(familyLinkEvents)
      .innerJoin(other, eq(other.id, familyLinkEvents.parentId))
      .where(
        and(
          eq(familyLinkEvents.childId, actor.id),
          gt(familyLinkEvents.decidedAt, recent),
          or(eq(familyLinkEvents.status, 'cancelled'), and(eq(familyLinkEvents.status, 'ended'), eq(familyLinkEvents.endedBy, 'parent'))),
        ),
      )
      .orderBy(desc(familyLinkEvents.decidedAt))
      .limit(EVENTS_SHOWN),
  ]);
  return {
    adults: adults.map(personOf),
    requests: requests.map((row) => ({ eventId: row.eventId, createdAt: row.createdAt, person: personOf(row) })),
    events: events.map((row) => ({ id: row.eventId, kind: row.status as FamilyEvent['kind'], at: row.at!, person: personOf(row) })),
  };
}
