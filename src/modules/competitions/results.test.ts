import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as certificatePdfRoute } from '@/app/competitions/[id]/certificates/pdf/route';
import { GET as summaryRoute } from '@/app/competitions/[id]/summary/route';
import { getDb } from '@/db/client';
import { competitionOrders, competitionParticipants, competitionResults, competitions, competitionTrades, stocks, users } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { parseCsv } from '@/lib/csv';
import { formatDecimal, parseDecimal } from '@/lib/decimal';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { createStock, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { appErrorOf, signInHeaders } from '../../../tests/factories';
import { pdftotextLines } from '../../../tests/support/pdf-text';
import { exportClassSummaryCsv } from './class-summary';
import { joinCompetition } from './join-competition';
import { createCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCertificates, listChildGameResults } from './results';
import { finishDueCompetitions } from './standings';

/*
 * Decision 065, results that count: the certificates and the teacher's class summary of a finished competition are
 * read from its frozen results, by the child, the child's parents and the game's teacher only, and not before the
 * results are frozen.
 */

const ORIGIN = 'http://localhost:3000';
const today = () => localDay(new Date(), 'UTC');

function buy(actor: Actor, competitionId: string, symbol: string, shares: number, side: 'buy' | 'sell' = 'buy') {
  return placeCompetitionOrder(actor, { competitionId, symbol, side, type: 'market', shares, idempotencyKey: randomUUID() });
}

async function setPrice(stockId: number, price: string) {
  await getDb().update(stocks).set({ currentPrice: price }).where(eq(stocks.id, stockId));
}

async function end(competitionId: string) {
  await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, competitionId));
  await finishDueCompetitions();
}

const cookies = new Map<string, string>();

/** A session of the actor's, made by one sign-in per test file. */
async function cookieOf(actor: Actor): Promise<string> {
  if (!cookies.has(actor.id)) cookies.set(actor.id, (await signInHeaders(actor.email)).get('cookie')!);
  return cookies.get(actor.id)!;
}

function getSummary(cookie: string, competitionId: string) {
  return summaryRoute(new NextRequest(`${ORIGIN}/competitions/${competitionId}/summary`, { headers: { cookie } }), { params: Promise.resolve({ id: competitionId }) });
}

function getCertificatePdf(cookie: string, competitionId: string, childId?: string) {
  const query = childId ? `?child=${encodeURIComponent(childId)}` : '';
  return certificatePdfRoute(new NextRequest(`${ORIGIN}/competitions/${competitionId}/certificates/pdf${query}`, { headers: { cookie } }), { params: Promise.resolve({ id: competitionId }) });
}

/**
 * A class of three who all joined a game and traded (Cy placed a refused order too), the prices moved; Ada's account
 * reads Arabic.
 */
async function playedGame() {
  const { tutor, group, members, children } = await classWith('Ada', 'Ben', 'Cy');
  const [ada, ben, cy] = children as [Actor, Actor, Actor];
  const tech = await createStock({ price: '10', sector: 'Technology' });
  const food = await createStock({ price: '20', sector: 'Food' });
  const { id } = await createCompetition(tutor, { name: 'Autumn game', classIds: [group.id], startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [] });
  for (const child of children) await joinCompetition(child, { competitionId: id });
  await buy(ada, id, tech.symbol, 200);
  await buy(ben, id, food.symbol, 50);
  await buy(ben, id, tech.symbol, 100);
  await buy(ben, id, tech.symbol, 20, 'sell');
  expect((await buy(cy, id, food.symbol, 10_000)).outcome).toBe('rejected');
  await buy(cy, id, food.symbol, 100);
  await setPrice(tech.id, '12.5');
  await setPrice(food.id, '18');
  await getDb().update(users).set({ locale: 'ar' }).where(eq(users.id, ada.id));
  return { tutor, group, members, ada, ben, cy, id };
}

/** The summary computed straight from the tables: the stored results, the orders and the trades. */
async function directSummary(competitionId: string) {
  const results = await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, competitionId));
  const participants = await getDb().select().from(competitionParticipants).where(eq(competitionParticipants.competitionId, competitionId));
  const [competition] = await getDb().select().from(competitions).where(eq(competitions.id, competitionId));
  const starting = parseDecimal(competition!.startingCash, 4);
  const rows = [];
  for (const participant of participants) {
    const result = results.find((row) => row.entryId === participant.entryId)!;
    const [person] = await getDb().select().from(users).where(eq(users.id, participant.userId));
    const orders = await getDb().select().from(competitionOrders).where(eq(competitionOrders.entryId, participant.entryId));
    const trades = await getDb().select().from(competitionTrades).where(eq(competitionTrades.entryId, participant.entryId));
    // Return in hundredths of a percent, rounded half away from zero: (value − start) × 10 000 / start.
    const gain = (parseDecimal(result.value, 4) - starting) * 10_000n;
    const half = gain >= 0n ? starting / 2n : -starting / 2n;
    const returnHundredths = (gain + half) / starting;
    rows.push([
      `${person!.firstName} ${person!.lastName}`,
      'Maths',
      '',
      formatDecimal(parseDecimal(result.value, 4), 4),
      String(Number(formatDecimal(returnHundredths, 2))),
      String(result.rank),
      result.diversification,
      String(1 + results.filter((other) => Number(other.diversification) > Number(result.diversification)).length),
      result.riskAdjusted === null ? '' : String(Number(result.riskAdjusted)),
      result.riskAdjustedRank === null ? '' : String(result.riskAdjustedRank),
      String(orders.length),
      String(new Set(trades.map((trade) => trade.stockId)).size),
    ]);
  }
  return rows.sort((a, b) => Number(a[5]) - Number(b[5]) || a[0]!.localeCompare(b[0]!));
}

beforeAll(async () => {
  await seedBadges(getDb());
  await resetSettings();
});

describe('the results of a finished competition', () => {
  it('are not final before the end (409), for the certificates, their PDF and the summary alike', async () => {
    const { tutor, ada, id } = await playedGame();
    const early = await appErrorOf(getCertificates(ada, { competitionId: id }, 'en'));
    expect([early.status, early.message]).toEqual([409, 'competitions.errors.notFinal']);
    expect((await appErrorOf(exportClassSummaryCsv(tutor, { competitionId: id }, 'en'))).status).toBe(409);
    const answer = await getSummary(await cookieOf(tutor), id);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'competitions.errors.notFinal', error: expect.stringMatching(/^The results are not final yet/) });
    expect((await getCertificatePdf(await cookieOf(ada), id)).status).toBe(409);
    // Over but not yet frozen by the leader's job: still not final.
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    expect((await appErrorOf(getCertificates(tutor, { competitionId: id }, 'en'))).status).toBe(409);
  });

  it("gives the teacher a CSV whose rows are the frozen results, headers in the teacher's language", async () => {
    const { tutor, id } = await playedGame();
    await end(id);
    // Prices after the end change nothing: the results are frozen.
    await getDb().update(stocks).set({ currentPrice: '1' });
    const direct = await directSummary(id);

    const answer = await getSummary(await cookieOf(tutor), id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="competition-autumn-game-summary.csv"');
    const [header, ...rows] = parseCsv(await answer.text()).map((record) => record.fields);
    expect(header).toEqual(['Name', 'Class', 'Team', 'Final value (USD)', 'Return (%)', 'Rank by value', 'Diversification (stocks)', 'Rank by diversification', 'Risk-adjusted score (steadiness)', 'Rank by risk-adjusted score', 'Orders placed', 'Different stocks traded']);
    expect(rows).toEqual(direct);
    // Ada: 200 tech at $12.50 and $2,999 cash; Ben sold 20 of his 100; Cy lost (a negative return is a number, not a
    // guarded text) and his refused order counts as placed.
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['Ada Learner', 'Maths', '', '5499.0000', '9.98', '1'],
      ['Ben Learner', 'Maths', '', '5097.0000', '1.94', '2'],
      ['Cy Learner', 'Maths', '', '4799.0000', '-4.02', '3'],
    ]);
    expect(rows.find((row) => row[0] === 'Cy Learner')!.slice(10)).toEqual(['2', '1']);
    expect(rows.find((row) => row[0] === 'Ben Learner')!.slice(10)).toEqual(['3', '2']);
    // A game frozen with only its final snapshot is too short for a steadiness score: empty cells, not a zero.
    expect(rows.map((row) => row.slice(8, 10))).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);

    await getDb().update(users).set({ locale: 'fr' }).where(eq(users.id, tutor.id));
    const [french] = parseCsv(await (await getSummary(await cookieOf(tutor), id)).text()).map((record) => record.fields);
    expect(french![0]).toBe('Nom');
    expect(french![3]).toBe('Valeur finale (USD)');
  });

  it('gives each child their own certificate, a parent their child’s, the teacher every one, in the child’s language', async () => {
    const { tutor, members, ada, ben, cy, id } = await playedGame();
    await end(id);
    const results = await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id));
    const adaEntry = (await getDb().select().from(competitionParticipants).where(eq(competitionParticipants.userId, ada.id)))[0]!.entryId;
    const adaResult = results.find((row) => row.entryId === adaEntry)!;

    const own = await getCertificates(ada, { competitionId: id }, 'en');
    expect(own.reader).toBe('child');
    expect(own.certificates).toHaveLength(1);
    expect(own.certificates[0]).toMatchObject({ childId: ada.id, name: 'Ada Learner', locale: 'ar', direction: 'rtl', className: 'Maths', rank: adaResult.rank, entries: 3, value: '5499.0000' });
    expect(own.certificates[0]!.diversificationRank).toBe(1 + results.filter((row) => Number(row.diversification) > Number(adaResult.diversification)).length);

    const parent = members[0]!.parent;
    const parents = await getCertificates(parent, { competitionId: id }, 'fr');
    expect([parents.reader, parents.certificates.map((certificate) => certificate.childId)]).toEqual(['parent', [ada.id]]);
    expect((await getCertificates(parent, { competitionId: id, childId: ada.id }, 'fr')).certificates).toHaveLength(1);
    // The parent's /progress lists the game with Ada's certificate; another parent's list of Ada is empty.
    expect(await listChildGameResults(parent, ada.id)).toEqual([{ competitionId: id, name: 'Autumn game', endsOn: addDays(today(), 14) }]);
    expect(await listChildGameResults(members[1]!.parent, ada.id)).toEqual([]);
    // Ben's certificate falls back to the reader's language: his account names none.
    expect((await getCertificates(tutor, { competitionId: id, childId: ben.id }, 'fr')).certificates[0]).toMatchObject({ childId: ben.id, locale: 'fr', direction: 'ltr' });
    const all = await getCertificates(tutor, { competitionId: id }, 'en');
    expect([all.reader, all.certificates.map((certificate) => certificate.childId).sort()]).toEqual(['teacher', [ada.id, ben.id, cy.id].sort()]);

    // The PDF, drawn in the worker, in the child's language (Arabic for Ada, whoever asks).
    const pdf = await getCertificatePdf(await cookieOf(parent), id, ada.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdftotextLines(bytes);
    expect(lines).toContain('AdaLearner');
    expect(lines.some((line) => line.includes('شهادةتقدير'))).toBe(true);
  });

  it('refuses everyone else: another child, a parent of another child, a tutor of another class, bad ids', async () => {
    const { tutor, members, ada, ben, id } = await playedGame();
    await end(id);
    const other = await classWith('Zoe');
    const strangers: [string, Actor, string | undefined][] = [
      ['a classmate asking for Ada’s', ben, ada.id],
      ['a parent of Ben asking for Ada’s', members[1]!.parent, ada.id],
      ['a parent of a child in another class', other.members[0]!.parent, undefined],
      ['a parent of a child in another class, naming Ada', other.members[0]!.parent, ada.id],
      ['a child of another class', other.children[0]!, undefined],
      ['the tutor of another class', other.tutor, undefined],
      ['the tutor of another class, naming Ada', other.tutor, ada.id],
    ];
    for (const [who, actor, childId] of strangers) {
      const refused = await appErrorOf(getCertificates(actor, { competitionId: id, childId }, 'en'));
      expect([who, refused.status, refused.message]).toEqual([who, 404, 'competitions.errors.notFound']);
    }
    expect((await appErrorOf(exportClassSummaryCsv(other.tutor, { competitionId: id }, 'en'))).status).toBe(404);
    // The child's own parent may not have the class summary: it is the teacher's (a parent runs family games of their
    // own, decision 074, so this one is simply not theirs: 404).
    expect((await getSummary(await cookieOf(members[0]!.parent), id)).status).toBe(404);
    const otherTutor = await getSummary(await cookieOf(other.tutor), id);
    expect(otherTutor.status).toBe(404);
    expect(await otherTutor.json()).toMatchObject({ error: 'This competition does not exist, or it is not one of yours.' });
    expect((await getCertificatePdf(await cookieOf(other.tutor), id, ada.id)).status).toBe(404);
    expect((await getCertificatePdf(await cookieOf(members[1]!.parent), id, ada.id)).status).toBe(404);
    // A school admin runs games of their own school's classes (decision 065), not this one: it does not exist for them.
    const schoolAdmin = await trader({ role: 'school_admin' });
    expect((await appErrorOf(getCertificates(schoolAdmin, { competitionId: id }, 'en'))).status).toBe(404);

    for (const bad of ['not-a-uuid', randomUUID()]) {
      expect((await appErrorOf(getCertificates(tutor, { competitionId: bad }, 'en'))).status).toBe(404);
      const answer = await getSummary(await cookieOf(tutor), bad);
      expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([404, 'This competition does not exist, or it is not one of yours.']);
    }
    expect((await appErrorOf(getCertificates(tutor, { competitionId: id, childId: 'no such child!' }, 'en'))).status).toBe(404);
  });
});
