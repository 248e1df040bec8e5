import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authVerifications, users } from '@/db/schema';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { assertStrongPassword } from '@/server/password-strength';
import { rateLimitClientKey } from '@/server/client-address';
import { clientAddressDigest, consume, enforce } from '@/server/rate-limit';
import { aboutPerson, writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { accountSecurityChanged } from './events';
import { authErrorCode } from './auth-errors';

/**
 * Reset mails one address receives in a day, on top of the 3 per 15 minutes: without it the form could send an inbox
 * 288 mails a day, indefinitely. Past it the request is answered as usual and nothing is sent (decision 018: the
 * answer never differs), so the cap tells nobody anything; a real owner still has up to 5 links a day.
 */
const RESET_MAILS_PER_ADDRESS_PER_DAY = { max: 5, windowMs: 24 * 60 * 60 * 1000 };

/** Sends a reset link if the address has an account; the answer never says which (no enumeration). */
export async function requestPasswordReset(email: string, clientAddress: string): Promise<void> {
  await enforce(
    { key: `reset:email:${email}`, max: 3, windowMs: 15 * 60 * 1000 },
    { key: `reset:ip:${rateLimitClientKey(clientAddress)}`, max: 10, windowMs: 15 * 60 * 1000 },
  );
  // Counted for every address, with an account or not, so the cap behaves alike for both.
  const daily = await consume({ key: `reset:email-day:${email}`, ...RESET_MAILS_PER_ADDRESS_PER_DAY });
  if (!daily.allowed) {
    log.info('password reset mail withheld: daily cap per address reached', { requestsToday: daily.count });
    return;
  }
  await sendPasswordResetLink(email);
  const [profile] = await getDb().select().from(users).where(eq(users.email, email));
  if (profile) {
    await writeAudit(getDb(), profile, { actionType: 'password_reset_requested', component: 'accounts', entityId: profile.id, message: `${email} asked for a password reset` });
  }
}

export async function sendPasswordResetLink(email: string): Promise<boolean> {
  try {
    await getAuth().api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
    return true;
  } catch (error) {
    log.warn('password reset e-mail not sent', errorFields(error));
    return false;
  }
}

/**
 * Who followed a reset link, for the audit entry of a reset: the client address (kept as its keyed digest, as every
 * audit entry keeps it) and the person signed in on that browser, if any. A link works for whoever holds it, so the
 * entry says who that was when we know: an admin who had the mail, a parent on the child's device.
 */
export interface ResetFollower {
  clientAddress: string;
  signedIn: { id: string; email: string; role: string } | null;
}

/**
 * Sets the new password from the link's token; every other session of the account ends (revokeSessionsOnPasswordReset)
 * and so does every other reset link still outstanding for it. Audited with who followed the link.
 */
export async function resetPassword(token: string, newPassword: string, follower: ResetFollower): Promise<void> {
  const db = getDb();
  const [verification] = await db.select({ userId: authVerifications.value }).from(authVerifications).where(eq(authVerifications.identifier, `reset-password:${token}`));
  const [owner] = verification ? await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, verification.userId)) : [];
  assertStrongPassword(newPassword, 'password', owner ? [owner.email, owner.firstName, owner.lastName] : []);
  try {
    await getAuth().api.resetPassword({ body: { newPassword, token } });
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.includes('PASSWORD_TOO_SHORT')) throw new AppError(400, 'errors.passwordTooShort', { password: 'errors.passwordTooShort' });
    if (code?.includes('PASSWORD_TOO_LONG')) throw new AppError(400, 'errors.passwordTooLong', { password: 'errors.passwordTooLong' });
    throw new AppError(400, 'errors.tokenInvalid');
  }
  if (verification) {
    await revokeResetLinks(verification.userId);
    const [profile] = await db.select().from(users).where(eq(users.id, verification.userId));
    if (profile) {
      // Someone else signed in who followed the link is the one who acted: the entry is theirs, about the account.
      const someoneElse = follower.signedIn !== null && follower.signedIn.id !== profile.id ? follower.signedIn : null;
      await db.transaction(async (tx) => {
        await publish(tx, accountSecurityChanged, { userId: profile.id, change: 'password_changed', by: 'reset' });
        await writeAudit(tx, someoneElse ?? profile, {
          actionType: 'password_reset',
          component: 'accounts',
          entityId: profile.id,
          targetUser: profile.email,
          ...aboutPerson(profile),
          message: someoneElse
            ? `${someoneElse.email} (${someoneElse.role}, signed in) set a new password for ${profile.email} through its reset link`
            : `${profile.email} set a new password through a reset link${follower.signedIn ? ', signed in' : ''}`,
          details: {
            accountId: profile.id,
            client: clientAddressDigest(follower.clientAddress),
            signedIn: follower.signedIn !== null,
            followedBy: follower.signedIn,
          },
        });
      });
    }
  }
}

/** Every reset link still outstanding for the account stops working (after a reset or a password change). */
export async function revokeResetLinks(userId: string): Promise<void> {
  await getDb()
    .delete(authVerifications)
    .where(and(like(authVerifications.identifier, 'reset-password:%'), eq(authVerifications.value, userId)));
}
