import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedBadges } from '@/seed/seed-badges';
import { badges, notifications, portfolioSnapshots, simOrders, simTrades, userBadges } from '@/db/schema';
import { appErrorOf } from '../../../tests/factories';
import { cancelOrder } from './cancel-order';
import { onTradingDayEnd } from './market-hooks';
import { accountOf, booksOf, createStock, holdingOf, order, resetSettings, setSettings, tick, trader, valuationOf } from './test-fixtures';
import { setStockPrice } from '@/modules/market';
import { hourBucket } from './valuation';

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

async function statusOf(orderId: string) {
  const [row] = await getDb().select({ status: simOrders.status, reason: simOrders.reason, closedAt: simOrders.closedAt }).from(simOrders).where(eq(simOrders.id, orderId));
  return row!;
}

async function tradeOf(orderId: string) {
  const [row] = await getDb().select().from(simTrades).where(eq(simTrades.orderId, orderId));
  return row;
}

describe('resting limit orders on a tick', () => {
  it('a buy fills once the price falls to its limit or below, at the new price; a sell once it rises to its limit or above', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const buy = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 5, limitPrice: '9' });
    await tick([{ stockId: stock.id, price: '9.5' }]);
    expect((await statusOf(buy.order.id)).status).toBe('open');
    await tick([{ stockId: stock.id, price: '8.9' }]);
    expect(await statusOf(buy.order.id)).toMatchObject({ status: 'filled', reason: null });
    expect(await tradeOf(buy.order.id)).toMatchObject({ side: 'buy', shares: 5, price: '8.9000', commission: '1.0000' });
    expect((await accountOf(actor.id))!.cash).toBe('9954.5000');
    expect(await holdingOf(actor.id, stock.id)).toMatchObject({ shares: 5, averageCost: '8.900000' });
    expect(await valuationOf(actor.id)).toBe('9999.00');

    const sell = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'limit', shares: 5, limitPrice: '10' });
    await tick([{ stockId: stock.id, price: '9.99' }]);
    expect((await statusOf(sell.order.id)).status).toBe('open');
    await tick([{ stockId: stock.id, price: '10' }]);
    expect((await statusOf(sell.order.id)).status).toBe('filled');
    // (10 − 8.9) × 5 − 1 = 4.5
    expect(await tradeOf(sell.order.id)).toMatchObject({ side: 'sell', price: '10.0000', realizedProfit: '4.5000' });
    expect(await holdingOf(actor.id, stock.id)).toBeUndefined();
    expect((await accountOf(actor.id))!.cash).toBe('10003.5000');
    const books = await booksOf(actor.id);
    expect(books.cash.actual).toBe(books.cash.expected);
  });

  it('only the stocks that moved: an order on another stock stays open', async () => {
    const actor = await trader();
    const [a, b] = [await createStock({ price: '10' }), await createStock({ price: '10' })];
    const onB = await order(actor, { symbol: b.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '9' });
    await tick([{ stockId: a.id, price: '5' }]);
    expect((await statusOf(onB.order.id)).status).toBe('open');
  });

  it('fills oldest first per account, each re-checked against what the fills before it left: one that no longer fits is rejected with its reason', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '110' });
    const older = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 60, limitPrice: '100' });
    const newer = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 30, limitPrice: '100' });
    expect([older.outcome, newer.outcome]).toEqual(['open', 'open']);
    // The fee went up after the orders were placed: their kept-aside cash no longer covers both.
    await setSettings({ commission: '1000' });
    await tick([{ stockId: stock.id, price: '95' }]);
    expect((await statusOf(older.order.id)).status).toBe('filled');
    expect(await statusOf(newer.order.id)).toMatchObject({ status: 'rejected', reason: 'orders.reasons.notEnoughCash' });
    expect(await tradeOf(newer.order.id)).toBeUndefined();
    // 10,000 − 60 × 95 − 1,000
    expect((await accountOf(actor.id))!.cash).toBe('3300.0000');
    expect((await holdingOf(actor.id, stock.id))!.shares).toBe(60);
  });

  it('fills many orders of many accounts in one tick, and every account’s books reconcile exactly', async () => {
    const traders = await Promise.all(Array.from({ length: 4 }, () => trader()));
    const stocks = await Promise.all(['10', '20.5', '33.3333'].map((price) => createStock({ price })));
    for (const actor of traders) {
      for (const stock of stocks) {
        await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 7 });
        await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 3, limitPrice: '9.99' });
      }
    }
    // Only the first stock's buy limits (9.99) are in the band of 10; the others were refused at once.
    await tick(stocks.map((stock) => ({ stockId: stock.id, price: '9.5' })));
    for (const actor of traders) {
      const books = await booksOf(actor.id);
      expect(books.cash.actual).toBe(books.cash.expected);
      for (const stock of books.shares) expect(stock.actual).toBe(stock.expected);
    }
    expect((await holdingOf(traders[0]!.id, stocks[0]!.id))!.shares).toBe(10);
  });

  it('while the market is paused nothing fills', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const buy = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '9' });
    await setSettings({ paused: true });
    await tick([{ stockId: stock.id, price: '8' }]);
    expect((await statusOf(buy.order.id)).status).toBe('open');
    await setSettings({ paused: false });
    await tick([{ stockId: stock.id, price: '8.5' }]);
    expect((await tradeOf(buy.order.id))!.price).toBe('8.5000');
  });

  it('a child whose resting order fills earns "first-trade" in the tick', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '9' });
    await tick([{ stockId: stock.id, price: '9' }]);
    const rows = await getDb().select({ slug: badges.slug }).from(userBadges).innerJoin(badges, eq(badges.id, userBadges.badgeId)).where(eq(userBadges.userId, actor.id));
    expect(rows.map((row) => row.slug)).toEqual(['first-trade']);
  });
});

describe('valuation and snapshots on a tick', () => {
  it('revalues every account holding a moved stock (with or without orders) and upserts this hour’s snapshot', async () => {
    const [a, b, bystander] = [await trader(), await trader(), await trader()];
    const stock = await createStock({ price: '10' });
    const other = await createStock({ price: '10' });
    await order(a, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    await order(b, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 20 });
    await order(bystander, { symbol: other.symbol, side: 'buy', type: 'market', shares: 10 });
    await tick([{ stockId: stock.id, price: '12.5' }]);
    // a: 10,000 − 101 + 125; b: 10,000 − 201 + 250; the bystander holds nothing that moved.
    expect(await valuationOf(a.id)).toBe('10024.00');
    expect(await valuationOf(b.id)).toBe('10049.00');
    expect(await valuationOf(bystander.id)).toBe('9999.00');
    await tick([{ stockId: stock.id, price: '11' }]);
    expect(await valuationOf(a.id)).toBe('10009.00');
    const snapshots = await getDb().select().from(portfolioSnapshots).where(inArray(portfolioSnapshots.userId, [a.id, b.id, bystander.id]));
    // One point per account per hour, holding the latest value (a tick straddling the hour may add a second).
    const ofA = snapshots.filter((row) => row.userId === a.id);
    expect(ofA.at(-1)).toMatchObject({ value: '10009.0000' });
    expect(ofA.every((row) => row.bucketStart.getTime() === hourBucket(row.bucketStart).getTime())).toBe(true);
    expect(ofA.length).toBeLessThanOrEqual(2);
    expect(snapshots.some((row) => row.userId === bystander.id)).toBe(false);
  });
});

describe('the end of a trading day', () => {
  it('expires the open orders of that day; they can no longer be canceled; filled ones stay as they are', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const resting = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '9' });
    const filled = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    await setSettings({ tradingDay: 2 });
    const nextDay = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '9' });
    await getDb().transaction((tx) => onTradingDayEnd(tx, 1));
    expect(await statusOf(resting.order.id)).toMatchObject({ status: 'expired' });
    // The child is told, once, with how many ended (other accounts' resting orders of earlier tests end too).
    const told = await getDb().select({ type: notifications.type, params: notifications.params, link: notifications.link }).from(notifications).where(and(eq(notifications.recipientId, actor.id), eq(notifications.type, 'orders_expired')));
    expect(told).toEqual([{ type: 'orders_expired', params: { count: '1' }, link: '/simulator' }]);
    expect((await statusOf(resting.order.id)).closedAt).toBeInstanceOf(Date);
    expect((await statusOf(filled.order.id)).status).toBe('filled');
    expect((await statusOf(nextDay.order.id)).status).toBe('open');
    expect((await appErrorOf(cancelOrder(actor, resting.order.id))).status).toBe(409);
    // An expired order no longer fills.
    await tick([{ stockId: stock.id, price: '8' }], 2);
    expect((await statusOf(resting.order.id)).status).toBe('expired');
    expect((await statusOf(nextDay.order.id)).status).toBe('filled');
  });
});

describe("an admin's price change", () => {
  it('fills the resting limit orders it crosses, like a tick', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const buy = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 2, limitPrice: '9' });
    const admin = await trader({ role: 'admin' });
    await setStockPrice(admin, { symbol: stock.symbol, currentPrice: '9.5', basePrice: '10' });
    expect((await statusOf(buy.order.id)).status).toBe('open');
    await setStockPrice(admin, { symbol: stock.symbol, currentPrice: '8.5', basePrice: '10' });
    expect((await statusOf(buy.order.id)).status).toBe('filled');
    expect(await holdingOf(actor.id, stock.id)).toMatchObject({ shares: 2, averageCost: '8.500000' });
  });
});
