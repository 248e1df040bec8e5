import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { classMembers, classes, signInCards } from '@/db/schema';
import { schoolAdmins } from './school-admins';

/*
 * The sign-in side of classroom cards (decision 066): a code's digest, and the card it names. Apart from printing
 * (sign-in-cards.ts), so the sign-in page's code carries none of the teacher's pages' words.
 */

/** What the table keeps of a code (normalised by normalizeCardCode): its SHA-256, in hex. */
export function cardDigest(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A card found by its digest, for the accounts module's sign-in (decision 066). */
export interface CardHolder {
  cardId: string;
  childId: string;
  classId: string;
  /** The child is still an approved member of the card's class: a card of a child who left it signs nobody in. */
  member: boolean;
  /** The idle limit of the class's school in minutes, which the session keeps (decision 073); null: the default. */
  idleMinutes: number | null;
}

/**
 * The card with this digest, which is only ever the one last printed for its child and class (printing again
 * replaced the digest, revoking deleted the row), or null. Whether the account may sign in (a child's, not blocked)
 * is the accounts module's to decide.
 */
export function findCardHolder(digest: string): Promise<CardHolder | null> {
  return cardHolderWhere(eq(signInCards.secretHash, digest));
}

/** The card with this id, found by the picture password once its sequence was checked (decision 068). */
export function cardHolderById(cardId: string): Promise<CardHolder | null> {
  return cardHolderWhere(eq(signInCards.id, cardId));
}

async function cardHolderWhere(condition: SQL): Promise<CardHolder | null> {
  const [card] = await getDb()
    .select({
      cardId: signInCards.id,
      childId: signInCards.childId,
      classId: signInCards.classId,
      // Printed during the child's present membership: a child who left the class and came back has a new one, and
      // the card printed before they left stays dead.
      member: sql<boolean | null>`${classMembers.status} = 'approved' and ${signInCards.issuedAt} >= greatest(${classMembers.addedAt}, ${classMembers.decidedAt})`,
      tutorId: classes.tutorId,
      schoolId: classes.schoolId,
    })
    .from(signInCards)
    .innerJoin(classes, eq(classes.id, signInCards.classId))
    .leftJoin(classMembers, and(eq(classMembers.classId, signInCards.classId), eq(classMembers.childId, signInCards.childId)))
    .where(condition);
  if (!card) return null;
  // Read through the schools module's port (it owns schools): only for a card found, so an unknown code costs nothing more.
  const idleMinutes = await schoolAdmins.get().idleMinutesOfClass(getDb(), { tutorId: card.tutorId, schoolId: card.schoolId });
  return { cardId: card.cardId, childId: card.childId, classId: card.classId, member: card.member === true, idleMinutes };
}

/** Notes when a card last signed its child in (the cards page shows it). */
export async function markCardUsed(cardId: string): Promise<void> {
  await getDb().update(signInCards).set({ lastUsedAt: new Date() }).where(eq(signInCards.id, cardId));
}
