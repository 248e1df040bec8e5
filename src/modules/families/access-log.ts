import 'server-only';
import { getDb } from '@/db/client';
import { fullNameOrEmail } from '@/lib/person-name';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild, readChildActivity } from './child-data';

/** How many entries the access log shows, newest first. */
const ACCESS_LOG_SHOWN = 100;

export type AccessEntry = Awaited<ReturnType<typeof readChildActivity>>[number];

export interface ChildAccessLog {
  child: { id: string; name: string };
  entries: AccessEntry[];
}

/**
 * "Who saw or changed this child's data" (a parent's /children card): the audit log's entries about the child by
 * anyone but the child (the parent themself, other linked adults, tutors, staff), and the child's own answers to
 * family links, newest first. Null (404) when the child is not the actor's. The child's own learning is on
 * /progress, not here.
 */
export async function getChildAccessLog(actor: Actor, childId: string): Promise<ChildAccessLog | null> {
  assertCan(actor, 'read:child:own');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'read:child:own', false);
    if (!child) return null;
    const activity = await readChildActivity(tx, actor, child);
    const entries = activity.filter((entry) => entry.by.who !== 'child' || entry.component === 'families');
    return { child: { id: child.id, name: fullNameOrEmail(child) }, entries: entries.reverse().slice(0, ACCESS_LOG_SHOWN) };
  });
}
