import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { peopleView } from '@/modules/accounts/runtime';
import { fullName, fullNameOrEmail } from '@/lib/person-name';
import type { AuditSubject } from '@/server/audit-subject';

/*
 * A child's row as the families module's changes read it (decisions 027, 030). No 'server-only': the scheduled purge
 * of unanswered consent requests runs in the custom server (runtime.ts).
 */

/** The child, as accounts publishes a person's row (decision 055); locked through it, the lock is on their row. */
const person = peopleView('child');

const childColumns = {
  id: person.id,
  role: person.role,
  email: person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  avatarSeed: person.avatarSeed,
  avatarVariant: person.avatarVariant,
  xp: person.xp,
  valuation: person.valuation,
  createdAt: person.createdAt,
  lastLogin: person.lastLogin,
  emailVerified: person.emailVerified,
  blocked: person.blocked,
  locale: person.locale,
  currency: person.currency,
  childRefCode: person.childRefCode,
  simulatorEnabled: person.simulatorEnabled,
  journalTutors: person.journalTutors,
  username: person.username,
  birthYear: person.birthYear,
  country: person.country,
  consentPending: person.consentPending,
};

export function childQuery(tx: Db | Tx, childId: string) {
  return tx
    .select(childColumns)
    .from(person)
    .where(and(eq(person.id, childId), eq(person.role, 'child')));
}

export type ChildRow = Awaited<ReturnType<typeof childQuery>>[number];

/** A child's row under lock, whoever asks: for the changes that do not come from a linked parent (decision 030). */
export async function lockChild(tx: Tx, childId: string): Promise<ChildRow | undefined> {
  const [child] = await childQuery(tx, childId).for('update');
  return child;
}

export function subjectOf(child: ChildRow): AuditSubject {
  return { id: child.id, email: child.email, names: [fullNameOrEmail(child), fullName(child)], avatarSeed: child.avatarSeed };
}
