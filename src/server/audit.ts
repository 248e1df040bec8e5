import type { Db, Tx } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';

/** Who did it, as the audit log records them. */
export interface AuditActor {
  /** Their user id, stored as `actor_id` (decision 058); null for the system. */
  id: string | null;
  email: string | null | undefined;
  role: string;
  firstName?: string;
  lastName?: string;
  avatarSeed?: string;
  avatarVariant?: string;
}

export interface AuditEntry {
  actionType: string;
  component: string;
  message: string;
  entityId?: string | null;
  targetUser?: string | null;
  /**
   * Decision 058: the id of the person the entry is about or acts on (the `targetUser`'s id when there is one), and of
   * the child whose data it concerns. A child's export, access log and erasure find the entries by these columns, not
   * by their words. A child's own entries concern the child: `childId` defaults to the acting child's id.
   */
  subjectUserId?: string | null;
  childId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * The columns of an entry about this person (decision 058): they are its subject, and when they are a child, the
 * entry concerns the child's data.
 */
export function aboutPerson(person: { id: string; role: string }): Pick<AuditEntry, 'subjectUserId' | 'childId'> {
  return person.role === 'child' ? { subjectUserId: person.id, childId: person.id } : { subjectUserId: person.id };
}

/**
 * The one audit writer. Spec 5: "Audit entries are written only when the acting user has an e-mail."
 * Spec 3: entries for a child's actions carry details {displayName, avatarSeed, avatarVariant}.
 * Pass the transaction when the audited change is part of one, so both land or neither does.
 */
export async function writeAudit(db: Db | Tx, actor: AuditActor | null, entry: AuditEntry): Promise<boolean> {
  return (await writeAuditEntries(db, actor, [entry])) > 0;
}

/** Several entries by one actor in one statement (a tutor's view of a whole class, decision 033). Returns how many were written. */
export async function writeAuditEntries(db: Db | Tx, actor: AuditActor | null, entries: readonly AuditEntry[]): Promise<number> {
  if (!actor?.email || entries.length === 0) return 0;
  const childDetails =
    actor.role === 'child' ? { displayName: fullNameOrEmail(actor), avatarSeed: actor.avatarSeed ?? 'default', avatarVariant: actor.avatarVariant ?? 'adventurer' } : null;
  await db.insert(auditLogs).values(
    entries.map((entry) => ({
      performedBy: actor.email!,
      role: actor.role,
      actionType: entry.actionType,
      component: entry.component,
      entityId: entry.entityId ?? null,
      targetUser: entry.targetUser ?? null,
      actorId: actor.id,
      subjectUserId: entry.subjectUserId ?? null,
      childId: entry.childId === undefined && actor.role === 'child' ? actor.id : (entry.childId ?? null),
      message: entry.message,
      details: (childDetails ? { ...entry.details, ...childDetails } : entry.details) ?? null,
    })),
  );
  return entries.length;
}

/** The fields whose value changed, as { before, after } for an audit entry's details; null when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const from: Partial<T> = {};
  const to: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== undefined && after[key] !== before[key]) {
      from[key] = before[key];
      to[key] = after[key];
    }
  }
  return Object.keys(to).length === 0 ? null : { before: from, after: to };
}
