import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';
import { fullName, fullNameOrEmail } from '@/lib/person-name';
import type { AuditSubject } from '@/server/audit-subject';

/*
 * A child's row as the families module's changes read it (decisions 027, 030). No 'server-only': the scheduled purge
 * of unanswered consent requests runs in the custom server (runtime.ts).
 */

const childColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarSeed: users.avatarSeed,
  avatarVariant: users.avatarVariant,
  xp: users.xp,
  valuation: users.valuation,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  emailVerified: users.emailVerified,
  blocked: users.blocked,
  locale: users.locale,
  currency: users.currency,
  childRefCode: users.childRefCode,
  simulatorEnabled: users.simulatorEnabled,
  journalTutors: users.journalTutors,
  username: users.username,
  birthYear: users.birthYear,
  consentPending: users.consentPending,
};

export function childQuery(tx: Tx, childId: string) {
  return tx
    .select(childColumns)
    .from(users)
    .where(and(eq(users.id, childId), eq(users.role, 'child')));
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
