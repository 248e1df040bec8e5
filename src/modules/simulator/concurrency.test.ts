import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { simAccounts, simHoldings, simOrders } from '@/db/schema';
import { cancelOrder } from './cancel-order';
import { placeOrder } from './place-order';
import { accountOf, booksOf, createStock, key, order, resetSettings, tick, tradeCount, trader, valuationOf } from './test-fixtures';
import { rowsOf } from '@/db/rows';

/*
 * Every change to one account happens one at a time (the account row is locked first). These run on PGlite and —
 * where it matters — on PostgreSQL (TEST_DB=postgres), whose transactions really do run side by side.
 */

beforeEach(async () => {
  await resetSettings();
});

async function expectBooksReconcile(userId: string) {
  const books = await booksOf(userId);
  expect(books.cash.actual).toBe(books.cash.expected);
  for (const stock of books.shares) expect(stock.actual).toBe(stock.expected);
  const [account] = await getDb().select({ cash: simAccounts.cash }).from(simAccounts).where(eq(simAccounts.userId, userId));
  expect(Number(account!.cash)).toBeGreaterThanOrEqual(0);
  const holdings = await getDb().select({ shares: simHoldings.shares }).from(simHoldings).where(eq(simHoldings.userId, userId));
  for (const holding of holdings) expect(holding.shares).toBeGreaterThan(0);
  // users.valuation = cash + Σ shares × current price, to the cent.
  const [expected] = rowsOf<{ value: string }>(
    await getDb().execute(sql`
      select round(a.cash + coalesce((select sum(h.shares * s.current_price) from sim_holdings h join stocks s on s.id = h.stock_id where h.user_id = a.user_id), 0), 2)::text as value
      from sim_accounts a where a.user_id = ${userId}`),
  );
  expect(await valuationOf(userId)).toBe(expected!.value);
}

describe('one account, many orders at once', () => {
  it('50 concurrent orders never overdraw the cash or sell shares not held, and cash and holdings reconcile exactly with the trades', async () => {
    const actor = await trader();
    const a = await createStock({ price: '37.77' });
    const b = await createStock({ price: '12.34' });
    await order(actor, { symbol: a.symbol, side: 'buy', type: 'market', shares: 40 });
    const requests = Array.from({ length: 50 }, (_, index) => {
      switch (index % 5) {
        case 0:
          return order(actor, { symbol: a.symbol, side: 'buy', type: 'market', shares: 25 });
        case 1:
          return order(actor, { symbol: b.symbol, side: 'buy', type: 'market', shares: 70 });
        case 2:
          return order(actor, { symbol: a.symbol, side: 'sell', type: 'market', shares: 15 });
        case 3:
          return order(actor, { symbol: b.symbol, side: 'sell', type: 'market', shares: 40 });
        default:
          return order(actor, { symbol: a.symbol, side: 'buy', type: 'limit', shares: 10, limitPrice: '30' });
      }
    });
    const results = await Promise.all(requests);
    const outcomes = results.map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'filled').length).toBeGreaterThan(5);
    expect(outcomes.filter((outcome) => outcome === 'rejected').length).toBeGreaterThan(0);
    expect(await getDb().select({ id: simOrders.id }).from(simOrders).where(eq(simOrders.userId, actor.id))).toHaveLength(51);
    await expectBooksReconcile(actor.id);
    // The cash kept aside for the waiting buys is still there.
    const [reserved] = rowsOf<{ total: string }>(
      await getDb().execute(sql`select coalesce(sum(limit_price * shares + 1), 0)::text as total from sim_orders where user_id = ${actor.id} and status = 'open' and side = 'buy'`),
    );
    expect(Number((await accountOf(actor.id))!.cash)).toBeGreaterThanOrEqual(Number(reserved!.total));
  });

  it('the same submission sent 10 times in parallel executes once; every answer is that one order', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const idempotencyKey = key();
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 3, idempotencyKey })));
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.every((result) => result.outcome === 'filled')).toBe(true);
    expect(await tradeCount(actor.id)).toBe(1);
    expect((await accountOf(actor.id))!.cash).toBe('9969.0000');
  });

  it('parallel first orders open one account', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await Promise.all(Array.from({ length: 8 }, () => order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 })));
    expect(await tradeCount(actor.id)).toBe(8);
    expect((await accountOf(actor.id))!.cash).toBe('9912.0000');
  });
});

describe('the settings an order obeys', () => {
  it('are read with the account lock: a pause that commits while an order waits for the lock refuses it', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    let waiting: Promise<Awaited<ReturnType<typeof placeOrder>>> | undefined;
    await getDb().transaction(async (tx) => {
      await tx.execute(sql`select 1 from sim_accounts where user_id = ${actor.id} for update`);
      // On PostgreSQL the order now waits for this lock; the embedded database runs it after this transaction.
      waiting = placeOrder(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1, idempotencyKey: key() });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`update simulator_settings set value = 'true'::jsonb where key = 'paused'`);
    });
    const result = await waiting!;
    expect(result.outcome).toBe('rejected');
    expect(result.refusal?.key).toBe('orders.refusals.marketPaused');
    expect(await tradeCount(actor.id)).toBe(1);
  });
});

/** The three stocks trade around 10, 20 and 40. */
const SCALES = [1, 2, 4];

describe('orders, cancels and ticks racing', () => {
  it('never deadlock, and every account still reconciles', async () => {
    const traders = await Promise.all(Array.from({ length: 4 }, () => trader()));
    const stocks = await Promise.all(['10', '20', '40'].map((price) => createStock({ price })));
    for (const actor of traders) for (const stock of stocks) await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 20 });
    const prices = ['9.5', '10.5', '9', '11', '10'];
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 5; round++) {
      for (const [index, actor] of traders.entries()) {
        const which = (round + index) % stocks.length;
        const stock = stocks[which]!;
        const scale = SCALES[which]!;
        const limit = (Number(prices[round]) * scale).toFixed(2);
        work.push(order(actor, { symbol: stock.symbol, side: round % 2 ? 'sell' : 'buy', type: 'limit', shares: 3, limitPrice: limit }));
        work.push(order(actor, { symbol: stock.symbol, side: round % 2 ? 'buy' : 'sell', type: 'market', shares: 2 }));
        work.push(
          order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: (Number(prices[round]) * scale * 0.9).toFixed(2) }).then((placed) =>
            placed.outcome === 'open' ? cancelOrder(actor, placed.order.id).catch(() => undefined) : undefined,
          ),
        );
      }
      work.push(tick(stocks.map((stock, index) => ({ stockId: stock.id, price: (Number(prices[round]) * SCALES[index]!).toFixed(4) }))));
    }
    await Promise.all(work);
    await tick(stocks.map((stock, index) => ({ stockId: stock.id, price: (10 * SCALES[index]!).toFixed(4) })));
    for (const actor of traders) await expectBooksReconcile(actor.id);
  });
});
