import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authSessions, users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';

/** Spec 4 "Logout": the session ends on the server; the caller clears the cookies. */
export async function signOut(actor: Actor): Promise<void> {
  const db = getDb();
  await db.delete(authSessions).where(eq(authSessions.id, actor.sessionId));
  const [profile] = await db.select().from(users).where(eq(users.id, actor.id));
  await writeAudit(db, profile ?? actor, { actionType: 'logout', component: 'session', entityId: actor.id, message: `${actor.email} signed out` });
}
