import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { competitionResults, competitions, competitionValueSnapshots, stocks } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { parseCsv } from '@/lib/csv';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { createStock, resetSettings } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { exportClassSummaryCsv } from './class-summary';
import { joinCompetition } from './join-competition';
import { createCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage } from './queries';
import { finishDueCompetitions, readStandings, snapshotHour, snapshotRunningCompetitions } from './standings';

/*
 * Decision 072: the leader's job keeps every running entry's value and ranks once an hour, the end keeps the frozen
 * result as the last snapshot, and the steadiness score (mean period return over its standard deviation) and its
 * rank are what a direct computation over the same snapshots gives. The history is shown as the ranking is.
 */

const HOUR = 3_600_000;
const today = () => localDay(new Date(), 'UTC');

function buy(actor: Actor, competitionId: string, symbol: string, shares: number) {
  return placeCompetitionOrder(actor, { competitionId, symbol, side: 'buy', type: 'market', shares, idempotencyKey: randomUUID() });
}

async function setPrice(stockId: number, price: string) {
  await getDb().update(stocks).set({ currentPrice: price }).where(eq(stocks.id, stockId));
}

/** A running game (started a day ago, so hours back are inside it) of three: Ada in tech, Ben in food and tech, Cy in cash. */
async function runningGame(leaderboard: 'public' | 'own' | 'hidden' = 'public') {
  const { tutor, group, children } = await classWith('Ada', 'Ben', 'Cy');
  const [ada, ben, cy] = children as [Actor, Actor, Actor];
  const tech = await createStock({ price: '10' });
  const food = await createStock({ price: '20', sector: 'Food' });
  const { id } = await createCompetition(tutor, { name: 'Steady game', classIds: [group.id], startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [] });
  await getDb().update(competitions).set({ startsAt: sql`now() - interval '1 day'`, leaderboard }).where(eq(competitions.id, id));
  for (const child of children) await joinCompetition(child, { competitionId: id });
  await buy(ada, id, tech.symbol, 300);
  await buy(ben, id, food.symbol, 60);
  await buy(ben, id, tech.symbol, 100);
  return { tutor, ada, ben, cy, tech, food, id };
}

/** Prices for each hour, oldest first: the job runs in each hour (at `now` minus the hours left). */
async function playHours(id: string, tech: { id: number }, food: { id: number }, prices: [string, string][], end: Date) {
  for (const [index, [techPrice, foodPrice]] of prices.entries()) {
    await setPrice(tech.id, techPrice);
    await setPrice(food.id, foodPrice);
    await snapshotRunningCompetitions(new Date(end.getTime() - (prices.length - 1 - index) * HOUR));
  }
  return getDb().select().from(competitionValueSnapshots).where(eq(competitionValueSnapshots.competitionId, id)).orderBy(asc(competitionValueSnapshots.entryId), asc(competitionValueSnapshots.takenAt));
}

/** The steadiness straight from the snapshots, in TypeScript: mean period return / its sample standard deviation. */
function directScores(snapshots: { entryId: string; value: string }[]): Map<string, { score: number | null; rank: number | null }> {
  const values = new Map<string, number[]>();
  for (const snapshot of snapshots) values.set(snapshot.entryId, [...(values.get(snapshot.entryId) ?? []), Number(snapshot.value)]);
  const scores = new Map<string, number | null>();
  for (const [entryId, series] of values) {
    if (series.length < 3) {
      scores.set(entryId, null);
      continue;
    }
    const returns = series.slice(1).map((value, index) => value / series[index]! - 1);
    const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
    const deviation = Math.sqrt(returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1));
    scores.set(entryId, deviation === 0 ? 0 : Math.round((mean / deviation) * 1000) / 1000);
  }
  const scored = [...scores.values()].filter((score): score is number => score !== null);
  return new Map([...scores].map(([entryId, score]) => [entryId, { score, rank: score === null ? null : 1 + scored.filter((other) => other > score).length }]));
}

beforeAll(async () => {
  await seedBadges(getDb());
  await resetSettings();
});

// Each test makes a class of nine accounts (password hashes) before the game: beside the other files on two busy
// cores that alone came near the default 30 s.
describe('the value history of a running competition', { timeout: 60_000 }, () => {
  it('is written once per entry per hour, however often the job runs, and only for games running then', async () => {
    const { tutor, id } = await runningGame();
    const now = new Date();
    await snapshotRunningCompetitions(now);
    await snapshotRunningCompetitions(new Date(snapshotHour(now).getTime() + HOUR - 1));
    const ours = () => getDb().select().from(competitionValueSnapshots).where(eq(competitionValueSnapshots.competitionId, id));
    expect(await ours()).toHaveLength(3);
    expect((await ours()).every((row) => row.takenAt.getTime() === snapshotHour(now).getTime())).toBe(true);
    // The next hour is a new snapshot; an hour before the game started or after it ended is none.
    await snapshotRunningCompetitions(new Date(now.getTime() + HOUR));
    expect(await ours()).toHaveLength(6);
    await snapshotRunningCompetitions(new Date(now.getTime() - 2 * 24 * HOUR));
    await snapshotRunningCompetitions(new Date(now.getTime() + 20 * 24 * HOUR));
    expect(await ours()).toHaveLength(6);
    // The values and ranks are those the ranking shows.
    const standings = await readStandings(getDb(), id, false);
    const latest = (await ours()).filter((row) => row.takenAt.getTime() === snapshotHour(now).getTime());
    for (const row of latest) expect([row.value, row.rank]).toEqual([standings.find((standing) => standing.entryId === row.entryId)!.value, standings.find((standing) => standing.entryId === row.entryId)!.rank]);
    // A GET writes nothing: reading the page leaves the history as it is.
    await getCompetitionPage(tutor, { competitionId: id });
    expect(await ours()).toHaveLength(6);
  });

  it('gives a steadiness score and rank equal to a direct computation, "not yet" under three snapshots', async () => {
    const { tutor, tech, food, id } = await runningGame();
    const now = new Date();
    await playHours(id, tech, food, [['10', '20']], new Date(now.getTime() - 4 * HOUR));
    await playHours(id, tech, food, [['11', '19']], new Date(now.getTime() - 3 * HOUR));
    expect((await readStandings(getDb(), id, false)).map((row) => [row.riskAdjusted, row.riskAdjustedRank])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    // Tech climbs steadily, food wobbles: Ada (all tech) is steadier than Ben (both); Cy's cash never moves (0).
    const snapshots = await playHours(
      id,
      tech,
      food,
      [
        ['11.5', '21'],
        ['12.2', '18.5'],
        ['12.6', '20.5'],
      ],
      now,
    );
    expect(snapshots).toHaveLength(15);
    const direct = directScores(snapshots);
    const teacher = await getCompetitionPage(tutor, { competitionId: id });
    expect(teacher.standings).toHaveLength(3);
    for (const row of teacher.standings) {
      const expected = direct.get(row.entryId)!;
      expect(Math.abs(Number(row.riskAdjusted) - expected.score!)).toBeLessThanOrEqual(0.001);
      expect(row.riskAdjustedRank).toBe(expected.rank);
    }
    const byName: Record<string, (typeof teacher.standings)[number]> = Object.fromEntries(teacher.standings.map((row) => [row.names[0]!.split(' ')[0], row]));
    expect(byName.Cy!.riskAdjusted).toBe('0.000');
    expect(byName.Ada!.riskAdjustedRank).toBe(1);
    // The history is the rank by value at each hour, oldest first.
    expect(byName.Ada!.history.map((point) => point.rank)).toEqual(snapshots.filter((row) => row.entryId === byName.Ada!.entryId).map((row) => row.rank));
    // Ranked by spread, the line is the spread rank the job stored at each hour.
    const bySpread = await getCompetitionPage(tutor, { competitionId: id, by: 'spread' });
    for (const row of bySpread.standings) expect(row.history.map((point) => point.rank)).toEqual(snapshots.filter((snapshot) => snapshot.entryId === row.entryId).map((snapshot) => snapshot.diversificationRank));
    // Ranked by steadiness, each hour's rank is the score over the hours up to it, computed directly: no point before
    // an entry's third snapshot, and the last point is the rank the ranking shows now.
    const bySteadiness = await getCompetitionPage(tutor, { competitionId: id, by: 'steady' });
    const hours = [...new Set(snapshots.map((snapshot) => snapshot.takenAt.getTime()))].sort((a, b) => a - b);
    for (const row of bySteadiness.standings) {
      const expected = hours.flatMap((hour) => {
        const rank = directScores(snapshots.filter((snapshot) => snapshot.takenAt.getTime() <= hour)).get(row.entryId)?.rank;
        return rank === null || rank === undefined ? [] : [{ takenAt: new Date(hour).toISOString(), rank }];
      });
      expect(row.history).toEqual(expected);
      expect(row.history).toHaveLength(3);
      expect(row.history.at(-1)!.rank).toBe(row.riskAdjustedRank);
    }
  });

  it('ends at the frozen result, whose score is stored with the results and read from them', async () => {
    const { tutor, tech, food, id } = await runningGame();
    await playHours(
      id,
      tech,
      food,
      [
        ['10.5', '20'],
        ['11', '21'],
        ['10.8', '19'],
      ],
      new Date(Date.now() - HOUR),
    );
    await setPrice(tech.id, '12');
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    expect(await finishDueCompetitions()).toBeGreaterThanOrEqual(1);
    const results = await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id));
    const last = await getDb()
      .select()
      .from(competitionValueSnapshots)
      .where(and(eq(competitionValueSnapshots.competitionId, id), eq(competitionValueSnapshots.takenAt, sql`(select ends_at from competitions where id = ${id})`)));
    expect(last.map((row) => [row.entryId, row.value, row.rank]).sort()).toEqual(results.map((row) => [row.entryId, row.value, row.rank]).sort());
    const snapshots = await getDb().select().from(competitionValueSnapshots).where(eq(competitionValueSnapshots.competitionId, id)).orderBy(asc(competitionValueSnapshots.entryId), asc(competitionValueSnapshots.takenAt));
    expect(snapshots).toHaveLength(12);
    const direct = directScores(snapshots);
    for (const result of results) {
      expect(Math.abs(Number(result.riskAdjusted) - direct.get(result.entryId)!.score!)).toBeLessThanOrEqual(0.001);
      expect(result.riskAdjustedRank).toBe(direct.get(result.entryId)!.rank);
    }
    // The teacher's class summary carries the frozen score and rank.
    const [, ...csvRows] = parseCsv((await exportClassSummaryCsv(tutor, { competitionId: id }, 'en')).body).map((record) => record.fields);
    expect(csvRows.map((row) => [row[8], row[9]]).sort()).toEqual(results.map((row) => [String(Number(row.riskAdjusted)), String(row.riskAdjustedRank)]).sort());
    // Later prices and later runs of the job change nothing: the page reads the frozen score.
    await setPrice(tech.id, '3');
    await snapshotRunningCompetitions(new Date());
    const page = await getCompetitionPage(tutor, { competitionId: id });
    expect(page.standings.map((row) => [row.entryId, row.riskAdjusted, row.riskAdjustedRank]).sort()).toEqual(results.map((row) => [row.entryId, row.riskAdjusted, row.riskAdjustedRank]).sort());
    expect(await getDb().select().from(competitionValueSnapshots).where(eq(competitionValueSnapshots.competitionId, id))).toHaveLength(12);
    expect(page.standings.every((row) => row.history.length === 4)).toBe(true);
  });

  it('is shown as the ranking is: every history for the teacher and a public ranking, only their own for "own rank", none hidden', async () => {
    const { tutor, ada, cy, tech, food, id } = await runningGame('own');
    await playHours(
      id,
      tech,
      food,
      [
        ['10', '20'],
        ['11', '21'],
      ],
      new Date(),
    );
    const teacher = await getCompetitionPage(tutor, { competitionId: id });
    expect(teacher.standings.map((row) => row.history.length)).toEqual([2, 2, 2]);
    const own = await getCompetitionPage(cy, { competitionId: id });
    expect(own.standings).toHaveLength(1);
    expect(own.standings[0]).toMatchObject({ mine: true });
    expect(own.standings[0]!.history).toHaveLength(2);
    expect(JSON.stringify(own)).not.toContain(teacher.standings.find((row) => row.names[0]!.startsWith('Ada'))!.entryId);
    await getDb().update(competitions).set({ leaderboard: 'hidden' }).where(eq(competitions.id, id));
    expect((await getCompetitionPage(ada, { competitionId: id })).standings).toEqual([]);
    await getDb().update(competitions).set({ leaderboard: 'public' }).where(eq(competitions.id, id));
    expect((await getCompetitionPage(ada, { competitionId: id })).standings.map((row) => row.history.length)).toEqual([2, 2, 2]);
  });
});
