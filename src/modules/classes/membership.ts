import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { classes, classMembers } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { guardianIdsOf } from '@/modules/families';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { publish } from '@/server/domain-events';
import { membershipAnswered } from './events';
import { childAnswersAlone } from './membership-rules';

/**
 * The family answers a tutor's request to add a child to a class (decision 032): a linked parent, or the child alone
 * when they have no linked parent and are 13 or more. Approved, the child is the tutor's student (their progress,
 * the class board); declined, the tutor sees the answer and nothing more. A request one may not answer, or one already
 * answered, is a 404. Taken under the membership row's lock, audited, in one transaction.
 */
export async function answerMembership(actor: Actor, input: { classId: string; childId: string }, approve: boolean): Promise<{ className: string; childName: string }> {
  assertCan(actor, 'answer:membership:own');
  return getDb().transaction(async (tx) => {
    const child = peopleView('child');
    const [request] = await tx
      .select({ className: classes.name, tutorId: classes.tutorId, email: child.email, firstName: child.firstName, lastName: child.lastName, avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(child, eq(child.id, classMembers.childId))
      .where(and(eq(classMembers.classId, input.classId), eq(classMembers.childId, input.childId), eq(classMembers.status, 'pending')))
      .for('update', { of: classMembers });
    const allowed =
      request !== undefined &&
      (actor.role === 'child' ? actor.id === input.childId && (await childAnswersAlone(tx, input.childId)) : (await guardianIdsOf(input.childId, tx)).includes(actor.id));
    if (!request || !allowed) throw new AppError(404, 'classes.errors.requestNotFound');
    await tx
      .update(classMembers)
      .set({ status: approve ? 'approved' : 'declined', decidedAt: new Date(), decidedBy: actor.id })
      .where(and(eq(classMembers.classId, input.classId), eq(classMembers.childId, input.childId)));
    await publish(tx, membershipAnswered, { classId: input.classId, className: request.className, tutorId: request.tutorId, childId: input.childId, approved: approve });
    const childName = fullNameOrEmail(request);
    await writeAudit(tx, actor, {
      actionType: approve ? 'class_membership_approve' : 'class_membership_decline',
      component: 'classes',
      entityId: input.classId,
      targetUser: request.email,
      subjectUserId: input.childId,
      childId: input.childId,
      message: `${actor.email} ${approve ? 'approved' : 'declined'} ${childName} in the class "${request.className}"`,
      details: { childId: input.childId, classId: input.classId },
    });
    return { className: request.className, childName };
  });
}
