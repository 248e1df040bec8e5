import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

/** The actor's own profile, as the profile page shows it (the page's one query; null when the account is gone). */
export async function getOwnProfile(actor: Actor) {
  assertCan(actor, 'view:dashboard:own');
  const [row] = await getDb()
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role, avatarVariant: users.avatarVariant, avatarSeed: users.avatarSeed, createdAt: users.createdAt, childRefCode: users.childRefCode })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ?? null;
}
