import 'server-only';
import { getDb } from '@/db/client';
import { isOwnPassword } from '@/modules/accounts';
import { AppError } from '@/server/errors';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';

/** Wrong passwords a parent may type while consenting: a few typos, never a way to guess one. */
const CONFIRM_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * A parent's consent to a child's account is confirmed with their own password (decision 030's verified method, also
 * asked by decision 060's take-over): the one check both use, with one count of wrong tries per parent. Call it before
 * the consent's transaction, so a wrong password writes nothing of the consent. A wrong one is a 400 under the field.
 */
export async function assertParentPassword(actor: Actor, password: string): Promise<void> {
  await enforce({ key: `consent-confirm:${actor.id}`, ...CONFIRM_LIMIT });
  if (!(await isOwnPassword(getDb(), actor.id, password))) {
    throw new AppError(400, 'errors.currentPasswordWrong', { password: 'errors.currentPasswordWrong' });
  }
}
