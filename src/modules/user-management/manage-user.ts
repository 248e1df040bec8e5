import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { authUsers, users } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { sendVerificationLink } from '@/modules/accounts';
import { sendPasswordResetLink } from '@/modules/accounts';
import { eraseChildById } from '@/modules/families';
import { generateChildRefCode } from '@/server/profile/ref-code';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/*
 * User management. Each change and its audit entry are one transaction. Rules: an admin cannot
 * block, demote or delete themself, and the last active admin cannot be removed. Sessions are never cached,
 * so every change takes effect on the target's very next request.
 */

type Target = typeof users.$inferSelect;

/**
 * Locks every admin row (in id order, so two transactions never wait on each other in a cycle), then the target.
 * Every change here goes through it, so the last-admin rule is checked against rows no one else can change.
 */
async function loadTarget(tx: Tx, userId: string): Promise<Target> {
  await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!target) throw new AppError(404, 'errors.userNotFound');
  return target;
}

async function unusedChildRefCode(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateChildRefCode();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.childRefCode, code));
    if (!taken) return code;
  }
  throw new Error('Could not find a free child reference code after 5 attempts');
}

function refuseSelf(actor: Actor, target: Target): void {
  if (actor.id === target.id) throw new AppError(409, 'errors.notYourself');
}

/** Refuses a change that would leave no active admin (the admin rows are locked by loadTarget). */
async function assertAnotherAdminRemains(tx: Tx, target: Target): Promise<void> {
  if (target.role !== 'admin' || target.blocked) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.blocked, false), ne(users.id, target.id)));
  if (others.length === 0) throw new AppError(409, 'errors.lastAdmin');
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
    await tx.update(users).set({ blocked }).where(eq(users.id, target.id));
    // A blocked user's sessions are refused from their next request on, by the session flow (spec 4 step 6), which
    // then ends each one and sends the person to /blocked to say why; deleted here, they would land on /login, told
    // nothing. Live streams check the block themselves (server/stream-session.ts).
    await writeAudit(tx, actor, {
      actionType: blocked ? 'block' : 'unblock',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      message: `${actor.email} ${blocked ? 'blocked' : 'unblocked'} ${target.email}`,
    });
  });
}

export async function changeUserRole(actor: Actor, userId: string, role: Role): Promise<void> {
  assertCan(actor, 'manage:user:any');
  await getDb().transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (target.role === role) return;
    if (target.role === 'admin') {
      refuseSelf(actor, target);
      await assertAnotherAdminRemains(tx, target);
    }
    // Spec 3: children carry a childRefCode.
    const refCode = role === 'child' && !target.childRefCode ? await unusedChildRefCode(tx) : target.childRefCode;
    await tx.update(users).set({ role, childRefCode: refCode }).where(eq(users.id, target.id));
    await writeAudit(tx, actor, {
      actionType: 'role_change',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      message: `${actor.email} changed ${target.email} from ${target.role} to ${role}`,
      details: { from: target.role, to: role },
    });
  });
}

export async function markEmailVerified(actor: Actor, userId: string): Promise<void> {
  assertCan(actor, 'manage:user:any');
  await getDb().transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    await tx.update(authUsers).set({ emailVerified: true, updatedAt: new Date() }).where(eq(authUsers.id, target.id));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, target.id));
    await writeAudit(tx, actor, {
      actionType: 'email_verified_by_admin',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
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
        message: `${actor.email} deleted the account of the child ${reference}`,
        details: { role: target.role, reference },
      });
      return;
    }
    // The auth user owns everything else (profile, sessions, credentials, family links) through cascades.
    await tx.delete(authUsers).where(eq(authUsers.id, target.id));
    await writeAudit(tx, actor, {
      actionType: 'account_deleted',
      component: 'user-management',
      entityId: target.id,
      targetUser: target.email,
      message: `${actor.email} deleted the account of ${target.email}`,
      details: { role: target.role },
    });
  });
}

/** Resends the verification link or sends a password-reset link to the account's own address. */
export async function sendAccountMail(actor: Actor, userId: string, kind: 'verification' | 'password-reset'): Promise<void> {
  assertCan(actor, 'manage:user:any');
  const [target] = await getDb().select().from(users).where(eq(users.id, userId));
  if (!target) throw new AppError(404, 'errors.userNotFound');
  if (kind === 'verification' && target.emailVerified) throw new AppError(409, 'errors.alreadyVerified');
  const sent = kind === 'verification' ? await sendVerificationLink(target.email) : await sendPasswordResetLink(target.email);
  if (!sent) throw new AppError(503, 'errors.mailFailed');
  await writeAudit(getDb(), actor, {
    actionType: kind === 'verification' ? 'verification_resent' : 'password_reset_sent',
    component: 'user-management',
    entityId: target.id,
    targetUser: target.email,
    message: `${actor.email} sent a ${kind === 'verification' ? 'verification' : 'password reset'} link to ${target.email}`,
  });
}
