import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { rateLimitClientKey } from '@/server/client-address';
import { enforce } from '@/server/rate-limit';

function tokenEmail(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email?: unknown };
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Accepts the link's token. The welcome e-mail and its audit entry follow on the next signed-in request (spec 4 step 9). */
export async function verifyEmailToken(token: string): Promise<{ email: string }> {
  try {
    await getAuth().api.verifyEmail({ query: { token } });
  } catch {
    throw new AppError(400, 'errors.tokenInvalid');
  }
  // The token is a JWT that better-auth has just checked; its payload names the address.
  const email = tokenEmail(token);
  if (!email) throw new AppError(400, 'errors.tokenInvalid');
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return { email };
}

/**
 * Sends a fresh link. The answer is the same whether or not the address has an account (no enumeration);
 * limited per address and per client.
 */
export async function resendVerification(email: string, clientAddress: string): Promise<void> {
  await enforce(
    { key: `verify-resend:email:${email}`, max: 3, windowMs: 15 * 60 * 1000 },
    { key: `verify-resend:ip:${rateLimitClientKey(clientAddress)}`, max: 10, windowMs: 15 * 60 * 1000 },
  );
  await sendVerificationLink(email);
}

/** No limit: for admins (user management) and for the limited path above. */
export async function sendVerificationLink(email: string): Promise<boolean> {
  try {
    await getAuth().api.sendVerificationEmail({ body: { email } });
    return true;
  } catch (error) {
    log.warn('verification e-mail not sent', errorFields(error));
    return false;
  }
}
