import 'server-only';
import { getDb } from '@/db/client';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { assertStrongPassword } from '@/server/password-strength';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { authErrorCode, endOtherSessions, revokeResetLinks, saveLanguageAndCurrency } from '@/modules/accounts';
import { accountSecurityChanged } from '@/modules/accounts/events';
import { publish } from '@/server/domain-events';
import { writeAudit } from '@/server/audit';
import type { PreferencesInput } from './schemas';

/** Spec 4: setting a locale or currency updates the profile when signed in (the caller sets the cookies). */
export async function saveProfilePreferences(actor: Actor, input: Pick<PreferencesInput, 'locale' | 'currency'>): Promise<void> {
  assertCan(actor, 'view:dashboard:own');
  await saveLanguageAndCurrency(getDb(), actor.id, { locale: input.locale, currency: input.currency });
}

/** Changes the actor's password after checking the current one; every other session ends, this one stays. */
export async function changeOwnPassword(actor: Actor, input: { currentPassword: string; newPassword: string }, requestHeaders: Headers): Promise<void> {
  assertCan(actor, 'view:dashboard:own');
  await enforce({ key: `password-change:${actor.id}`, max: 5, windowMs: 15 * 60 * 1000 });
  assertStrongPassword(input.newPassword, 'newPassword', [actor.email, actor.firstName, actor.lastName]);
  try {
    await getAuth().api.changePassword({ body: { ...input, revokeOtherSessions: false }, headers: requestHeaders });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === null) throw error;
    if (code.includes('PASSWORD_TOO_SHORT')) throw new AppError(400, 'errors.passwordTooShort', { newPassword: 'errors.passwordTooShort' });
    if (code.includes('PASSWORD_TOO_LONG')) throw new AppError(400, 'errors.passwordTooLong', { newPassword: 'errors.passwordTooLong' });
    throw new AppError(400, 'errors.currentPasswordWrong', { currentPassword: 'errors.currentPasswordWrong' });
  }
  await revokeResetLinks(actor.id);
  await getDb().transaction(async (tx) => {
    await endOtherSessions(tx, actor.id, actor.sessionId);
    await publish(tx, accountSecurityChanged, { userId: actor.id, change: 'password_changed', by: 'self' });
    await writeAudit(tx, actor, { actionType: 'password_change', component: 'settings', entityId: actor.id, message: `${actor.email} changed their password` });
  });
}
