import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { simulatorSettingsJsonSql, stocksView } from '@/modules/market/runtime';
import { publish } from '@/server/domain-events';
import { ordersExpired, ordersFilled } from './events';
import { fillCrossedBook } from './fill-book';
import { reasonKey, toTradingSettings } from './trading-rules';
import { simulatorSettingsFromRows } from './trading-settings';
import { revalueAndRecordSnapshots } from './valuation';
import { rowsOf } from '@/db/rows';

/*
 * No 'server-only' in this file's imports: the market engine runs in the custom server.
 *
 * What the market engine (modules/market/engine) tells the trading side after it moves prices. The engine calls
 * these inside the tick's transaction (decision 013). Everything here is set-based
 * (a handful of statements per tick whatever the number of orders): bulk rows travel as ONE jsonb parameter, so
 * 10,000 fills are still one UPDATE and one INSERT, far from the driver's 65,535-parameter limit.
 */

interface CrossedOrder {
  id: string;
  userId: string;
  stockId: number;
  symbol: string;
  side: 'buy' | 'sell';
  shares: number;
  price: string;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The changed prices as a table: c(stock_id, price). */
function changedPrices(changed: { stockId: number; price: string }[]) {
  return sql`jsonb_to_recordset(${json(changed.map((row) => ({ stock_id: row.stockId, price: row.price })))}) as c(stock_id int, price numeric)`;
}

/** A buy limit is crossed when the price falls to it or below; a sell limit when the price rises to it or above. */
const CROSSED = sql`o.status = 'open' and case when o.side = 'buy' then c.price <= o.limit_price else c.price >= o.limit_price end`;

/**
 * Prices of these stocks changed: fill the resting limit orders they crossed (oldest first per account, at the new
 * price, each re-checked against the account's cash and shares as they stand after the fills before it; an order
 * that now breaks a rule is rejected with its reason), then revalue `users.valuation` of every account concerned and
 * upsert this hour's portfolio snapshot for them. Six statements whatever the number of orders: lock, read, two
 * writes, revalue, the badge check (decision 022).
 */
export async function onPricesChanged(tx: Tx, changed: { stockId: number; price: string }[], tradingDay: number): Promise<void> {
  // Expiry is onTradingDayEnd's job: an order still open is live whatever day it was placed on.
  void tradingDay;
  if (changed.length === 0) return;
  const now = new Date();

  // 1. Lock every account concerned, in user id order (two lockers never wait on each other in a circle): those with
  //    an open order the new prices cross, and those holding a changed stock (their value moves). Every change to an
  //    account takes this lock first, so what follows reads settled cash, holdings and orders.
  const locked = rowsOf<{ userId: string }>(
    await tx.execute(sql`
      select a.user_id as "userId" from sim_accounts a
      where a.user_id in (
        select o.user_id from sim_orders o join ${changedPrices(changed)} on c.stock_id = o.stock_id where ${CROSSED}
        union
        select h.user_id from sim_holdings h join ${changedPrices(changed)} on c.stock_id = h.stock_id
      )
      order by a.user_id
      for update of a`),
  ).map((row) => row.userId);
  if (locked.length === 0) return;

  // 2. Everything the fills need, in ONE statement after the lock: the settings, the crossed orders, and the cash and
  //    holdings they touch.
  const book = await readCrossedBook(tx, changed, locked);
  const settingsRow = simulatorSettingsFromRows(book.settings);
  const filledUsers = settingsRow.paused ? [] : await fillCrossedOrders(tx, book, toTradingSettings(settingsRow), now);

  await revalueAndRecordSnapshots(tx, locked, now);

  // Simulator milestones (decision 009) for the accounts whose orders filled, in this transaction.
  if (filledUsers.length > 0) await publish(tx, ordersFilled, { userIds: filledUsers, at: now });
}

interface CrossedBook {
  /** The raw `simulator_settings` rows; the market module parses them. */
  settings: { key: string; json: string }[];
  /** Oldest first per account. */
  orders: CrossedOrder[];
  cash: { userId: string; cash: string }[];
  holdings: { userId: string; stockId: number; shares: number; averageCost: string }[];
}

/** The crossed orders of the locked accounts (oldest first per account), with the cash and holdings they touch. */
async function readCrossedBook(tx: Tx, changed: { stockId: number; price: string }[], locked: string[]): Promise<CrossedBook> {
  // Numbers travel as text: JSON numbers would become floats in JavaScript.
  const [book] = rowsOf<CrossedBook>(
    await tx.execute(sql`
      with crossed as (
        select o.id, o.user_id, o.stock_id, s.symbol, o.side, o.shares, c.price, o.created_at
        from sim_orders o
        join ${changedPrices(changed)} on c.stock_id = o.stock_id
        join ${stocksView('s')} on s.id = o.stock_id
        where ${CROSSED} and o.user_id in (select jsonb_array_elements_text(${json(locked)}))
      )
      select
        ${simulatorSettingsJsonSql()} as settings,
        (select coalesce(json_agg(json_build_object('id', id, 'userId', user_id, 'stockId', stock_id, 'symbol', symbol, 'side', side, 'shares', shares, 'price', price::text)
                                  order by user_id, created_at, id), '[]'::json) from crossed) as orders,
        (select coalesce(json_agg(json_build_object('userId', a.user_id, 'cash', a.cash::text)), '[]'::json)
           from sim_accounts a where a.user_id in (select user_id from crossed)) as cash,
        (select coalesce(json_agg(json_build_object('userId', h.user_id, 'stockId', h.stock_id, 'shares', h.shares, 'averageCost', h.average_cost::text)), '[]'::json)
           from sim_holdings h where (h.user_id, h.stock_id) in (select user_id, stock_id from crossed)) as holdings`),
  );
  return book!;
}

/** Fills (or rejects) the crossed orders of the locked accounts; returns the accounts that traded. */
async function fillCrossedOrders(tx: Tx, book: CrossedBook, settings: ReturnType<typeof toTradingSettings>, now: Date): Promise<string[]> {
  if (book.orders.length === 0) return [];
  // In order: oldest first per account, each against the cash and holding the fills before it left (fill-book.ts).
  const fills = fillCrossedBook(
    book.orders.map((order) => ({ ...order, ownerId: order.userId })),
    book.cash.map((row) => ({ ownerId: row.userId, cash: row.cash })),
    book.holdings.map((row) => ({ ...row, ownerId: row.userId })),
    settings,
  );
  const orderUpdates = fills.outcomes.map(({ order, refusal }) => ({ id: order.id, status: refusal ? 'rejected' : 'filled', reason: refusal ? reasonKey(refusal.code) : null }));
  const trades = fills.outcomes.flatMap((outcome) =>
    outcome.refusal
      ? []
      : [{ order_id: outcome.order.id, user_id: outcome.order.ownerId, stock_id: outcome.order.stockId, side: outcome.order.side, shares: outcome.order.shares, price: outcome.price, commission: outcome.commission, realized_profit: outcome.realizedProfit }],
  );
  const traded = fills.cash.map((row) => row.ownerId);
  const finalHoldings = fills.holdings.map((holding) => ({ user_id: holding.ownerId, stock_id: holding.stockId, shares: holding.shares, average_cost: holding.averageCost }));
  const at = now.toISOString();
  // Two statements: every order's new status; then the trades, the cash and the holdings (0 shares: the row goes),
  // each part touching other rows, the trades' foreign keys checked at the statement's end. (The order update in the
  // second statement too made those checks slower: 2,000 fills took 130 ms instead of 90.)
  await tx.execute(sql`
    update sim_orders o set status = v.status, reason = v.reason, closed_at = ${at}::timestamptz
    from jsonb_to_recordset(${json(orderUpdates)}) as v(id uuid, status text, reason text)
    where o.id = v.id`);
  await tx.execute(sql`
    with traded as (
      insert into sim_trades (order_id, user_id, stock_id, side, shares, price, commission, realized_profit, executed_at)
      select v.order_id, v.user_id, v.stock_id, v.side, v.shares, v.price, v.commission, v.realized_profit, ${at}::timestamptz
      from jsonb_to_recordset(${json(trades)}) as v(order_id uuid, user_id text, stock_id int, side text, shares int, price numeric, commission numeric, realized_profit numeric)
    ), paid as (
      update sim_accounts a set cash = v.cash
      from jsonb_to_recordset(${json(fills.cash.map((row) => ({ user_id: row.ownerId, cash: row.cash })))}) as v(user_id text, cash numeric)
      where a.user_id = v.user_id
    ), held as (
      insert into sim_holdings (user_id, stock_id, shares, average_cost, updated_at)
      select v.user_id, v.stock_id, v.shares, v.average_cost, ${at}::timestamptz
      from jsonb_to_recordset(${json(finalHoldings)}) as v(user_id text, stock_id int, shares int, average_cost numeric)
      where v.shares > 0
      on conflict (user_id, stock_id) do update set shares = excluded.shares, average_cost = excluded.average_cost, updated_at = excluded.updated_at
    )
    delete from sim_holdings h
    using jsonb_to_recordset(${json(finalHoldings.filter((holding) => holding.shares === 0))}) as v(user_id text, stock_id int)
    where h.user_id = v.user_id and h.stock_id = v.stock_id`);
  return traded;
}

/** A trading day ended: resting limit orders of that day (and any older one left open) expire. */
export async function onTradingDayEnd(tx: Tx, endedDay: number): Promise<void> {
  // No account lock: only an open order's status changes, and a cancel racing this waits on the order's row and
  // then finds it no longer open (409). Reservations only shrink, so a concurrent order is at worst too careful.
  const expired = rowsOf<{ user_id: string; count: number }>(
    await tx.execute(sql`
      with ended as (update sim_orders set status = 'expired', closed_at = now() where status = 'open' and trading_day <= ${endedDay} returning user_id)
      select user_id, count(*)::int as count from ended group by user_id`),
  );
  // The child is told, not left to find the order gone (the notifications module says it, decision 036).
  if (expired.length > 0) await publish(tx, ordersExpired, { expired: expired.map((row) => ({ userId: row.user_id, count: row.count })), endedDay });
}
