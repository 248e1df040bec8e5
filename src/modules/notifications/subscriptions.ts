import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { fullNameOrEmail, leaderboardName } from '@/lib/person-name';
import { accountSecurityChanged } from '@/modules/accounts/events';
import { peopleView } from '@/modules/accounts/runtime';
import { assignmentGiven, membershipAnswered, membershipRequested } from '@/modules/classes/events';
import { childDataExportRequested, consentRequested, familyLinkAnswered, familyLinkEnded, familyLinkEndAsked, familyLinkRequested, takeOverAnswered, countryConsentNeeded } from '@/modules/families/events';
import { guardianIdsOf } from '@/modules/families/runtime';
import { feedbackWritten } from '@/modules/feedback/events';
import { journalEntryShared } from '@/modules/journal/events';
import { badgesEarned } from '@/modules/progress/events';
import { ordersExpired } from '@/modules/simulator/events';
import { subscribe } from '@/server/domain-events';
import { readChildNotifications } from './child-export';
import { workIds } from './assignment-work';
import { notify, type NewNotification } from './notify';

/*
 * What makes a notification (decision 036): the other modules' domain events, in their transactions (decision 015).
 * The names a text needs are read here, as they are now. No 'server-only': the custom server wires these too (the
 * market engine's fills award badges).
 */

type Person = { id: string; role: string; firstName: string; lastName: string; email: string };

async function people(tx: Tx, ids: readonly string[]): Promise<Map<string, Person>> {
  const person = peopleView('person');
  const rows = await tx.select({ id: person.id, role: person.role, firstName: person.firstName, lastName: person.lastName, email: person.email }).from(person).where(inArray(person.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

const nameOf = (person: Person | undefined) => (person ? fullNameOrEmail(person) : '?');

export function subscribeNotifications(): void {
  // Decision 047: a resting limit order that the day's prices never reached ends with the day; its owner is told.
  subscribe(ordersExpired, 'notifications.orders-expired', async (tx, { expired }) => {
    await notify(tx, expired.map(({ userId, count }) => ({ recipientId: userId, type: 'orders_expired' as const, childId: userId, params: { count: String(count) }, link: '/simulator' })));
  });
  subscribe(familyLinkRequested, 'notifications.link-requested', async (tx, { parentId, childId, guardianIds }) => {
    const found = await people(tx, [parentId, childId]);
    const name = nameOf(found.get(parentId));
    // Decision 044: a child whose account a parent agreed to or made is not asked; that parent is.
    if (guardianIds.length > 0) {
      await notify(tx, guardianIds.map((recipientId) => ({ recipientId, type: 'link_approval_requested' as const, actorId: parentId, childId, params: { name, child: nameOf(found.get(childId)) }, link: '/children' })));
      return;
    }
    await notify(tx, [{ recipientId: childId, type: 'link_requested', actorId: parentId, childId, params: { name }, link: '/dashboard/child' }]);
  });
  subscribe(familyLinkAnswered, 'notifications.link-answered', async (tx, { parentId, childId, accepted, guardianId, otherParentIds }) => {
    const found = await people(tx, [parentId, childId, ...(guardianId ? [guardianId] : [])]);
    const [adult, child] = [nameOf(found.get(parentId)), nameOf(found.get(childId))];
    const told: NewNotification[] = guardianId
      ? [
          { recipientId: parentId, type: accepted ? ('link_guardian_approved' as const) : ('link_guardian_declined' as const), actorId: guardianId, childId, params: { guardian: nameOf(found.get(guardianId)), child }, link: '/children' },
          ...(accepted ? [{ recipientId: childId, type: 'link_added' as const, actorId: parentId, childId, params: { name: adult }, link: '/dashboard/child' }] : []),
        ]
      : [{ recipientId: parentId, type: accepted ? ('link_accepted' as const) : ('link_declined' as const), actorId: childId, childId, params: { name: child }, link: '/children' }];
    // Decision 044: every new link is told at once to the parents who were linked before.
    const others: NewNotification[] = accepted ? otherParentIds.filter((id) => id !== parentId).map((recipientId) => ({ recipientId, type: 'guardian_added' as const, actorId: parentId, childId, params: { name: adult, child }, link: '/children' })) : [];
    await notify(tx, [...told, ...others]);
  });
  subscribe(familyLinkEndAsked, 'notifications.link-end-asked', async (tx, { parentId, childId }) => {
    const found = await people(tx, [childId]);
    await notify(tx, [{ recipientId: parentId, type: 'link_end_asked', actorId: childId, childId, params: { name: nameOf(found.get(childId)) }, link: '/children' }]);
  });
  // Decision 060: the parent who took over a school account, or changed the child's country to one that asks the
  // child's own agreement too, hears the child's answer, yes or "not now" (after a change of country, the account stays held).
  subscribe(takeOverAnswered, 'notifications.take-over-answered', async (tx, { parentId, childId, agreed, held }) => {
    const found = await people(tx, [childId]);
    const type = agreed ? 'take_over_agreed' : held ? 'country_agreement_declined' : 'take_over_declined';
    await notify(tx, [{ recipientId: parentId, type, actorId: childId, childId, params: { name: nameOf(found.get(childId)) }, link: '/children' }]);
  });
  // Decision 060: an admin changed a child's country and its law asks a parent's consent: every linked parent is told.
  subscribe(countryConsentNeeded, 'notifications.country-consent-needed', async (tx, { childId, parentIds }) => {
    const found = await people(tx, [childId]);
    await notify(tx, parentIds.map((recipientId) => ({ recipientId, type: 'country_consent_needed' as const, childId, params: { name: nameOf(found.get(childId)) }, link: '/children' })));
  });
  subscribe(familyLinkEnded, 'notifications.link-ended', async (tx, { parentId, childId, endedBy }) => {
    const [recipientId, actorId] = endedBy === 'parent' ? [childId, parentId] : [parentId, childId];
    const found = await people(tx, [actorId]);
    await notify(tx, [{ recipientId, type: 'link_ended', actorId, childId, params: { name: nameOf(found.get(actorId)) }, link: endedBy === 'parent' ? '/dashboard/child' : '/children' }]);
  });

  // The family answers a tutor's request: the linked parents, or the child alone when none is linked (decision 032).
  subscribe(membershipRequested, 'notifications.membership-requested', async (tx, { className, tutorId, childId }) => {
    const parents = await guardianIdsOf(childId, tx);
    const found = await people(tx, [tutorId, childId]);
    const params = { tutor: nameOf(found.get(tutorId)), child: nameOf(found.get(childId)), className };
    const recipients = parents.length > 0 ? parents.map((id) => ({ id, link: '/dashboard/parent' })) : [{ id: childId, link: '/dashboard/child' }];
    await notify(tx, recipients.map((recipient) => ({ recipientId: recipient.id, type: 'membership_requested', actorId: tutorId, childId, params, link: recipient.link })));
  });
  subscribe(membershipAnswered, 'notifications.membership-answered', async (tx, { classId, className, tutorId, childId, approved }) => {
    const child = (await people(tx, [childId])).get(childId);
    // Declined, the tutor learns no more than the request showed them: the first name and initial (decision 032).
    const name = child ? (approved ? fullNameOrEmail(child) : leaderboardName(child.firstName, child.lastName)) : '?';
    await notify(tx, [{ recipientId: tutorId, type: approved ? 'membership_approved' : 'membership_declined', childId, params: { child: name, className }, link: `/classes/${classId}` }]);
  });
  subscribe(assignmentGiven, 'notifications.assignment-given', async (tx, { className, tutorId, title, lessonId, courseId, childIds }) => {
    await notify(tx, childIds.map((childId) => ({ recipientId: childId, type: 'assignment_given', actorId: tutorId, childId, params: { title, className, ...workIds(lessonId, courseId) }, link: '/dashboard/child' })));
  });

  subscribe(feedbackWritten, 'notifications.feedback-written', async (tx, { tutorId, childId, author }) => {
    const found = await people(tx, [tutorId, childId]);
    const tutor = found.get(tutorId);
    await notify(tx, [
      author === 'tutor'
        ? { recipientId: childId, type: 'feedback_received', actorId: tutorId, childId, params: { name: tutor ? leaderboardName(tutor.firstName, tutor.lastName) : '?' }, link: '/dashboard/child' }
        : { recipientId: tutorId, type: 'feedback_reply', actorId: childId, childId, params: { name: nameOf(found.get(childId)) }, link: `/feedback/${childId}` },
    ]);
  });

  // A badge: to the child, and to each linked parent (decision 036). The English name is kept (the e-mails say it) with
  // the badge's id, by which the list names it in its reader's language (decision 054).
  // The child is named from their row as the award locked it (the event carries it), not read again.
  subscribe(badgesEarned, 'notifications.badges-earned', async (tx, { childId, badges, child }) => {
    const parents = await guardianIdsOf(childId, tx);
    await notify(
      tx,
      badges.flatMap((badge) => [
        { recipientId: childId, type: 'badge_earned' as const, childId, params: { badge: badge.name, badgeId: String(badge.id) }, link: '/achievements' },
        ...parents.map((parentId) => ({ recipientId: parentId, type: 'child_badge_earned' as const, childId, params: { child: nameOf(child), badge: badge.name, badgeId: String(badge.id) }, link: '/progress' })),
      ]),
    );
  });

  // A child showed a journal entry to adults the families module lets read it (decision 025): each newly chosen one is
  // told who, never what (the entry's words stay on the page where they may read them: a parent's card of the child,
  // a tutor's page of the student).
  subscribe(journalEntryShared, 'notifications.journal-shared', async (tx, { childId, readers }) => {
    const child = (await people(tx, [childId])).get(childId);
    await notify(
      tx,
      readers.map((reader) => ({
        recipientId: reader.id,
        type: 'journal_shared' as const,
        actorId: childId,
        childId,
        params: { name: nameOf(child) },
        link: reader.role === 'tutor' ? `/students/${encodeURIComponent(childId)}` : `/children#journal-${encodeURIComponent(childId)}`,
      })),
    );
  });

  // A parent account with the address a young child named hears of it in the app as well as by e-mail (decision 030).
  subscribe(consentRequested, 'notifications.consent-requested', async (tx, { childId, childFirstName, parentEmail }) => {
    const parent = peopleView('parent');
    const parents = await tx.select({ id: parent.id }).from(parent).where(and(eq(parent.email, parentEmail), eq(parent.role, 'parent')));
    await notify(tx, parents.map((parent) => ({ recipientId: parent.id, type: 'consent_requested' as const, childId, params: { child: childFirstName }, link: '/children' })));
  });

  // What guards an account, told to its owner whatever their role (decision 037); a child's is about the child.
  subscribe(accountSecurityChanged, 'notifications.security-changed', async (tx, change) => {
    const owner = (await people(tx, [change.userId])).get(change.userId);
    if (!owner) return;
    const childId = owner.role === 'child' ? owner.id : null;
    const params: Record<string, string> =
      change.change === 'new_sign_in'
        ? // Both names known: the message joins them in the reader's language ("Chrome sur Linux"); product names stay.
          change.browser && change.system
          ? { device: 'pair', browser: change.browser, system: change.system }
          : { device: change.device || 'unknown' }
        : change.change === 'password_changed'
          ? { by: change.by }
          : { email: change.newEmail, oldEmail: change.oldEmail };
    await notify(tx, [{ recipientId: owner.id, type: change.change, childId, params, link: '/settings' }]);
  });

  // Not a notification: a parent's export of a child's data (decision 027) gets the child's settings and notifications
  // from here, their owner (decision 055).
  subscribe(childDataExportRequested, 'notifications.child-notifications', (tx, { childId }) => readChildNotifications(tx, childId));
}
