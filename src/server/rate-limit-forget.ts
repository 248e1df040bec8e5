import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { rateLimits } from '@/db/schema';

/* No 'server-only': the erasure of a child's account runs in the custom server's scheduled purge too (decision 030). */

/**
 * Deletes a person's rate-limit counters in the caller's transaction (a child's erasure, decision 027): those keyed by
 * their address or their id at the end (`reset:email:<address>`, `mail:welcome:<id>`…).
 */
export async function deleteRateLimitsOf(tx: Tx, person: { id: string; email: string }): Promise<void> {
  const email = person.email.toLowerCase();
  await tx.delete(rateLimits).where(sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`} or right(${rateLimits.key}, ${person.id.length + 1}) = ${`:${person.id}`}`);
}
