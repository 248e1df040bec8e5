import { randomBytes } from 'node:crypto';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { auditLogs } from '@/db/schema';

/*
 * The audit entries about one person (decisions 027, 058): found by the columns that name people by id, those they
 * wrote (`actor_id`), those about them (`subject_user_id`) and those about their data as a child (`child_id`), plus
 * an assignment given to several children, which lists them in `details.childIds`. A parent's export and access log
 * list them; deleting a child's account rewrites them so that they keep only an anonymised reference, under the one
 * exception the append-only trigger grants (migrations 0013, 0039).
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

/** What an entry keeps in place of words a deleted child typed (decision 027, addendum: the child's own words). */
export const REMOVED_WORDS = "[removed with the child's account]";

/**
 * The detail fields of an entry that quote what the subject typed themselves, found by reading every `writeAudit`
 * call: a reply to a tutor and a message an admin removed are kept whole in the trail (decision 035). A tutor's words
 * stay (the record of what an adult wrote to a child, with the child's names scrubbed like everywhere else). The
 * journal is never audited (decision 025); the profile's entries hold names and an avatar seed, handled below.
 */
function wordsOfSubject(row: AuditRow, subject: AuditSubject): string[] {
  const details = row.details ?? {};
  if ((row.actionType === 'feedback_reply' || row.actionType === 'feedback_remove') && details.childId === subject.id && details.author === 'child') return ['body'];
  return [];
}

/**
 * Addresses of the subject other than the current one that their entries spell out: one they asked to move to (typed
 * by the child, or by the parent who made the account, decision 029), confirmed or not, and one they left.
 */
function otherAddressesOf(rows: readonly AuditRow[], subject: AuditSubject): string[] {
  const fields: Record<string, readonly string[]> = { email_change_requested: ['newEmail'], email_changed: ['oldEmail', 'newEmail'] };
  return rows
    .filter((row) => row.entityId === subject.id && fields[row.actionType])
    .flatMap((row) => fields[row.actionType]!.map((field) => row.details?.[field]))
    .filter((address): address is string => typeof address === 'string' && address.trim() !== '' && address.toLowerCase() !== subject.email.toLowerCase());
}

/** Oldest first, by the indexed columns (decision 058); an assignment's list of children is the one JSON read. */
export async function findAuditEntriesAbout(db: Db | Tx, subject: Pick<AuditSubject, 'id'>): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLogs)
    .where(
      or(
        eq(auditLogs.actorId, subject.id),
        eq(auditLogs.subjectUserId, subject.id),
        eq(auditLogs.childId, subject.id),
        sql`${auditLogs.details} -> 'childIds' @> jsonb_build_array(${subject.id}::text)`,
      ),
    )
    .orderBy(asc(auditLogs.timestamp), asc(auditLogs.id));
}

/**
 * Rewrites every entry about the subject so it names only `reference`: their id, e-mail (and the other addresses
 * their entries name), names (longest first, whole words) in every text and detail, and their avatar seed; the words
 * they typed that an entry quotes become REMOVED_WORDS. What happened, when, and the other people named stay. Must run in the transaction that deletes the person: the trigger's grant is for this transaction only.
 * Returns how many entries were rewritten.
 */
export async function anonymiseAuditEntriesAbout(tx: Tx, subject: AuditSubject, reference: string): Promise<number> {
  const rows = await findAuditEntriesAbout(tx, subject);
  if (rows.length === 0) return 0;
  // The names the entries spelled out when they were written (the child may have changed theirs since).
  const written = rows
    .filter((row) => row.actorId === subject.id || row.childId === subject.id || row.details?.childId === subject.id)
    .map((row) => row.details?.displayName)
    .filter((name): name is string => typeof name === 'string');
  const names = [...new Set([...subject.names, ...written].map((name) => name.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const addresses = [subject.email, ...otherAddressesOf(rows, subject)];
  const lowerAddresses = new Set(addresses.map((address) => address.toLowerCase()));
  const isSubject = (value: string) => value === subject.id || lowerAddresses.has(value.toLowerCase());
  const scrub = (text: string): string =>
    names.reduce(
      (out, name) => out.replace(namePattern(name), reference),
      addresses.reduce((out, address) => out.replace(emailPattern(address), reference), text.split(subject.id).join(reference)),
    );
  // An avatar seed is text the child typed (profile, spec 3): in the child's own entries and those naming them, any
  // seed goes, not only the current one (an older entry keeps the seed of its day).
  const scrubValue = (value: unknown, ownEntry: boolean, key?: string): unknown => {
    if (typeof value === 'string') return key === 'avatarSeed' && (ownEntry || value === subject.avatarSeed) ? reference : scrub(value);
    if (Array.isArray(value)) return value.map((item) => scrubValue(item, ownEntry));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, scrubValue(inner, ownEntry, name)]));
    return value;
  };
  const scrubDetails = (row: AuditRow): Record<string, unknown> | null => {
    if (row.details === null) return null;
    const ownEntry = isSubject(row.performedBy) || row.actorId === subject.id || row.childId === subject.id || row.details.childId === subject.id;
    const details = scrubValue(row.details, ownEntry) as Record<string, unknown>;
    // The child's own words leave with them; the entry still says that they wrote (what happened stays).
    for (const field of wordsOfSubject(row, subject)) if (typeof details[field] === 'string') details[field] = REMOVED_WORDS;
    return details;
  };
  await tx.execute(sql`select set_config('academy.audit_anonymise', pg_current_xact_id()::text || '|' || ${reference}, true)`);
  for (const row of rows) {
    await tx
      .update(auditLogs)
      .set({
        // Who did it and to whom: the subject becomes the reference, anyone else stays (the trigger allows no more).
        performedBy: isSubject(row.performedBy) ? reference : row.performedBy,
        targetUser: row.targetUser !== null && isSubject(row.targetUser) ? reference : row.targetUser,
        actorId: row.actorId === subject.id ? reference : row.actorId,
        subjectUserId: row.subjectUserId === subject.id ? reference : row.subjectUserId,
        childId: row.childId === subject.id ? reference : row.childId,
        entityId: row.entityId === null ? null : scrub(row.entityId),
        message: scrub(row.message),
        details: scrubDetails(row),
      })
      .where(eq(auditLogs.id, row.id));
  }
  // The grant ends with the work it was for, not only with the transaction.
  await tx.execute(sql`select set_config('academy.audit_anonymise', '', true)`);
  return rows.length;
}
