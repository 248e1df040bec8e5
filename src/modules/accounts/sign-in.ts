import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS } from '@/lib/constants';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { consume, isExhausted, resetLimit, tooManyAttempts, type Limit } from '@/server/rate-limit';
import { authErrorCode } from './auth-errors';
import type { SignInInput } from './schemas';

function failureLimits(email: string, clientAddress: string): Limit[] {
  return [
    { key: `signin-fail:email:${email}`, max: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
    { key: `signin-fail:ip:${clientAddress}`, max: SIGN_IN_FAILURE_LIMIT * 6, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  ];
}

/**
 * Sign-in with e-mail and password. Failed attempts are counted per e-mail and per client address and, past the
 * limit, refused before the password is even checked. An unknown e-mail and a wrong password get the same answer.
 * The rest of the session flow (spec 4) runs on the next request, in resolveSession.
 */
export async function signIn(input: SignInInput, context: { headers: Headers; clientAddress: string }): Promise<{ userId: string; role: string | null }> {
  const limits = failureLimits(input.email, context.clientAddress);
  for (const limit of limits) {
    const state = await isExhausted(limit);
    if (state.exhausted) throw tooManyAttempts(state.retryAfterMs);
  }
  let userId: string;
  try {
    const result = await getAuth().api.signInEmail({ body: { email: input.email, password: input.password, rememberMe: true }, headers: context.headers });
    userId = result.user.id;
  } catch (error) {
    if (authErrorCode(error) === null) throw error;
    for (const limit of limits) await consume(limit);
    throw new AppError(401, 'errors.badCredentials');
  }
  await resetLimit(limits[0]!.key);
  const [profile] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, userId));
  return { userId, role: profile?.role ?? null };
}
