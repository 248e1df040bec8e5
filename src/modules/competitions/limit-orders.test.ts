import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionEntries, competitionOrders, competitionResults, competitions, competitionTrades, stocks } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { pricesChanged } from '@/modules/market/events';
import { createStock, resetSettings, setSettings } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import { publish } from '@/server/domain-events';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { cancelCompetitionOrder } from './cancel-competition-order';
import { joinCompetition } from './join-competition';
import { cancelCompetition, createCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage } from './queries';
import type { CompetitionRulesInput } from './schemas';
import { finishDueCompetitions } from './standings';

/*
 * Resting limit orders in competitions (decision 065): a limit the price already crosses fills at once at the current
 * price; otherwise it rests with its reservation (the simulator's rule, decision 013) until the market's tick crosses
 * it while the game runs, and fills then at the tick's price with the market's fee. The end and a cancel close what
 * still rests. The tick here is the engine's: the prices moved, then `market.prices-changed` published in the same
 * transaction, so the competitions' hook runs as it is wired.
 */

const today = () => localDay(new Date(), 'UTC');

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

/** A running game for a class of two children, both joined, with limit orders allowed; a $10 stock. */
async function game(overrides: Partial<CompetitionRulesInput> = {}) {
  const { tutor, group, children } = await classWith('Ada', 'Ben');
  const stock = await createStock({ price: '10', sector: 'Technology' });
  const { id } = await createCompetition(tutor, { name: 'Limit game', classIds: [group.id], startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: true, symbols: [], ...overrides });
  for (const child of children) await joinCompetition(child, { competitionId: id });
  return { tutor, children: children as [Actor, Actor], stock, id };
}

function place(actor: Actor, competitionId: string, symbol: string, order: { side?: 'buy' | 'sell'; type?: 'market' | 'limit'; shares: number; limitPrice?: string; idempotencyKey?: string }) {
  return placeCompetitionOrder(actor, { competitionId, symbol, side: order.side ?? 'buy', type: order.type ?? 'limit', shares: order.shares, limitPrice: order.limitPrice, idempotencyKey: order.idempotencyKey ?? randomUUID() });
}

/** One engine tick: the prices move, and the market's event is published in the same transaction. */
async function tick(moves: { stockId: number; price: string }[]) {
  await getDb().transaction(async (tx) => {
    for (const move of moves) await tx.update(stocks).set({ currentPrice: move.price }).where(eq(stocks.id, move.stockId));
    await publish(tx, pricesChanged, { changed: moves, tradingDay: 1 });
  });
}

async function orderRow(orderId: string) {
  const [row] = await getDb().select().from(competitionOrders).where(eq(competitionOrders.id, orderId));
  return row!;
}

async function cashOf(competitionId: string, actor: Actor) {
  return (await getCompetitionPage(actor, { competitionId })).portfolio!.cash;
}

describe('a limit order in a competition', () => {
  it('rests with its reservation, counts in the value as cash, and fills on a crossing tick at the tick’s price with the fee', async () => {
    const { tutor, children, stock, id } = await game();
    const [ada] = children;
    const placed = await place(ada, id, stock.symbol, { shares: 100, limitPrice: '9.5' });
    expect(placed).toMatchObject({ outcome: 'open', fillPrice: null, refusal: null });
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'open', limitPrice: '9.5000', reservedCash: '951.0000' });
    const page = await getCompetitionPage(ada, { competitionId: id });
    expect(page.portfolio).toMatchObject({ cash: '5000.0000', value: '5000.0000', openOrders: [{ id: placed.orderId, symbol: stock.symbol, side: 'buy', shares: 100, limitPrice: '9.5000', reservedCash: '951.0000' }] });
    // Reserved cash is still the entry's cash: the ranking's value is the direct computation.
    expect((await getCompetitionPage(tutor, { competitionId: id })).standings.map((row) => row.value)).toEqual(['5000.0000', '5000.0000']);

    await tick([{ stockId: stock.id, price: '9.6' }]);
    expect((await orderRow(placed.orderId)).status).toBe('open');
    await tick([{ stockId: stock.id, price: '9.25' }]);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'filled', fillPrice: '9.2500' });
    const trades = await getDb().select().from(competitionTrades).where(eq(competitionTrades.orderId, placed.orderId));
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ shares: 100, price: '9.2500', commission: '1.0000' });
    // 100 × 9.25 + the $1 fee.
    expect(await cashOf(id, ada)).toBe('4074.0000');
    const after = await getCompetitionPage(ada, { competitionId: id });
    expect(after.portfolio).toMatchObject({ value: '4999.0000', openOrders: [], holdings: [{ symbol: stock.symbol, shares: 100, averageCost: '9.250000' }] });
  });

  it('fills at once, at the current price, when the price already crosses it; a sell rests above and fills when a tick rises to it', async () => {
    const { children, stock, id } = await game();
    const [ada] = children;
    const now = await place(ada, id, stock.symbol, { shares: 10, limitPrice: '11' });
    expect(now).toMatchObject({ outcome: 'filled', fillPrice: '10.0000' });
    expect(await cashOf(id, ada)).toBe('4899.0000');

    const sell = await place(ada, id, stock.symbol, { side: 'sell', shares: 10, limitPrice: '12' });
    expect(sell.outcome).toBe('open');
    // The shares are kept for the open sell: no other sell can promise them.
    const refused = await place(ada, id, stock.symbol, { side: 'sell', type: 'market', shares: 1 });
    expect(refused.refusal?.key).toBe('orders.refusals.notEnoughShares');
    await tick([{ stockId: stock.id, price: '12.4' }]);
    expect(await orderRow(sell.orderId)).toMatchObject({ status: 'filled', fillPrice: '12.4000' });
    // 4,899 + 124 − the $1 fee.
    expect(await cashOf(id, ada)).toBe('5022.0000');
  });

  it('keeps two open buys from promising the same cash, and a market order from spending it', async () => {
    const { children, stock, id } = await game();
    const [ada] = children;
    const first = await place(ada, id, stock.symbol, { shares: 400, limitPrice: '9' });
    expect(first.outcome).toBe('open');
    // 3,601 kept aside: 1,399 left, so 200 more at $9 (1,801) cannot rest too.
    const second = await place(ada, id, stock.symbol, { shares: 200, limitPrice: '9' });
    expect(second.refusal).toMatchObject({ key: 'orders.refusals.notEnoughCash', values: { cash: { usd: '1399.0000' } } });
    expect((await place(ada, id, stock.symbol, { type: 'market', shares: 150 })).refusal?.key).toBe('orders.refusals.notEnoughCash');

    // Cancelling releases it: the same buy is then accepted.
    expect(await cancelCompetitionOrder(ada, { competitionId: id, orderId: first.orderId })).toEqual({ orderId: first.orderId, replayed: false });
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'canceled', reason: 'competitions.reasons.canceledByPlayer' });
    expect((await place(ada, id, stock.symbol, { shares: 200, limitPrice: '9' })).outcome).toBe('open');
    // A double click cancels once; a cancelled order does not fill on a crossing tick.
    expect(await cancelCompetitionOrder(ada, { competitionId: id, orderId: first.orderId })).toEqual({ orderId: first.orderId, replayed: true });
    await tick([{ stockId: stock.id, price: '8' }]);
    expect((await orderRow(first.orderId)).status).toBe('canceled');
    expect(await cashOf(id, ada)).toBe('3399.0000');
  });

  it('answers the same submission once, refuses its key for another limit, and lets only its own player cancel it', async () => {
    const { children, stock, id } = await game();
    const [ada, ben] = children;
    const key = randomUUID();
    const first = await place(ada, id, stock.symbol, { shares: 5, limitPrice: '9', idempotencyKey: key });
    const again = await place(ada, id, stock.symbol, { shares: 5, limitPrice: '9.0', idempotencyKey: key });
    expect(again).toMatchObject({ orderId: first.orderId, outcome: 'open', replayed: true });
    expect((await appErrorOf(place(ada, id, stock.symbol, { shares: 5, limitPrice: '8', idempotencyKey: key }))).status).toBe(409);
    expect(await getDb().select().from(competitionOrders).where(eq(competitionOrders.placedBy, ada.id))).toHaveLength(1);

    expect((await appErrorOf(cancelCompetitionOrder(ben, { competitionId: id, orderId: first.orderId }))).status).toBe(404);
    await tick([{ stockId: stock.id, price: '9' }]);
    expect((await orderRow(first.orderId)).status).toBe('filled');
    expect((await appErrorOf(cancelCompetitionOrder(ada, { competitionId: id, orderId: first.orderId }))).message).toBe('orders.errors.notOpen');
    const missingPrice = await appErrorOf(place(ada, id, stock.symbol, { shares: 5 }));
    expect([missingPrice.status, missingPrice.fieldErrors?.limitPrice]).toEqual([400, 'orders.errors.limitPriceRequired']);
  });

  it('does not fill outside the trading hours, nor while the market is paused', async () => {
    const { children, stock, id } = await game();
    const placed = await place(children[0], id, stock.symbol, { shares: 10, limitPrice: '9' });
    const hour = new Date().getUTCHours();
    const [from, until] = hour < 12 ? ['13:00', '14:00'] : ['01:00', '02:00'];
    await getDb().update(competitions).set({ tradingFrom: from, tradingUntil: until }).where(eq(competitions.id, id));
    await tick([{ stockId: stock.id, price: '8' }]);
    expect((await orderRow(placed.orderId)).status).toBe('open');

    await getDb().update(competitions).set({ tradingFrom: null, tradingUntil: null }).where(eq(competitions.id, id));
    await setSettings({ paused: true });
    await tick([{ stockId: stock.id, price: '7.9' }]);
    expect((await orderRow(placed.orderId)).status).toBe('open');
    await setSettings({ paused: false });
    await tick([{ stockId: stock.id, price: '7.8' }]);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'filled', fillPrice: '7.8000' });
  });

  it('does not fill after the end: the end job cancels what rests, its reservation released, before it freezes the results', async () => {
    const { children, stock, id } = await game();
    const [ada] = children;
    const placed = await place(ada, id, stock.symbol, { shares: 10, limitPrice: '9' });
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    await tick([{ stockId: stock.id, price: '8' }]);
    expect((await orderRow(placed.orderId)).status).toBe('open');
    expect((await appErrorOf(cancelCompetitionOrder(ada, { competitionId: id, orderId: placed.orderId }))).message).toBe('competitions.errors.notRunning');

    expect(await finishDueCompetitions()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'canceled', reason: 'competitions.reasons.gameEnded' });
    await tick([{ stockId: stock.id, price: '7' }]);
    expect((await orderRow(placed.orderId)).status).toBe('canceled');
    const results = await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id));
    expect(results.map((row) => row.cash)).toEqual(['5000.0000', '5000.0000']);
  });

  it('a teacher’s cancel closes the open orders in its transaction', async () => {
    const { tutor, children, stock, id } = await game();
    const placed = await place(children[1], id, stock.symbol, { shares: 10, limitPrice: '9' });
    await cancelCompetition(tutor, { competitionId: id });
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'canceled', reason: 'competitions.reasons.gameCanceled' });
    await tick([{ stockId: stock.id, price: '8' }]);
    expect((await orderRow(placed.orderId)).status).toBe('canceled');
    const [entry] = rowsOf<{ cash: string }>(await getDb().execute(sql`select cash::text from competition_entries where competition_id = ${id} limit 1`));
    expect(entry!.cash).toBe('5000.0000');
    expect((await getDb().select().from(competitionEntries).where(eq(competitionEntries.competitionId, id))).every((row) => row.cash === '5000.0000')).toBe(true);
  });

  it('fills several entries’ orders in one tick, oldest first per entry, rejecting one the cash no longer covers', async () => {
    const { children, stock, id } = await game();
    const [ada, ben] = children;
    const a1 = await place(ada, id, stock.symbol, { shares: 300, limitPrice: '9' });
    const b1 = await place(ben, id, stock.symbol, { shares: 50, limitPrice: '8.5' });
    // The cash moves under the resting order (a teacher's correction, say): the tick re-checks it as the simulator does.
    await getDb().update(competitionEntries).set({ cash: '100' }).where(eq(competitionEntries.id, (await orderRow(a1.orderId)).entryId));
    await tick([{ stockId: stock.id, price: '8.5' }]);
    expect(await orderRow(a1.orderId)).toMatchObject({ status: 'rejected', reason: 'orders.refusals.notEnoughCash' });
    expect(await orderRow(b1.orderId)).toMatchObject({ status: 'filled', fillPrice: '8.5000' });
    expect(await cashOf(id, ben)).toBe('4574.0000');
  });
});
