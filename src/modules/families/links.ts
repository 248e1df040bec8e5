import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { familyLinkEvents, familyLinks, parentalConsents } from '@/db/schema';
import { lockPerson, lockPersonCard, peopleView } from '@/modules/accounts';
import { assertPlanAllows } from '@/modules/billing';
import { fullNameOrEmail, leaderboardName } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { consume, enforce, refund, tooManyAttempts } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { childQuery } from './child-row';
import { familyLinkAnswered, familyLinkEnded, familyLinkEndAsked, familyLinkRequested } from './events';
import { consentingGuardianIdsOf, guardianIdsOf } from './guardian-ids';
import { otherParentsOf } from './held-child-parents';

/*
 * Linking a parent and a child with the child's consent (decision 026). The parent types the code from the child's
 * dashboard; the child sees who asks and accepts or declines; either side may end the link later and the other side
 * is told (the events are listed on both sides' pages). Every change is one transaction with its audit entry, taken
 * under the child's row lock, so two requests or answers for one child are taken one after the other.
 *
 * A child whose account a parent agreed to or made (decision 044) cannot let another adult in alone, nor push that
 * parent out: a new request waits for that parent's approval, and only that parent ends their own link (the child may
 * ask them to). Every new link is told to the parents linked before.
 */

/** Open requests: waiting for the child, or for a parent who looks after the account (decision 044). */
const OPEN_STATUSES = ['pending', 'awaiting_guardian'] as const;
/** How often a child may ask one parent to end their link: once a day is a request, more would be nagging. */
const END_ASK_LIMIT = { max: 1, windowMs: 24 * 60 * 60 * 1000 };

/** A child has at most this many linked adults (decision 026), counting open requests, so a fifth cannot even ask. */
export const LINKED_ADULTS_MAX = 4;
/** Wrong codes a parent may type per window: enough for typos, far too few to find children by guessing. */
export const LINK_CODE_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };

export interface LinkRef {
  eventId: string;
  childName: string;
  /** The request waits for a parent who looks after the child's account, not for the child (decision 044). */
  awaitingGuardian: boolean;
}

/** The people of a link, as accounts publishes a person's row (decision 055). */
const person = peopleView();
const personColumns = { id: person.id, email: person.email, role: person.role, firstName: person.firstName, lastName: person.lastName, avatarSeed: person.avatarSeed, avatarVariant: person.avatarVariant };

/**
 * The children a parent has or has asked for (decision 040): what their plan's limit counts, so open requests cannot
 * pass it. Taken under the parent's row lock by every path that adds one.
 */
export async function childrenInUse(tx: Tx, parentId: string): Promise<number> {
  await lockPerson(tx, parentId);
  const [links] = await tx.select({ total: count() }).from(familyLinks).where(eq(familyLinks.parentId, parentId));
  const [pending] = await tx
    .select({ total: count() })
    .from(familyLinkEvents)
    .where(and(eq(familyLinkEvents.parentId, parentId), inArray(familyLinkEvents.status, OPEN_STATUSES)));
  return (links?.total ?? 0) + (pending?.total ?? 0);
}

async function adultsOf(tx: Tx, childId: string): Promise<number> {
  const [links] = await tx.select({ total: count() }).from(familyLinks).where(eq(familyLinks.childId, childId));
  const [pending] = await tx
    .select({ total: count() })
    .from(familyLinkEvents)
    .where(and(eq(familyLinkEvents.childId, childId), inArray(familyLinkEvents.status, OPEN_STATUSES)));
  return (links?.total ?? 0) + (pending?.total ?? 0);
}

/**
 * What a held account waits for, in the words of the refusal: a request still unanswered is the registration's mailed
 * one (decision 030: the parent the child named agrees from the e-mail); one a parent answered waits for the child's
 * own agreement (France below 15, after a change of country: asked on the child's dashboard); none means a change of
 * country that a linked parent has not consented to yet (given on the child's card, decision 060's amendment).
 */
async function heldChildRefusal(tx: Tx, childId: string): Promise<string> {
  const [request] = await tx.select({ approvedAt: parentalConsents.approvedAt }).from(parentalConsents).where(eq(parentalConsents.childId, childId));
  if (!request) return 'families.errors.childAwaitsLinkedParent';
  return request.approvedAt === null ? 'families.errors.childAwaitsConsent' : 'families.errors.childAwaitsOwnAgreement';
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
      .select({ id: person.id, consentPending: person.consentPending })
      .from(person)
      .where(and(eq(person.childRefCode, code), eq(person.role, 'child')));
    if (!found) throw new AppError(404, 'families.errors.codeNotFound');
    // A held child takes no new parent (decision 060's amendments); the refusal says what the hold waits for.
    if (found.consentPending) throw new AppError(409, await heldChildRefusal(tx, found.id));
    const child = (await lockPersonCard(tx, found.id))!;
    // Until the child answers, the parent learns no more than a leaderboard shows: first name and initial.
    const childName = leaderboardName(child.firstName, child.lastName);
    const [linked] = await tx
      .select({ childId: familyLinks.childId })
      .from(familyLinks)
      .where(and(eq(familyLinks.parentId, actor.id), eq(familyLinks.childId, child.id)));
    if (linked) throw new AppError(409, 'families.errors.alreadyLinked');
    const [open] = await tx
      .select({ id: familyLinkEvents.id })
      .from(familyLinkEvents)
      .where(and(eq(familyLinkEvents.parentId, actor.id), eq(familyLinkEvents.childId, child.id), inArray(familyLinkEvents.status, OPEN_STATUSES)));
    if (open) throw new AppError(409, 'families.errors.alreadyAsked');
    if ((await adultsOf(tx, child.id)) >= LINKED_ADULTS_MAX) throw new AppError(409, 'families.errors.tooManyAdults');
    await assertPlanAllows(tx, actor, 'children', await childrenInUse(tx, actor.id));
    const guardianIds = await consentingGuardianIdsOf(child.id, tx);
    const status = guardianIds.length > 0 ? 'awaiting_guardian' : 'pending';
    const [event] = await tx.insert(familyLinkEvents).values({ parentId: actor.id, childId: child.id, status }).returning({ id: familyLinkEvents.id });
    await publish(tx, familyLinkRequested, { parentId: actor.id, childId: child.id, guardianIds });
    await writeAudit(tx, actor, {
      actionType: 'family_link_request',
      component: 'families',
      entityId: event!.id,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} asked to link ${child.email}`,
      details: { childId: child.id },
    });
    return { eventId: event!.id, childName, awaitingGuardian: status === 'awaiting_guardian' };
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
      .where(and(eq(familyLinkEvents.id, eventId), eq(familyLinkEvents.parentId, actor.id), inArray(familyLinkEvents.status, OPEN_STATUSES)))
      .returning({ childId: familyLinkEvents.childId });
    if (!event) throw new AppError(404, 'families.errors.requestNotFound');
    await writeAudit(tx, actor, { actionType: 'family_link_cancel', component: 'families', entityId: eventId, childId: event.childId, message: `${actor.email} withdrew a link request`, details: { childId: event.childId } });
  });
}

/** The child accepts or declines a request made to them; anyone else's request, or an answered one, is a 404. */
export async function answerRequest(actor: Actor, eventId: string, accept: boolean): Promise<{ parentName: string }> {
  assertCan(actor, 'answer:link:own');
  return getDb().transaction(async (tx) => {
    await lockPersonCard(tx, actor.id);
    const [event] = await tx
      .select({ parentId: familyLinkEvents.parentId })
      .from(familyLinkEvents)
      .where(and(eq(familyLinkEvents.id, eventId), eq(familyLinkEvents.childId, actor.id), eq(familyLinkEvents.status, 'pending')));
    if (!event) throw new AppError(404, 'families.errors.requestNotFound');
    // A parent agreed to the account after this request was made: letting an adult in is now theirs (decision 044).
    if (accept && (await consentingGuardianIdsOf(actor.id, tx)).length > 0) throw new AppError(403, 'families.errors.guardianApproves');
    const parent = (await lockPersonCard(tx, event.parentId))!;
    await tx
      .update(familyLinkEvents)
      .set({ status: accept ? 'accepted' : 'declined', decidedAt: new Date() })
      .where(eq(familyLinkEvents.id, eventId));
    const otherParentIds = accept ? await guardianIdsOf(actor.id, tx) : [];
    // The request counted towards the child's adults while it was open, so accepting it cannot pass the limit.
    if (accept) await tx.insert(familyLinks).values({ parentId: parent.id, childId: actor.id }).onConflictDoNothing();
    await publish(tx, familyLinkAnswered, { parentId: parent.id, childId: actor.id, accepted: accept, otherParentIds });
    await writeAudit(tx, actor, {
      actionType: accept ? 'family_link_accept' : 'family_link_decline',
      component: 'families',
      entityId: eventId,
      targetUser: parent.email,
      subjectUserId: parent.id,
      childId: actor.id,
      message: `${actor.email} ${accept ? 'accepted' : 'declined'} the link with ${parent.email}`,
      details: { parentId: parent.id },
    });
    return { parentName: fullNameOrEmail(parent) };
  });
}

/**
 * A parent who looks after the child's account (decision 044) approves or declines another adult's request. Anyone
 * else, another child's request, or an answered one, is a 404. Approved, the adult is linked at once; the child, the
 * asking adult and the other linked parents are told.
 */
export async function answerGuardianApproval(actor: Actor, eventId: string, approve: boolean): Promise<{ parentName: string; childName: string }> {
  assertCan(actor, 'link:child:own');
  return getDb().transaction(async (tx) => {
    const [found] = await tx.select({ childId: familyLinkEvents.childId }).from(familyLinkEvents).where(eq(familyLinkEvents.id, eventId));
    const child = found ? await lockPersonCard(tx, found.childId) : undefined;
    const [event] = child
      ? await tx
          .select({ parentId: familyLinkEvents.parentId })
          .from(familyLinkEvents)
          .where(and(eq(familyLinkEvents.id, eventId), eq(familyLinkEvents.status, 'awaiting_guardian')))
      : [];
    const guardianIds = child ? await consentingGuardianIdsOf(child.id, tx) : [];
    if (!child || !event || !guardianIds.includes(actor.id)) throw new AppError(404, 'families.errors.requestNotFound');
    const parent = (await lockPersonCard(tx, event.parentId))!;
    const otherParentIds = approve ? (await guardianIdsOf(child.id, tx)).filter((id) => id !== actor.id) : [];
    await tx
      .update(familyLinkEvents)
      .set({ status: approve ? 'accepted' : 'declined', decidedAt: new Date() })
      .where(eq(familyLinkEvents.id, eventId));
    if (approve) await tx.insert(familyLinks).values({ parentId: parent.id, childId: child.id }).onConflictDoNothing();
    await publish(tx, familyLinkAnswered, { parentId: parent.id, childId: child.id, accepted: approve, guardianId: actor.id, otherParentIds });
    await writeAudit(tx, actor, {
      actionType: approve ? 'family_link_guardian_approve' : 'family_link_guardian_decline',
      component: 'families',
      entityId: eventId,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} ${approve ? 'approved' : 'declined'} the link of ${parent.email} with ${child.email}`,
      details: { childId: child.id, parentId: parent.id },
    });
    return { parentName: fullNameOrEmail(parent), childName: fullNameOrEmail(child) };
  });
}

/**
 * The child asks a parent who looks after their account to end their link (decision 044), since only that parent may:
 * the parent is told; once a day per parent. A link that is not such a link is a 404.
 */
export async function askToEndLink(actor: Actor, parentId: string): Promise<{ name: string }> {
  assertCan(actor, 'answer:link:own');
  const [link] = await getDb()
    .select({ parentId: familyLinks.parentId })
    .from(familyLinks)
    .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, actor.id), eq(familyLinks.consenting, true)));
  if (!link) throw new AppError(404, 'families.errors.linkNotFound');
  await enforce({ key: `link-end-ask:${actor.id}:${parentId}`, ...END_ASK_LIMIT });
  return getDb().transaction(async (tx) => {
    const parent = (await lockPersonCard(tx, parentId))!;
    await publish(tx, familyLinkEndAsked, { parentId, childId: actor.id });
    await writeAudit(tx, actor, {
      actionType: 'family_link_end_ask',
      component: 'families',
      entityId: `${parentId}:${actor.id}`,
      targetUser: parent.email,
      subjectUserId: parentId,
      childId: actor.id,
      message: `${actor.email} asked ${parent.email} to end their link`,
      details: { parentId, childId: actor.id },
    });
    return { name: fullNameOrEmail(parent) };
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
    await lockPersonCard(tx, childId);
    if (!asParent) {
      const [standing] = await tx.select({ consenting: familyLinks.consenting }).from(familyLinks).where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)));
      // Decision 044: the parent who agreed to the account or made it is not the child's to remove.
      if (standing?.consenting) throw new AppError(403, 'families.errors.onlyGuardianEnds');
    } else {
      // A held account's last linked parent stays until it opens (decision 060's amendment): nobody else could consent.
      // Under the child's row lock, so of two parents leaving at once the second is refused.
      const [child] = await childQuery(tx, childId);
      if (child?.consentPending && (await otherParentsOf(tx, childId, parentId)) === 0) throw new AppError(409, 'families.errors.heldChildLastParent');
    }
    const removed = await tx
      .delete(familyLinks)
      .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))
      .returning({ childId: familyLinks.childId });
    if (removed.length === 0) throw new AppError(404, 'families.errors.linkNotFound');
    const other = (await tx.select(personColumns).from(person).where(eq(person.id, otherId)))[0]!;
    await tx.insert(familyLinkEvents).values({ parentId, childId, status: 'ended', endedBy: asParent ? 'parent' : 'child', decidedAt: sql`now()` });
    // What the child showed this adult is unshared in the same transaction (the journal subscribes, decision 025).
    await publish(tx, familyLinkEnded, { parentId, childId, endedBy: asParent ? 'parent' : 'child' });
    await writeAudit(tx, actor, {
      actionType: 'family_link_end',
      component: 'families',
      entityId: `${parentId}:${childId}`,
      targetUser: other.email,
      subjectUserId: otherId,
      childId,
      message: `${actor.email} ended the link with ${other.email}`,
      details: { parentId, childId },
    });
    return { name: fullNameOrEmail(other) };
  });
}
