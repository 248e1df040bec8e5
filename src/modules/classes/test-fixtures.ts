import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import { onPlan } from '@/modules/billing/test-fixtures';
import { normalizeCardCode } from '@/lib/sign-in-card';
import { signInWithCard } from '@/modules/accounts';
import type { Actor } from '@/server/session-flow';
import { cardDigest, findCardHolder, markCardUsed } from './card-holders';
import { addStudent, createClass } from './manage-classes';
import { answerMembership } from './membership';

/* Test fixtures of the classes module (integration tests only): classes whose families answered as a test needs. */

/** What tutors and families do to a class, for the tests of modules that react to it. */
export { addStudent, createClass, deleteClass, removeStudent } from './manage-classes';
export { answerMembership } from './membership';

/** The code on a child's dashboard, as a tutor types it. */
export async function codeOf(actor: Actor): Promise<string> {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, actor.id));
  return row!.code!;
}

/**
 * A new tutor's class "Maths" with one child per name, each with a linked parent who approved the membership
 * (decision 032), and one more child, "Pending", whose family has not answered yet. The tutor is on the Classroom
 * plan (decision 040), so the tests built on this class may give assignments, export progress and open more
 * classes; what a Free tutor may not do is tested by the billing module's tests.
 */
export async function classWith(...names: string[]) {
  const tutor = await trader({ role: 'tutor', firstName: 'Tara', lastName: 'Tutor' });
  await onPlan(tutor, 'classroom');
  const group = await createClass(tutor, { name: 'Maths' });
  const members: { child: Actor; parent: Actor }[] = [];
  for (const firstName of [...names, 'Pending']) {
    const parent = await trader({ role: 'parent' });
    const child = await trader({ role: 'child', firstName, lastName: 'Learner' });
    await linkFamily(parent.id, child.id);
    await addStudent(tutor, { classId: group.id, code: await codeOf(child) });
    if (firstName !== 'Pending') await answerMembership(parent, { classId: group.id, childId: child.id }, true);
    members.push({ child, parent });
  }
  return { tutor, group, members: members.slice(0, -1), children: members.slice(0, -1).map((member) => member.child), pending: members.at(-1)!.child };
}

/** A tutor gives work to a class (decision 034). */
export { cancelAssignment, createAssignment } from './assignments';

/** A class's sign-in cards printed (decision 066), and a child signing in with one, as the card's form does. */
export { printCards } from './sign-in-cards';
export async function signInWithPrintedCard(code: string, clientAddress: string) {
  return signInWithCard(cardDigest(normalizeCardCode(code)!), { find: findCardHolder, markUsed: markCardUsed }, { headers: new Headers(), clientAddress });
}
