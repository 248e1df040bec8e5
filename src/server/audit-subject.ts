import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { auditLogs } from '@/db/schema';

/*
 * The audit entries about one person (decision 027): those they wrote, those naming them as target, and those whose
 * entity, details or message name their id or e-mail (a family link's `parent:child` entity, `details.childId`, a
 * throttled sign-in's message). A parent's export lists them; deleting a child's account rewrites them so that they
 * keep only an anonymised reference, under the one exception the append-only trigger grants (migration 0013).
 * No 'server-only': the scheduled purge of unanswered consent requests runs it in the custom server (decision 030).
 */

export type AuditRow = typeof auditLogs.$inferSelect;

/** Who the entries are about, and how entries may spell them out. */
export interface AuditSubject {
  id: string;
  email: string;
  /** The names entries may show (messages and `details.displayName` name a child by their display name). */
  names: readonly string[];
  avatarSeed?: string;
}

/** A reference that maps to nothing: random, never derived from the id (an old id or export cannot be matched to it). */
export function newDeletedReference(kind: 'child'): string {
  return `deleted-${kind}:${randomBytes(6).toString('hex')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An e-mail inside a text, but not as the tail of a longer address (bob@x.test is not in jbob@x.test). */
function emailPattern(email: string): RegExp {
  return new RegExp(`(?<![\\w.%+-])${escapeRegExp(email)}(?![\\w-]|\\.\\w)`, 'gi');
}

/** A name as whole words, in any script ("Al" is not in "Alice"). */
function namePattern(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function mentions(text: string | null | undefined, subject: AuditSubject): boolean {
  if (!text) return false;
  return text.includes(subject.id) || emailPattern(subject.email).test(text);
}

/** The exact test behind the SQL pre-filter below (which may over-match an e-mail inside a longer one). */
function isAbout(row: AuditRow, subject: AuditSubject): boolean {
  const email = subject.email.toLowerCase();
  return (
    row.performedBy.toLowerCase() === email ||
    row.targetUser?.toLowerCase() === email ||
    mentions(row.entityId, subject) ||
    mentions(row.message, subject) ||
    strings(row.details).some((text) => mentions(text, subject))
  );
}

/** Oldest first. Scans the log (a child's entries are spread over its whole history); an export or a deletion is rare. */
export async function findAuditEntriesAbout(db: Db | Tx, subject: AuditSubject): Promise<AuditRow[]> {
  const email = subject.email.toLowerCase();
  const details = sql`coalesce(${auditLogs.details}::text, '')`;
  const rows = await db
    .select()
    .from(auditLogs)
    .where(
      sql`lower(${auditLogs.performedBy}) = ${email}
        or lower(coalesce(${auditLogs.targetUser}, '')) = ${email}
        or strpos(coalesce(${auditLogs.entityId}, ''), ${subject.id}) > 0
        or strpos(${details}, ${subject.id}) > 0
        or strpos(lower(${auditLogs.message}), ${email}) > 0
        or strpos(lower(${details}), ${email}) > 0`,
    )
    .orderBy(asc(auditLogs.timestamp), asc(auditLogs.id));
  return rows.filter((row) => isAbout(row, subject));
}

/**
 * Rewrites every entry about the subject so it names only `reference`: their id, e-mail and names (longest first,
 * whole words) in every text and detail, and their avatar seed. What happened, when, and the other people named
 * stay. Must run in the transaction that deletes the person: the trigger's grant is for this transaction only.
 * Returns how many entries were rewritten.
 */
export async function anonymiseAuditEntriesAbout(tx: Tx, subject: AuditSubject, reference: string): Promise<number> {
  const rows = await findAuditEntriesAbout(tx, subject);
  if (rows.length === 0) return 0;
  const email = subject.email.toLowerCase();
  // The names the entries spelled out when they were written (the child may have changed theirs since).
  const written = rows
    .filter((row) => row.performedBy.toLowerCase() === email || row.details?.childId === subject.id)
    .map((row) => row.details?.displayName)
    .filter((name): name is string => typeof name === 'string');
  const names = [...new Set([...subject.names, ...written].map((name) => name.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const isSubject = (value: string) => value === subject.id || value.toLowerCase() === email;
  const scrub = (text: string): string => names.reduce((out, name) => out.replace(namePattern(name), reference), text.split(subject.id).join(reference).replace(emailPattern(subject.email), reference));
  const scrubValue = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key === 'avatarSeed' && value === subject.avatarSeed ? reference : scrub(value);
    if (Array.isArray(value)) return value.map((item) => scrubValue(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, scrubValue(inner, name)]));
    return value;
  };
  await tx.execute(sql`select set_config('academy.audit_anonymise', pg_current_xact_id()::text || '|' || ${reference}, true)`);
  for (const row of rows) {
    await tx
      .update(auditLogs)
      .set({
        // Who did it and to whom: the subject becomes the reference, anyone else stays (the trigger allows no more).
        performedBy: isSubject(row.performedBy) ? reference : row.performedBy,
        targetUser: row.targetUser !== null && isSubject(row.targetUser) ? reference : row.targetUser,
        entityId: row.entityId === null ? null : scrub(row.entityId),
        message: scrub(row.message),
        details: row.details === null ? null : (scrubValue(row.details) as Record<string, unknown>),
      })
      .where(eq(auditLogs.id, row.id));
  }
  // The grant ends with the work it was for, not only with the transaction.
  await tx.execute(sql`select set_config('academy.audit_anonymise', '', true)`);
  return rows.length;
}
