import { randomBytes } from 'node:crypto';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/children/[childId]/export/route';
import * as summaryRoute from '@/app/children/[childId]/summary/route';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import {
  assignments,
  assignmentStudents,
  auditLogs,
  authAccounts,
  authSessions,
  authVerifications,
  classes,
  classMembers,
  competitionEntries,
  competitionOrders,
  competitionParticipants,
  competitionResults,
  competitions,
  competitionTrades,
  feedbackMessages,
  feedbackReads,
  journalEntries,
  journalShares,
  knownDevices,
  notificationDigests,
  notificationPreferences,
  notificationReminders,
  notificationSettings,
  parentalConsents,
  users,
  schoolMembers,
  signInCards,
  schools,
} from '@/db/schema';
import { requestEmailChange, requestPasswordReset } from '@/modules/accounts';
import { onPlan } from '@/modules/billing/test-fixtures';
import { removeMessage, replyAsChild, sendAsTutor } from '@/modules/feedback/test-fixtures';
import { sendRequestedWelcome } from '@/modules/mail';
import { updateOwnProfile } from '@/modules/profile';
import { createBadge, createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { setLeaderboardVisibility } from '@/modules/simulator';
import { createStock, order, resetSettings, tick } from '@/modules/simulator/test-fixtures';
import { deleteUser } from '@/modules/user-management/test-fixtures';
import { writeAudit } from '@/server/audit';
import { translatorFor } from '@/server/locale-translator';
import { resolveSession, type Actor } from '@/server/session-flow';
import { appErrorOf, createTestUser, signInHeaders, TEST_PASSWORD } from '../../../tests/factories';
import { CHILD_DATA_SECTIONS, exportChildData, NOT_CHILD_DATA } from './child-data';
import { renderChildSummaryHtml } from './child-summary-html';
import { purgeExpiredConsents } from './consent-request';
import { deleteChild } from './delete-child';
import { answerRequest, endLink, requestLink } from './links';
import { youngChildRegisters } from './test-support/young-child';

/*
 * A parent's export and deletion of a linked child's data (decision 027), on both databases. The deletion is proved
 * by walking the whole schema: every text, uuid and JSON column of every table, for the child's id, e-mail and names.
 */

const ORIGIN = 'http://localhost:3000';

/** A name no other row of the database can hold by chance (letters only, as people's names). */
function distinctiveName(): string {
  return `Q${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
}

interface Person extends Actor {
  password: string;
  /** Headers carrying the session the person signed in with. */
  headers: Headers;
}

async function person(role: 'child' | 'parent' | 'tutor' | 'admin', names: { firstName?: string; lastName?: string } = {}): Promise<Person> {
  const user = await createTestUser({ role, firstName: names.firstName ?? distinctiveName(), lastName: names.lastName ?? distinctiveName() });
  const headers = await signInHeaders(user.email);
  const state = await resolveSession(headers);
  if (state.status !== 'signed-in') throw new Error('expected a signed-in actor');
  return Object.assign(state.actor, { password: user.password, headers });
}

async function codeOf(actor: Actor): Promise<string> {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, actor.id));
  return row!.code!;
}

/** Links through the real request and consent (decision 026), so the audit log and the link's story are real too. */
async function link(parent: Actor, child: Actor): Promise<void> {
  await answerRequest(child, (await requestLink(parent, await codeOf(child))).eventId, true);
}

/** A journal entry, shared with the given adults (the journal's own functions are private to its module). */
async function journal(child: Actor, title: string, sharedWith: Actor[] = []): Promise<void> {
  const [entry] = await getDb()
    .insert(journalEntries)
    .values({ userId: child.id, title, body: `${title}: the whole story.`, mood: 'calm', entryDate: '2026-11-20' })
    .returning({ id: journalEntries.id });
  for (const adult of sharedWith) await getDb().insert(journalShares).values({ entryId: entry!.id, viewerId: adult.id });
}

const childIdParams = (childId: string) => ({ params: Promise.resolve({ childId }) });

function post(path: string, headers?: Headers, origin: string | null = ORIGIN): NextRequest {
  const all = new Headers(headers);
  if (origin) all.set('origin', origin);
  return new NextRequest(new URL(path, ORIGIN), { method: 'POST', headers: all });
}

const auditCount = async () => (await getDb().select({ total: count() }).from(auditLogs))[0]!.total;

// ── The schema walk ─────────────────────────────────────────────────────────────────────────────────────────────

interface Needle {
  text: string;
  /** Matched as written (a family code); otherwise in any case. */
  exact?: boolean;
}

interface Hit {
  table: string;
  row: string;
}

/**
 * Every row of every table in the public schema whose text, uuid or JSON columns hold one of the needles, read from
 * information_schema at the time of the call: a table added later is walked without anyone listing it here.
 */
async function rowsHolding(needles: Needle[]): Promise<Hit[]> {
  const columns = rowsOf<{ table: string; column: string }>(
    await getDb().execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'character', 'uuid', 'jsonb', 'json')
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const hits: Hit[] = [];
  for (const [table, names] of byTable) {
    const tests = names.flatMap((column) =>
      needles.map((needle) =>
        needle.exact ? sql`strpos(${sql.identifier(column)}::text, ${needle.text}) > 0` : sql`strpos(lower(${sql.identifier(column)}::text), ${needle.text.toLowerCase()}) > 0`,
      ),
    );
    const found = rowsOf<{ row: string }>(await getDb().execute(sql`select to_jsonb(t)::text as "row" from ${sql.identifier(table)} t where ${sql.join(tests, sql` or `)}`));
    hits.push(...found.map(({ row }) => ({ table, row })));
  }
  return hits.sort((a, b) => `${a.table}${a.row}`.localeCompare(`${b.table}${b.row}`));
}

/** The child's id, e-mail, names and family code; a name left empty (a child under 13 keeps no last name) is no needle. */
async function needlesOf(child: Actor): Promise<Needle[]> {
  const needles = [{ text: child.id }, { text: child.email }, { text: child.firstName }, { text: child.lastName }, { text: await codeOf(child), exact: true }];
  return needles.filter((needle) => needle.text !== '');
}

beforeAll(async () => {
  await resetSettings();
});

describe("a parent's export of a linked child's data", () => {
  let parent: Person;
  let otherParent: Person;
  let child: Person;
  let sibling: Person;

  beforeAll(async () => {
    parent = await person('parent');
    otherParent = await person('parent');
    child = await person('child');
    sibling = await person('child');
    // Two children: the Family plan's (decision 040).
    await onPlan(parent, 'family');
    await link(parent, child);
    await link(otherParent, child);
    await link(parent, sibling);
    const { lessonIds } = await createCourse({ lessons: 1 });
    await finishLesson(child, lessonIds[0]!);
    await finishLesson(sibling, lessonIds[0]!);
    const stock = await createStock();
    await order(child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 2 });
    await journal(child, 'Shared with my parent', [parent]);
    await journal(child, 'Only for the other adult', [otherParent]);
    await journal(child, 'Nobody reads this', []);
    await journal(sibling, 'The sibling shares too', [parent]);
    // A tutor's class, an assignment and two messages, one of which an admin removed (decisions 034, 035).
    const tutor = await person('tutor');
    const [group] = await getDb().insert(classes).values({ tutorId: tutor.id, name: 'Savers' }).returning({ id: classes.id });
    await getDb().insert(classMembers).values({ classId: group!.id, childId: child.id, status: 'approved' });
    // A school the child belongs to by its roster (decision 061).
    const [school] = await getDb().insert(schools).values({ name: `School ${distinctiveName()}`, country: 'FR', timeZone: 'Europe/Paris' }).returning({ id: schools.id });
    await getDb().insert(schoolMembers).values({ schoolId: school!.id, userId: child.id, role: 'student', sourceId: 'roster-student-7' });
    // A class stock-market game the child played (decision 065): an entry, a filled order, its trade and the result.
    const [game] = await getDb()
      .insert(competitions)
      .values({ creatorId: tutor.id, name: 'Spring game', startsOn: '2026-03-01', endsOn: '2026-03-31', timeZone: 'UTC', startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: new Date('2026-04-01T00:00:00Z'), startingCash: '5000', status: 'finished' })
      .returning({ id: competitions.id });
    const [entry] = await getDb().insert(competitionEntries).values({ competitionId: game!.id, cash: '4979.0000' }).returning({ id: competitionEntries.id });
    await getDb().insert(competitionParticipants).values({ competitionId: game!.id, userId: child.id, entryId: entry!.id });
    const gameOrder = '00000000-0000-4000-8000-00000000c065';
    await getDb().insert(competitionOrders).values({ id: gameOrder, entryId: entry!.id, placedBy: child.id, stockId: stock.id, side: 'buy', type: 'market', shares: 2, status: 'filled', fillPrice: '10.0000', idempotencyKey: 'game-order-1' });
    await getDb().insert(competitionTrades).values({ orderId: gameOrder, entryId: entry!.id, stockId: stock.id, side: 'buy', shares: 2, price: '10.0000', commission: '1.0000' });
    await getDb().insert(competitionResults).values({ competitionId: game!.id, entryId: entry!.id, rank: 1, value: '4999.0000', cash: '4979.0000', stocksHeld: 1, diversification: '1.00', riskAdjusted: '0.421', riskAdjustedRank: 1 });
    const [given] = await getDb().insert(assignments).values({ classId: group!.id, lessonId: lessonIds[0]!, dueOn: '2026-03-02', dueAt: new Date('2026-03-03T00:00:00Z'), timeZone: 'UTC' }).returning({ id: assignments.id });
    await getDb().insert(assignmentStudents).values({ assignmentId: given!.id, childId: child.id, completedAt: new Date('2026-03-01T10:00:00Z') });
    const [, removed] = await getDb()
      .insert(feedbackMessages)
      .values([
        { tutorId: tutor.id, childId: child.id, author: 'tutor', body: 'Brilliant budgeting', createdAt: new Date('2026-03-01T11:00:00Z') },
        { tutorId: tutor.id, childId: child.id, author: 'tutor', body: 'Removed words', createdAt: new Date('2026-03-01T12:00:00Z'), removedAt: new Date() },
      ])
      .returning({ seq: feedbackMessages.seq });
    await getDb().insert(feedbackReads).values({ readerId: child.id, tutorId: tutor.id, childId: child.id, readSeq: removed!.seq });
    // What the child chose in /settings, what they were told, the browsers they used and the consent record
    // (decisions 030, 036, 037), with the secrets beside them that must stay out.
    await getDb().insert(notificationSettings).values({ userId: child.id, timeZone: 'Europe/Paris', streakReminder: true });
    await getDb().insert(notificationPreferences).values({ userId: child.id, type: 'badge_earned', delivery: 'off' });
    await getDb().insert(notificationDigests).values({ userId: child.id, period: 'daily', periodKey: '2026-11-20', coveredUntil: new Date('2026-11-21T00:00:00Z'), notifications: 2 });
    await getDb().insert(notificationReminders).values({ userId: child.id, kind: 'streak', subjectKey: '2026-11-20' });
    await getDb().insert(knownDevices).values({ userId: child.id, deviceHash: 'device-hash-never-exported', label: 'Firefox on Linux' });
    await getDb().insert(parentalConsents).values({
      childId: child.id,
      parentEmail: parent.email,
      tokenHash: `consent-token-hash-${distinctiveName()}`,
      expiresAt: new Date('2026-11-27T00:00:00Z'),
      approvedAt: new Date('2026-11-21T09:00:00Z'),
      approvedBy: parent.id,
      method: 'parent_account_mail_link',
    });
  });

  it("holds the child's settings, notifications, devices, read marks and consent record, without their secrets", async () => {
    const data = (await exportChildData(parent, child.id, 'json'))!;
    expect(data.settings).toMatchObject({ notifications: { timeZone: 'Europe/Paris', streakReminder: true, quietStart: null }, emailDeliveries: [{ kind: 'badge_earned', delivery: 'off' }] });
    expect(data.school).toMatchObject({ school: expect.stringMatching(/^School /), country: 'FR', role: 'student', rosterId: 'roster-student-7' });
    expect(data.competitions).toMatchObject([
      { competition: 'Spring game', status: 'finished', cash: '4979.0000', orders: [{ side: 'buy', shares: 2, status: 'filled', fillPrice: '10.0000' }], trades: [{ shares: 2, price: '10.0000' }], result: { rank: 1, value: '4999.0000', steadiness: '0.421', steadinessRank: 1, steadinessRanked: 1 } },
    ]);
    // The readable summary names the game and its steadiness score with its rank (decision 072), in each language,
    // with no message missing; a game too short to score says "not yet".
    const tooShort = { ...data, competitions: data.competitions.map((row) => ({ ...row, result: row.result && { ...row.result, steadiness: null, steadinessRank: null, steadinessRanked: 0 } })) };
    const steadiness = { en: ['Steadiness: 0.42, rank 1 of 1.', 'Steadiness: not yet'], fr: ['Régularité : 0,42, 1 sur 1.', 'Régularité : pas encore'], ar: ['الثبات: 0.42، الترتيب 1 من 1.', 'الثبات: ليس بعد'] };
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const options = { t: await translatorFor(locale), locale, direction: locale === 'ar' ? ('rtl' as const) : ('ltr' as const) };
      const page = renderChildSummaryHtml(data, options);
      expect(page).toContain('Spring game');
      expect(page).toContain(steadiness[locale][0]);
      expect(renderChildSummaryHtml(tooShort, options)).toContain(steadiness[locale][1]);
      expect(page).not.toMatch(/summary\.competitions/);
    }
    // The link requests the child was told of (decision 036).
    expect(data.notifications.received.map((row) => row.kind)).toEqual(expect.arrayContaining(['link_requested']));
    expect(data.notifications.digests).toMatchObject([{ period: 'daily', periodKey: '2026-11-20', notifications: 2 }]);
    expect(data.notifications.reminders).toMatchObject([{ kind: 'streak', about: '2026-11-20' }]);
    expect(data.devices).toMatchObject([{ label: 'Firefox on Linux' }]);
    expect(data.feedbackRead).toEqual([{ tutor: expect.any(String), readUpTo: new Date('2026-03-01T12:00:00Z') }]);
    expect(data.consent).toMatchObject({ approvedAt: new Date('2026-11-21T09:00:00Z'), approvedBy: `${parent.firstName} ${parent.lastName}`, method: 'parent_account_mail_link' });
    expect(data.profile).toMatchObject({ signInName: null, awaitingConsent: false });
    const text = JSON.stringify(data);
    expect(text).not.toContain('device-hash-never-exported');
    expect(text).not.toContain('consent-token-hash-');

    const summary = await (await summaryRoute.POST(post(`/children/${child.id}/summary`, parent.headers), childIdParams(child.id))).text();
    for (const shown of ['Firefox on Linux', 'Evening streak reminder', `${parent.firstName} ${parent.lastName} agreed`, 'Notifications']) expect(summary).toContain(shown);
    // No raw text reaches the parent: no empty list printed as "[]", no unfilled {placeholder}.
    const visible = summary.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
    expect(visible).not.toMatch(/\[\]|\{\w+\}/);
    // Who did what, in words: never an action's machine code.
    for (const shown of ['signed in', 'asked to link', 'accepted a link', "downloaded the child&#39;s data"]) expect(summary).toContain(shown);
    for (const code of ['login', 'family link', 'family_link', 'child data export']) expect(summary).not.toContain(`<td>${code}`);
  });

  it('covers every table that can hold a child, or says why a table holds nothing about one', async () => {
    // Every table with a column naming a person: a foreign key to users or auth_users, or a child, user or recipient
    // id (or ids) column. Read from information_schema, so a new table is found without anyone listing it here.
    const tables = rowsOf<{ table: string }>(
      await getDb().execute(sql`
        select distinct c.table_name as "table"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and (
          c.column_name ~ '(^|_)(child|user|recipient)_ids?$'
          or exists (
            select 1
            from information_schema.key_column_usage k
            join information_schema.referential_constraints r on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name
            join information_schema.constraint_column_usage u on u.constraint_schema = r.unique_constraint_schema and u.constraint_name = r.unique_constraint_name
            where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name and u.table_name in ('users', 'auth_users')
          )
        )
        order by 1`),
    ).map((row) => row.table);
    // The walk finds the tables it must (a broken query would pass everything).
    expect(tables).toEqual(expect.arrayContaining(['users', 'notifications', 'known_devices', 'parental_consents', 'mail_queue', 'subscriptions']));
    expect(tables.filter((table) => !(table in CHILD_DATA_SECTIONS) && !(table in NOT_CHILD_DATA))).toEqual([]);
    // Both lists name real tables, and no table is on both.
    const known = new Set(rowsOf<{ table: string }>(await getDb().execute(sql`select table_name as "table" from information_schema.tables where table_schema = 'public'`)).map((row) => row.table));
    expect([...Object.keys(CHILD_DATA_SECTIONS), ...Object.keys(NOT_CHILD_DATA)].filter((table) => !known.has(table))).toEqual([]);
    expect(Object.keys(CHILD_DATA_SECTIONS).filter((table) => table in NOT_CHILD_DATA)).toEqual([]);
    // Each section named is in a real export.
    const data = (await exportChildData(parent, child.id, 'json')) as unknown as Record<string, unknown>;
    const at = (path: readonly string[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
    expect(Object.values(CHILD_DATA_SECTIONS).filter((path) => at(path) === undefined)).toEqual([]);
  });

  it("holds the child's data, the journal entries shared with this parent only, the adults by name, and no secret", async () => {
    const data = (await exportChildData(parent, child.id, 'json'))!;
    expect(data).toMatchObject({ format: 'academy.child-data', version: 1, exportedFor: { name: `${parent.firstName} ${parent.lastName}` } });
    expect(data.profile).toMatchObject({ id: child.id, email: child.email, firstName: child.firstName, lastName: child.lastName, role: 'child' });
    expect(data.learning.completions).toHaveLength(1);
    expect(data.learning.attempts).toHaveLength(1);
    expect(data.learning.xpLedger.length).toBeGreaterThan(0);
    expect(data.learning.dailyXp).toHaveLength(1);
    expect(data.simulator.account).not.toBeNull();
    expect(data.simulator.trades).toMatchObject([{ side: 'buy', shares: 2 }]);
    expect(data.simulator.holdings).toMatchObject([{ shares: 2 }]);
    expect(data.family.adults.map((adult) => adult.name).sort()).toEqual([`${parent.firstName} ${parent.lastName}`, `${otherParent.firstName} ${otherParent.lastName}`].sort());
    expect(data.journal.sharedWithYou.map((entry) => entry.title)).toEqual(['Shared with my parent']);
    expect(data.assignments).toMatchObject([{ className: 'Savers', work: 'Lesson 1', dueOn: '2026-03-02', completedAt: new Date('2026-03-01T10:00:00Z') }]);
    expect(data.feedback.map((message) => [message.author, message.body, message.removed])).toEqual([
      ['tutor', 'Brilliant budgeting', false],
      ['tutor', null, true],
    ]);
    expect(JSON.stringify(data)).not.toContain('Removed words');
    expect(data.signIns.length).toBeGreaterThan(0);
    expect(data.activity.map((entry) => entry.action)).toEqual(expect.arrayContaining(['login', 'family_link_request', 'family_link_accept']));
    expect(data.activity.find((entry) => entry.action === 'family_link_request' && entry.by.who === 'you')).toBeTruthy();

    const text = JSON.stringify(data);
    // Not the entries the child kept private or showed someone else (decision 025), and not another child's data.
    for (const hidden of ['Only for the other adult', 'Nobody reads this', 'The sibling shares too', sibling.id, sibling.email, sibling.firstName]) expect(text).not.toContain(hidden);
    // The other adults by name only.
    expect(text).not.toContain(otherParent.email);
    expect(text).not.toContain(otherParent.id);
    // No secret: password hashes, session tokens, reset links, network addresses.
    const [account] = await getDb().select({ password: authAccounts.password }).from(authAccounts).where(eq(authAccounts.userId, child.id));
    expect(account!.password).toBeTruthy();
    expect(text).not.toContain(account!.password!);
    const tokens = await getDb().select({ token: authSessions.token }).from(authSessions).where(eq(authSessions.userId, child.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|token|ipAddress|idToken|accessToken)"/);

    // Who saw it: the export itself is audited.
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'child_data_export'), eq(auditLogs.performedBy, parent.email)));
    expect(entry).toMatchObject({ targetUser: child.email, entityId: child.id, details: { childId: child.id, format: 'json' } });
  });

  it('answers a parent who is not linked as for an unknown id (404); other roles get 403', async () => {
    const stranger = await person('parent');
    expect(await exportChildData(stranger, child.id, 'json')).toBeNull();
    expect(await exportChildData(parent, 'no-such-child', 'json')).toBeNull();
    // An admin holds the permission but has no children of their own (their deletion is the admin module's).
    expect(await exportChildData(await person('admin'), child.id, 'json')).toBeNull();
    for (const role of ['tutor', 'child'] as const) {
      const someone = await person(role);
      expect((await appErrorOf(exportChildData(someone, child.id, 'json'))).status).toBe(403);
      expect((await appErrorOf(deleteChild(someone, child.id, child.firstName))).status).toBe(403);
    }
    expect((await appErrorOf(deleteChild(stranger, child.id, child.firstName))).status).toBe(404);
    expect((await appErrorOf(deleteChild(child, child.id, child.firstName))).status).toBe(403);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, child.id))).toHaveLength(1);
  });

  it('is a POST route: the file as an attachment, the summary as a page; 401, 403, 400 and 404 as the module answers', async () => {
    const download = await exportRoute.POST(post(`/children/${child.id}/export`, parent.headers), childIdParams(child.id));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/json/);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="child-data\.json"; filename\*=UTF-8''academy-q[a-z]+-\d{4}-\d{2}-\d{2}\.json$/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(((await download.json()) as { profile: { id: string } }).profile.id).toBe(child.id);

    const summary = await summaryRoute.POST(post(`/children/${child.id}/summary`, parent.headers), childIdParams(child.id));
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await summary.text();
    expect(page).toContain(`<title>${child.firstName} ${child.lastName}: the data we hold</title>`);
    expect(page).toContain('Shared with my parent');
    expect(page).not.toContain('Nobody reads this');
    expect(page).toContain('@media print');
    expect(page).not.toContain('<script');

    const tutor = await person('tutor');
    const stranger = await person('parent');
    const answers = {
      anonymous: await exportRoute.POST(post(`/children/${child.id}/export`), childIdParams(child.id)),
      tutor: await exportRoute.POST(post(`/children/${child.id}/export`, tutor.headers), childIdParams(child.id)),
      stranger: await summaryRoute.POST(post(`/children/${child.id}/summary`, stranger.headers), childIdParams(child.id)),
      unknown: await exportRoute.POST(post('/children/no-such-child/export', parent.headers), childIdParams('no-such-child')),
      malformed: await exportRoute.POST(post('/children/a%20b/export', parent.headers), childIdParams('a b')),
      crossSite: await exportRoute.POST(post(`/children/${child.id}/export`, parent.headers, 'https://evil.example'), childIdParams(child.id)),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([who, answer]) => [who, answer.status]))).toEqual({ anonymous: 401, tutor: 403, stranger: 404, unknown: 404, malformed: 400, crossSite: 403 });
    expect(await answers.stranger.json()).toMatchObject({ code: 'families.errors.childNotFound' });
  });

  it('escapes what people typed in the readable summary', async () => {
    const [entry] = await getDb()
      .insert(journalEntries)
      .values({ userId: child.id, title: '<img src=x onerror=alert(1)>', body: '</p><script>alert(2)</script>', mood: 'happy', entryDate: '2026-11-21' })
      .returning({ id: journalEntries.id });
    await getDb().insert(journalShares).values({ entryId: entry!.id, viewerId: parent.id });
    const page = await (await summaryRoute.POST(post(`/children/${child.id}/summary`, parent.headers), childIdParams(child.id))).text();
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page).not.toContain('<script');
    await getDb().delete(journalEntries).where(eq(journalEntries.id, entry!.id));
  });
});

describe("a parent's deletion of a linked child's account", () => {
  it('refuses a wrong first name and deletes nothing', async () => {
    const parent = await person('parent');
    const child = await person('child');
    await link(parent, child);
    const before = { rows: await rowsHolding(await needlesOf(child)), audit: await auditCount() };
    for (const typed of ['', 'someone else', `${child.firstName}x`]) {
      const refused = await appErrorOf(deleteChild(parent, child.id, typed));
      expect(refused).toMatchObject({ status: 400, message: 'families.errors.confirmNameMismatch', fieldErrors: { confirmName: 'families.errors.confirmNameMismatch' } });
    }
    expect(await rowsHolding(await needlesOf(child))).toEqual(before.rows);
    expect(await auditCount()).toBe(before.audit);
  });

  it('removes every row about the child from every table in one go, keeps the audit entries anonymised, and leaves another child untouched', async () => {
    const parent = await person('parent');
    const formerParent = await person('parent');
    const askingParent = await person('parent');
    const tutor = await person('tutor');
    const child = await person('child');
    const control = await person('child');

    // Fill what the domains fill for a child: links and their story (one ended, one still asked), a lesson with a
    // badge, trades and portfolio snapshots, the leaderboard switch, a class, the journal (private and shared), mail
    // kept in the outbox, rate-limit counters, a reset link, an export; and the same for a second child (two
    // children: the parent is on the Family plan, decision 040).
    await onPlan(parent, 'family');
    await link(parent, child);
    await link(formerParent, child);
    await endLink(formerParent, child.id);
    await requestLink(askingParent, await codeOf(child));
    await link(parent, control);
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 1 });
    const { lessonIds } = await createCourse({ lessons: 1 });
    await finishLesson(child, lessonIds[0]!);
    await finishLesson(control, lessonIds[0]!);
    const stock = await createStock();
    await order(child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 3 });
    await order(control, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    await tick([{ stockId: stock.id, price: '11' }]);
    await setLeaderboardVisibility(parent, child.id, false);
    const [group] = await getDb().insert(classes).values({ tutorId: tutor.id, name: `Class ${distinctiveName()}` }).returning({ id: classes.id });
    await getDb().insert(classMembers).values([{ classId: group!.id, childId: child.id, status: 'approved' }, { classId: group!.id, childId: control.id, status: 'approved' }]);
    // A classroom sign-in card each (decision 066): the child's goes with their account, the other's stays.
    await getDb().insert(signInCards).values([{ classId: group!.id, childId: child.id, secretHash: `card-${child.id}` }, { classId: group!.id, childId: control.id, secretHash: `card-${control.id}` }]);
    // Both children in a school by its roster (decision 061): the child's place goes, the school and the other stay.
    const [school] = await getDb().insert(schools).values({ name: `School ${distinctiveName()}`, country: 'FR' }).returning({ id: schools.id });
    await getDb().insert(schoolMembers).values([{ schoolId: school!.id, userId: child.id, role: 'student', sourceId: `roster-${child.id}` }, { schoolId: school!.id, userId: control.id, role: 'student' }]);
    // An assignment for both children and a feedback thread with each, read by both sides (decisions 034, 035).
    const [given] = await getDb().insert(assignments).values({ classId: group!.id, lessonId: lessonIds[0]!, timeZone: 'UTC' }).returning({ id: assignments.id });
    await getDb().insert(assignmentStudents).values([{ assignmentId: given!.id, childId: child.id }, { assignmentId: given!.id, childId: control.id }]);
    await getDb().insert(feedbackMessages).values([
      { tutorId: tutor.id, childId: child.id, author: 'tutor', body: 'Well done', aboutAssignmentId: given!.id },
      { tutorId: tutor.id, childId: child.id, author: 'child', body: `Thanks, ${child.firstName} here` },
      { tutorId: tutor.id, childId: control.id, author: 'tutor', body: 'Well done too' },
    ]);
    await getDb().insert(feedbackReads).values([
      { readerId: child.id, tutorId: tutor.id, childId: child.id, readSeq: 1 },
      { readerId: tutor.id, tutorId: tutor.id, childId: child.id, readSeq: 1 },
    ]);
    // The child's own words, through the real paths that audit them: replies to the tutor (one removed by an admin,
    // decision 035), profile changes (a new name, and two avatar seeds: words the child chose), and an address the
    // child asked to move to. The control child writes too, and keeps every word.
    const admin = await person('admin');
    const typed = (label: string) => `${label} ${distinctiveName()} ${distinctiveName()}`;
    const words = { reply: typed('My dog'), removed: typed('Secret'), firstSeed: distinctiveName(), secondSeed: distinctiveName(), lastName: distinctiveName() };
    const controlWords = { reply: typed('Control reply'), removed: typed('Control removed') };
    const address = `${distinctiveName().toLowerCase()}@example.test`;
    for (const [who, said] of [[child, words], [control, controlWords]] as const) {
      await sendAsTutor(tutor, { childId: who.id, body: 'How was your week?', about: null });
      await replyAsChild(who, { tutorId: tutor.id, body: said.reply });
      const { id } = await replyAsChild(who, { tutorId: tutor.id, body: said.removed });
      await removeMessage(admin, id);
    }
    await updateOwnProfile(child, { firstName: child.firstName, lastName: child.lastName, avatarVariant: 'adventurer', avatarSeed: words.firstSeed });
    await updateOwnProfile(child, { firstName: child.firstName, lastName: words.lastName, avatarVariant: 'bottts', avatarSeed: words.secondSeed });
    await requestEmailChange(child, { newEmail: address, currentPassword: child.password });
    await journal(child, 'My own thoughts');
    await journal(child, 'For my parent', [parent]);
    await journal(control, 'Control entry', [parent]);
    await sendRequestedWelcome(child, { to: child.email, firstName: child.firstName }, 'en');
    await requestPasswordReset(child.email, '203.0.113.7');
    await exportChildData(parent, child.id, 'summary');
    // An entry about the child by its columns only (decision 058): its words name no one, and the deletion finds it.
    await writeAudit(getDb(), tutor, { actionType: 'student_report_view', component: 'families', message: 'Tutor opened a progress report', subjectUserId: child.id, childId: child.id });
    // The entries about the child name them by id in their columns: the actor, the person acted on, the child.
    const byColumn = await getDb().select().from(auditLogs).where(eq(auditLogs.childId, child.id));
    expect(byColumn.find((entry) => entry.actionType === 'leaderboard_visibility_change')).toMatchObject({ actorId: parent.id, subjectUserId: child.id });
    expect(byColumn.find((entry) => entry.actionType === 'feedback_message')).toMatchObject({ actorId: tutor.id, subjectUserId: child.id });
    expect(byColumn.find((entry) => entry.actionType === 'family_link_end')).toMatchObject({ actorId: formerParent.id, subjectUserId: child.id });
    expect(byColumn.find((entry) => entry.actionType === 'badge_awarded')).toMatchObject({ actorId: child.id, subjectUserId: null });
    const resetLinks = await getDb().select({ id: authVerifications.id }).from(authVerifications).where(eq(authVerifications.value, child.id));
    // The reset link and the e-mail change's link.
    expect(resetLinks).toHaveLength(2);

    const childNeedles = [...(await needlesOf(child)), ...Object.values(words).map((text) => ({ text })), { text: address }];
    const before = await rowsHolding(childNeedles);
    // Each of the child's words was in the audit log (and the address in the mail sent to it) before the deletion.
    for (const needle of childNeedles.slice(-6)) expect(before.filter((hit) => hit.table === 'audit_logs' && hit.row.toLowerCase().includes(needle.text.toLowerCase())), needle.text).not.toEqual([]);
    const tables = new Set(before.map((hit) => hit.table));
    // The walk sees the child everywhere the domains put them, so an empty result afterwards means something.
    for (const table of [
      'auth_users',
      'auth_sessions',
      'auth_accounts',
      'auth_verifications',
      'users',
      'family_links',
      'family_link_events',
      'lesson_attempts',
      'lesson_completions',
      'xp_ledger',
      'daily_xp',
      'user_badges',
      'learning_profiles',
      'sim_accounts',
      'sim_holdings',
      'sim_orders',
      'sim_trades',
      'portfolio_snapshots',
      'class_members',
      'sign_in_cards',
      'journal_entries',
      'outbox_messages',
      'rate_limits',
      'assignment_students',
      'feedback_messages',
      'feedback_reads',
      'notifications',
      'mail_queue',
      'audit_logs',
    ]) {
      expect(tables, table).toContain(table);
    }
    const auditAbout = before.filter((hit) => hit.table === 'audit_logs').length;
    const controlNeedles = [...(await needlesOf(control)), ...Object.values(controlWords).map((text) => ({ text }))];
    const controlBefore = await rowsHolding(controlNeedles);
    for (const said of Object.values(controlWords)) expect(controlBefore.some((hit) => hit.table === 'audit_logs' && hit.row.includes(said)), said).toBe(true);

    // The parent types the first name in another case, with spaces around.
    const { reference } = await deleteChild(parent, child.id, `  ${child.firstName.toUpperCase()} `);
    expect(reference).toMatch(/^deleted-child:[0-9a-f]{12}$/);

    expect(await rowsHolding(childNeedles)).toEqual([]);
    // The audit entries about the child stay, naming only the reference, with the deletion's own entry.
    const anonymised = await getDb()
      .select()
      .from(auditLogs)
      .where(
        sql`${auditLogs.performedBy} = ${reference} or ${auditLogs.targetUser} = ${reference} or strpos(${auditLogs.message}, ${reference}) > 0 or strpos(${auditLogs.entityId}, ${reference}) > 0 or strpos(${auditLogs.details}::text, ${reference}) > 0
          or ${auditLogs.actorId} = ${reference} or ${auditLogs.subjectUserId} = ${reference} or ${auditLogs.childId} = ${reference}`,
      );
    expect(anonymised).toHaveLength(auditAbout + 1);
    expect(anonymised.find((entry) => entry.actionType === 'child_account_delete')).toMatchObject({
      performedBy: parent.email,
      targetUser: reference,
      details: { reference, otherLinkedAdults: 0 },
    });
    expect(anonymised.find((entry) => entry.actionType === 'leaderboard_visibility_change')!.message).toBe(`${parent.email} hid ${reference} on the simulator leaderboard`);
    expect(anonymised.find((entry) => entry.actionType === 'family_link_end')!.entityId).toBe(`${formerParent.id}:${reference}`);
    expect(anonymised.find((entry) => entry.actionType === 'badge_awarded')).toMatchObject({ performedBy: reference, actorId: reference, childId: reference, role: 'child', details: { displayName: reference, avatarSeed: reference } });
    // The columns that named the child name the reference; the other people stay.
    expect(anonymised.find((entry) => entry.actionType === 'leaderboard_visibility_change')).toMatchObject({ actorId: parent.id, subjectUserId: reference, childId: reference });
    expect(anonymised.find((entry) => entry.actionType === 'student_report_view' && entry.message === 'Tutor opened a progress report')).toMatchObject({ performedBy: tutor.email, actorId: tutor.id, subjectUserId: reference, childId: reference });
    // What the child wrote is gone, and the entries still say that they wrote it.
    const removedWords = "[removed with the child's account]";
    expect(anonymised.filter((entry) => entry.actionType === 'feedback_reply').map((entry) => entry.details)).toEqual([
      expect.objectContaining({ childId: reference, author: 'child', body: removedWords }),
      expect.objectContaining({ childId: reference, author: 'child', body: removedWords }),
    ]);
    expect(anonymised.find((entry) => entry.actionType === 'feedback_remove')!.details).toMatchObject({ childId: reference, author: 'child', body: removedWords });
    expect(anonymised.find((entry) => entry.actionType === 'email_change_requested')!.details).toMatchObject({ newEmail: reference, displayName: reference, avatarSeed: reference });

    // The other child's rows, and their words, are exactly as they were.
    expect(await rowsHolding(controlNeedles)).toEqual(controlBefore);

    // The child can no longer sign in, and the session they had is gone.
    expect((await resolveSession(child.headers)).status).not.toBe('signed-in');
    await expect(signInHeaders(child.email, TEST_PASSWORD)).rejects.toThrow();
  });

  it("runs the same erasure when an admin deletes a child from user management: nothing names the child afterwards, the admin's entry neither", async () => {
    const parent = await person('parent');
    const admin = await person('admin');
    const child = await person('child');
    await link(parent, child);
    const { lessonIds } = await createCourse({ lessons: 1 });
    await finishLesson(child, lessonIds[0]!);
    await journal(child, 'For my parent', [parent]);
    await sendRequestedWelcome(child, { to: child.email, firstName: child.firstName }, 'en');
    await requestPasswordReset(child.email, '203.0.113.7');
    await exportChildData(parent, child.id, 'summary');
    const needles = await needlesOf(child);
    const tables = new Set((await rowsHolding(needles)).map((hit) => hit.table));
    // Mail to the child, a reset link, counters and audit entries naming them: what a bare cascade used to leave.
    for (const table of ['outbox_messages', 'auth_verifications', 'rate_limits', 'audit_logs', 'family_links', 'journal_entries']) expect(tables, table).toContain(table);

    await deleteUser(admin, child.id);

    expect(await rowsHolding(needles)).toEqual([]);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'account_deleted'), eq(auditLogs.performedBy, admin.email)));
    expect(entry).toMatchObject({ targetUser: expect.stringMatching(/^deleted-child:[0-9a-f]{12}$/), details: { role: 'child' } });
    expect(JSON.stringify(entry)).not.toContain(child.email);
    expect((await resolveSession(child.headers)).status).not.toBe('signed-in');
  });

  it('runs the same erasure when nobody agreed within 7 days to a child under 13 who registered alone: nothing names the child afterwards', async () => {
    // Decision 030: the scheduled purge, run as the job runs it, with the clock past the request's deadline.
    const { child: profile, actor: child, parentEmail } = await youngChildRegisters({ firstName: distinctiveName() });
    const { lessonIds } = await createCourse({ lessons: 1 });
    await finishLesson(child, lessonIds[0]!);
    const stock = await createStock();
    await order(child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    await journal(child, 'Before anyone agreed');
    await requestPasswordReset(child.email, '203.0.113.8');
    // The surname the child typed is never kept (decision 030): a needle too, so a copy of it anywhere would show.
    const needles = [...(await needlesOf(child)), { text: 'Secret-Surname' }];
    const before = await rowsHolding(needles);
    const tables = new Set(before.map((hit) => hit.table));
    for (const table of ['auth_users', 'users', 'parental_consents', 'lesson_completions', 'sim_orders', 'journal_entries', 'auth_verifications', 'rate_limits', 'outbox_messages', 'audit_logs']) {
      expect(tables, table).toContain(table);
    }
    const auditAbout = before.filter((hit) => hit.table === 'audit_logs').length;
    const [request] = await getDb().select({ expiresAt: parentalConsents.expiresAt }).from(parentalConsents).where(eq(parentalConsents.childId, profile.id));

    expect(await purgeExpiredConsents(new Date(request!.expiresAt.getTime() + 60_000))).toEqual({ deleted: 1 });

    // One mail names the child afterwards, by first name only: the notice to the address that was asked, sent after
    // the erasure to tell them the account is gone. The request mails before it went with the account.
    const lapsed = `${child.firstName}’s Academy account has been deleted`;
    const after = await rowsHolding(needles);
    expect(after.map((hit) => [hit.table, (JSON.parse(hit.row) as { to: string; subject: string }).to, JSON.parse(hit.row).subject])).toEqual([
      ['mail_queue', parentEmail, lapsed],
      ['outbox_messages', parentEmail, lapsed],
    ]);
    // The audit entries about the child stay, naming only the purge's reference, with the purge's own entry.
    const [purge] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'family_consent_expired'), eq(auditLogs.performedBy, 'system')));
    const reference = purge!.targetUser!;
    expect(reference).toMatch(/^deleted-child:[0-9a-f]{12}$/);
    const anonymised = await getDb().select({ actionType: auditLogs.actionType }).from(auditLogs).where(or(eq(auditLogs.performedBy, reference), eq(auditLogs.targetUser, reference), eq(auditLogs.childId, reference)));
    expect(anonymised).toHaveLength(auditAbout + 1);
    await expect(signInHeaders(child.email, TEST_PASSWORD)).rejects.toThrow();
  });

  describe('the walk itself', () => {
    const leftover = 'child_data_test_leftover';
    afterAll(async () => {
      await getDb().execute(sql`drop table if exists ${sql.identifier(leftover)}`);
    });

    it('finds a row that a deletion left behind in a table nobody told it about', async () => {
      const parent = await person('parent');
      const child = await person('child');
      await link(parent, child);
      // A new table keyed by the child without a cascade: exactly what the walk must catch.
      await getDb().execute(sql`create table ${sql.identifier(leftover)} (note text, about jsonb)`);
      await getDb().execute(sql`insert into ${sql.identifier(leftover)} values ('free text', ${JSON.stringify({ who: child.email.toUpperCase() })}::jsonb)`);
      await deleteChild(parent, child.id, child.firstName);
      expect((await rowsHolding(await needlesOfDeleted(child))).map((hit) => hit.table)).toEqual([leftover]);
    });
  });
});

/** The needles of a child whose row is gone (their family code can no longer be read; it left with the row). */
async function needlesOfDeleted(child: Actor): Promise<Needle[]> {
  return [{ text: child.id }, { text: child.email }, { text: child.firstName }, { text: child.lastName }];
}

describe('the audit log stays append-only', () => {
  it('refuses an update or a delete outside a deletion, a grant from another transaction, and changing what happened', async () => {
    const parent = await person('parent');
    const [row] = await getDb().select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.performedBy, parent.email)).limit(1);
    const refused = async (run: () => Promise<unknown>) => {
      await expect(run()).rejects.toThrow();
    };
    await refused(() => getDb().update(auditLogs).set({ message: 'rewritten' }).where(eq(auditLogs.id, row!.id)));
    await refused(() => getDb().delete(auditLogs).where(eq(auditLogs.id, row!.id)));
    // A grant naming another transaction grants nothing.
    await refused(() =>
      getDb().transaction(async (tx) => {
        await tx.execute(sql`select set_config('academy.audit_anonymise', '1|deleted-child:000000000000', true)`);
        await tx.update(auditLogs).set({ message: 'rewritten' }).where(eq(auditLogs.id, row!.id));
      }),
    );
    // A grant for this transaction still never changes what happened, nor writes anyone but the reference in.
    const someone = randomBytes(8).toString('hex');
    for (const change of [{ actionType: 'something_else' }, { performedBy: 'someone@else.test' }, { role: 'admin' }, { actorId: someone }, { subjectUserId: someone }, { childId: someone }]) {
      await refused(() =>
        getDb().transaction(async (tx) => {
          await tx.execute(sql`select set_config('academy.audit_anonymise', pg_current_xact_id()::text || '|deleted-child:000000000000', true)`);
          await tx.update(auditLogs).set(change).where(eq(auditLogs.id, row!.id));
        }),
      );
    }
    // Nor may a grant name a reference that is not a deleted one.
    await refused(() =>
      getDb().transaction(async (tx) => {
        await tx.execute(sql`select set_config('academy.audit_anonymise', pg_current_xact_id()::text || '|' || ${parent.email}, true)`);
        await tx.update(auditLogs).set({ message: 'rewritten' }).where(eq(auditLogs.id, row!.id));
      }),
    );
    const [after] = await getDb().select().from(auditLogs).where(eq(auditLogs.id, row!.id));
    expect(after!.message).not.toBe('rewritten');
    expect(after!.performedBy).toBe(parent.email);
  });
});
