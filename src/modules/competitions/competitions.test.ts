import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionEntries, competitionHoldings, competitionResults, competitions, competitionTrades, simTrades, stocks } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { localDay } from '@/lib/time-zones';
import { classWith, removeStudent } from '@/modules/classes/test-fixtures';
import { accountOf, createStock, order, resetSettings, trader, valuationOf } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { joinCompetition } from './join-competition';
import { cancelCompetition, createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage, listMyCompetitions, listOwnCompetitions } from './queries';
import type { CompetitionRulesInput } from './schemas';
import { finishDueCompetitions } from './standings';

const today = () => localDay(new Date(), 'UTC');

function rules(classIds: string[], overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'Spring game', classIds, startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [], ...overrides };
}

function buy(actor: Actor, competitionId: string, symbol: string, shares: number, extra: { side?: 'buy' | 'sell'; type?: 'market' | 'limit'; limitPrice?: string; idempotencyKey?: string } = {}) {
  return placeCompetitionOrder(actor, { competitionId, symbol, side: extra.side ?? 'buy', type: extra.type ?? 'market', shares, limitPrice: extra.limitPrice, idempotencyKey: extra.idempotencyKey ?? randomUUID() });
}

async function setPrice(stockId: number, price: string) {
  await getDb().update(stocks).set({ currentPrice: price }).where(eq(stocks.id, stockId));
}

/** A class of three approved children, a competition for it, and two stocks. */
async function game(overrides: Partial<CompetitionRulesInput> | ((food: string) => Partial<CompetitionRulesInput>) = {}) {
  const { tutor, group, children } = await classWith('Ada', 'Ben', 'Cy');
  const tech = await createStock({ price: '10', sector: 'Technology' });
  const food = await createStock({ price: '20', sector: `Food ${randomUUID().slice(0, 8)}` });
  const { id } = await createCompetition(tutor, rules([group.id], typeof overrides === 'function' ? overrides(food.symbol) : overrides));
  return { tutor, group, children, tech, food, id };
}

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

describe('a teacher runs competitions for their own classes', () => {
  it('creates one with instants at midnight in its time zone, lists it, and refuses another tutor’s class or a bad form', async () => {
    const { tutor, group } = await classWith('Ada');
    const { id } = await createCompetition(tutor, rules([group.id], { timeZone: 'Europe/Paris', startsOn: '2030-03-01', endsOn: '2030-03-31' }));
    const [row] = await getDb().select().from(competitions).where(eq(competitions.id, id));
    expect(row!.startsAt.toISOString()).toBe('2030-02-28T23:00:00.000Z');
    expect(row!.endsAt.toISOString()).toBe('2030-03-31T22:00:00.000Z');
    expect((await listOwnCompetitions(tutor)).map((summary) => summary.id)).toEqual([id]);

    const other = await classWith('Zed');
    const refused = await appErrorOf(createCompetition(tutor, rules([other.group.id])));
    expect([refused.status, refused.message]).toEqual([404, 'competitions.errors.classNotFound']);
    const bad = await appErrorOf(createCompetition(tutor, rules([group.id], { name: ' ', endsOn: addDays(today(), -1), startingCash: '5' })));
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({ name: 'competitions.errors.nameRequired', endsOn: 'competitions.errors.endBeforeStart', startingCash: 'competitions.errors.startingCashInvalid' });
    const past = await appErrorOf(createCompetition(tutor, rules([group.id], { startsOn: '2020-01-01', endsOn: '2020-01-31' })));
    expect([past.status, past.fieldErrors?.endsOn]).toEqual([400, 'competitions.errors.endInPast']);
  });

  it('changes the rules only before the start, and cancels until the end; another tutor gets a 404', async () => {
    const { tutor, group, id } = await game({ startsOn: addDays(today(), 2) });
    await updateCompetition(tutor, { competitionId: id, ...rules([group.id], { name: 'Autumn game', startsOn: addDays(today(), 3), maxOrderValue: '500' }) });
    expect((await getDb().select().from(competitions).where(eq(competitions.id, id)))[0]).toMatchObject({ name: 'Autumn game', maxOrderValue: '500.0049' });
    const stranger = await trader({ role: 'tutor' });
    expect((await appErrorOf(cancelCompetition(stranger, { competitionId: id }))).status).toBe(404);
    expect((await appErrorOf(getCompetitionPage(stranger, { competitionId: id }))).status).toBe(404);

    const running = await game();
    const late = await appErrorOf(updateCompetition(running.tutor, { competitionId: running.id, ...rules([running.group.id]) }));
    expect([late.status, late.message]).toEqual([409, 'competitions.errors.alreadyStarted']);
    await cancelCompetition(running.tutor, { competitionId: running.id });
    const joined = await appErrorOf(joinCompetition(running.children[0]!, { competitionId: running.id }));
    expect([joined.status, joined.message]).toEqual([409, 'competitions.errors.canceled']);
  });
});

describe('children join and trade in their competition portfolio', () => {
  it('lets a child of the class see, join (once) and trade; a child outside the class or a parent cannot', async () => {
    const { tutor, group, children, tech, id } = await game();
    const [ada] = children;
    expect((await listMyCompetitions(ada!)).map((summary) => [summary.id, summary.joined])).toEqual([[id, false]]);
    const first = await joinCompetition(ada!, { competitionId: id });
    expect(await joinCompetition(ada!, { competitionId: id })).toEqual(first);
    expect((await listMyCompetitions(ada!))[0]!.joined).toBe(true);

    const outsider = await trader({ role: 'child' });
    expect(await listMyCompetitions(outsider)).toEqual([]);
    expect((await appErrorOf(joinCompetition(outsider, { competitionId: id }))).status).toBe(404);
    expect((await appErrorOf(getCompetitionPage(outsider, { competitionId: id }))).status).toBe(404);
    expect((await appErrorOf(buy(outsider, id, tech.symbol, 1))).status).toBe(404);
    const parent = await trader({ role: 'parent' });
    expect((await appErrorOf(joinCompetition(parent, { competitionId: id }))).status).toBe(403);
    const notJoined = await appErrorOf(buy(children[1]!, id, tech.symbol, 1));
    expect([notJoined.status, notJoined.message]).toEqual([409, 'competitions.errors.notJoined']);

    // A child who left the class keeps their place in the ranking but no longer sees or trades in the game.
    expect((await buy(ada!, id, tech.symbol, 1)).outcome).toBe('filled');
    await removeStudent(tutor, { classId: group.id, childId: ada!.id });
    expect((await appErrorOf(buy(ada!, id, tech.symbol, 1))).status).toBe(404);
    expect((await appErrorOf(getCompetitionPage(ada!, { competitionId: id }))).status).toBe(404);
    expect((await getCompetitionPage(tutor, { competitionId: id })).standings).toHaveLength(1);
  });

  it('a child whose parent switched the simulator off sees the game, paused, and can neither join nor trade (409)', async () => {
    const { children, tech, id } = await game();
    const [ada, ben] = children;
    await joinCompetition(ben!, { competitionId: id });
    // Each attempt starts when its turn comes: a refusal made before it is awaited would be an unhandled rejection.
    const attempts = [
      [ada!, () => joinCompetition({ ...ada!, simulatorOff: true }, { competitionId: id })],
      [ben!, () => buy({ ...ben!, simulatorOff: true }, id, tech.symbol, 1)],
    ] as const;
    for (const [child, attempt] of attempts) {
      const refused = await appErrorOf(attempt());
      expect([refused.status, refused.message]).toEqual([409, 'competitions.errors.simulatorOff']);
      expect((await getCompetitionPage({ ...child, simulatorOff: true }, { competitionId: id })).paused).toBe(true);
    }
    expect((await listMyCompetitions(ada!))[0]!.joined).toBe(false);
    expect((await getCompetitionPage(ben!, { competitionId: id })).portfolio?.orders).toEqual([]);
  });

  it('fills a market order from the competition cash and leaves the everyday portfolio as it was', async () => {
    const { children, tech, id } = await game();
    const ada = children[0]!;
    await order(ada, { symbol: tech.symbol, side: 'buy', type: 'market', shares: 3 });
    const everyday = { account: await accountOf(ada.id), valuation: await valuationOf(ada.id), trades: (await getDb().select().from(simTrades).where(eq(simTrades.userId, ada.id))).length };

    await joinCompetition(ada, { competitionId: id });
    const result = await buy(ada, id, tech.symbol, 100);
    expect(result).toMatchObject({ outcome: 'filled', fillPrice: '10.0000', refusal: null });
    await buy(ada, id, tech.symbol, 40, { side: 'sell' });
    const page = await getCompetitionPage(ada, { competitionId: id });
    // 5000 − 100 × 10 − 1 fee + 40 × 10 − 1 fee.
    expect(page.portfolio).toMatchObject({ cash: '4398.0000', value: '4998.0000', rank: 1, holdings: [{ symbol: tech.symbol, shares: 60, value: '600.0000' }] });

    expect(await accountOf(ada.id)).toEqual(everyday.account);
    expect(await valuationOf(ada.id)).toBe(everyday.valuation);
    expect((await getDb().select().from(simTrades).where(eq(simTrades.userId, ada.id))).length).toBe(everyday.trades);
  });

  it('answers the same submission once, and refuses its key for another order', async () => {
    const { children, tech, id } = await game();
    const ada = children[0]!;
    await joinCompetition(ada, { competitionId: id });
    const idempotencyKey = randomUUID();
    const [one, two] = [await buy(ada, id, tech.symbol, 5, { idempotencyKey }), await buy(ada, id, tech.symbol, 5, { idempotencyKey })];
    expect(two).toMatchObject({ orderId: one.orderId, outcome: 'filled', replayed: true });
    expect(await getDb().select().from(competitionTrades).where(eq(competitionTrades.orderId, one.orderId))).toHaveLength(1);
    const reused = await appErrorOf(buy(ada, id, tech.symbol, 6, { idempotencyKey }));
    expect([reused.status, reused.message]).toEqual([409, 'orders.errors.keyReused']);
  });

  it('takes parallel orders one at a time: a double click fills once, and two buys never spend the cash twice', async () => {
    const { children, tech, id } = await game();
    const ada = children[0]!;
    await joinCompetition(ada, { competitionId: id });
    const idempotencyKey = randomUUID();
    const twice = await Promise.all([buy(ada, id, tech.symbol, 10, { idempotencyKey }), buy(ada, id, tech.symbol, 10, { idempotencyKey })]);
    expect(new Set(twice.map((result) => result.orderId)).size).toBe(1);
    // $4,899 left: each of these costs $3,001, so only one fits.
    const both = await Promise.all([buy(ada, id, tech.symbol, 300), buy(ada, id, tech.symbol, 300)]);
    expect(both.map((result) => result.outcome).sort()).toEqual(['filled', 'rejected']);
    expect(both.find((result) => result.outcome === 'rejected')!.refusal!.key).toBe('orders.refusals.notEnoughCash');
    const [entry] = await getDb().select().from(competitionEntries).where(eq(competitionEntries.competitionId, id));
    expect(entry!.cash).toBe('1898.0000');
    expect(await getDb().select().from(competitionTrades).where(eq(competitionTrades.entryId, entry!.id))).toHaveLength(2);
  });
});

describe('the rules refuse, each with its reason, and change nothing', () => {
  async function refusalOf(promise: ReturnType<typeof buy>) {
    const result = await promise;
    expect(result.outcome).toBe('rejected');
    return result.refusal!;
  }

  async function cashOf(competitionId: string, actor: Actor) {
    const page = await getCompetitionPage(actor, { competitionId });
    return page.portfolio!.cash;
  }

  it('refuses outside the dates and the trading hours', async () => {
    const later = await game({ startsOn: addDays(today(), 2) });
    await joinCompetition(later.children[0]!, { competitionId: later.id });
    expect(await refusalOf(buy(later.children[0]!, later.id, later.tech.symbol, 1))).toEqual({ key: 'competitions.refusals.notStarted', values: { date: addDays(today(), 2) } });

    const { children, tech, id } = await game();
    await joinCompetition(children[0]!, { competitionId: id });
    const hour = new Date().getUTCHours();
    const [from, until] = hour < 12 ? ['13:00', '14:00'] : ['01:00', '02:00'];
    await getDb().update(competitions).set({ tradingFrom: from, tradingUntil: until }).where(eq(competitions.id, id));
    expect(await refusalOf(buy(children[0]!, id, tech.symbol, 1))).toEqual({ key: 'competitions.refusals.outsideHours', values: { from, until } });
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'`, tradingFrom: null, tradingUntil: null }).where(eq(competitions.id, id));
    expect((await refusalOf(buy(children[0]!, id, tech.symbol, 1))).key).toBe('competitions.refusals.ended');
    expect(await cashOf(id, children[0]!)).toBe('5000.0000');
  });

  it('refuses a stock outside the sector or the list, and an order kind not allowed', async () => {
    const sector = await game({ stockScope: 'sector', sector: 'Technology' });
    const ada = sector.children[0]!;
    await joinCompetition(ada, { competitionId: sector.id });
    expect(await refusalOf(buy(ada, sector.id, sector.food.symbol, 1))).toEqual({ key: 'competitions.refusals.stockOutsideSector', values: { symbol: sector.food.symbol, sector: 'Technology' } });
    expect((await buy(ada, sector.id, sector.tech.symbol, 1)).outcome).toBe('filled');
    expect((await refusalOf(buy(ada, sector.id, sector.tech.symbol, 1, { type: 'limit', limitPrice: '9' }))).key).toBe('competitions.refusals.limitOrdersNotAllowed');
    await getDb().update(competitions).set({ marketOrders: false, limitOrders: true }).where(eq(competitions.id, sector.id));
    expect((await refusalOf(buy(ada, sector.id, sector.tech.symbol, 1))).key).toBe('competitions.refusals.marketOrdersNotAllowed');

    const listed = await game((food) => ({ stockScope: 'list', symbols: food.toLowerCase() }));
    const ben = listed.children[1]!;
    await joinCompetition(ben, { competitionId: listed.id });
    expect(await refusalOf(buy(ben, listed.id, listed.tech.symbol, 1))).toEqual({ key: 'competitions.refusals.stockNotListed', values: { symbol: listed.tech.symbol } });
    expect((await buy(ben, listed.id, listed.food.symbol, 1)).outcome).toBe('filled');
    expect((await getCompetitionPage(ben, { competitionId: listed.id })).stocks.map((stock) => stock.symbol)).toEqual([listed.food.symbol]);
    expect(await cashOf(listed.id, ben)).toBe('4979.0000');
  });

  it('refuses over the per-order limit, over the per-stock limit, and beyond the cash or the shares held', async () => {
    const { children, tech, food, id } = await game({ maxOrderValue: '1000', maxPositionPct: 30 });
    const ada = children[0]!;
    await joinCompetition(ada, { competitionId: id });
    expect(await refusalOf(buy(ada, id, tech.symbol, 101))).toEqual({ key: 'competitions.refusals.orderTooLarge', values: { value: { usd: '1010.0000' }, max: { usd: '1000.0049' }, maxShares: 100 } });
    expect((await buy(ada, id, tech.symbol, 100)).outcome).toBe('filled');
    // 100 held at $10 of a $4,999 total: 60 more would weigh 32 % (cap 30 %).
    expect((await refusalOf(buy(ada, id, tech.symbol, 60))).key).toBe('orders.refusals.positionCap');
    expect((await refusalOf(buy(ada, id, food.symbol, 5, { side: 'sell' }))).key).toBe('orders.refusals.notEnoughShares');
    await getDb().update(competitionEntries).set({ cash: '50' }).where(eq(competitionEntries.competitionId, id));
    expect((await refusalOf(buy(ada, id, food.symbol, 3))).key).toBe('orders.refusals.notEnoughCash');
    expect(await cashOf(id, ada)).toBe('50.0000');
    const [holding] = await getDb().select().from(competitionHoldings).where(eq(competitionHoldings.stockId, tech.id));
    expect(holding!.shares).toBe(100);
  });
});

describe('rankings', () => {
  async function directStandings(competitionId: string) {
    const entries = await getDb().select().from(competitionEntries).where(eq(competitionEntries.competitionId, competitionId));
    const holdings = rowsOf<{ entry_id: string; shares: number; price: string }>(
      await getDb().execute(sql`select h.entry_id, h.shares, s.current_price::text as price from competition_holdings h join stocks s on s.id = h.stock_id join competition_entries e on e.id = h.entry_id where e.competition_id = ${competitionId}`),
    );
    const cents = (value: string) => Math.round(Number(value) * 10_000);
    const values = entries.map((entry) => ({ entryId: entry.id, value: cents(entry.cash) + holdings.filter((h) => h.entry_id === entry.id).reduce((sum, h) => sum + h.shares * cents(h.price), 0) }));
    return values.map((row) => ({ entryId: row.entryId, value: (row.value / 10_000).toFixed(4), rank: 1 + values.filter((other) => other.value > row.value).length }));
  }

  it('ranks by value as a direct computation does, shows the class what the setting allows, and freezes at the end', async () => {
    const { tutor, children, tech, food, id } = await game();
    const [ada, ben, cy] = children as [Actor, Actor, Actor];
    for (const child of children) await joinCompetition(child, { competitionId: id });
    await buy(ada, id, tech.symbol, 200);
    await buy(ben, id, food.symbol, 50);
    await buy(ben, id, tech.symbol, 100);
    await setPrice(tech.id, '12.5');
    await setPrice(food.id, '18');

    const teacher = await getCompetitionPage(tutor, { competitionId: id });
    const direct = await directStandings(id);
    expect(teacher.standings.map((row) => ({ entryId: row.entryId, value: row.value, rank: row.rank })).sort((a, b) => a.entryId.localeCompare(b.entryId))).toEqual(direct.sort((a, b) => a.entryId.localeCompare(b.entryId)));
    expect(teacher.standings[0]).toMatchObject({ value: '5499.0000', rank: 1, stocksHeld: 1, diversification: '1.00' });
    const benRow = teacher.standings.find((row) => row.names[0]?.startsWith('Ben'))!;
    // Ben: $900 in food and $1,250 in tech: (2150)² / (900² + 1250²) ≈ 1.95 stocks.
    expect(benRow).toMatchObject({ stocksHeld: 2, diversification: '1.95' });
    expect(teacher.notTraded).toEqual([teacher.standings.find((row) => row.trades === 0)!.names[0]]);
    expect((await getCompetitionPage(cy, { competitionId: id })).standings).toHaveLength(3);

    await getDb().update(competitions).set({ leaderboard: 'own' }).where(eq(competitions.id, id));
    expect((await getCompetitionPage(cy, { competitionId: id })).standings.map((row) => row.mine)).toEqual([true]);
    await getDb().update(competitions).set({ leaderboard: 'hidden' }).where(eq(competitions.id, id));
    expect((await getCompetitionPage(cy, { competitionId: id })).standings).toEqual([]);

    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    expect(await finishDueCompetitions()).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id))).toHaveLength(3);
    const frozen = (await getCompetitionPage(tutor, { competitionId: id })).standings.map((row) => [row.entryId, row.value, row.rank]);
    await setPrice(tech.id, '5');
    const after = await getCompetitionPage(tutor, { competitionId: id });
    expect(after.competition.phase).toBe('finished');
    expect(after.standings.map((row) => [row.entryId, row.value, row.rank])).toEqual(frozen);
    expect((await buy(ada, id, food.symbol, 1)).refusal?.key).toBe('competitions.refusals.ended');
    expect((await appErrorOf(cancelCompetition(tutor, { competitionId: id }))).status).toBe(409);
  });

  it('a reader of a competition over but not yet frozen writes nothing and sees it as it stands; the job freezes it once', async () => {
    const { tutor, children, tech, id } = await game();
    await joinCompetition(children[0]!, { competitionId: id });
    await buy(children[0]!, id, tech.symbol, 10);
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    const page = await getCompetitionPage(children[0]!, { competitionId: id });
    expect(page.competition).toMatchObject({ status: 'open', phase: 'finished' });
    expect(page.standings).toHaveLength(1);
    expect(await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id))).toHaveLength(0);
    expect(await finishDueCompetitions()).toBeGreaterThanOrEqual(1);
    expect(await finishDueCompetitions()).toBe(0);
    expect((await getCompetitionPage(tutor, { competitionId: id })).competition.status).toBe('finished');
    expect(await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id))).toHaveLength(1);
  });
});
