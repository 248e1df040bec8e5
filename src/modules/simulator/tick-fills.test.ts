import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedBadges } from '@/seed/seed-badges';
import { fromUnits, roundUnits, toUnits } from './decimal';
import { createStock, resetSettings, tick, trader } from './test-fixtures';
import { applyFill, isRefusal, reasonKey, type Holding } from './trading-rules';
import { hourBucket } from './valuation';
import { rowsOf } from '@/db/rows';

/*
 * Decision 022 made the tick's fills two set-based writes after one read. This holds them to the rules as decision
 * 013 states them, computed here one order at a time with the same pure functions: oldest first per account, each
 * against the cash and holding the fills before it left; sells out, rejections of both kinds, an average cost with
 * six decimals, a realized profit, an order the move did not cross, and a bystander on a stock that did not move.
 */

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

interface Resting {
  id: string;
  userId: string;
  stockId: number;
  side: 'buy' | 'sell';
  shares: number;
  limitPrice: string;
}

async function openAccount(userId: string, cash: string) {
  await getDb().execute(sql`insert into sim_accounts (user_id, cash, starting_cash) values (${userId}, ${cash}, ${cash})`);
}

async function hold(userId: string, stockId: number, shares: number, averageCost: string) {
  await getDb().execute(sql`insert into sim_holdings (user_id, stock_id, shares, average_cost) values (${userId}, ${stockId}, ${shares}, ${averageCost})`);
}

/** Resting limit orders straight into the table (as if placed earlier), one second apart in the given order. */
async function rest(orders: Omit<Resting, 'id'>[]): Promise<Resting[]> {
  const placed = orders.map((order) => ({ ...order, id: randomUUID() }));
  const start = Date.now() - 60_000;
  for (const [index, order] of placed.entries()) {
    await getDb().execute(sql`
      insert into sim_orders (id, user_id, stock_id, side, type, shares, limit_price, status, idempotency_key, trading_day, created_at)
      values (${order.id}, ${order.userId}, ${order.stockId}, ${order.side}, 'limit', ${order.shares}, ${order.limitPrice}, 'open', ${randomUUID()}, 1,
              ${new Date(start + index * 1000).toISOString()}::timestamptz)`);
  }
  return placed;
}

describe('a tick fills exactly as the rules do, one order at a time', () => {
  it('statuses, reasons, trades, cash, holdings, valuations and snapshots', async () => {
    const [a, b, c, bystander] = [await trader(), await trader(), await trader(), await trader()];
    const [s1, s2, s3, still] = [await createStock({ price: '10' }), await createStock({ price: '20.5' }), await createStock({ price: '33.3333' }), await createStock({ price: '15' })];
    await openAccount(a.id, '1000');
    await openAccount(b.id, '500.5');
    await openAccount(c.id, '50');
    await openAccount(bystander.id, '100');
    await hold(a.id, s1.id, 10, '9.5');
    await hold(a.id, s2.id, 5, '21.123456');
    await hold(b.id, s3.id, 3, '30');
    await hold(bystander.id, still.id, 2, '15');
    const orders = await rest([
      { userId: a.id, stockId: s1.id, side: 'sell', shares: 10, limitPrice: '10.25' }, // crossed: sells out
      { userId: a.id, stockId: s2.id, side: 'buy', shares: 4, limitPrice: '20' }, // crossed: a new average cost
      { userId: a.id, stockId: s2.id, side: 'sell', shares: 12, limitPrice: '19' }, // crossed, but 9 held: rejected
      { userId: a.id, stockId: s1.id, side: 'buy', shares: 1, limitPrice: '10' }, // not crossed (10.5 > 10): stays open
      { userId: b.id, stockId: s3.id, side: 'buy', shares: 2, limitPrice: '31' },
      { userId: b.id, stockId: s3.id, side: 'sell', shares: 5, limitPrice: '30' }, // the 3 held + the 2 just bought
      { userId: c.id, stockId: s2.id, side: 'buy', shares: 1, limitPrice: '20' },
      { userId: c.id, stockId: s2.id, side: 'buy', shares: 1, limitPrice: '20' },
      { userId: c.id, stockId: s2.id, side: 'buy', shares: 1, limitPrice: '20' }, // the cash ran out: rejected
      { userId: c.id, stockId: s3.id, side: 'buy', shares: 1, limitPrice: '31' }, // rejected too
      { userId: bystander.id, stockId: still.id, side: 'buy', shares: 1, limitPrice: '14' }, // its stock did not move
    ]);
    const moves = [
      { stockId: s1.id, price: '10.5' },
      { stockId: s2.id, price: '19.9' },
      { stockId: s3.id, price: '30.0001' },
    ];

    // The rules, one order at a time, in the order decision 013 states (oldest first per account).
    const settings = { commission: toUnits('1'), minSharePrice: toUnits('1') };
    const priceOf = new Map([...moves.map((move) => [move.stockId, move.price] as const), [still.id, '15']]);
    const cash = new Map([a, b, c, bystander].map((actor, index) => [actor.id, toUnits(['1000', '500.5', '50', '100'][index]!)]));
    const holdings = new Map<string, Holding>([
      [`${a.id}/${s1.id}`, { shares: 10, averageCost: toUnits('9.5') }],
      [`${a.id}/${s2.id}`, { shares: 5, averageCost: toUnits('21.123456') }],
      [`${b.id}/${s3.id}`, { shares: 3, averageCost: toUnits('30') }],
      [`${bystander.id}/${still.id}`, { shares: 2, averageCost: toUnits('15') }],
    ]);
    const expected = new Map<string, { status: string; reason: string | null; price?: string; realizedProfit?: string | null }>();
    const crossed = (order: Resting, price: bigint) => (order.side === 'buy' ? price <= toUnits(order.limitPrice) : price >= toUnits(order.limitPrice));
    const byAccountThenAge = [...orders].sort((x, y) => (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : orders.indexOf(x) - orders.indexOf(y)));
    for (const order of byAccountThenAge) {
      const move = moves.find((candidate) => candidate.stockId === order.stockId);
      if (!move || !crossed(order, toUnits(move.price))) {
        expected.set(order.id, { status: 'open', reason: null });
        continue;
      }
      const key = `${order.userId}/${order.stockId}`;
      const result = applyFill({ symbol: 'X', side: order.side, shares: order.shares }, toUnits(move.price), cash.get(order.userId)!, holdings.get(key) ?? { shares: 0, averageCost: 0n }, settings);
      if (isRefusal(result)) {
        expected.set(order.id, { status: 'rejected', reason: reasonKey(result.code) });
        continue;
      }
      cash.set(order.userId, result.cash);
      holdings.set(key, result.holding);
      expected.set(order.id, { status: 'filled', reason: null, price: fromUnits(toUnits(move.price), 4), realizedProfit: result.realizedProfit === null ? null : fromUnits(result.realizedProfit, 4) });
    }
    // The fixture exercises every branch.
    const statuses = [...expected.values()].map((entry) => entry.reason ?? entry.status);
    expect(statuses.filter((status) => status === 'filled')).toHaveLength(6);
    expect(statuses).toEqual(expect.arrayContaining(['open', 'orders.reasons.notEnoughShares', 'orders.reasons.notEnoughCash']));

    await tick(moves);

    const ids = JSON.stringify(orders.map((order) => order.id));
    const stored = rowsOf<{ id: string; status: string; reason: string | null; price: string | null; commission: string | null; realizedProfit: string | null }>(
      await getDb().execute(sql`
        select o.id, o.status, o.reason, t.price::text as price, t.commission::text as commission, t.realized_profit::text as "realizedProfit"
        from sim_orders o left join sim_trades t on t.order_id = o.id
        where o.id in (select jsonb_array_elements_text(${ids}::jsonb)::uuid)`),
    );
    for (const row of stored) {
      const want = expected.get(row.id)!;
      expect({ status: row.status, reason: row.reason }).toEqual({ status: want.status, reason: want.reason });
      if (want.status === 'filled') expect({ price: row.price, commission: row.commission, realizedProfit: row.realizedProfit }).toEqual({ price: want.price, commission: '1.0000', realizedProfit: want.realizedProfit });
      else expect(row.price).toBeNull();
    }

    const users = JSON.stringify([a.id, b.id, c.id, bystander.id]);
    const accounts = rowsOf<{ userId: string; cash: string; valuation: string }>(
      await getDb().execute(sql`
        select a.user_id as "userId", a.cash::text as cash, u.valuation::text as valuation
        from sim_accounts a join users u on u.id = a.user_id where a.user_id in (select jsonb_array_elements_text(${users}::jsonb))`),
    );
    const heldRows = rowsOf<{ key: string; shares: number; averageCost: string }>(
      await getDb().execute(sql`
        select h.user_id || '/' || h.stock_id as key, h.shares, h.average_cost::text as "averageCost"
        from sim_holdings h where h.user_id in (select jsonb_array_elements_text(${users}::jsonb))`),
    );
    expect(Object.fromEntries(heldRows.map((row) => [row.key, { shares: row.shares, averageCost: row.averageCost }]))).toEqual(
      Object.fromEntries([...holdings.entries()].filter(([, holding]) => holding.shares > 0).map(([key, holding]) => [key, { shares: holding.shares, averageCost: fromUnits(holding.averageCost, 6) }])),
    );
    for (const account of accounts) {
      const value = [...holdings.entries()]
        .filter(([key]) => key.startsWith(`${account.userId}/`))
        .reduce((sum, [key, holding]) => sum + BigInt(holding.shares) * toUnits(priceOf.get(Number(key.split('/')[1]))!), cash.get(account.userId)!);
      expect(account.cash).toBe(fromUnits(cash.get(account.userId)!, 4));
      // The bystander's stock did not move: neither locked nor revalued (its valuation is the column's default).
      expect(account.valuation).toBe(account.userId === bystander.id ? '0.00' : fromUnits(roundUnits(value, 2), 2));
    }

    const snapshots = rowsOf<{ userId: string; bucket: string; value: string }>(
      await getDb().execute(sql`
        select s.user_id as "userId", s.bucket_start as bucket, s.value::text as value from portfolio_snapshots s
        where s.user_id in (select jsonb_array_elements_text(${users}::jsonb))`),
    );
    expect(snapshots.map((row) => row.userId).sort()).toEqual([a.id, b.id, c.id].sort());
    for (const snapshot of snapshots) {
      expect(new Date(snapshot.bucket).getTime()).toBe(hourBucket(new Date(snapshot.bucket)).getTime());
      expect(snapshot.value).toBe(`${accounts.find((account) => account.userId === snapshot.userId)!.valuation}00`);
    }
  });
});
