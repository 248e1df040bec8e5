import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { AppError } from '@/server/errors';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, uniqueEmail } from '../../../tests/factories';
import { AUDIT_CSV_COLUMNS, auditCsvHeader, auditCsvRow } from './csv';
import { encodeCursor, getAuditPage, iterateAuditEntries, listAuditActionTypes, listAuditEntries, type AuditRow } from './queries';
import { AUDIT_PAGE_SIZE, auditFiltersSchema, type AuditFilters } from './schemas';
import { writeAudit } from '@/server/audit';

function tag(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

async function adminActor(): Promise<Actor> {
  return actorFor(await createTestUser({ role: 'admin' }));
}

async function entriesWithMessage(message: string) {
  return getDb().select().from(auditLogs).where(eq(auditLogs.message, message));
}

type NewEntry = Partial<typeof auditLogs.$inferInsert>;

async function insertEntries(entries: NewEntry[]) {
  const values = entries.map((entry) => ({
    performedBy: 'someone@example.test',
    role: 'admin',
    actionType: 'test_action',
    component: 'tests',
    message: 'test entry',
    ...entry,
  }));
  return getDb().insert(auditLogs).values(values).returning();
}

/** Every message along an error's cause chain (drizzle wraps the database error). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error as { message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    parts.push(String(current.message));
  }
  return parts.join(' | ');
}

/** Newest first, ties on the timestamp broken by the larger id first. */
function newestFirst(rows: Array<{ id: number; timestamp: Date }>): number[] {
  return [...rows].sort((x, y) => y.timestamp.getTime() - x.timestamp.getTime() || y.id - x.id).map((row) => row.id);
}

describe('writeAudit', () => {
  it('writes nothing and returns false when the actor has no e-mail', async () => {
    const message = `no e-mail ${tag()}`;
    const entry = { actionType: 'login', component: 'tests', message };
    expect(await writeAudit(getDb(), null, entry)).toBe(false);
    expect(await writeAudit(getDb(), { id: null, email: '', role: 'admin' }, entry)).toBe(false);
    expect(await writeAudit(getDb(), { id: null, email: null, role: 'parent' }, entry)).toBe(false);
    expect(await writeAudit(getDb(), { id: null, email: undefined, role: 'child', firstName: 'Kai' }, entry)).toBe(false);
    expect(await entriesWithMessage(message)).toHaveLength(0);
    // Control: with an e-mail the same entry is written.
    expect(await writeAudit(getDb(), { id: null, email: 'has-mail@example.test', role: 'parent' }, entry)).toBe(true);
    expect(await entriesWithMessage(message)).toHaveLength(1);
  });

  it("merges {displayName, avatarSeed, avatarVariant} into a child's entry", async () => {
    const message = `child ${tag()}`;
    const written = await writeAudit(
      getDb(),
      { id: null, email: 'kid@example.test', role: 'child', firstName: 'Kai', lastName: 'Lo', avatarSeed: 'kai', avatarVariant: 'bottts' },
      { actionType: 'lesson_done', component: 'lessons', message, entityId: 'lesson-7', details: { score: 3 } },
    );
    expect(written).toBe(true);
    const [entry] = await entriesWithMessage(message);
    expect(entry).toMatchObject({ performedBy: 'kid@example.test', role: 'child', actionType: 'lesson_done', component: 'lessons', entityId: 'lesson-7', targetUser: null });
    expect(entry?.details).toEqual({ score: 3, displayName: 'Kai Lo', avatarSeed: 'kai', avatarVariant: 'bottts' });
    expect(entry?.timestamp).toBeInstanceOf(Date);
  });

  it("a child without names or avatar gets the e-mail as display name and the default avatar", async () => {
    const message = `bare child ${tag()}`;
    await writeAudit(getDb(), { id: null, email: 'bare-kid@example.test', role: 'child' }, { actionType: 'login', component: 'tests', message });
    const [entry] = await entriesWithMessage(message);
    expect(entry?.details).toEqual({ displayName: 'bare-kid@example.test', avatarSeed: 'default', avatarVariant: 'adventurer' });
  });

  it('a signed-in child Actor carries its own profile into the details', async () => {
    const child = await createTestUser({ role: 'child', firstName: 'Ada', lastName: 'Byte' });
    const actor = await actorFor(child);
    const message = `actor child ${tag()}`;
    await writeAudit(getDb(), actor, { actionType: 'badge', component: 'tests', message });
    const [entry] = await entriesWithMessage(message);
    expect(entry?.performedBy).toBe(child.email);
    expect(entry?.details).toEqual({ displayName: 'Ada Byte', avatarSeed: actor.avatarSeed, avatarVariant: actor.avatarVariant });
    // Decision 058: the child's own entry names them by id, as its actor and as the child whose data it concerns.
    expect(entry).toMatchObject({ actorId: child.id, subjectUserId: null, childId: child.id });
  });

  it("stores who acted, on whom and about which child as ids (decision 058)", async () => {
    const parent = await createTestUser({ role: 'parent' });
    const child = await createTestUser({ role: 'child' });
    const message = `parent about child ${tag()}`;
    await writeAudit(getDb(), await actorFor(parent), { actionType: 'x', component: 'tests', message, targetUser: child.email, subjectUserId: child.id, childId: child.id });
    expect((await entriesWithMessage(message))[0]).toMatchObject({ performedBy: parent.email, actorId: parent.id, targetUser: child.email, subjectUserId: child.id, childId: child.id });
    // An adult's entry about no one keeps the columns empty but for its actor; the system has no id.
    const plain = `parent alone ${tag()}`;
    await writeAudit(getDb(), await actorFor(parent), { actionType: 'x', component: 'tests', message: plain });
    await writeAudit(getDb(), { id: null, email: 'system', role: 'system' }, { actionType: 'x', component: 'tests', message: plain });
    expect((await entriesWithMessage(plain)).sort((a, b) => a.id - b.id)).toMatchObject([
      { actorId: parent.id, subjectUserId: null, childId: null },
      { actorId: null, subjectUserId: null, childId: null },
    ]);
  });

  it('non-child actors keep their details exactly as given', async () => {
    const withDetails = `parent ${tag()}`;
    const withoutDetails = `tutor ${tag()}`;
    await writeAudit(
      getDb(),
      { id: null, email: 'mum@example.test', role: 'parent', firstName: 'Mia', lastName: 'Ma', avatarSeed: 'mia', avatarVariant: 'bottts' },
      { actionType: 'x', component: 'tests', message: withDetails, details: { a: 1, nested: { b: [1, 2] } } },
    );
    await writeAudit(getDb(), { id: null, email: 'tutor@example.test', role: 'tutor', firstName: 'Tom' }, { actionType: 'x', component: 'tests', message: withoutDetails });
    expect((await entriesWithMessage(withDetails))[0]?.details).toEqual({ a: 1, nested: { b: [1, 2] } });
    expect((await entriesWithMessage(withoutDetails))[0]?.details).toBeNull();
  });

  it('an entry written inside a transaction that rolls back is not kept', async () => {
    const message = `rolled back ${tag()}`;
    await expect(
      getDb().transaction(async (tx) => {
        expect(await writeAudit(tx, { id: null, email: 'a@example.test', role: 'admin' }, { actionType: 'x', component: 'tests', message })).toBe(true);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await entriesWithMessage(message)).toHaveLength(0);
  });
});

describe('audit_logs is append-only in the database', () => {
  it('refuses UPDATE', async () => {
    const [row] = await insertEntries([{ message: `keep me ${tag()}` }]);
    const error = await getDb()
      .execute(sql`update audit_logs set message = 'changed' where id = ${row!.id}`)
      .then(() => null, (caught: unknown) => caught);
    expect(error).not.toBeNull();
    expect(messagesOf(error)).toContain('append-only');
    const [after] = await getDb().select().from(auditLogs).where(eq(auditLogs.id, row!.id));
    expect(after?.message).toBe(row!.message);
  });

  it('refuses DELETE', async () => {
    const [row] = await insertEntries([{ message: `keep me too ${tag()}` }]);
    const error = await getDb()
      .execute(sql`delete from audit_logs where id = ${row!.id}`)
      .then(() => null, (caught: unknown) => caught);
    expect(error).not.toBeNull();
    expect(messagesOf(error)).toContain('append-only');
    expect(await getDb().select().from(auditLogs).where(eq(auditLogs.id, row!.id))).toHaveLength(1);
  });
});

describe('migration 0039 fills the columns of the entries written before it (decision 058)', () => {
  /** The migration's statements from the trigger's pause to its return: the backfill, as the migration runs it. */
  function backfillStatements(): string[] {
    const statements = readFileSync(path.resolve(process.cwd(), 'src/db/migrations/0039_audit_subject_columns.sql'), 'utf8').split('--> statement-breakpoint');
    const from = statements.findIndex((statement) => statement.includes('DISABLE TRIGGER'));
    const to = statements.findIndex((statement) => statement.includes('ENABLE TRIGGER'));
    return statements.slice(from, to + 1);
  }

  it('where the row says it for certain: the actor by address, the subject by address or id, the child by details, entity, subject or actor', async () => {
    const admin = await createTestUser({ role: 'admin' });
    const parent = await createTestUser({ role: 'parent' });
    const child = await createTestUser({ role: 'child' });
    const old = await insertEntries([
      { performedBy: parent.email.toUpperCase(), role: 'parent', actionType: 'family_link_request', targetUser: child.email, entityId: 'event-1', details: { childId: child.id } },
      { performedBy: parent.email, role: 'parent', actionType: 'child_daily_goal_change', targetUser: child.id, entityId: child.id },
      { performedBy: child.email, role: 'child', actionType: 'family_link_end', targetUser: parent.email, entityId: `${parent.id}:${child.id}` },
      { performedBy: child.email, role: 'child', actionType: 'login', entityId: child.id },
      { performedBy: admin.email, role: 'admin', actionType: 'block', targetUser: parent.email, entityId: parent.id },
      { performedBy: 'system', role: 'system', actionType: 'family_consent_expired', targetUser: 'deleted-child:000000000000', entityId: 'deleted-child:000000000000' },
      { performedBy: 'gone@example.test', role: 'parent', actionType: 'x', targetUser: 'gone-child@example.test', details: { childId: 'no-such-child' } },
    ]);
    const ids = old.map((row) => row.id);
    // Run in a transaction that is rolled back: the other entries of the test database keep the columns they were written with.
    let filled: { actorId: string | null; subjectUserId: string | null; childId: string | null }[] = [];
    await expect(
      getDb().transaction(async (tx) => {
        for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
        const rows = await tx.select().from(auditLogs).where(sql`${auditLogs.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
        filled = ids.map((id) => rows.find((row) => row.id === id)!).map(({ actorId, subjectUserId, childId }) => ({ actorId, subjectUserId, childId }));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(filled).toEqual([
      { actorId: parent.id, subjectUserId: child.id, childId: child.id },
      { actorId: parent.id, subjectUserId: child.id, childId: child.id },
      { actorId: child.id, subjectUserId: parent.id, childId: child.id },
      { actorId: child.id, subjectUserId: null, childId: child.id },
      { actorId: admin.id, subjectUserId: parent.id, childId: null },
      { actorId: null, subjectUserId: null, childId: null },
      { actorId: null, subjectUserId: null, childId: null },
    ]);
    // The trigger is back: the entries are append-only again.
    await expect(getDb().update(auditLogs).set({ message: 'changed' }).where(eq(auditLogs.id, ids[0]!))).rejects.toThrow();
  });
});

describe('listAuditEntries', () => {
  it('returns entries newest first', async () => {
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    const base = Date.parse('2031-05-05T12:00:00.000Z');
    const rows = await insertEntries([
      { performedBy: user, timestamp: new Date(base) },
      { performedBy: user, timestamp: new Date(base + 3_600_000) },
      { performedBy: user, timestamp: new Date(base - 3_600_000) },
      { performedBy: user, timestamp: new Date(base + 1) },
    ]);
    const { entries, nextCursor } = await listAuditEntries(admin, { user });
    expect(entries.map((entry) => entry.id)).toEqual([rows[1]!.id, rows[3]!.id, rows[0]!.id, rows[2]!.id]);
    expect(entries[0]?.timestamp).toEqual(new Date(base + 3_600_000));
    expect(nextCursor).toBeNull();
  });

  it('filters by action', async () => {
    const admin = await adminActor();
    const action = `act_${tag()}`;
    const rows = await insertEntries([{ actionType: action }, { actionType: `${action}_other` }, { actionType: action }]);
    const { entries } = await listAuditEntries(admin, { action });
    expect(entries.map((entry) => entry.id).sort((x, y) => x - y)).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(await listAuditActionTypes(admin)).toEqual(expect.arrayContaining([action, `${action}_other`]));
  });

  it('filters by user: matches performed_by or target_user, case-insensitively, as a literal substring', async () => {
    const admin = await adminActor();
    const t = tag();
    const rows = await insertEntries([
      { performedBy: `${t}-actor@example.test` },
      { performedBy: 'other@example.test', targetUser: `${t}-target@example.test` },
      { performedBy: 'other@example.test', targetUser: 'someone-else@example.test' },
      { performedBy: `${t}%x@example.test` },
    ]);
    const ids = async (user: string) =>
      (await listAuditEntries(admin, { user })).entries.map((entry) => entry.id).sort((x, y) => x - y);
    expect(await ids(t.toUpperCase())).toEqual([rows[0]!.id, rows[1]!.id, rows[3]!.id]);
    expect(await ids(`${t}-TARGET`)).toEqual([rows[1]!.id]);
    expect(await ids(`${t}-actor@EXAMPLE.test`)).toEqual([rows[0]!.id]);
    // '%' is not a wildcard.
    expect(await ids(`${t}%`)).toEqual([rows[3]!.id]);
  });

  it('filters by from/to day (UTC), both days inclusive', async () => {
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    const rows = await insertEntries([
      { performedBy: user, timestamp: new Date('2030-03-09T23:59:59.999Z') },
      { performedBy: user, timestamp: new Date('2030-03-10T00:00:00.000Z') },
      { performedBy: user, timestamp: new Date('2030-03-10T23:59:59.999Z') },
      { performedBy: user, timestamp: new Date('2030-03-11T00:00:00.000Z') },
      { performedBy: user, timestamp: new Date('2030-03-12T10:00:00.000Z') },
    ]);
    const ids = async (filters: AuditFilters) =>
      (await listAuditEntries(admin, { user, ...filters })).entries.map((entry) => entry.id).sort((x, y) => x - y);
    const [before, dayStart, dayEnd, nextDay, later] = rows.map((row) => row.id);
    expect(await ids({ from: '2030-03-10', to: '2030-03-10' })).toEqual([dayStart, dayEnd]);
    expect(await ids({ from: '2030-03-10' })).toEqual([dayStart, dayEnd, nextDay, later]);
    expect(await ids({ to: '2030-03-10' })).toEqual([before, dayStart, dayEnd]);
    expect(await ids({ from: '2030-03-11', to: '2030-03-11' })).toEqual([nextDay]);
    expect(await ids({ from: '2030-03-13' })).toEqual([]);
  });

  it('the filter schema ignores malformed dates instead of failing', () => {
    expect(auditFiltersSchema.parse({ from: '10/03/2030', to: '2030-03-10', action: '  login ', user: ' Ann ' })).toEqual({
      from: undefined,
      to: '2030-03-10',
      action: 'login',
      user: 'Ann',
    });
  });

  it(`keyset pagination: pages of ${AUDIT_PAGE_SIZE} visit every entry once, in order, even with equal timestamps`, async () => {
    expect(AUDIT_PAGE_SIZE).toBe(50);
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    const base = Date.parse('2032-01-01T00:00:00.000Z');
    // 120 entries in groups of 8 sharing the exact same timestamp, inserted out of order so ids do not follow time.
    const specs = Array.from({ length: 120 }, (_, i) => ({ performedBy: user, message: `entry ${i}`, timestamp: new Date(base + Math.floor(i / 8) * 1000) }));
    const shuffled = specs.map((spec, i) => ({ spec, key: (i * 37) % 120 })).sort((x, y) => x.key - y.key).map(({ spec }) => spec);
    const rows = await insertEntries(shuffled);
    const expected = newestFirst(rows);

    const seen: number[] = [];
    const pageSizes: number[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 10; guard++) {
      const { entries, nextCursor } = await listAuditEntries(admin, { user, cursor });
      pageSizes.push(entries.length);
      seen.push(...entries.map((entry) => entry.id));
      if (!nextCursor) break;
      cursor = nextCursor;
    }
    expect(pageSizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual(expected);
  });

  it('a crafted cursor (a year PostgreSQL cannot take, a bad id) is ignored: the first page, never a 500', async () => {
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    await insertEntries(Array.from({ length: 3 }, () => ({ performedBy: user })));
    const crafted = ['+275760-09-13T00:00:00.000Z|5', '0001-01-01T00:00:00.000Z|5', '2024-01-01T00:00:00.000Z|-1', '2024-01-01T00:00:00.000Z|1e400', 'garbage'];
    for (const raw of crafted) {
      const { entries } = await listAuditEntries(admin, { user, cursor: Buffer.from(raw).toString('base64url') });
      expect(entries, raw).toHaveLength(3);
    }
    // An impossible day filter is dropped the same way, as the page and the export parse their query.
    expect((await listAuditEntries(admin, auditFiltersSchema.parse({ user, from: '0000-01-01' }))).entries).toHaveLength(3);
  });

  it('a page that ends exactly at the last entry has no next cursor', async () => {
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    await insertEntries(Array.from({ length: 4 }, () => ({ performedBy: user })));
    const first = await listAuditEntries(admin, { user }, 2);
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await listAuditEntries(admin, { user, cursor: first.nextCursor! }, 2);
    expect(second.entries).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.id)).size).toBe(4);
  });

  it('a malformed cursor is ignored (the first page is shown)', async () => {
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    await insertEntries(Array.from({ length: 5 }, (_, i) => ({ performedBy: user, timestamp: new Date(Date.parse('2033-01-01T00:00:00Z') + i) })));
    const firstPage = await listAuditEntries(admin, { user }, 3);
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of ['garbage!!', b64('not-a-date|12'), b64('2033-01-01T00:00:00.000Z|abc'), b64('2033-01-01T00:00:00.000Z')]) {
      const page = await listAuditEntries(admin, { user, cursor }, 3);
      expect(page.entries.map((entry) => entry.id)).toEqual(firstPage.entries.map((entry) => entry.id));
    }
    // Control: a well-formed cursor does move on.
    const moved = await listAuditEntries(admin, { user, cursor: encodeCursor(firstPage.entries[2]!) }, 3);
    expect(moved.entries.map((entry) => entry.id)).not.toContain(firstPage.entries[0]!.id);
    expect(moved.entries).toHaveLength(2);
  });

  for (const role of ['child', 'parent', 'tutor'] as const) {
    it(`refuses a ${role} with 403`, async () => {
      const actor = await actorFor(await createTestUser({ role }));
      for (const attempt of [
        () => listAuditEntries(actor, {}),
        () => listAuditActionTypes(actor),
        () => iterateAuditEntries(actor, {}).next(),
      ]) {
        const error = await attempt().then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ status: 403, message: 'errors.forbidden' });
      }
    });
  }
});

describe('getAuditPage (the /admin/audit query)', () => {
  it('reads one filtered page, its next cursor and every action type', async () => {
    const admin = await adminActor();
    const action = `page_${tag()}`;
    const rows = await insertEntries([{ actionType: action }, { actionType: action }, { actionType: `${action}_other` }]);
    const page = await getAuditPage(admin, { action });
    expect(page.entries.map((entry) => entry.id)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(page.nextCursor).toBeNull();
    expect(page.actionTypes).toEqual(expect.arrayContaining([action, `${action}_other`]));
  });

  it('refuses non-admins (403)', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect(await appErrorOf(getAuditPage(actor, {}))).toMatchObject({ status: 403, message: 'errors.forbidden' });
    }
  });
});

describe('iterateAuditEntries', () => {
  async function collect(actor: Actor, filters: AuditFilters, batchSize?: number): Promise<AuditRow[][]> {
    const batches: AuditRow[][] = [];
    for await (const batch of iterateAuditEntries(actor, filters, batchSize)) batches.push(batch);
    return batches;
  }

  it('yields every matching entry, newest first, in batches', async () => {
    const admin = await adminActor();
    const user = `${tag()}@example.test`;
    const base = Date.parse('2034-06-01T00:00:00.000Z');
    const rows = await insertEntries(Array.from({ length: 120 }, (_, i) => ({ performedBy: user, timestamp: new Date(base + Math.floor(i / 6) * 1000) })));
    await insertEntries([{ performedBy: 'not-matching@example.test', timestamp: new Date(base) }]);
    const expected = newestFirst(rows);

    const by50 = await collect(admin, { user }, 50);
    expect(by50.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(by50.flat().map((row) => row.id)).toEqual(expected);

    const by40 = await collect(admin, { user }, 40);
    expect(by40.map((batch) => batch.length)).toEqual([40, 40, 40]);
    expect(by40.flat().map((row) => row.id)).toEqual(expected);

    const all = await collect(admin, { user });
    expect(all.map((batch) => batch.length)).toEqual([120]);

    // A cursor in the filters is not used by the export.
    const ignoringCursor = await collect(admin, { user, cursor: encodeCursor(by50[0]![49]!) }, 50);
    expect(ignoringCursor.flat()).toHaveLength(120);

    expect(await collect(admin, { user: `${tag()}-nobody` })).toEqual([]);
  });
});

describe('CSV export', () => {
  it('writes a header and one row per entry, quoting and defusing cells', async () => {
    const admin = await adminActor();
    const user = uniqueEmail('csv');
    await insertEntries([
      {
        performedBy: user,
        role: 'admin',
        actionType: 'block',
        component: 'user-management',
        entityId: null,
        targetUser: '=HYPERLINK("x")',
        message: 'blocked, with "quotes"',
        // One key: jsonb does not keep key order.
        details: { to: 'b' },
        timestamp: new Date('2035-02-03T04:05:06.789Z'),
      },
    ]);
    const { entries } = await listAuditEntries(admin, { user });
    expect(entries).toHaveLength(1);
    expect(auditCsvHeader()).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`);
    expect(auditCsvHeader()).toBe('timestamp,performedBy,role,actionType,component,entityId,targetUser,message,details\r\n');
    expect(auditCsvRow(entries[0]!)).toBe(
      `2035-02-03T04:05:06.789Z,${user},admin,block,user-management,,"'=HYPERLINK(""x"")","blocked, with ""quotes""","{""to"":""b""}"\r\n`,
    );
  });
});
