import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { familyLinks } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { classRoster } from './class-roster';
import { guardianIdsOf } from './guardian-ids';

/*
 * Who may see which child (decision 015): a child's data is seen by the child and by the parents linked to them in
 * `family_links`; a tutor sees the children in the classes they run, once the family approved (decision 032), read
 * through classes' approved roster (decision 059). Every module asks here instead of writing the link filter itself.
 */

type Reader = Db | Tx;

/** Every class's approved members (classes' read model, decision 059), under 'roster'. */
function approvedRoster() {
  return classRoster.get().approvedRosterView('roster');
}

export { guardianIdsOf };

/** Someone a child may show a journal entry to (decision 025, 031). */
export interface JournalReader {
  id: string;
  name: string;
  role: 'parent' | 'tutor';
}

/**
 * The adults a child may show a journal entry to: their linked parents, and the tutors of their approved classes
 * when a parent allowed it (`users.journal_tutors`, decision 031). One statement, so it can run in a transaction.
 */
export async function listJournalAudience(childId: string, db: Reader = getDb()): Promise<JournalReader[]> {
  const person = peopleView();
  const child = peopleView('child');
  const roster = approvedRoster();
  const rows = await db
    .selectDistinct({ id: person.id, email: person.email, firstName: person.firstName, lastName: person.lastName, role: person.role })
    .from(person)
    .innerJoin(child, eq(child.id, childId))
    .where(
      sql`${person.id} in (select ${familyLinks.parentId} from ${familyLinks} where ${familyLinks.childId} = ${childId})
        or (${child.journalTutors} and ${person.id} in (
          select ${roster.tutorId} from ${roster} where ${roster.childId} = ${childId}))`,
    )
    .orderBy(person.role, person.firstName, person.id);
  return rows.map((row) => ({ id: row.id, name: fullNameOrEmail(row), role: row.role === 'tutor' ? 'tutor' : 'parent' }));
}

/**
 * The children whose shared journal entries the actor may read (decision 025, 031), as a subquery: a parent's own
 * children; a tutor's approved students whose parents let them share with tutors. Throws 403 for anyone else.
 */
export function journalSharerIdsSql(actor: Actor): SQL {
  if (can(actor, 'read:child:own')) return childIdsSql(actor);
  assertCan(actor, 'read:student:own');
  const student = peopleView('student');
  const roster = approvedRoster();
  return sql`select ${roster.childId} from ${roster} inner join ${student} on ${student.id} = ${roster.childId} where ${roster.tutorId} = ${actor.id} and ${student.journalTutors}`;
}

/**
 * Throws 403 unless the actor is one of the child's linked parents: `read:child:own` checked against the child's
 * guardians, in one place (server/permissions.ts). A foreign child and an unknown id answer the same.
 */
export async function assertGuardianOf(actor: Actor, childId: string, db: Reader = getDb()): Promise<void> {
  assertCan(actor, 'read:child:own');
  assertCan(actor, 'read:child:own', { ownerIds: await guardianIdsOf(childId, db) });
}

/** The ids of the tutors who run a class the child is in, once the family approved it (decision 032). */
export async function tutorIdsOf(childId: string, db: Reader = getDb()): Promise<string[]> {
  const roster = approvedRoster();
  const rows = await db.selectDistinct({ id: roster.tutorId }).from(roster).where(eq(roster.childId, childId));
  return rows.map((row) => row.id);
}

/** The same set as tutorIdsOf, as a subquery for a read that needs it beside its own rows (`… in (${tutorIdsSql(id)})`). */
export function tutorIdsSql(childId: string): SQL {
  const roster = approvedRoster();
  return sql`select ${roster.tutorId} from ${roster} where ${roster.childId} = ${childId}`;
}

/** Throws 403 unless the actor runs a class the child is in (`read:student:own` against the child's tutors). */
export async function assertTutorOf(actor: Actor, childId: string, db: Reader = getDb()): Promise<void> {
  assertCan(actor, 'read:student:own');
  assertCan(actor, 'read:student:own', { ownerIds: await tutorIdsOf(childId, db) });
}

/** The ids of the children in the classes the actor runs, once their family approved (decision 032). */
export async function studentIdsOf(actor: Actor, db: Reader = getDb()): Promise<string[]> {
  assertCan(actor, 'read:student:own');
  const roster = approvedRoster();
  const rows = await db.selectDistinct({ id: roster.childId }).from(roster).where(eq(roster.tutorId, actor.id));
  return rows.map((row) => row.id);
}

/**
 * The same set as studentIdsOf, as a subquery for set-based reads (`… where user_id in (${studentIdsSql(actor)})`).
 * The caller has checked `read:student:own`.
 */
export function studentIdsSql(actor: Actor): SQL {
  const roster = approvedRoster();
  return sql`select ${roster.childId} from ${roster} where ${roster.tutorId} = ${actor.id}`;
}

/**
 * The children whose learning the actor may see at a glance: a parent's own children, a tutor's approved students
 * (decision 033). Throws 403 for anyone else.
 */
export function seenChildIdsSql(actor: Actor): SQL {
  if (can(actor, 'read:child:own')) return childIdsSql(actor);
  assertCan(actor, 'read:student:own');
  return studentIdsSql(actor);
}

/** The ids of the actor's own children (a parent's linked children; nobody else has children). */
export async function childIdsOf(actor: Actor, db: Reader = getDb()): Promise<string[]> {
  assertCan(actor, 'read:child:own');
  const rows = await db.select({ id: familyLinks.childId }).from(familyLinks).where(eq(familyLinks.parentId, actor.id));
  return rows.map((row) => row.id);
}

/**
 * The same set as childIdsOf, as a subquery for set-based reads (`… where child_id in (${childIdsSql(actor)})`).
 * The caller has checked `read:child:own`.
 */
export function childIdsSql(actor: Actor): SQL {
  return sql`select ${familyLinks.childId} from ${familyLinks} where ${familyLinks.parentId} = ${actor.id}`;
}

/** The family around the actor: themselves, their own children, and every child of their parents (siblings). */
export async function familyMemberIds(actor: Actor, db: Reader = getDb()): Promise<string[]> {
  const parents = db.select({ id: familyLinks.parentId }).from(familyLinks).where(eq(familyLinks.childId, actor.id));
  const family = await db
    .selectDistinct({ id: familyLinks.childId })
    .from(familyLinks)
    .where(sql`${familyLinks.parentId} = ${actor.id} or ${familyLinks.parentId} in (${parents})`);
  return [...new Set([actor.id, ...family.map((row) => row.id)])];
}

export interface LinkedChild {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  xp: number;
  lastLogin: Date | null;
  avatarSeed: string;
  avatarVariant: string;
}

/** A parent's own children, by first name. */
export async function listChildren(actor: Actor, db: Reader = getDb()): Promise<LinkedChild[]> {
  assertCan(actor, 'read:child:own');
  const child = peopleView('child');
  return db
    .select({
      id: child.id,
      email: child.email,
      firstName: child.firstName,
      lastName: child.lastName,
      xp: child.xp,
      lastLogin: child.lastLogin,
      avatarSeed: child.avatarSeed,
      avatarVariant: child.avatarVariant,
    })
    .from(familyLinks)
    .innerJoin(child, eq(child.id, familyLinks.childId))
    .where(eq(familyLinks.parentId, actor.id))
    .orderBy(child.firstName, child.id);
}
