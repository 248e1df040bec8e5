/*
 * Shared by the simulator's integration tests (never imported by the app): stocks, settings, price moves run the
 * way the engine runs them, and the sums the books must reconcile with.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { familyLinks, simAccounts, simHoldings, simTrades, stocks, users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, createTestUser, type TestUserOptions } from '../../../tests/factories';
import type { SimulatorSettings } from '@/modules/market/runtime';
import { onPricesChanged } from './market-hooks';
import { placeOrder } from './place-order';
import type { PlaceOrderInput } from './schemas';
import { rowsOf } from '@/db/rows';

/** A stock with a unique symbol (tests share one database per file). */
export async function createStock(options: { price?: string; sector?: string; prefix?: string } = {}) {
  const symbol = `${options.prefix ?? 'T'}${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 12);
  const [stock] = await getDb()
    .insert(stocks)
    .values({ symbol, name: `${symbol} Inc.`, currentPrice: options.price ?? '10', basePrice: options.price ?? '10', sector: options.sector ?? 'Technology' })
    .returning({ id: stocks.id, symbol: stocks.symbol });
  return stock!;
}

/**
 * Stores settings rows as jsonb written by SQL itself (JSON text cast to jsonb): a decimal string stays a JSON
 * string. (Through drizzle's jsonb column PGlite receives the bare text, so '1' would land as the number 1.)
 */
export async function setSettings(values: Partial<SimulatorSettings>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await getDb().execute(sql`
      insert into simulator_settings (key, value) values (${name}, ${JSON.stringify(value)}::jsonb)
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
  }
}

/** The simulator's defaults for these tests: $10,000, a $1 fee, a 100 % cap (off) unless a test sets one. */
export async function resetSettings(): Promise<void> {
  await setSettings({ startingCash: '10000', commission: '1', positionCapPct: 100, minSharePrice: '1', paused: false, tradingDay: 1 });
}

export async function trader(options: TestUserOptions = {}): Promise<Actor> {
  return actorFor(await createTestUser({ role: 'child', ...options }));
}

export function key(): string {
  return randomUUID();
}

/** Places an order with a fresh idempotency key. */
export function order(actor: Actor, input: Omit<PlaceOrderInput, 'idempotencyKey'> & { idempotencyKey?: string }) {
  return placeOrder(actor, { idempotencyKey: key(), ...input });
}

/** Moves prices the way the engine's tick does: update the stocks, then the trading hook, in one transaction. */
export async function tick(moves: { stockId: number; price: string }[], tradingDay = 1): Promise<void> {
  await getDb().transaction(async (tx) => {
    for (const move of moves) await tx.update(stocks).set({ currentPrice: move.price }).where(eq(stocks.id, move.stockId));
    await onPricesChanged(tx, moves, tradingDay);
  });
}

export async function accountOf(userId: string) {
  const [account] = await getDb().select().from(simAccounts).where(eq(simAccounts.userId, userId));
  return account;
}

export async function holdingOf(userId: string, stockId: number) {
  const [holding] = await getDb().select().from(simHoldings).where(sql`${simHoldings.userId} = ${userId} and ${simHoldings.stockId} = ${stockId}`);
  return holding;
}

export async function valuationOf(userId: string): Promise<string> {
  const [row] = await getDb().select({ valuation: users.valuation }).from(users).where(eq(users.id, userId));
  return row!.valuation;
}

/**
 * What the trade records say the account must hold, computed by the database in numeric: starting cash − Σ buys −
 * Σ commissions + Σ sells, and per stock Σ bought − Σ sold.
 */
export async function booksOf(userId: string) {
  const [cash] = rowsOf<{ expected: string; actual: string }>(
    await getDb().execute(sql`
      select (a.starting_cash
              - coalesce(sum(t.price * t.shares) filter (where t.side = 'buy'), 0)
              - coalesce(sum(t.commission), 0)
              + coalesce(sum(t.price * t.shares) filter (where t.side = 'sell'), 0))::text as expected,
             a.cash::text as actual
      from sim_accounts a left join sim_trades t on t.user_id = a.user_id
      where a.user_id = ${userId}
      group by a.user_id, a.starting_cash, a.cash`),
  );
  const shares = rowsOf<{ stockId: number; expected: number; actual: number }>(
    await getDb().execute(sql`
      select t.stock_id as "stockId",
             (sum(t.shares) filter (where t.side = 'buy') - coalesce(sum(t.shares) filter (where t.side = 'sell'), 0))::int as expected,
             coalesce((select h.shares from sim_holdings h where h.user_id = t.user_id and h.stock_id = t.stock_id), 0)::int as actual
      from sim_trades t where t.user_id = ${userId}
      group by t.user_id, t.stock_id`),
  );
  return { cash: cash!, shares };
}

export async function linkFamily(parentId: string, childId: string): Promise<void> {
  await getDb().insert(familyLinks).values({ parentId, childId });
}

export async function tradeCount(userId: string): Promise<number> {
  return (await getDb().select({ id: simTrades.id }).from(simTrades).where(eq(simTrades.userId, userId))).length;
}
