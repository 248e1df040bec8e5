import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { simOrders } from '@/db/schema';
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
import { refusalCodeOf } from './refusal-codes';
import { applyFill, checkNewOrder, isRefusal, reasonKey, refusalKey, toTradingSettings, type MessageValue, type Refusal } from './trading-rules';
import { readSimulatorSettings, simulatorSettingsFromRows } from './trading-settings';
import { toOrderView } from './views';
import { rowsOf } from '@/db/rows';

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

/**
 * Everything an order needs to know, read in ONE call that first locks the account (`sim_lock_order_context`,
 * migration 0009, decision 022): the read runs after the lock, so it is all settled.
 */
interface OrderContext {
  cash: string;
  /** The raw `simulator_settings` rows; the market module parses them. */
  settings: { key: string; json: string }[];
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
    /** The refusal's figures, kept since they were first given (older refused orders have none). */
    reasonValues: Record<string, MessageValue> | null;
    fillPrice: string | null;
    createdAt: string;
    closedAt: string | null;
  } | null;
  reserved: { buyValue: string; buyCount: number; sellShares: number };
  holdings: { stockId: number; shares: number; averageCost: string; price: string }[];
}

/** Locks the account and reads the order's context; null when the user has no account yet. */
async function lockOrderContext(tx: Tx, userId: string, order: PlaceOrder): Promise<OrderContext | null> {
  const [row] = rowsOf<{ context: OrderContext | string | null }>(
    await tx.execute(sql`select sim_lock_order_context(${userId}, ${order.symbol}, ${order.idempotencyKey}) as context`),
  );
  const context = row?.context ?? null;
  // Both drivers decode json; a string would mean one did not.
  return typeof context === 'string' ? (JSON.parse(context) as OrderContext) : context;
}

function sameOrder(existing: NonNullable<OrderContext['existing']>, stockId: number, order: PlaceOrder): boolean {
  const limit = (value: string | null) => (value === null ? null : toUnits(value));
  return existing.stockId === stockId && existing.side === order.side && existing.type === order.type && existing.shares === order.shares && limit(existing.limitPrice) === limit(order.limitPrice);
}

function replay(existing: NonNullable<OrderContext['existing']>, symbol: string): PlaceOrderResult {
  const order = toOrderView({ ...existing, symbol, createdAt: new Date(existing.createdAt), closedAt: existing.closedAt ? new Date(existing.closedAt) : null });
  const outcome = existing.status === 'filled' ? 'filled' : existing.status === 'rejected' ? 'rejected' : 'open';
  // The first answer's words and figures: the full explanation when the figures were kept, else the short reason.
  const code = existing.status === 'rejected' ? refusalCodeOf(existing.reason) : null;
  const refusal = code && existing.reasonValues ? { key: refusalKey(code), values: existing.reasonValues } : existing.status === 'rejected' && existing.reason ? { key: existing.reason, values: {} } : null;
  return { order, outcome, refusal, replayed: true, badges: [] };
}

/**
 * Places an order (decision 013), in ONE transaction: the account row is locked
 * first, so every change to one account happens one at a time; then the idempotency key is checked (the same key
 * again answers the first result and executes nothing; the same key with another payload is a 409); then the rules.
 * A market order executes at the current price or is refused; a limit order executes now if the price already
 * crosses it, else it rests as 'open'. A refused order is stored as 'rejected' with its reason and nothing else
 * changes. An execution writes the order, its trade, the cash, the holding and `users.valuation` in one call.
 * Between BEGIN and COMMIT: lock + read (one call), the write (one call), the badge check (decision 022).
 */
export async function placeOrder(actor: Actor, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  assertCan(actor, 'trade:simulator:own');
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  const order = parsed.data;
  return getDb().transaction(async (tx) => {
    // The account's row is locked first: every change to one account happens one at a time.
    let context = await lockOrderContext(tx, actor.id, order);
    if (!context) {
      // The first order opens the account (visiting /simulator only reads; parallel first orders open one), then locks it.
      await ensureAccount(tx, actor.id, (await readSimulatorSettings(tx)).startingCash);
      context = await lockOrderContext(tx, actor.id, order);
    }
    if (!context) throw new AppError(404, 'orders.errors.accountNotFound');
    // Read with the lock, so a pause or a new trading day that committed while this order waited is seen.
    const settingsRow = simulatorSettingsFromRows(context.settings);
    const settings = toTradingSettings(settingsRow);

    // Stocks are read, never locked: the engine's tick locks stocks before accounts, so a lock here could deadlock
    // with it. (The order's rows still take FOR KEY SHARE on the stock through their foreign key, which is why the
    // tick locks stocks FOR NO KEY UPDATE.) A price read a moment before a tick commits is the price the child saw.
    const stock = context.stock;
    if (!stock) throw new AppError(404, 'orders.errors.stockNotFound');
    if (context.existing) {
      if (!sameOrder(context.existing, stock.id, order)) throw new AppError(409, 'orders.errors.keyReused');
      return replay(context.existing, stock.symbol);
    }

    const holding = context.holdings.find((row) => row.stockId === stock.id);
    const cash = toUnits(context.cash);
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
      await tx.insert(simOrders).values({ ...base, status: 'rejected', reason: reasonKey(refusal.code), reasonValues: refusal.values, closedAt: now });
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
    // One call (migration 0009): the order, its trade, cash, holding (0 shares: deleted), valuation.
    await tx.execute(sql`
      select sim_execute_order(
        ${base.id}::uuid, ${actor.id}::text, ${stock.id}::integer, ${order.side}::text, ${order.type}::text, ${order.shares}::integer,
        ${order.limitPrice}::numeric, ${order.idempotencyKey}::text, ${settingsRow.tradingDay}::integer, ${now.toISOString()}::timestamptz,
        ${fillPrice}::numeric, ${fromUnits(settings.commission, 4)}::numeric, ${fill.realizedProfit === null ? null : fromUnits(fill.realizedProfit, 4)}::numeric,
        ${fromUnits(fill.cash, 4)}::numeric, ${fill.holding.shares}::integer, ${fromUnits(fill.holding.averageCost, 6)}::numeric,
        ${fromUnits(fill.cash + holdingsValue, 4)}::numeric)`);

    // Simulator milestones are badges for children (decision 009), awarded in the trade's transaction.
    const { badges } = actor.role === 'child' ? await publish(tx, ordersFilled, { userIds: [actor.id], at: now }) : { badges: [] };
    return { order: view('filled', null, fillPrice), outcome: 'filled', refusal: null, replayed: false, badges };
  });
}
