import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, signInHeaders, TEST_PASSWORD } from '../../../tests/factories';
import { writeAudit } from '@/server/audit';
import { resolveSession } from '@/server/session-flow';
import { getChildAccessLog } from './access-log';
import { exportChildData } from './child-data';
import { answerRequest, requestLink } from './links';

/* "Who saw or changed this child's data", on a parent's child card (decision 027's activity, filtered). */

const person = async (role: 'child' | 'parent' | 'tutor', firstName: string) => actorFor(await createTestUser({ role, firstName, lastName: 'Test', password: TEST_PASSWORD }));

async function codeOf(actor: Actor): Promise<string> {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, actor.id));
  return row!.code!;
}

describe('a child’s access log', () => {
  it('lists what adults did about the child and the child’s answers to links, newest first, but not the child’s own learning or sign-ins', async () => {
    const parent = await person('parent', 'Priya');
    const other = await person('parent', 'Omar');
    const child = await person('child', 'Maya');
    // The child signs in (audited as a login: not shown here).
    await resolveSession(await signInHeaders(child.email));
    for (const adult of [parent, other]) {
      const { eventId } = await requestLink(adult, await codeOf(child));
      await answerRequest(child, eventId, true);
    }
    await exportChildData(other, child.id, 'json');

    const log = (await getChildAccessLog(parent, child.id))!;
    expect(log.child).toEqual({ id: child.id, name: 'Maya Test' });
    expect(log.entries.map((entry) => [entry.action, entry.by.who, entry.by.name])).toEqual([
      ['child_data_export', 'other', 'Omar Test'],
      ['family_link_accept', 'child', 'Maya Test'],
      ['family_link_request', 'other', 'Omar Test'],
      ['family_link_accept', 'child', 'Maya Test'],
      ['family_link_request', 'you', 'Priya Test'],
    ]);
  });

  it('finds the entries about the child by their columns, not by their words (decision 058)', async () => {
    const parent = await person('parent', 'Paula');
    const tutor = await person('tutor', 'Theo');
    const child = await person('child', 'Nina');
    const { eventId } = await requestLink(parent, await codeOf(child));
    await answerRequest(child, eventId, true);
    // About the child by column, though its words name no one; and words naming the child on an entry about no child.
    await writeAudit(getDb(), tutor, { actionType: 'student_report_view', component: 'families', message: 'Tutor opened a progress report', childId: child.id });
    await writeAudit(getDb(), tutor, { actionType: 'search', component: 'tests', message: `Looked for ${child.email} (${child.id}), Nina Test` });

    const log = (await getChildAccessLog(parent, child.id))!;
    expect(log.entries.map((entry) => [entry.action, entry.by.who, entry.by.name])).toEqual([
      ['student_report_view', 'other', 'Theo Test'],
      ['family_link_accept', 'child', 'Nina Test'],
      ['family_link_request', 'you', 'Paula Test'],
    ]);
  });

  it('is the child’s parents’ only: another parent gets nothing (404), other roles 403', async () => {
    const parent = await person('parent', 'Pat');
    const child = await person('child', 'Kim');
    const { eventId } = await requestLink(parent, await codeOf(child));
    await answerRequest(child, eventId, true);
    expect(await getChildAccessLog(await person('parent', 'Stranger'), child.id)).toBeNull();
    expect(await getChildAccessLog(parent, 'no-such-child')).toBeNull();
    for (const role of ['child', 'tutor'] as const) expect((await appErrorOf(getChildAccessLog(await person(role, 'Other'), child.id))).status).toBe(403);
  });
});
