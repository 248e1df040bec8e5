import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { familyLinkEvents, familyLinks, users } from '@/db/schema';
import { assertPlanAllows } from '@/modules/billing';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { consume, refund, tooManyAttempts } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { familyLinkAnswered, familyLinkEnded, familyLinkRequested } from './events';

/*
 * Linking a parent and a child with the child's consent (decision 026). The parent types the code from the child's
 * dashboard; the child sees who asks and accepts or declines; either side may end the link later and the other side
 * is told (the events are listed on both sides' pages). Every change is one transaction with its audit entry, taken
 * under the child's row lock, so two requests or answers for one child are taken one after the other.
 */

/** A child has at most this many linked adults (decision 026), counting open requests, so a fifth cannot even ask. */
export const LINKED_ADULTS_MAX = 4;
/** Wrong codes a parent may type per window: enough for typos, far too few to find children by guessing. */
export const LINK_CODE_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };

export interface LinkRef {
  eventId: string;
  childName: string;
}

const personColumns = { id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName, avatarSeed: users.avatarSeed, avatarVariant: users.avatarVariant };

async function lockPerson(tx: Tx, id: string) {
  const [row] = await tx.select(personColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * The children a parent has or has asked for (decision 040): what their plan's limit counts, so open requests cannot
 * pass it. Taken under the parent's row lock by every path that adds one.
 */
export async function childrenInUse(tx: Tx, parentId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, parentId)).for('update');
  const [links] = await tx.select({ total: count() }).from(familyLinks).where(eq(familyLinks.parentId, parentId));
  const [pending] = await tx
    .select({ total: count() })
    .from(familyLinkEvents)
    .where(and(eq(familyLinkEvents.parentId, parentId), eq(familyLinkEvents.status, 'pending')));
  return (links?.total ?? 0) + (pending?.total ?? 0);
}

async function adultsOf(tx: Tx, childId: string): Promise<number> {
  const [links] = await tx.select({ total: count() }).from(familyLinks).where(eq(familyLinks.childId, childId));
  const [pending] = await tx
    .select({ total: count() })
    .from(familyLinkEvents)
    .where(and(eq(familyLinkEvents.childId, childId), eq(familyLinkEvents.status, 'pending')));
  return (links?.total ?? 0) + (pending?.total ?? 0);
}

/**
 * A parent asks to link the child whose code they typed. A code that is no child's is a 404 and counts against the
 * parent's limit (429 past it); a success gives its attempt back, so only wrong codes add up.
 */
export async function requestLink(actor: Actor, code: string): Promise<LinkRef> {
  assertCan(actor, 'link:child:own');
  const limitKey = `family-code:${actor.id}`;
  const attempt = await consume({ key: limitKey, ...LINK_CODE_ATTEMPTS });
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
  const ref = await getDb().transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, consentPending: users.consentPending })
      .from(users)
      .where(and(eq(users.childRefCode, code), eq(users.role, 'child')));
    if (!found) throw new AppError(404, 'families.errors.codeNotFound');
    // A child under 13 awaiting consent is reached through the mail to the parent they named (decision 030).
    if (found.consentPending) throw new AppError(409, 'families.errors.childAwaitsConsent');
    const child = (await lockPerson(tx, found.id))!;
    const childName = fullNameOrEmail(child);
    const [linked] = await tx
      .select({ childId: familyLinks.childId })
      .from(familyLinks)
      .where(and(eq(familyLinks.parentId, actor.id), eq(familyLinks.childId, child.id)));
    if (linked) throw new AppError(409, 'families.errors.alreadyLinked');
    const [open] = await tx
      .select({ id: familyLinkEvents.id })
      .from(familyLinkEvents)
      .where(and(eq(familyLinkEvents.parentId, actor.id), eq(familyLinkEvents.childId, child.id), eq(familyLinkEvents.status, 'pending')));
    if (open) throw new AppError(409, 'families.errors.alreadyAsked');
    if ((await adultsOf(tx, child.id)) >= LINKED_ADULTS_MAX) throw new AppError(409, 'families.errors.tooManyAdults');
    await assertPlanAllows(tx, actor, 'children', await childrenInUse(tx, actor.id));
    const [event] = await tx.insert(familyLinkEvents).values({ parentId: actor.id, childId: child.id, status: 'pending' }).returning({ id: familyLinkEvents.id });
    await publish(tx, familyLinkRequested, { parentId: actor.id, childId: child.id });
    await writeAudit(tx, actor, {
      actionType: 'family_link_request',
      component: 'families',
      entityId: event!.id,
      targetUser: child.email,
      message: `${actor.email} asked to link ${child.email}`,
      details: { childId: child.id },
    });
    return { eventId: event!.id, childName };
  });
  await refund(limitKey);
  return ref;
}

/** The parent withdraws their open request; anyone else's request, or an answered one, is a 404. */
export async function cancelRequest(actor: Actor, eventId: string): Promise<void> {
  assertCan(actor, 'link:child:own');
  await getDb().transaction(async (tx) => {
    const [event] = await tx
      .update(familyLinkEvents)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(and(eq(familyLinkEvents.id, eventId), eq(familyLinkEvents.parentId, actor.id), eq(familyLinkEvents.status, 'pending')))
      .returning({ childId: familyLinkEvents.childId });
    if (!event) throw new AppError(404, 'families.errors.requestNotFound');
    await writeAudit(tx, actor, { actionType: 'family_link_cancel', component: 'families', entityId: eventId, message: `${actor.email} withdrew a link request`, details: { childId: event.childId } });
  });
}

/** The child accepts or declines a request made to them; anyone else's request, or an answered one, is a 404. */
export async function answerRequest(actor: Actor, eventId: string, accept: boolean): Promise<{ parentName: string }> {
  assertCan(actor, 'answer:link:own');
  return getDb().transaction(async (tx) => {
    await lockPerson(tx, actor.id);
    const [event] = await tx
      .select({ parentId: familyLinkEvents.parentId })
      .from(familyLinkEvents)
      .where(and(eq(familyLinkEvents.id, eventId), eq(familyLinkEvents.childId, actor.id), eq(familyLinkEvents.status, 'pending')));
    if (!event) throw new AppError(404, 'families.errors.requestNotFound');
    const parent = (await lockPerson(tx, event.parentId))!;
    await tx
      .update(familyLinkEvents)
      .set({ status: accept ? 'accepted' : 'declined', decidedAt: new Date() })
      .where(eq(familyLinkEvents.id, eventId));
    // The request counted towards the child's adults while it was open, so accepting it cannot pass the limit.
    if (accept) await tx.insert(familyLinks).values({ parentId: parent.id, childId: actor.id }).onConflictDoNothing();
    await publish(tx, familyLinkAnswered, { parentId: parent.id, childId: actor.id, accepted: accept });
    await writeAudit(tx, actor, {
      actionType: accept ? 'family_link_accept' : 'family_link_decline',
      component: 'families',
      entityId: eventId,
      targetUser: parent.email,
      message: `${actor.email} ${accept ? 'accepted' : 'declined'} the link with ${parent.email}`,
      details: { parentId: parent.id },
    });
    return { parentName: fullNameOrEmail(parent) };
  });
}

/**
 * Either side ends a link: a parent names the child, a child names the parent. A link the actor is not part of is a
 * 404. The other side is told through the 'ended' event their page lists.
 */
export async function endLink(actor: Actor, otherId: string): Promise<{ name: string }> {
  const asParent = actor.role !== 'child';
  assertCan(actor, asParent ? 'link:child:own' : 'answer:link:own');
  const parentId = asParent ? actor.id : otherId;
  const childId = asParent ? otherId : actor.id;
  return getDb().transaction(async (tx) => {
    await lockPerson(tx, childId);
    const removed = await tx
      .delete(familyLinks)
      .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))
      .returning({ childId: familyLinks.childId });
    if (removed.length === 0) throw new AppError(404, 'families.errors.linkNotFound');
    const other = (await tx.select(personColumns).from(users).where(eq(users.id, otherId)))[0]!;
    await tx.insert(familyLinkEvents).values({ parentId, childId, status: 'ended', endedBy: asParent ? 'parent' : 'child', decidedAt: sql`now()` });
    // What the child showed this adult is unshared in the same transaction (the journal subscribes, decision 025).
    await publish(tx, familyLinkEnded, { parentId, childId, endedBy: asParent ? 'parent' : 'child' });
    await writeAudit(tx, actor, {
      actionType: 'family_link_end',
      component: 'families',
      entityId: `${parentId}:${childId}`,
      targetUser: other.email,
      message: `${actor.email} ended the link with ${other.email}`,
      details: { parentId, childId },
    });
    return { name: fullNameOrEmail(other) };
  });
}
