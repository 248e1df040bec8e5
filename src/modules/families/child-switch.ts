import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { fullNameOrEmail } from '@/lib/person-name';
import { peopleView, saveChildSwitch, type ChildSwitch } from '@/modules/accounts';
import { writeAudit, type AuditEntry } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild, type ChildRow } from './child-data';

/** The switches a linked parent has on a child's profile (decision 031). */
type ChildFlag = ChildSwitch;

/**
 * A linked parent flips one of their child's switches: the child's row locked, the stored value read, and only when
 * it changes, written, `afterChange` run and the change audited, all in one transaction. Anyone else's child is a 404.
 */
export async function switchChildFlag(
  actor: Actor,
  childId: string,
  flag: ChildFlag,
  value: boolean,
  change: { audit: (child: ChildRow, name: string) => AuditEntry; afterChange?: (tx: Tx, child: ChildRow) => Promise<void> },
): Promise<{ name: string; value: boolean }> {
  assertCan(actor, 'read:child:own');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'read:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    const name = fullNameOrEmail(child);
    const person = peopleView();
    const [before] = await tx.select({ value: person[flag] }).from(person).where(eq(person.id, child.id));
    if (before?.value === value) return { name, value };
    await saveChildSwitch(tx, child.id, flag, value);
    await change.afterChange?.(tx, child);
    // Every switch is about the child's data, so its entry carries the child's id (decision 058).
    await writeAudit(tx, actor, { ...change.audit(child, name), subjectUserId: child.id, childId: child.id });
    return { name, value };
  });
}
