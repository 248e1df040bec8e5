import 'server-only';
import { getDb } from '@/db/client';
import { saveNameAndAvatar } from '@/modules/accounts';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import type { ProfileInput } from './schemas';

/** A person edits their own name and avatar (spec 3 avatarVariant, avatarSeed). */
export async function updateOwnProfile(actor: Actor, input: ProfileInput): Promise<void> {
  assertCan(actor, 'view:dashboard:own');
  if (input.lastName === '' && actor.role !== 'child') throw new AppError(400, 'errors.nameRequired', { lastName: 'errors.nameRequired' });
  await getDb().transaction(async (tx) => {
    const updated = await saveNameAndAvatar(tx, actor.id, input);
    await writeAudit(tx, updated ?? actor, {
      actionType: 'profile_update',
      component: 'profile',
      entityId: actor.id,
      message: `${actor.email} updated their profile`,
      details: { avatarVariant: input.avatarVariant },
    });
  });
}
