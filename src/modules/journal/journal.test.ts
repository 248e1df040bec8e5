import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { and, eq } from 'drizzle-orm';
import { auditLogs, familyLinks, journalEntries, notifications, outboxMessages } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { addStudent, answerMembership, classWith, codeOf, deleteClass, removeStudent } from '@/modules/classes/test-fixtures';
import { familyLinkEnded } from '@/modules/families/events';
import { setChildJournalTutors } from '@/modules/families/test-fixtures';
import { trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { publish } from '@/server/domain-events';
import { createEntry, deleteEntry, ENTRIES_PER_DAY_MAX, shareEntry, updateEntry } from './entries';
import { getJournalPage, listSharedEntries } from './queries';
import { entrySchema, journalFiltersSchema, saveEntrySchema, shareEntrySchema } from './schemas';

const child = async () => actorFor(await createTestUser({ role: 'child' }));
const entry = (overrides: Partial<{ title: string; body: string; mood: 'happy' | 'sad' | 'proud' | 'worried'; entryDate: string }> = {}) => ({
  title: 'A good day',
  body: 'We planted beans.',
  mood: 'happy' as const,
  entryDate: '2026-11-20',
  ...overrides,
});
const page = (actor: Awaited<ReturnType<typeof child>>, filters: Record<string, string> = {}) => getJournalPage(actor, journalFiltersSchema.parse(filters), 'en');

describe('a child’s journal', () => {
  it('keeps entries newest day first, and finds them by words, mood and month', async () => {
    const writer = await child();
    await createEntry(writer, entry({ title: 'Beans', body: 'We planted **beans** at school.', entryDate: '2026-10-03' }));
    await createEntry(writer, entry({ title: 'Maths test', body: 'I was worried about fractions.', mood: 'worried', entryDate: '2026-11-18' }));
    await createEntry(writer, entry({ title: 'Fractions again', body: 'Now I get them!', mood: 'proud', entryDate: '2026-11-21' }));

    const all = await page(writer);
    expect(all.entries.map((row) => row.title)).toEqual(['Fractions again', 'Maths test', 'Beans']);
    expect(all.total).toBe(3);
    expect(all.months).toEqual(['2026-11', '2026-10']);
    expect((await page(writer, { q: 'FRACTIONS' })).entries.map((row) => row.title)).toEqual(['Fractions again', 'Maths test']);
    expect((await page(writer, { mood: 'worried' })).entries.map((row) => row.title)).toEqual(['Maths test']);
    expect((await page(writer, { month: '2026-10' })).entries.map((row) => row.title)).toEqual(['Beans']);
    // LIKE's wildcards are searched for as characters.
    expect((await page(writer, { q: '%' })).entries).toEqual([]);
    // A stale or made-up filter is dropped, never an error.
    expect((await page(writer, { mood: 'sleepy', month: '2026-13' })).entries).toHaveLength(3);
  });

  it('is private: another child, a parent, a tutor and an admin can neither read nor change an entry', async () => {
    const writer = await child();
    const other = await child();
    const { id } = await createEntry(writer, entry({ title: 'My secret' }));

    const theirs = await page(other, { edit: id });
    expect(theirs.entries).toEqual([]);
    expect(theirs.editing).toBeNull();
    expect((await appErrorOf(updateEntry(other, id, entry({ title: 'Changed' })))).status).toBe(404);
    expect((await appErrorOf(deleteEntry(other, id))).status).toBe(404);

    for (const role of ['parent', 'tutor', 'admin'] as const) {
      const adult = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(getJournalPage(adult, journalFiltersSchema.parse({}), 'en'))).status).toBe(403);
      expect((await appErrorOf(createEntry(adult, entry()))).status).toBe(403);
      expect((await appErrorOf(deleteEntry(adult, id))).status).toBe(403);
    }
    const [kept] = await getDb().select().from(journalEntries).where(eq(journalEntries.id, id));
    expect(kept).toMatchObject({ title: 'My secret', userId: writer.id });
    // Nothing of an entry goes to the audit log, which admins read.
    expect(JSON.stringify(await getDb().select().from(auditLogs))).not.toContain('My secret');
  });

  it('is edited and deleted by its writer; the page opens an entry to edit', async () => {
    const writer = await child();
    const { id } = await createEntry(writer, entry());
    expect((await page(writer, { edit: id })).editing).toMatchObject({ id, title: 'A good day' });
    await updateEntry(writer, id, entry({ title: 'A great day', mood: 'proud' }));
    expect((await page(writer)).entries).toMatchObject([{ id, title: 'A great day', mood: 'proud' }]);
    await deleteEntry(writer, id);
    expect((await page(writer)).total).toBe(0);
    expect((await appErrorOf(deleteEntry(writer, id))).status).toBe(404);
  });

  it('shows kind help beside an entry whose words touch a hard topic, and tells no one', async () => {
    const writer = await child();
    await createEntry(writer, entry({ title: 'School', body: 'A boy in my class bullies me every day.' }));
    await createEntry(writer, entry({ title: 'Football', body: 'The ball was a bullet!' }));
    const entries = (await page(writer)).entries;
    expect(entries.find((row) => row.title === 'School')?.support).toEqual(['bullying']);
    expect(entries.find((row) => row.title === 'Football')?.support).toEqual([]);
    // Nothing is recorded or sent: no audit entry, no mail mentions it.
    expect(JSON.stringify(await getDb().select().from(auditLogs))).not.toContain('bullies');
    expect(JSON.stringify(await getDb().select().from(outboxMessages))).not.toContain('bullies');
  });

  it(`refuses a ${ENTRIES_PER_DAY_MAX + 1}th entry in a day with a clear message`, async () => {
    const writer = await child();
    await getDb()
      .insert(journalEntries)
      .values(Array.from({ length: ENTRIES_PER_DAY_MAX }, (_, index) => ({ userId: writer.id, title: `Entry ${index}`, body: 'text', mood: 'calm', entryDate: '2026-11-20' })));
    const refused = await appErrorOf(createEntry(writer, entry()));
    expect(refused).toMatchObject({ status: 409, message: 'journal.errors.tooManyToday' });
    expect((await page(writer)).total).toBe(ENTRIES_PER_DAY_MAX);
  });
});

describe('sharing an entry', () => {
  it('shows an entry, read-only, only to the linked adults the child picks, and only while they stay linked', async () => {
    const writer = await child();
    const mum = await actorFor(await createTestUser({ role: 'parent', firstName: 'Mum' }));
    const dad = await actorFor(await createTestUser({ role: 'parent', firstName: 'Dad' }));
    const stranger = await actorFor(await createTestUser({ role: 'parent', firstName: 'Stranger' }));
    await getDb().insert(familyLinks).values([{ parentId: mum.id, childId: writer.id }, { parentId: dad.id, childId: writer.id }]);
    const { id } = await createEntry(writer, entry({ title: 'For Mum' }));
    await createEntry(writer, entry({ title: 'Just mine' }));

    // Private by default: nobody sees anything.
    expect(await listSharedEntries(mum)).toEqual([]);
    expect(await shareEntry(writer, id, [mum.id])).toEqual({ shared: 1 });
    expect((await listSharedEntries(mum)).map((row) => row.title)).toEqual(['For Mum']);
    expect(await listSharedEntries(dad)).toEqual([]);
    expect(await listSharedEntries(stranger)).toEqual([]);
    expect((await page(writer)).entries.find((row) => row.id === id)?.sharedWith).toEqual([mum.id]);

    // Only linked adults can be picked; another child's entry cannot be shared.
    expect((await appErrorOf(shareEntry(writer, id, [stranger.id]))).message).toBe('journal.errors.viewerNotLinked');
    expect((await appErrorOf(shareEntry(await child(), id, []))).status).toBe(404);
    // A tutor who is not the child's reads nothing; a child has nobody's shared entries to read.
    expect(await listSharedEntries(await actorFor(await createTestUser({ role: 'tutor' })))).toEqual([]);
    expect((await appErrorOf(listSharedEntries(await child()))).status).toBe(403);

    // A link that ends stops the sharing at once.
    await getDb().delete(familyLinks).where(and(eq(familyLinks.parentId, mum.id), eq(familyLinks.childId, writer.id)));
    expect(await listSharedEntries(mum)).toEqual([]);
    expect((await page(writer)).entries.find((row) => row.id === id)?.sharedWith).toEqual([]);

    // Unsharing (no box checked) hides it again.
    await shareEntry(writer, id, [dad.id]);
    expect((await listSharedEntries(dad)).map((row) => row.title)).toEqual(['For Mum']);
    await shareEntry(writer, id, []);
    expect(await listSharedEntries(dad)).toEqual([]);
  });

  it('tells each adult newly chosen, in the app, who shared an entry with them (never what it says) and where to read it', async () => {
    const writer = await actorFor(await createTestUser({ role: 'child', firstName: 'Lina', lastName: 'Haddad' }));
    const mum = await actorFor(await createTestUser({ role: 'parent', firstName: 'Mum' }));
    const dad = await actorFor(await createTestUser({ role: 'parent', firstName: 'Dad' }));
    await getDb().insert(familyLinks).values([{ parentId: mum.id, childId: writer.id }, { parentId: dad.id, childId: writer.id }]);
    const { id } = await createEntry(writer, entry({ title: 'Secret title', body: 'Secret words about my day.' }));
    const told = (reader: Actor) => getDb().select({ type: notifications.type, params: notifications.params, link: notifications.link, childId: notifications.childId }).from(notifications).where(eq(notifications.recipientId, reader.id));
    const note = { type: 'journal_shared', params: { name: 'Lina Haddad' }, link: `/children#journal-${writer.id}`, childId: writer.id };

    await shareEntry(writer, id, [mum.id]);
    expect(await told(mum)).toEqual([note]);
    expect(await told(dad)).toEqual([]);
    expect(JSON.stringify(await told(mum))).not.toMatch(/Secret/);
    // Choosing the same people again tells nobody twice; adding Dad tells Dad only.
    await shareEntry(writer, id, [mum.id]);
    await shareEntry(writer, id, [mum.id, dad.id]);
    expect(await told(mum)).toEqual([note]);
    expect(await told(dad)).toEqual([note]);
    // A refused choice tells nobody (the transaction rolls back).
    const stranger = await actorFor(await createTestUser({ role: 'parent' }));
    await appErrorOf(shareEntry(writer, id, [stranger.id]));
    expect(await told(stranger)).toEqual([]);
  });

  it('tells a tutor a parent let in where they read the entry: the student’s page', async () => {
    const { tutor, members } = await classWith('Maya');
    const { child: maya, parent } = members[0]!;
    await setChildJournalTutors(parent, maya.id, true);
    const { id } = await createEntry(maya, entry({ title: 'For my tutor' }));
    await shareEntry(maya, id, [tutor.id]);
    expect(await getDb().select({ type: notifications.type, link: notifications.link }).from(notifications).where(eq(notifications.recipientId, tutor.id))).toContainEqual({ type: 'journal_shared', link: `/students/${maya.id}` });
  });

  it('unshares what the child showed an adult when their link ends, so linking again brings nothing back', async () => {
    const writer = await child();
    const parent = await actorFor(await createTestUser({ role: 'parent', firstName: 'Gran' }));
    await getDb().insert(familyLinks).values({ parentId: parent.id, childId: writer.id });
    const { id } = await createEntry(writer, entry({ title: 'For Gran' }));
    await shareEntry(writer, id, [parent.id]);
    expect((await listSharedEntries(parent)).map((row) => row.title)).toEqual(['For Gran']);

    // As the families module ends a link: the link goes, and the end is published in the same transaction.
    await getDb().transaction(async (tx) => {
      await tx.delete(familyLinks).where(and(eq(familyLinks.parentId, parent.id), eq(familyLinks.childId, writer.id)));
      await publish(tx, familyLinkEnded, { parentId: parent.id, childId: writer.id, endedBy: 'child' });
    });
    await getDb().insert(familyLinks).values({ parentId: parent.id, childId: writer.id });
    expect(await listSharedEntries(parent)).toEqual([]);
    expect((await page(writer)).entries.find((row) => row.id === id)?.sharedWith).toEqual([]);
  });

  it('shows an entry to the child’s tutors only when a parent allows it, and unshares it when they stop or the tutor loses the child', async () => {
    const { tutor, group, members } = await classWith('Maya', 'Noor');
    const [{ child: maya, parent }, { child: noor }] = members as [{ child: Actor; parent: Actor }, { child: Actor; parent: Actor }];
    const otherTutor = await trader({ role: 'tutor' });
    const { id } = await createEntry(maya, entry({ title: 'For my tutor' }));

    // The family only, by default: the tutor is not among the people the child can pick.
    expect((await page(maya)).adults.map((adult) => adult.role)).toEqual(['parent']);
    expect((await appErrorOf(shareEntry(maya, id, [tutor.id]))).message).toBe('journal.errors.viewerNotLinked');
    // Only the child's own parent decides; another parent's try, a tutor's or the child's is refused.
    expect((await appErrorOf(setChildJournalTutors(members[1]!.parent, maya.id, true))).status).toBe(404);
    for (const who of [tutor, maya]) expect((await appErrorOf(setChildJournalTutors(who, maya.id, true))).status).toBe(403);

    await setChildJournalTutors(parent, maya.id, true);
    await setChildJournalTutors(parent, maya.id, true);
    const choices = (await page(maya)).adults;
    expect(choices.map((adult) => [adult.role, adult.id])).toEqual([
      ['parent', parent.id],
      ['tutor', tutor.id],
    ]);
    expect((await page(maya)).entries[0]!.sharedWith).toEqual([]);
    await shareEntry(maya, id, [parent.id, tutor.id]);
    expect((await listSharedEntries(tutor, maya.id)).map((row) => row.title)).toEqual(['For my tutor']);
    expect(await listSharedEntries(tutor, noor.id)).toEqual([]);
    expect(await listSharedEntries(otherTutor, maya.id)).toEqual([]);
    // Each real change is audited once.
    const changes = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'child_journal_audience'), eq(auditLogs.entityId, maya.id)));
    expect(changes.map((change) => change.details)).toEqual([{ childId: maya.id, tutors: true }]);

    // Family only again: what the tutor was shown is private again, and allowing it later brings nothing back.
    await setChildJournalTutors(parent, maya.id, false);
    expect(await listSharedEntries(tutor, maya.id)).toEqual([]);
    await setChildJournalTutors(parent, maya.id, true);
    expect(await listSharedEntries(tutor, maya.id)).toEqual([]);
    expect((await page(maya)).entries[0]!.sharedWith).toEqual([parent.id]);
    expect((await listSharedEntries(parent)).map((row) => row.title)).toEqual(['For my tutor']);

    // The tutor removes the child from their class: unshared, and adding the child again brings nothing back.
    await shareEntry(maya, id, [parent.id, tutor.id]);
    await removeStudent(tutor, { classId: group.id, childId: maya.id });
    expect(await listSharedEntries(tutor, maya.id)).toEqual([]);
    await addStudent(tutor, { classId: group.id, code: await codeOf(maya) });
    await answerMembership(parent, { classId: group.id, childId: maya.id }, true);
    expect(await listSharedEntries(tutor, maya.id)).toEqual([]);
    expect((await page(maya)).entries[0]!.sharedWith).toEqual([parent.id]);

    // A deleted class does the same.
    await shareEntry(maya, id, [tutor.id]);
    expect(await listSharedEntries(tutor, maya.id)).toHaveLength(1);
    await deleteClass(tutor, group.id);
    expect((await page(maya)).adults.map((adult) => adult.role)).toEqual(['parent']);
    expect((await page(maya)).entries[0]!.sharedWith).toEqual([]);
  });

  it('reads the checked boxes of the sharing form', () => {
    const entryId = '00000000-0000-4000-8000-000000000001';
    expect(shareEntrySchema.parse({ entryId, 'viewer-p1': 'on', 'viewer-p2': 'on', other: 'x' })).toEqual({ entryId, viewers: ['p1', 'p2'] });
    expect(shareEntrySchema.parse({ entryId })).toEqual({ entryId, viewers: [] });
  });
});

describe('a journal save sent again with its key (decision 049)', () => {
  it('writes one entry and answers the first one, even at the day’s limit and when both arrive at once', async () => {
    const writer = await child();
    const key = crypto.randomUUID();
    const first = await createEntry(writer, { ...entry({ title: 'Lost answer' }), idempotencyKey: key });
    expect(await createEntry(writer, { ...entry({ title: 'Lost answer' }), idempotencyKey: key })).toEqual(first);
    // Both sends at once (the first still running when the page resent it): one entry, one id.
    const racing = crypto.randomUUID();
    const both = await Promise.all([0, 1].map(() => createEntry(writer, { ...entry({ title: 'Raced' }), idempotencyKey: racing })));
    expect(both[1]).toEqual(both[0]);
    // The save that made the 100th entry, sent again, is still that save, not a 101st refused.
    await getDb()
      .insert(journalEntries)
      .values(Array.from({ length: ENTRIES_PER_DAY_MAX - 3 }, (_, index) => ({ userId: writer.id, title: `Entry ${index}`, body: 'text', mood: 'calm', entryDate: '2026-11-20' })));
    const last = crypto.randomUUID();
    const hundredth = await createEntry(writer, { ...entry({ title: 'The last of the day' }), idempotencyKey: last });
    expect(await createEntry(writer, { ...entry({ title: 'The last of the day' }), idempotencyKey: last })).toEqual(hundredth);
    expect(await appErrorOf(createEntry(writer, { ...entry(), idempotencyKey: crypto.randomUUID() }))).toMatchObject({ status: 409 });
    const titles = (await getDb().select({ title: journalEntries.title }).from(journalEntries).where(eq(journalEntries.userId, writer.id))).map((row) => row.title);
    expect(titles.filter((title) => title === 'Lost answer' || title === 'Raced' || title === 'The last of the day')).toHaveLength(3);
    expect(titles).toHaveLength(ENTRIES_PER_DAY_MAX);
    // Keys are the writer's own: another child's save with the same key is another entry.
    const other = await child();
    expect((await createEntry(other, { ...entry(), idempotencyKey: key })).id).not.toBe(first.id);
  });

  it('reads the key from the form, and a form without one still saves', () => {
    const key = crypto.randomUUID();
    expect(saveEntrySchema.parse({ ...entry(), entryId: '', idempotencyKey: key }).idempotencyKey).toBe(key);
    expect(saveEntrySchema.parse({ ...entry(), idempotencyKey: '' }).idempotencyKey).toBeUndefined();
    expect(saveEntrySchema.safeParse({ ...entry(), idempotencyKey: 'x; drop' }).success).toBe(false);
  });
});

describe('the journal’s input rules', () => {
  it('trim, require and limit the fields, and accept only real days and known moods', () => {
    expect(entrySchema.parse({ title: '  Hi  ', body: 'line one\r\nline two ', mood: 'calm', entryDate: '2026-02-28' })).toEqual({ title: 'Hi', body: 'line one\nline two', mood: 'calm', entryDate: '2026-02-28' });
    const issues = (input: Record<string, unknown>) => entrySchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];
    expect(issues({ title: ' ', body: '', mood: 'sleepy', entryDate: '2026-02-30' })).toEqual([
      'title:journal.errors.titleRequired',
      'body:journal.errors.bodyRequired',
      'mood:journal.errors.moodRequired',
      'entryDate:journal.errors.dateInvalid',
    ]);
    expect(issues({ title: 'x'.repeat(121), body: 'x'.repeat(10_001), mood: 'calm', entryDate: '1999-12-31' })).toEqual([
      'title:journal.errors.titleTooLong',
      'body:journal.errors.bodyTooLong',
      'entryDate:journal.errors.dateInvalid',
    ]);
    expect(saveEntrySchema.parse({ ...entry(), entryId: '' }).entryId).toBeUndefined();
    expect(saveEntrySchema.safeParse({ ...entry(), entryId: "1' or '1'='1" }).error?.issues[0]?.message).toBe('journal.errors.notFound');
  });
});
