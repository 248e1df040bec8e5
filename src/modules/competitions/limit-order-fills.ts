import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { parseSimulatorSettings, simulatorSettingsJsonSql, stocksView } from '@/modules/market/runtime';
import { fillCrossedBook, refusalKey, toTradingSettings, type CrossedBookOrder } from '@/modules/simulator/runtime';

/*
 * No 'server-only': the market engine's tick runs in the custom server.
 *
 * Resting limit orders in competitions (decision 065): the market's tick publishes the prices it moved, and this pass
 * fills the competition orders they cross, in the tick's transaction, beside the simulator's own pass over the everyday
 * accounts (decision 022). Set-based like it: four statements whatever the number of orders (lock, read, two
 * writes), one when nothing crosses; each order is re-checked in memory with the simulator's `applyFill`.
 */

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The changed prices as a materialized table `c(stock_id, price)`, for a statement's WITH. Materialized, the planner
 * joins it to the open orders once, by hash: inlined, it estimated 100 rows and scanned the whole list again for each
 * entry of every running game (900 × 500 rows, two thirds of the lock statement's 45–65 ms; docs/benchmarks.md).
 */
function changedPrices(changed: { stockId: number; price: string }[]) {
  return sql`c as materialized (select * from jsonb_to_recordset(${json(changed.map((row) => ({ stock_id: row.stockId, price: row.price })))}) as c(stock_id int, price numeric))`;
}

/** A buy limit is crossed when the price falls to it or below; a sell limit when the price rises to it or above (as the simulator's). */
const CROSSED = sql`o.status = 'open' and case when o.side = 'buy' then c.price <= o.limit_price else c.price >= o.limit_price end`;

/**
 * A competition takes fills while it runs: open, between its start and its end, and within its daily trading hours in
 * its zone. After the end, before the end job has frozen it, nothing fills; the job then cancels what still rests.
 */
const RUNNING = sql`g.status = 'open' and g.starts_at <= now() and g.ends_at > now()
  and (g.trading_from is null or (to_char(now() at time zone g.time_zone, 'HH24:MI') >= g.trading_from and to_char(now() at time zone g.time_zone, 'HH24:MI') < g.trading_until))`;

type CrossedOrder = Omit<CrossedBookOrder, 'ownerId'> & { entryId: string };

interface CrossedBook {
  settings: { key: string; json: string }[];
  /** Oldest first per entry. */
  orders: CrossedOrder[];
  cash: { entryId: string; cash: string }[];
  holdings: { entryId: string; stockId: number; shares: number; averageCost: string }[];
}

/**
 * Prices of these stocks changed: fill the open competition orders they cross, oldest first per entry, at the new
 * price with the market's fee; an order that now breaks a rule (cash, shares, the minimum price) is rejected with its
 * reason. Nothing fills while the market is paused (the simulator's rule).
 */
export async function fillCompetitionLimitOrders(tx: Tx, changed: { stockId: number; price: string }[]): Promise<void> {
  if (changed.length === 0) return;

  // 1. Lock the running competitions FOR SHARE and their entries with a crossed order FOR UPDATE, competition then
  //    entry in id order, as an order takes them (place-competition-order.ts): an order of the entry waits or went
  //    first, and the end or a cancel (which lock the competition FOR UPDATE) wait for this tick, or went first and
  //    cancelled the orders, which then do not cross here.
  const locked = rowsOf<{ entryId: string }>(
    await tx.execute(sql`
      with ${changedPrices(changed)},
        crossed as materialized (select distinct o.entry_id from competition_orders o join c on c.stock_id = o.stock_id where ${CROSSED})
      select e.id as "entryId" from competitions g join competition_entries e on e.competition_id = g.id
      where ${RUNNING} and e.id in (select entry_id from crossed)
      order by g.id, e.id
      for share of g for update of e`),
  ).map((row) => row.entryId);
  if (locked.length === 0) return;

  // 2. Everything the fills need, in one statement after the lock.
  const [book] = rowsOf<CrossedBook>(
    await tx.execute(sql`
      with ${changedPrices(changed)}, crossed as (
        select o.id, o.entry_id, o.stock_id, s.symbol, o.side, o.shares, c.price, o.created_at
        from competition_orders o
        join c on c.stock_id = o.stock_id
        join ${stocksView('s')} on s.id = o.stock_id
        where ${CROSSED} and o.entry_id in (select (jsonb_array_elements_text(${json(locked)}))::uuid)
      )
      select
        ${simulatorSettingsJsonSql()} as settings,
        (select coalesce(json_agg(json_build_object('id', id, 'entryId', entry_id, 'stockId', stock_id, 'symbol', symbol, 'side', side, 'shares', shares, 'price', price::text)
                                  order by entry_id, created_at, id), '[]'::json) from crossed) as orders,
        (select coalesce(json_agg(json_build_object('entryId', e.id, 'cash', e.cash::text)), '[]'::json)
           from competition_entries e where e.id in (select entry_id from crossed)) as cash,
        (select coalesce(json_agg(json_build_object('entryId', h.entry_id, 'stockId', h.stock_id, 'shares', h.shares, 'averageCost', h.average_cost::text)), '[]'::json)
           from competition_holdings h where (h.entry_id, h.stock_id) in (select entry_id, stock_id from crossed)) as holdings`),
  );
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const settingsRow = parseSimulatorSettings(parse(book!.settings));
  if (settingsRow.paused) return;
  const settings = toTradingSettings(settingsRow);
  const orders = parse(book!.orders);
  if (orders.length === 0) return;

  // In order: oldest first per entry, each against the cash and holding the fills before it left, with the
  // simulator's own fill (fill-book.ts). The reservation needs no bookkeeping: it is the open orders' own figures, so
  // an order that closes releases it.
  const fills = fillCrossedBook(
    orders.map((order) => ({ ...order, ownerId: order.entryId })),
    parse(book!.cash).map((row) => ({ ownerId: row.entryId, cash: row.cash })),
    parse(book!.holdings).map((row) => ({ ...row, ownerId: row.entryId })),
    settings,
  );
  const updates = fills.outcomes.map((outcome) =>
    outcome.refusal
      ? { id: outcome.order.id, status: 'rejected', fill_price: null, reason: refusalKey(outcome.refusal.code), reason_values: outcome.refusal.values }
      : { id: outcome.order.id, status: 'filled', fill_price: outcome.price, reason: null, reason_values: null },
  );
  const trades = fills.outcomes.flatMap((outcome) =>
    outcome.refusal
      ? []
      : [{ order_id: outcome.order.id, entry_id: outcome.order.ownerId, stock_id: outcome.order.stockId, side: outcome.order.side, shares: outcome.order.shares, price: outcome.price, commission: outcome.commission, realized_profit: outcome.realizedProfit }],
  );
  const finalHoldings = fills.holdings.map((holding) => ({ entry_id: holding.ownerId, stock_id: holding.stockId, shares: holding.shares, average_cost: holding.averageCost }));
  // 3. Every order's new status. 4. The trades, the cash and the holdings (0 shares: the row goes), as the simulator's.
  await tx.execute(sql`
    update competition_orders o set status = v.status, fill_price = v.fill_price, reason = v.reason, reason_values = v.reason_values, closed_at = now()
    from jsonb_to_recordset(${json(updates)}) as v(id uuid, status text, fill_price numeric, reason text, reason_values jsonb)
    where o.id = v.id`);
  if (trades.length === 0) return;
  await tx.execute(sql`
    with traded as (
      insert into competition_trades (order_id, entry_id, stock_id, side, shares, price, commission, realized_profit, executed_at)
      select v.order_id, v.entry_id, v.stock_id, v.side, v.shares, v.price, v.commission, v.realized_profit, now()
      from jsonb_to_recordset(${json(trades)}) as v(order_id uuid, entry_id uuid, stock_id int, side text, shares int, price numeric, commission numeric, realized_profit numeric)
    ), paid as (
      update competition_entries e set cash = v.cash
      from jsonb_to_recordset(${json(fills.cash.map((row) => ({ entry_id: row.ownerId, cash: row.cash })))}) as v(entry_id uuid, cash numeric)
      where e.id = v.entry_id
    ), held as (
      insert into competition_holdings (entry_id, stock_id, shares, average_cost, updated_at)
      select v.entry_id, v.stock_id, v.shares, v.average_cost, now()
      from jsonb_to_recordset(${json(finalHoldings)}) as v(entry_id uuid, stock_id int, shares int, average_cost numeric)
      where v.shares > 0
      on conflict (entry_id, stock_id) do update set shares = excluded.shares, average_cost = excluded.average_cost, updated_at = excluded.updated_at
    )
    delete from competition_holdings h
    using jsonb_to_recordset(${json(finalHoldings.filter((holding) => holding.shares === 0))}) as v(entry_id uuid, stock_id int)
    where h.entry_id = v.entry_id and h.stock_id = v.stock_id`);
}

/**
 * The game ended or was cancelled: its open orders are cancelled, their reason the `competitions.reasons` message of
 * `cause`, in the end's or the cancel's transaction (the competition locked FOR UPDATE), so none can fill after it;
 * their reservations go with them.
 */
export async function cancelOpenOrdersOf(tx: Tx, competitionId: string, cause: 'gameEnded' | 'gameCanceled'): Promise<void> {
  await tx.execute(sql`
    update competition_orders set status = 'canceled', reason = ${`competitions.reasons.${cause}`}, closed_at = now()
    where status = 'open' and entry_id in (select id from competition_entries where competition_id = ${competitionId})`);
}
