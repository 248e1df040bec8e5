import 'server-only';
import { getDb, type Tx } from '@/db/client';
import type { Role } from '@/lib/constants';
import { anotherActiveAdminExists, deleteAccount, lockAccountForAdmin, markAccountVerified, readAccount, sendPasswordResetLink, sendVerificationLink, setAccountBlocked, setAccountRole, type ManagedAccount } from '@/modules/accounts';
import { assertNoHeldChildLeftAlone, eraseChildById } from '@/modules/families';
import { aboutPerson, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/*
 * User management. Each change and its audit entry are one transaction. Rules: an admin cannot
 * block, demote or delete themself, and the last active admin cannot be removed. Sessions are never cached,
 * so every change takes effect on the target's very next request.
 */

type Target = ManagedAccount;

/** The account, locked with every admin row (accounts' lockAccountForAdmin): every change here goes through it. */
async function loadTarget(tx: Tx, userId: string): Promise<Target> {
  const target = await lockAccountForAdmin(tx, userId);
  if (!target) throw new AppError(404, 'errors.userNotFound');
  return target;
}

function refuseSelf(actor: Actor, target: Target): void {
  if (actor.id === target.id) throw new AppError(409, 'errors.notYourself');
}

/** Refuses a change that would leave no active admin (the admin rows are locked by loadTarget). */
async function assertAnotherAdminRemains(tx: Tx, target: Target): Promise<void> {
  if (target.role !== 'admin' || target.blocked) return;
  if (!(await anotherActiveAdminExists(tx, target.id))) throw new AppError(409, 'errors.lastAdmin');
}

export async function setUserBlocked(actor: Actor, userId: string, blocked: boolean): Promise<void> {
  assertCan(actor, 'manage:user:any');
  await getDb().transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (target.blocked === blocked) return;
    if (blocked) {
      refuseSelf(actor, target);
      await assertAnotherAdminRemains(tx, target);
    }
    await setAccountBlocked(tx, target.id, blocked);
    // A blocked user's sessions are refused from their next request on, by the session flow (spec 4 step 6), which
    // then ends each one and sends the person to /blocked to say why; deleted here, they would land on /login, told
    // nothing. Live streams check the block themselves (server/stream-session.ts).
    await writeAudit(tx, actor, {
      actionType: blocked ? 'block' : 'unblock',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      ...aboutPerson(target),
      message: `${actor.email} ${blocked ? 'blocked' : 'unblocked'} ${target.email}`,
    });
  });
}

export async function changeUserRole(actor: Actor, userId: string, role: Role): Promise<void> {
  assertCan(actor, 'manage:user:any');
  await getDb().transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (target.role === role) return;
    // A school admin is made with their school, on the Schools page (decision 061): never a role without a school.
    if (role === 'school_admin') throw new AppError(409, 'errors.schoolAdminFromSchools');
    if (target.role === 'admin') {
      refuseSelf(actor, target);
      await assertAnotherAdminRemains(tx, target);
    }
    // A parent no more, they could not consent: a held child of theirs with no other parent would wait for nobody (060).
    if (target.role === 'parent') await assertNoHeldChildLeftAlone(tx, target.id);
    // Spec 3: children carry a childRefCode (given by accounts when the account becomes a child's).
    await setAccountRole(tx, target, role);
    await writeAudit(tx, actor, {
      actionType: 'role_change',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      subjectUserId: target.id,
      childId: target.role === 'child' || role === 'child' ? target.id : null,
      message: `${actor.email} changed ${target.email} from ${target.role} to ${role}`,
      details: { from: target.role, to: role },
    });
  });
}

export async function markEmailVerified(actor: Actor, userId: string): Promise<void> {
  assertCan(actor, 'manage:user:any');
  await getDb().transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    await markAccountVerified(tx, target.id);
    await writeAudit(tx, actor, {
      actionType: 'email_verified_by_admin',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      ...aboutPerson(target),
      message: `${actor.email} marked ${target.email} as verified`,
    });
  });
}

export async function deleteUser(actor: Actor, userId: string): Promise<void> {
  assertCan(actor, 'manage:user:any');
  await getDb().transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    refuseSelf(actor, target);
    await assertAnotherAdminRemains(tx, target);
    if (target.role === 'child') {
      // Every deletion of a child is the families module's one erasure (decision 027): the mail, counters and links
      // that name the child go too, the audit entries about them keep only a random reference, and so does this one.
      const reference = await eraseChildById(tx, target.id);
      if (!reference) throw new AppError(404, 'errors.userNotFound');
      await writeAudit(tx, actor, {
        actionType: 'account_deleted',
        component: 'user-management',
        entityId: reference,
        targetUser: reference,
        subjectUserId: reference,
        childId: reference,
        message: `${actor.email} deleted the account of the child ${reference}`,
        details: { role: target.role, reference },
      });
      return;
    }
    // Nor a parent whose held child would be left with no linked parent to consent (decision 060's amendment).
    if (target.role === 'parent') await assertNoHeldChildLeftAlone(tx, target.id);
    // The auth user owns everything else (profile, sessions, credentials, family links) through cascades.
    await deleteAccount(tx, target.id);
    await writeAudit(tx, actor, {
      actionType: 'account_deleted',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      ...aboutPerson(target),
      message: `${actor.email} deleted the account of ${target.email}`,
      details: { role: target.role },
    });
  });
}

/** Resends the verification link or sends a password-reset link to the account's own address. */
export async function sendAccountMail(actor: Actor, userId: string, kind: 'verification' | 'password-reset'): Promise<void> {
  assertCan(actor, 'manage:user:any');
  const target = await readAccount(getDb(), userId);
  if (!target) throw new AppError(404, 'errors.userNotFound');
  if (kind === 'verification' && target.emailVerified) throw new AppError(409, 'errors.alreadyVerified');
  const sent = kind === 'verification' ? await sendVerificationLink(target.email) : await sendPasswordResetLink(target.email);
  if (!sent) throw new AppError(503, 'errors.mailFailed');
  await writeAudit(getDb(), actor, {
    actionType: kind === 'verification' ? 'verification_resent' : 'password_reset_sent',
    component: 'user-management',
    entityId: target.id,
    targetUser: target.email,
    ...aboutPerson(target),
    message: `${actor.email} sent a ${kind === 'verification' ? 'verification' : 'password reset'} link to ${target.email}`,
  });
}
