import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { belowConsentAge } from '@/lib/consent-ages';
import { peopleView } from '@/modules/accounts';
import { guardianIdsOf } from '@/modules/families';

/**
 * Who answers a tutor's request to add a child to a class (decision 032): the child's linked parents; a child answers
 * alone only with no linked parent and when at or above their country's age of digital consent (decision 060; or with
 * no birth year, an account older than the question).
 */
export async function childAnswersAlone(db: Db | Tx, childId: string): Promise<boolean> {
  const person = peopleView('child');
  // One after the other: in a transaction both go over one connection, which takes one statement at a time.
  const [child] = await db.select({ birthYear: person.birthYear, country: person.country }).from(person).where(eq(person.id, childId));
  const guardians = await guardianIdsOf(childId, db);
  if (!child || guardians.length > 0) return false;
  return child.birthYear === null || !belowConsentAge(child.birthYear, child.country);
}
