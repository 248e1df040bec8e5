import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { simAccounts, simOrders } from '@/db/schema';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { EarnedBadge } from '@/lib/earned-badge';
import { publish } from '@/server/domain-events';
import type { OrderStatus, OrderView } from './contract';
import { fromUnits, toUnits } from './decimal';
import { ordersFilled } from './events';
import { ensureAccount } from './open-account';
import { placeOrderSchema, type PlaceOrder, type PlaceOrderInput } from './schemas';
import { applyFill, checkNewOrder, isRefusal, reasonKey, refusalKey, toTradingSettings, type MessageValue, type Refusal } from './trading-rules';
import { readSimulatorSettings } from './trading-settings';
import { rowsOf } from './valuation';
import { toOrderView } from './views';

export interface PlaceOrderResult {
  order: OrderView;
  /** filled: executed now; open: a limit order resting until crossed; rejected: refused, see `refusal`. */
  outcome: 'filled' | 'open' | 'rejected';
  /** Why it was refused: a message key and its values (USD amounts as { usd }), for the answer right away. */
  refusal: { key: string; values: Record<string, MessageValue> } | null;
  /** True when this is the same submission again: the first result, nothing executed. */
  replayed: boolean;
  /** Badges this trade won (children). */
  badges: EarnedBadge[];
}

/** Everything an order needs to know, read in ONE statement after the account is locked (so it is all settled). */
interface OrderContext {
  stock: { id: number; symbol: string; price: string } | null;
  existing: {
    id: string;
    stockId: number;
    side: 'buy' | 'sell';
    type: 'market' | 'limit';
    shares: number;
    limitPrice: string | null;
    status: OrderStatus;
    reason: string | null;
    fillPrice: string | null;
    createdAt: string;
    closedAt: string | null;
  } | null;
  reserved: { buyValue: string; buyCount: number; sellShares: number };
  holdings: { stockId: number; shares: number; averageCost: string; price: string }[];
}

async function readOrderContext(tx: Tx, userId: string, order: PlaceOrder): Promise<OrderContext> {
  // Numbers travel as text: JSON numbers would become floats in JavaScript.
  const [context] = rowsOf<OrderContext>(
    await tx.execute(sql`
      with stock as (select id, symbol, current_price from stocks where symbol = ${order.symbol} and delisted_at is null)
      select
        (select json_build_object('id', id, 'symbol', symbol, 'price', current_price::text) from stock) as stock,
        (select json_build_object(
                  'id', o.id, 'stockId', o.stock_id, 'side', o.side, 'type', o.type, 'shares', o.shares, 'limitPrice', o.limit_price::text,
                  'status', o.status, 'reason', o.reason, 'fillPrice', t.price::text, 'createdAt', o.created_at, 'closedAt', o.closed_at)
           from sim_orders o left join sim_trades t on t.order_id = o.id
          where o.user_id = ${userId} and o.idempotency_key = ${order.idempotencyKey}) as existing,
        (select json_build_object(
                  'buyValue', coalesce(sum(o.limit_price * o.shares) filter (where o.side = 'buy'), 0)::text,
                  'buyCount', count(*) filter (where o.side = 'buy'),
                  'sellShares', coalesce(sum(o.shares) filter (where o.side = 'sell' and o.stock_id = (select id from stock)), 0))
           from sim_orders o where o.user_id = ${userId} and o.status = 'open') as reserved,
        (select coalesce(json_agg(json_build_object('stockId', h.stock_id, 'shares', h.shares, 'averageCost', h.average_cost::text, 'price', s.current_price::text)), '[]'::json)
           from sim_holdings h join stocks s on s.id = h.stock_id where h.user_id = ${userId}) as holdings`),
  );
  return context!;
}

function sameOrder(existing: NonNullable<OrderContext['existing']>, stockId: number, order: PlaceOrder): boolean {
  const limit = (value: string | null) => (value === null ? null : toUnits(value));
  return existing.stockId === stockId && existing.side === order.side && existing.type === order.type && existing.shares === order.shares && limit(existing.limitPrice) === limit(order.limitPrice);
}

function replay(existing: NonNullable<OrderContext['existing']>, symbol: string): PlaceOrderResult {
  const order = toOrderView({ ...existing, symbol, createdAt: new Date(existing.createdAt), closedAt: existing.closedAt ? new Date(existing.closedAt) : null });
  const outcome = existing.status === 'filled' ? 'filled' : existing.status === 'rejected' ? 'rejected' : 'open';
  return { order, outcome, refusal: existing.status === 'rejected' && existing.reason ? { key: existing.reason, values: {} } : null, replayed: true, badges: [] };
}

/**
 * Places an order (decision 013), in ONE transaction: the account row is locked
 * first, so every change to one account happens one at a time; then the idempotency key is checked (the same key
 * again answers the first result and executes nothing; the same key with another payload is a 409); then the rules.
 * A market order executes at the current price or is refused; a limit order executes now if the price already
 * crosses it, else it rests as 'open'. A refused order is stored as 'rejected' with its reason and nothing else
 * changes. An execution writes the order, its trade, the cash, the holding and `users.valuation` in one statement.
 * A handful of statements per order in all: on the embedded database every statement costs a round of the engine.
 */
export async function placeOrder(actor: Actor, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  assertCan(actor, 'trade:simulator:own');
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  const order = parsed.data;
  return getDb().transaction(async (tx) => {
    const settingsRow = await readSimulatorSettings(tx);
    const settings = toTradingSettings(settingsRow);
    const lockAccount = async () => (await tx.select({ cash: simAccounts.cash }).from(simAccounts).where(eq(simAccounts.userId, actor.id)).for('update'))[0];
    let account = await lockAccount();
    if (!account) {
      // The first order opens the account (visiting /simulator only reads; parallel first orders open one), then locks it.
      await ensureAccount(tx, actor.id, settingsRow.startingCash);
      account = await lockAccount();
    }
    if (!account) throw new AppError(404, 'orders.errors.accountNotFound');

    // Stocks are read, never locked: the engine's tick locks stocks before accounts, so a lock here could deadlock
    // with it. (The order's rows still take FOR KEY SHARE on the stock through their foreign key, which is why the
    // tick locks stocks FOR NO KEY UPDATE.) A price read a moment before a tick commits is the price the child saw.
    const context = await readOrderContext(tx, actor.id, order);
    const stock = context.stock;
    if (!stock) throw new AppError(404, 'orders.errors.stockNotFound');
    if (context.existing) {
      if (!sameOrder(context.existing, stock.id, order)) throw new AppError(409, 'orders.errors.keyReused');
      return replay(context.existing, stock.symbol);
    }

    const holding = context.holdings.find((row) => row.stockId === stock.id);
    const cash = toUnits(account.cash);
    const price = toUnits(stock.price);
    const limitPrice = order.limitPrice === null ? null : toUnits(order.limitPrice);
    const position = {
      cash,
      // Each open buy keeps its limit × shares and one commission aside.
      reservedCash: toUnits(context.reserved.buyValue) + BigInt(Number(context.reserved.buyCount)) * settings.commission,
      held: holding?.shares ?? 0,
      reservedShares: Number(context.reserved.sellShares),
      otherHoldingsValue: context.holdings.filter((row) => row.stockId !== stock.id).reduce((sum, row) => sum + BigInt(row.shares) * toUnits(row.price), 0n),
    };

    const now = new Date();
    const base = {
      id: randomUUID(),
      userId: actor.id,
      stockId: stock.id,
      side: order.side,
      type: order.type,
      shares: order.shares,
      limitPrice: order.limitPrice,
      idempotencyKey: order.idempotencyKey,
      tradingDay: settingsRow.tradingDay,
      createdAt: now,
    };
    const view = (status: OrderStatus, reason: string | null, fillPrice: string | null): OrderView =>
      toOrderView({ ...base, symbol: stock.symbol, limitPrice: order.limitPrice === null ? null : fromUnits(toUnits(order.limitPrice), 4), status, reason, fillPrice, closedAt: status === 'open' ? null : now });
    const reject = async (refusal: Refusal): Promise<PlaceOrderResult> => {
      await tx.insert(simOrders).values({ ...base, status: 'rejected', reason: reasonKey(refusal.code), closedAt: now });
      return { order: view('rejected', reasonKey(refusal.code), null), outcome: 'rejected', refusal: { key: refusalKey(refusal.code), values: refusal.values }, replayed: false, badges: [] };
    };

    const refusal = checkNewOrder({ symbol: stock.symbol, side: order.side, type: order.type, shares: order.shares, limitPrice, price }, position, settings);
    if (refusal) return reject(refusal);

    const crosses = order.type === 'market' || (limitPrice !== null && (order.side === 'buy' ? price <= limitPrice : price >= limitPrice));
    if (!crosses || settings.paused) {
      // A limit order rests (also while the market is paused: it fills on the first tick that crosses it).
      await tx.insert(simOrders).values({ ...base, status: 'open' });
      return { order: view('open', null, null), outcome: 'open', refusal: null, replayed: false, badges: [] };
    }

    const fill = applyFill({ symbol: stock.symbol, side: order.side, shares: order.shares }, price, cash, { shares: holding?.shares ?? 0, averageCost: holding ? toUnits(holding.averageCost) : 0n }, settings);
    if (isRefusal(fill)) return reject(fill);

    // users.valuation = cash + Σ shares × price, from the prices read above, after this fill.
    const holdingsValue = context.holdings.reduce((sum, row) => sum + (row.stockId === stock.id ? 0n : BigInt(row.shares) * toUnits(row.price)), BigInt(fill.holding.shares) * price);
    const fillPrice = fromUnits(price, 4);
    const holdingChange =
      fill.holding.shares === 0
        ? sql`delete from sim_holdings where user_id = ${actor.id} and stock_id = ${stock.id}`
        : sql`insert into sim_holdings (user_id, stock_id, shares, average_cost, updated_at)
              values (${actor.id}, ${stock.id}, ${fill.holding.shares}, ${fromUnits(fill.holding.averageCost, 6)}, ${now.toISOString()}::timestamptz)
              on conflict (user_id, stock_id) do update set shares = excluded.shares, average_cost = excluded.average_cost, updated_at = excluded.updated_at`;
    // One statement: the order, its trade (its foreign key is checked at the statement's end), cash, holding, valuation.
    await tx.execute(sql`
      with placed as (
        insert into sim_orders (id, user_id, stock_id, side, type, shares, limit_price, status, idempotency_key, trading_day, created_at, closed_at)
        values (${base.id}, ${actor.id}, ${stock.id}, ${order.side}, ${order.type}, ${order.shares}, ${order.limitPrice}, 'filled', ${order.idempotencyKey},
                ${settingsRow.tradingDay}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        returning id
      ), traded as (
        insert into sim_trades (order_id, user_id, stock_id, side, shares, price, commission, realized_profit, executed_at)
        select id, ${actor.id}, ${stock.id}, ${order.side}, ${order.shares}, ${fillPrice}, ${fromUnits(settings.commission, 4)},
               ${fill.realizedProfit === null ? null : fromUnits(fill.realizedProfit, 4)}::numeric, ${now.toISOString()}::timestamptz
        from placed
      ), cash as (
        update sim_accounts set cash = ${fromUnits(fill.cash, 4)} where user_id = ${actor.id}
      ), held as (
        ${holdingChange}
      )
      update users set valuation = ${fromUnits(fill.cash + holdingsValue, 4)} where id = ${actor.id}`);

    // Simulator milestones are badges for children (decision 009), awarded in the trade's transaction.
    const { badges } = actor.role === 'child' ? await publish(tx, ordersFilled, { userIds: [actor.id], at: now }) : { badges: [] };
    return { order: view('filled', null, fillPrice), outcome: 'filled', refusal: null, replayed: false, badges };
  });
}
