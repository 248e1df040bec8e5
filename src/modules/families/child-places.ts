import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { familyLinkEvents, familyLinks } from '@/db/schema';
import { planLimitOf } from '@/modules/billing';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/**
 * How many children the parent's plan allows beside how many places they hold (decision 040): linked children and
 * link requests still open, counted as links.ts counts them before it refuses. Pages read it to say the limit and
 * offer the plan instead of a form that would fail. Null: the account's role is not limited by a plan (an admin).
 */
export interface ChildPlaces {
  plan: 'free' | 'family' | 'classroom';
  max: number;
  inUse: number;
  full: boolean;
}

export async function getChildPlaces(actor: Actor): Promise<ChildPlaces | null> {
  assertCan(actor, 'link:child:own');
  const db = getDb();
  const [limit, [held]] = await Promise.all([
    planLimitOf(db, actor, 'children'),
    db
      .select({
        inUse: sql<number>`(select count(*) from ${familyLinks} where ${familyLinks.parentId} = ${actor.id})
          + (select count(*) from ${familyLinkEvents} where ${familyLinkEvents.parentId} = ${actor.id} and ${familyLinkEvents.status} in ('pending', 'awaiting_guardian'))`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
  ]);
  if (!limit) return null;
  const inUse = held?.inUse ?? 0;
  return { plan: limit.plan, max: limit.max, inUse, full: inUse >= limit.max };
}
