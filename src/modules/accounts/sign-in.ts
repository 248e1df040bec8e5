import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS } from '@/lib/constants';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { consume, refund, resetLimit, tooManyAttempts, type Limit } from '@/server/rate-limit';
import { authErrorCode } from './auth-errors';
import type { SignInInput } from './schemas';

function failureLimits(email: string, clientAddress: string): Limit[] {
  return [
    { key: `signin-fail:email:${email}`, max: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
    { key: `signin-fail:ip:${clientAddress}`, max: SIGN_IN_FAILURE_LIMIT * 6, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  ];
}

/**
 * Sign-in with e-mail and password. Every attempt is counted per e-mail and per client address before the
 * password is checked (so parallel guesses cannot slip past the limit); a success gives its count back and
 * clears the e-mail's failures. An unknown e-mail and a wrong password get the same answer.
 * Returns the new session's cookie so the caller can run the session flow (spec 4) at once.
 */
export async function signIn(
  input: SignInInput,
  context: { headers: Headers; clientAddress: string },
): Promise<{ userId: string; role: string | null; sessionCookie: string }> {
  const limits = failureLimits(input.email, context.clientAddress);
  const counted: Limit[] = [];
  for (const limit of limits) {
    const result = await consume(limit);
    counted.push(limit);
    if (!result.allowed) throw tooManyAttempts(result.retryAfterMs);
  }
  let userId: string;
  let sessionCookie: string;
  try {
    const { response, headers } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: context.headers,
      returnHeaders: true,
    });
    userId = response.user.id;
    sessionCookie = headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  } catch (error) {
    if (authErrorCode(error) === null) throw error;
    throw new AppError(401, 'errors.badCredentials');
  }
  await resetLimit(limits[0]!.key);
  for (const limit of counted.slice(1)) await refund(limit.key);
  const [profile] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, userId));
  return { userId, role: profile?.role ?? null, sessionCookie };
}
