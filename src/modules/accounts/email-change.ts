import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, like, or } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { authAccounts, authUsers, authVerifications, users } from '@/db/schema';
import { writeAudit, type AuditActor } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { deliverNow, queueMail } from '@/server/mail/queue';
import { localeOrFallback } from '@/server/mail/recipient-locale';
import { verifyPassword } from '@/server/password';
import { assertCan } from '@/server/permissions';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { emailChangeMail } from './email-change-mail';
import { accountSecurityChanged } from './events';

/*
 * Changing one's own e-mail address (decision 037): asked with the current password, confirmed from a link sent to
 * the new address while signed in to the account, so a stolen session alone cannot move the account and nobody can
 * claim an address they cannot read. The old address is told once it is done (the notifications module). A child
 * whose account a parent made has a sign-in name and no address (decision 029): they have nothing to change.
 */

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'change-email:';

/** The token is kept only as its SHA-256 (hex, so a LIKE pattern built from it has no wildcard). */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function addressTaken(email: string, db: Pick<ReturnType<typeof getDb>, 'select'> = getDb()): Promise<boolean> {
  const [taken] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return Boolean(taken);
}

/**
 * Checks the password and sends the confirmation link to the new address (one link at a time: a new request replaces
 * the last). An address that already has an account gets no link, but the answer is the same (decision 018).
 */
export async function requestEmailChange(actor: Actor, input: { newEmail: string; currentPassword: string }): Promise<void> {
  assertCan(actor, 'view:dashboard:own');
  await enforce({ key: `email-change:${actor.id}`, max: 5, windowMs: 60 * 60 * 1000 });
  const db = getDb();
  const [account] = await db
    .select({ username: users.username, password: authAccounts.password })
    .from(users)
    .leftJoin(authAccounts, and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential')))
    .where(eq(users.id, actor.id));
  if (!account) throw new AppError(404, 'errors.userNotFound');
  if (account.username) throw new AppError(409, 'errors.emailChangeSignInName');
  if (!account.password || !(await verifyPassword(account.password, input.currentPassword))) {
    throw new AppError(400, 'errors.currentPasswordWrong', { currentPassword: 'errors.currentPasswordWrong' });
  }
  if (input.newEmail === actor.email) throw new AppError(400, 'errors.emailUnchanged', { newEmail: 'errors.emailUnchanged' });
  const queued = await db.transaction((tx) =>
    queueAddressLink(tx, { ...actor, isChild: actor.role === 'child', locale: localeOrFallback(actor.locale) }, input.newEmail, { actor, component: 'settings', message: `${actor.email} asked to change their e-mail` }),
  );
  if (queued !== null) await deliverNow([queued]);
}

/**
 * One confirmation link for `newEmail` to the account (replacing its last), queued in `tx`; its id, or null when the
 * address already has an account: then no link, and the caller answers as if one went (decision 018).
 */
async function queueAddressLink(
  tx: Tx,
  account: { id: string; firstName: string; isChild: boolean; locale: Locale },
  newEmail: string,
  audit: { actor: AuditActor; component: string; message: string },
): Promise<number | null> {
  await tx.delete(authVerifications).where(and(like(authVerifications.identifier, `${PREFIX}%`), eq(authVerifications.value, account.id)));
  if (await addressTaken(newEmail, tx)) return null;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(authVerifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: `${PREFIX}${hashOf(token)}:${newEmail}`,
    value: account.id,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
  });
  await writeAudit(tx, audit.actor, { actionType: 'email_change_requested', component: audit.component, entityId: account.id, subjectUserId: account.id, ...(account.isChild ? { childId: account.id } : {}), message: audit.message, details: { newEmail } });
  // The link names a child to an address that is not theirs yet: deleting the child deletes it (decision 027).
  return queueMail(tx, { ...(await emailChangeMail(account.locale, newEmail, account.firstName, token)), aboutChildIds: account.isChild ? [account.id] : [] });
}

/**
 * The e-mail a parent typed when making a child's account (decision 029): the account is made with its sign-in name
 * and reserved address only, and this queues the link of an e-mail change (decision 037) to the typed address, so the
 * address joins the account only when it is opened signed in to the child's account. A parent cannot bind a stranger's
 * address to a child, and an address that has an account gets no link and the same answer (decision 018). Queued in
 * the creation's transaction; the caller delivers the returned mail after the commit.
 */
export function queueNewChildAddressLink(tx: Tx, child: { id: string; firstName: string }, newEmail: string, parent: AuditActor & { email: string; locale: string | null }): Promise<number | null> {
  // The child has no language of their own yet: the parent who typed the address reads with them.
  return queueAddressLink(tx, { ...child, isChild: true, locale: localeOrFallback(parent.locale) }, newEmail, { actor: parent, component: 'families', message: `${parent.email} asked to add an e-mail to a child account they made` });
}

/** The new address a confirmation link would give the actor, or null when it is not theirs, used or expired. */
export async function pendingEmailChange(actor: Actor, token: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ identifier: authVerifications.identifier })
    .from(authVerifications)
    .where(and(like(authVerifications.identifier, `${PREFIX}${hashOf(token)}:%`), eq(authVerifications.value, actor.id), gt(authVerifications.expiresAt, new Date())));
  return row ? row.identifier.slice(PREFIX.length + 65) : null;
}

/**
 * Moves the account to the confirmed address, in one transaction: both copies of the address (better-auth's and the
 * profile), verified, the link spent, the owner told (the old address too), audited. 404 for a link that is not the
 * actor's or has expired; 409 when the address found an owner since.
 */
export async function confirmEmailChange(actor: Actor, token: string): Promise<string> {
  assertCan(actor, 'view:dashboard:own');
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(authVerifications)
      .where(and(like(authVerifications.identifier, `${PREFIX}${hashOf(token)}:%`), eq(authVerifications.value, actor.id)))
      .returning({ identifier: authVerifications.identifier, expiresAt: authVerifications.expiresAt });
    if (!row || row.expiresAt <= new Date()) throw new AppError(404, 'errors.emailChangeLinkInvalid');
    const newEmail = row.identifier.slice(PREFIX.length + 65);
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
    if (!current) throw new AppError(404, 'errors.userNotFound');
    if (await addressTaken(newEmail, tx)) throw new AppError(409, 'errors.emailTaken');
    const now = new Date();
    await tx.update(authUsers).set({ email: newEmail, emailVerified: true, updatedAt: now }).where(eq(authUsers.id, actor.id));
    await tx.update(users).set({ email: newEmail, emailVerified: true }).where(eq(users.id, actor.id));
    // Reset links sent to the old address stop working with it.
    await tx.delete(authVerifications).where(and(or(like(authVerifications.identifier, 'reset-password:%'), like(authVerifications.identifier, `${PREFIX}%`)), eq(authVerifications.value, actor.id)));
    await publish(tx, accountSecurityChanged, { userId: actor.id, change: 'email_changed', oldEmail: current.email, newEmail });
    await writeAudit(tx, { ...actor, email: newEmail }, { actionType: 'email_changed', component: 'settings', entityId: actor.id, targetUser: current.email, subjectUserId: actor.id, message: `${current.email} changed their e-mail to ${newEmail}`, details: { oldEmail: current.email, newEmail } });
    return newEmail;
  });
}
