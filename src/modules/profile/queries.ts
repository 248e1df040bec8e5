import 'server-only';
import { getDb } from '@/db/client';
import { readOwnProfile } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

/** The actor's own profile, as the profile page shows it (the page's one query; null when the account is gone). */
export async function getOwnProfile(actor: Actor) {
  assertCan(actor, 'view:dashboard:own');
  return readOwnProfile(getDb(), actor.id);
}
