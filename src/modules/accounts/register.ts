import 'server-only';
import { getDb } from '@/db/client';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { assertStrongPassword } from '@/server/password-strength';
import { enforce } from '@/server/rate-limit';
import { writeAudit } from '@/server/audit';
import { authErrorCode } from './auth-errors';
import { createProfile, type ProfileRow } from '@/server/profile/create-profile';
import { buildDisplayName } from '@/server/profile/display-name';
import type { RegisterInput } from './schemas';

/**
 * Self-registration (decision 003): better-auth creates the account and signs the person in at once; the profile
 * follows spec 4 step 4 with the role the form chose (never admin: the schema only allows child, parent, tutor).
 */
export async function registerAccount(input: RegisterInput, context: { headers: Headers; clientAddress: string }): Promise<ProfileRow> {
  await enforce({ key: `register:ip:${context.clientAddress}`, max: 20, windowMs: 60 * 60 * 1000 });
  assertStrongPassword(input.password, 'password', [input.email, input.firstName, input.lastName]);
  let created: { id: string; email: string; createdAt: Date };
  try {
    const result = await getAuth().api.signUpEmail({
      body: { name: buildDisplayName(input.role, input.firstName, input.lastName), email: input.email, password: input.password },
      headers: context.headers,
    });
    created = { id: result.user.id, email: result.user.email, createdAt: new Date(result.user.createdAt) };
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.includes('ALREADY_EXISTS') || code === '422') throw new AppError(409, 'errors.emailTaken', { email: 'errors.emailTaken' });
    if (code?.includes('PASSWORD_TOO_SHORT')) throw new AppError(400, 'errors.passwordTooShort', { password: 'errors.passwordTooShort' });
    if (code?.includes('PASSWORD_TOO_LONG')) throw new AppError(400, 'errors.passwordTooLong', { password: 'errors.passwordTooLong' });
    if (code?.includes('INVALID_EMAIL')) throw new AppError(400, 'errors.emailInvalid', { email: 'errors.emailInvalid' });
    throw error;
  }
  const db = getDb();
  const profile = await createProfile(db, {
    id: created.id,
    email: created.email,
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
    emailVerified: false,
    createdAt: created.createdAt,
  });
  await writeAudit(db, profile, {
    actionType: 'registration',
    component: 'accounts',
    entityId: profile.id,
    targetUser: profile.email,
    message: `${profile.email} registered as ${profile.role}`,
  });
  return profile;
}
