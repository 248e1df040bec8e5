import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedBadges } from '@/seed/seed-badges';
import { badges, simAccounts, simOrders, simTrades, stocks, userBadges, users } from '@/db/schema';
import { appErrorOf } from '../../../tests/factories';
import { cancelOrder } from './cancel-order';
import { openAccount } from './open-account';
import { placeOrder } from './place-order';
import { accountOf, booksOf, createStock, holdingOf, key, order, resetSettings, setSettings, tradeCount, trader, valuationOf } from './test-fixtures';

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

async function ordersOf(userId: string) {
  return getDb().select().from(simOrders).where(eq(simOrders.userId, userId));
}

async function setPrice(stockId: number, price: string) {
  await getDb().update(stocks).set({ currentPrice: price }).where(eq(stocks.id, stockId));
}

describe('accounts', () => {
  it('opens once however often it is asked, with the starting cash from the settings, and values the profile at it', async () => {
    await setSettings({ startingCash: '2500.50' });
    const actor = await trader();
    await Promise.all([openAccount(actor), openAccount(actor), openAccount(actor)]);
    expect(await accountOf(actor.id)).toMatchObject({ cash: '2500.5000', startingCash: '2500.5000', leaderboardVisible: true });
    expect(await valuationOf(actor.id)).toBe('2500.50');
    await setSettings({ startingCash: '99' });
    await openAccount(actor);
    expect((await accountOf(actor.id))!.cash).toBe('2500.5000');
  });

  it('lets every role trade with an account of their own', async () => {
    const stock = await createStock({ price: '10' });
    for (const role of ['parent', 'tutor', 'admin'] as const) {
      const actor = await trader({ role });
      expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 })).outcome).toBe('filled');
    }
  });
});

describe('executing orders', () => {
  it('a market buy moves cash, holding, order, trade and valuation together, commission included', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '12.34' });
    const result = await order(actor, { symbol: stock.symbol.toLowerCase(), side: 'buy', type: 'market', shares: 3 });
    expect(result).toMatchObject({ outcome: 'filled', refusal: null, replayed: false, order: { symbol: stock.symbol, side: 'buy', status: 'filled', shares: 3, fillPrice: '12.3400' } });
    expect(result.order.closedAt).toBeInstanceOf(Date);
    expect((await accountOf(actor.id))!.cash).toBe('9961.9800');
    expect(await holdingOf(actor.id, stock.id)).toMatchObject({ shares: 3, averageCost: '12.340000' });
    const [trade] = await getDb().select().from(simTrades).where(eq(simTrades.orderId, result.order.id));
    expect(trade).toMatchObject({ side: 'buy', shares: 3, price: '12.3400', commission: '1.0000', realizedProfit: null });
    expect(await valuationOf(actor.id)).toBe('9999.00');
  });

  it('keeps a weighted average cost on buys; a sell keeps it, realizes (price − cost) × shares − fee, and a sold-out holding goes', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    await setPrice(stock.id, '13');
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 5 });
    expect(await holdingOf(actor.id, stock.id)).toMatchObject({ shares: 15, averageCost: '11.000000' });
    expect((await accountOf(actor.id))!.cash).toBe('9833.0000');

    await setPrice(stock.id, '12');
    const sell = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 6 });
    expect(sell.order.fillPrice).toBe('12.0000');
    const [first] = await getDb().select().from(simTrades).where(eq(simTrades.orderId, sell.order.id));
    expect(first!.realizedProfit).toBe('5.0000');
    expect(await holdingOf(actor.id, stock.id)).toMatchObject({ shares: 9, averageCost: '11.000000' });

    const last = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 9 });
    const [second] = await getDb().select().from(simTrades).where(eq(simTrades.orderId, last.order.id));
    expect(second!.realizedProfit).toBe('8.0000');
    expect(await holdingOf(actor.id, stock.id)).toBeUndefined();
    expect((await accountOf(actor.id))!.cash).toBe('10011.0000');
    expect(await valuationOf(actor.id)).toBe('10011.00');
    const books = await booksOf(actor.id);
    expect(books.cash.actual).toBe(books.cash.expected);
  });

  it('rounds an average cost that does not divide evenly to 6 decimals, and a loss is a negative profit', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    await setPrice(stock.id, '10.01');
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 2 });
    expect((await holdingOf(actor.id, stock.id))!.averageCost).toBe('10.006667');
    await setPrice(stock.id, '9');
    const sell = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 3 });
    const [trade] = await getDb().select().from(simTrades).where(eq(simTrades.orderId, sell.order.id));
    // (9 − 10.006667) × 3 − 1 = −4.020001 → −4.0200
    expect(trade!.realizedProfit).toBe('-4.0200');
  });

  it('executes a limit order at once when the price already crosses it, at the current price; otherwise it rests', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const crossing = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 2, limitPrice: '11' });
    expect(crossing).toMatchObject({ outcome: 'filled', order: { fillPrice: '10.0000', limitPrice: '11.0000' } });
    const resting = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 2, limitPrice: '9.5' });
    expect(resting).toMatchObject({ outcome: 'open', order: { status: 'open', fillPrice: null, closedAt: null } });
    const sellResting = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'limit', shares: 1, limitPrice: '10.5' });
    expect(sellResting.outcome).toBe('open');
    const sellCrossing = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'limit', shares: 1, limitPrice: '9.9' });
    expect(sellCrossing).toMatchObject({ outcome: 'filled', order: { fillPrice: '10.0000' } });
    expect(await tradeCount(actor.id)).toBe(2);
  });
});

describe('the rules, each refused with a plain reason, stored as rejected, nothing else changing', () => {
  async function expectNothingChanged(userId: string, cash: string, trades: number) {
    expect((await accountOf(userId))!.cash).toBe(cash);
    expect(await tradeCount(userId)).toBe(trades);
  }

  it('no borrowing: a buy costing more than the cash is refused, saying what it costs, what there is and how many fit', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '100' });
    const result = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });
    expect(result).toMatchObject({
      outcome: 'rejected',
      order: { status: 'rejected', reason: 'orders.reasons.notEnoughCash', fillPrice: null },
      refusal: { key: 'orders.refusals.notEnoughCash', values: { cost: { usd: '10001.0000' }, cash: { usd: '10000.0000' }, commission: { usd: '1.0000' }, maxShares: 99 } },
    });
    await expectNothingChanged(actor.id, '10000.0000', 0);
    expect(await ordersOf(actor.id)).toHaveLength(1);
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 99 })).outcome).toBe('filled');
    expect((await accountOf(actor.id))!.cash).toBe('99.0000');
  });

  it('no borrowing: cash promised to waiting buy orders cannot be spent twice', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '110' });
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 90, limitPrice: '100' })).outcome).toBe('open');
    // 9,000 + the $1 fee are kept aside: 999 left to spend.
    const result = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    expect(result.refusal).toEqual({ key: 'orders.refusals.notEnoughCash', values: { cost: { usd: '1101.0000' }, cash: { usd: '999.0000' }, commission: { usd: '1.0000' }, maxShares: 9 } });
    await expectNothingChanged(actor.id, '10000.0000', 0);
  });

  it('no short selling: never more than held, counting shares already promised to waiting sell orders', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const none = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 1 });
    expect(none.refusal).toEqual({ key: 'orders.refusals.notEnoughShares', values: { symbol: stock.symbol, shares: 1, available: 0 } });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 5 });
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 6 })).refusal).toMatchObject({ values: { available: 5 } });
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'limit', shares: 3, limitPrice: '12' })).outcome).toBe('open');
    const reserved = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 3 });
    expect(reserved).toMatchObject({ outcome: 'rejected', order: { reason: 'orders.reasons.notEnoughShares' }, refusal: { values: { shares: 3, available: 2 } } });
    expect((await holdingOf(actor.id, stock.id))!.shares).toBe(5);
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 2 })).outcome).toBe('filled');
  });

  it('position cap: after a buy one stock weighs at most positionCapPct % of the total, and the answer says how many fit', async () => {
    await setSettings({ positionCapPct: 25 });
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    // 2,500 of a 9,999 total (10,000 − the fee) is 25.0025 %.
    const result = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 250 });
    expect(result).toMatchObject({ outcome: 'rejected', order: { reason: 'orders.reasons.positionCap' } });
    expect(result.refusal).toEqual({ key: 'orders.refusals.positionCap', values: { symbol: stock.symbol, percent: 25, cap: 25, maxShares: 249 } });
    await expectNothingChanged(actor.id, '10000.0000', 0);
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 249 })).outcome).toBe('filled');
    // Once at the cap, even one more share is refused; another stock is fine.
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 })).refusal).toMatchObject({ values: { maxShares: 0 } });
    const other = await createStock({ price: '10' });
    expect((await order(actor, { symbol: other.symbol, side: 'buy', type: 'market', shares: 100 })).outcome).toBe('filled');
  });

  it('minimum share price: stocks below it cannot be bought (a limit below it neither), but they can be sold', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '2' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    await setPrice(stock.id, '0.5');
    const result = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    expect(result.refusal).toEqual({ key: 'orders.refusals.priceTooLow', values: { symbol: stock.symbol, price: { usd: '0.5000' }, min: { usd: '1.0000' } } });
    await setPrice(stock.id, '1.5');
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '0.9' })).refusal).toMatchObject({ key: 'orders.refusals.priceTooLow', values: { price: { usd: '0.9000' } } });
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 10 })).outcome).toBe('filled');
  });

  it('market paused: market orders are refused; limit orders rest, even when the price already crosses them', async () => {
    await setSettings({ paused: true });
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const market = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    expect(market).toMatchObject({ outcome: 'rejected', order: { reason: 'orders.reasons.marketPaused' }, refusal: { key: 'orders.refusals.marketPaused', values: {} } });
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '11' })).outcome).toBe('open');
    await expectNothingChanged(actor.id, '10000.0000', 0);
  });

  it('limit price: within 50 %..150 % of the current price, rounded inwards to cents', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10.01' });
    for (const limitPrice of ['5', '15.02']) {
      const result = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice });
      expect(result.refusal).toEqual({ key: 'orders.refusals.limitOutOfBand', values: { symbol: stock.symbol, price: { usd: '10.0100' }, min: { usd: '5.0100' }, max: { usd: '15.0100' } } });
      expect(result.order.reason).toBe('orders.reasons.limitOutOfBand');
    }
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '5.01' })).outcome).toBe('open');
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'limit', shares: 1, limitPrice: '15.02' })).outcome).toBe('rejected');
  });

  it('a sale that would not even pay the fee is refused when the cash cannot cover the difference', async () => {
    await setSettings({ startingCash: '20', commission: '5' });
    const actor = await trader();
    const stock = await createStock({ price: '1' });
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 15 })).outcome).toBe('filled');
    expect((await accountOf(actor.id))!.cash).toBe('0.0000');
    const result = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 1 });
    expect(result.refusal).toEqual({ key: 'orders.refusals.feeMoreThanSale', values: { commission: { usd: '5.0000' }, value: { usd: '1.0000' } } });
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 15 })).outcome).toBe('filled');
    expect((await accountOf(actor.id))!.cash).toBe('10.0000');
  });

  it('whole shares from 1 to 100,000 and a limit price for limit orders, or a 400 and nothing stored', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '1' });
    for (const shares of [0, 100_001, 1.5, -3]) {
      const error = await appErrorOf(order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares }));
      expect(error).toMatchObject({ status: 400, message: 'errors.checkForm', fieldErrors: { shares: 'orders.errors.sharesRange' } });
    }
    expect((await appErrorOf(order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1 }))).fieldErrors).toEqual({ limitPrice: 'orders.errors.limitPriceRequired' });
    expect((await appErrorOf(order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '0' }))).fieldErrors).toEqual({ limitPrice: 'orders.errors.limitPriceInvalid' });
    expect((await appErrorOf(order(actor, { symbol: 'NOPE-NOPE', side: 'buy', type: 'market', shares: 1 }))).message).toBe('orders.errors.stockNotFound');
    expect(await ordersOf(actor.id)).toHaveLength(0);
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100_000, idempotencyKey: key() })).refusal?.key).toBe('orders.refusals.notEnoughCash');
  });
});

describe('idempotency', () => {
  it('the same key again answers the first result and executes nothing; the same key with another order is a 409', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const idempotencyKey = key();
    const first = await placeOrder(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 2, idempotencyKey });
    const again = await placeOrder(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 2, idempotencyKey });
    expect(again).toMatchObject({ replayed: true, outcome: 'filled', order: { id: first.order.id, fillPrice: '10.0000' } });
    expect(await tradeCount(actor.id)).toBe(1);
    expect((await appErrorOf(placeOrder(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 3, idempotencyKey }))).status).toBe(409);
    expect((await appErrorOf(placeOrder(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 2, idempotencyKey }))).message).toBe('orders.errors.keyReused');

    const refusedKey = key();
    const refused = await placeOrder(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 50, idempotencyKey: refusedKey });
    expect(refused.refusal).toEqual({ key: 'orders.refusals.notEnoughShares', values: { symbol: stock.symbol, shares: 50, available: 2 } });
    // Sent again (its answer lost on the way): the same words and the same figures, not only the short reason.
    const refusedAgain = await placeOrder(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 50, idempotencyKey: refusedKey });
    expect(refusedAgain).toMatchObject({ replayed: true, outcome: 'rejected', refusal: refused.refusal });
    expect(await ordersOf(actor.id)).toHaveLength(2);
  });

  it('keys are per person: two children may send the same key', async () => {
    const stock = await createStock({ price: '10' });
    const idempotencyKey = key();
    const [a, b] = [await trader(), await trader()];
    expect((await placeOrder(a, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1, idempotencyKey })).outcome).toBe('filled');
    expect((await placeOrder(b, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1, idempotencyKey })).replayed).toBe(false);
  });
});

describe('canceling', () => {
  it('cancels my own open order once; a finished one is a 409; anyone else’s (or an unknown id) is a 404', async () => {
    const actor = await trader();
    const other = await trader();
    const stock = await createStock({ price: '10' });
    const resting = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 2, limitPrice: '9' });
    expect((await appErrorOf(cancelOrder(other, resting.order.id))).status).toBe(404);
    expect((await appErrorOf(cancelOrder(actor, crypto.randomUUID()))).status).toBe(404);
    expect((await appErrorOf(cancelOrder(actor, 'not-a-uuid'))).status).toBe(404);
    expect(await cancelOrder(actor, resting.order.id)).toMatchObject({ id: resting.order.id, status: 'canceled' });
    expect(await appErrorOf(cancelOrder(actor, resting.order.id))).toMatchObject({ status: 409, message: 'orders.errors.notOpen' });
    const filled = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    expect((await appErrorOf(cancelOrder(actor, filled.order.id))).status).toBe(409);
    // The cash it kept aside is free again: 10,000 − 11 = 9,989 can all be spent.
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 998 })).outcome).toBe('filled');
  });
});

describe('badges', () => {
  async function badgesOf(userId: string) {
    const rows = await getDb().select({ slug: badges.slug }).from(userBadges).innerJoin(badges, eq(badges.id, userBadges.badgeId)).where(eq(userBadges.userId, userId));
    return rows.map((row) => row.slug).sort();
  }

  it('a child’s first trade earns "first-trade" once (with its XP), a profitable sale "first-profit", five sectors held "world-investor"', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10', sector: 'Food' });
    const first = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    expect(first.badges.map((badge) => badge.slug)).toEqual(['first-trade']);
    const second = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    expect(second.badges).toEqual([]);
    expect(await badgesOf(actor.id)).toEqual(['first-trade']);
    const [{ xp }] = (await getDb().select({ xp: users.xp }).from(users).where(eq(users.id, actor.id))) as [{ xp: number }];
    expect(xp).toBe(10);

    // A sale at a loss is no profit.
    await setPrice(stock.id, '9');
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 1 })).badges).toEqual([]);
    await setPrice(stock.id, '12');
    expect((await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 1 })).badges.map((badge) => badge.slug)).toEqual(['first-profit']);

    const sectors = ['Energy', 'Health', 'Games', 'Travel'];
    for (const [index, sector] of sectors.entries()) {
      const other = await createStock({ price: '10', sector });
      const result = await order(actor, { symbol: other.symbol, side: 'buy', type: 'market', shares: 1 });
      expect(result.badges.map((badge) => badge.slug)).toEqual(index === sectors.length - 1 ? ['world-investor'] : []);
    }
    expect(await badgesOf(actor.id)).toEqual(['first-profit', 'first-trade', 'world-investor']);
  });

  it('grown-ups trade without badges', async () => {
    const parent = await trader({ role: 'parent' });
    const stock = await createStock({ price: '10' });
    expect((await order(parent, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 })).badges).toEqual([]);
    expect(await badgesOf(parent.id)).toEqual([]);
  });
});

describe('valuation', () => {
  it('users.valuation is cash + shares at current prices after every trade', async () => {
    const actor = await trader();
    const a = await createStock({ price: '10' });
    const b = await createStock({ price: '2.5' });
    await order(actor, { symbol: a.symbol, side: 'buy', type: 'market', shares: 10 });
    await setPrice(a.id, '11');
    await order(actor, { symbol: b.symbol, side: 'buy', type: 'market', shares: 4 });
    // 10,000 − 101 − 11 = 9,888 cash; 10 × 11 + 4 × 2.5 = 120.
    expect(await valuationOf(actor.id)).toBe('10008.00');
    const [account] = await getDb().select({ cash: simAccounts.cash }).from(simAccounts).where(and(eq(simAccounts.userId, actor.id)));
    expect(account!.cash).toBe('9888.0000');
  });
});
