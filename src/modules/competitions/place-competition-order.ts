import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionEntries, competitionHoldings, competitionOrders, competitionTrades } from '@/db/schema';
import { simulatorSettingsJsonSql, stocksView } from '@/modules/market';
import { parseSimulatorSettings } from '@/modules/market/runtime';
import { applyFill, checkNewOrder, fromUnits, isRefusal, refusalKey, toTradingSettings, toUnits, type MessageValue, type Refusal } from '@/modules/simulator';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { isPlayerOf } from './access';
import { competitionRefusal, isLessonsFirst, type CompetitionRuleView } from './competition-rules';
import { lessonHref } from './lesson-href';
import { readRequiredLessons } from './required-lessons';
import { competitionOrderSchema, type CompetitionOrderInput } from './schemas';

export interface CompetitionOrderResult {
  orderId: string;
  /** filled: executed now; open: a limit order resting until a tick crosses it; rejected: refused, see `refusal`. */
  outcome: 'filled' | 'open' | 'rejected';
  /** Why it was refused: a message key and its values (USD amounts as { usd }). */
  refusal: { key: string; values: Record<string, MessageValue> } | null;
  fillPrice: string | null;
  /** The same submission again: the first answer, nothing executed. */
  replayed: boolean;
  /** The currency the competition shows amounts in. */
  currency: string;
  /** Refused for lessons not finished yet (decision 070): each of them, titled in the child's language, and its address. */
  lessonsToFinish: { title: string; href: string }[];
}

interface OrderContext {
  stock: { id: number; symbol: string; price: string; sector: string; listed: boolean } | null;
  settings: { key: string; json: string }[];
  holdings: { stockId: number; shares: number; averageCost: string; price: string }[];
  localTime: string;
  now: string;
  existing: { id: string; entryId: string; stockId: number; side: string; type: string; shares: number; limitPrice: string | null; status: 'open' | 'filled' | 'rejected' | 'canceled'; reason: string | null; reasonValues: Record<string, MessageValue> | null; fillPrice: string | null } | null;
  /** What the entry's open limit orders keep aside (decision 013's reservation): cash for buys, this stock's shares for sells. */
  reserved: { cash: string; shares: number };
}

/**
 * The competition and the child's entry, locked, while the child is still in one of its classes (one who left keeps
 * the entry in the ranking but trades no more): the entry FOR UPDATE (one change to a portfolio at a time, a team's
 * too), the competition FOR SHARE (its cancel or its end, which lock it FOR UPDATE, wait for the order, and the order
 * sees them once they committed). Lock order: competition → entry, as the end takes them.
 */
async function lockEntry(tx: Tx, actor: Actor, competitionId: string) {
  const [row] = rowsOf<CompetitionRuleView & { entryId: string; cash: string; currency: string }>(
    await tx.execute(sql`
      select c.status, c.starts_at as "startsAt", c.ends_at as "endsAt", c.starts_on as "startsOn", c.time_zone as "timeZone",
             c.trading_from as "tradingFrom", c.trading_until as "tradingUntil", c.stock_scope as "stockScope", c.sector,
             c.market_orders as "marketOrders", c.limit_orders as "limitOrders", c.max_order_value::text as "maxOrderValue",
             c.max_position_pct as "maxPositionPct", c.currency, e.id as "entryId", e.cash::text as cash
      from competitions c
      join competition_participants p on p.competition_id = c.id and p.user_id = ${actor.id}
      join competition_entries e on e.id = p.entry_id
      where c.id = ${competitionId} and ${isPlayerOf(sql`c.id`, actor.id)}
      for share of c for update of e`),
  );
  return row ?? null;
}

/** Everything the rules need, read in one statement after the lock. */
async function readContext(tx: Tx, actor: Actor, competitionId: string, entryId: string, timeZone: string, symbol: string, key: string): Promise<OrderContext> {
  const stock = stocksView('stock');
  const held = stocksView('held');
  const [row] = rowsOf<OrderContext>(
    await tx.execute(sql`
      select
        (select json_build_object('id', ${stock.id}, 'symbol', ${stock.symbol}, 'price', ${stock.currentPrice}::text, 'sector', ${stock.sector},
                'listed', exists (select 1 from competition_stocks cs where cs.competition_id = ${competitionId} and cs.stock_id = ${stock.id}))
         from ${stock} where ${stock.symbol} = ${symbol} and ${stock.delistedAt} is null) as stock,
        ${simulatorSettingsJsonSql()} as settings,
        (select coalesce(json_agg(json_build_object('stockId', h.stock_id, 'shares', h.shares, 'averageCost', h.average_cost::text, 'price', ${held.currentPrice}::text)), '[]'::json)
         from competition_holdings h join ${held} on ${held.id} = h.stock_id where h.entry_id = ${entryId}) as holdings,
        to_char(now() at time zone ${timeZone}, 'HH24:MI') as "localTime",
        now()::text as now,
        (select json_build_object('id', o.id, 'entryId', o.entry_id, 'stockId', o.stock_id, 'side', o.side, 'type', o.type, 'shares', o.shares, 'limitPrice', o.limit_price::text,
                'status', o.status, 'reason', o.reason, 'reasonValues', o.reason_values, 'fillPrice', o.fill_price::text)
         from competition_orders o where o.placed_by = ${actor.id} and o.idempotency_key = ${key}) as existing,
        (select json_build_object('cash', coalesce(sum(o.reserved_cash) filter (where o.side = 'buy'), 0)::text,
                                  'shares', coalesce(sum(o.shares) filter (where o.side = 'sell' and o.stock_id = (select ${stock.id} from ${stock} where ${stock.symbol} = ${symbol})), 0)::int)
         from competition_orders o where o.entry_id = ${entryId} and o.status = 'open') as reserved`),
  );
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return { ...row!, stock: parse(row!.stock), settings: parse(row!.settings), holdings: parse(row!.holdings), existing: parse(row!.existing), reserved: parse(row!.reserved) };
}

/**
 * A child's order in a competition (decision 065), in one transaction: the entry locked, the key looked up (the same
 * submission again answers the first result; the key reused for another order is a 409), the competition's rules
 * (dates, the lessons to finish first in `locale`'s titles (decision 070), hours, stocks, order kinds, the per-order limit), then the simulator's own rules over the competition's
 * cash and holdings (enough cash, no short selling, the per-stock cap, the market's fee, minimum price and pause).
 * A refusal is stored with its reason and changes nothing else; a fill writes the order, its trade, the cash and the
 * holding. The child's everyday account is never read or written.
 */
export async function placeCompetitionOrder(actor: Actor, input: CompetitionOrderInput, locale = actor.locale ?? 'en'): Promise<CompetitionOrderResult> {
  assertCan(actor, 'take-part:competition:own');
  const parsed = competitionOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  const order = parsed.data;
  // A parent who switched the child's simulator off (decision 031) switched the class's games off too.
  if (actor.simulatorOff) throw new AppError(409, 'competitions.errors.simulatorOff');
  return getDb().transaction(async (tx) => {
    const entry = await lockEntry(tx, actor, order.competitionId);
    if (!entry) {
      const [visible] = rowsOf<{ visible: boolean }>(await tx.execute(sql`select ${isPlayerOf(order.competitionId, actor.id)} as visible`));
      throw visible?.visible ? new AppError(409, 'competitions.errors.notJoined') : new AppError(404, 'competitions.errors.notFound');
    }
    const context = await readContext(tx, actor, order.competitionId, entry.entryId, entry.timeZone, order.symbol, order.idempotencyKey);
    const stock = context.stock;
    if (!stock) throw new AppError(404, 'orders.errors.stockNotFound');
    if (context.existing) {
      const first = context.existing;
      const limit = (value: string | null) => (value === null ? null : toUnits(value));
      const same = first.entryId === entry.entryId && first.stockId === stock.id && first.side === order.side && first.type === order.type && first.shares === order.shares && limit(first.limitPrice) === limit(order.limitPrice);
      if (!same) throw new AppError(409, 'orders.errors.keyReused');
      // As the simulator's replay: what became of it (a resting order filled by a tick since answers 'filled').
      const outcome = first.status === 'filled' || first.status === 'rejected' ? first.status : 'open';
      return { orderId: first.id, outcome, refusal: first.reason ? { key: first.reason, values: first.reasonValues ?? {} } : null, fillPrice: first.fillPrice, replayed: true, currency: entry.currency, lessonsToFinish: [] };
    }

    const settings = toTradingSettings({ ...parseSimulatorSettings(context.settings), positionCapPct: entry.maxPositionPct });
    const price = toUnits(stock.price);
    const cash = toUnits(entry.cash);
    const holding = context.holdings.find((row) => row.stockId === stock.id);
    const id = randomUUID();
    const limitPrice = order.limitPrice === null ? null : toUnits(order.limitPrice);
    const base = {
      id,
      entryId: entry.entryId,
      placedBy: actor.id,
      stockId: stock.id,
      side: order.side,
      type: order.type,
      shares: order.shares,
      limitPrice: limitPrice === null ? null : fromUnits(limitPrice, 4),
      idempotencyKey: order.idempotencyKey,
    };

    const reject = async (refusal: { key: string; values: Record<string, MessageValue> }): Promise<CompetitionOrderResult> => {
      await tx.insert(competitionOrders).values({ ...base, status: 'rejected', reason: refusal.key, reasonValues: refusal.values, closedAt: new Date(context.now) });
      return { orderId: id, outcome: 'rejected', refusal, fillPrice: null, replayed: false, currency: entry.currency, lessonsToFinish: isLessonsFirst(refusal) ? missing.map((lesson) => ({ title: lesson.title, href: lessonHref(lesson) })) : [] };
    };
    const fromSimulator = (refusal: Refusal) => ({ key: refusalKey(refusal.code), values: refusal.values });

    // Read inside the order's transaction: a lesson finished a moment ago counts (its completion has committed).
    const missing = (await readRequiredLessons(tx, order.competitionId, actor.id, locale)).filter((lesson) => !lesson.done);
    const missingTitles = missing.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing.map((lesson) => lesson.title)) : '';
    // A limit order's value is counted at its limit, the price it may trade at (the per-order limit holds then too).
    const ruleRefusal = competitionRefusal(entry, { symbol: stock.symbol, sector: stock.sector, listed: stock.listed, type: order.type, shares: order.shares, price: limitPrice ?? price }, { now: new Date(context.now), localTime: context.localTime }, missingTitles);
    if (ruleRefusal) return reject(ruleRefusal);
    // The entry's open limit orders keep their cash and shares aside, as the simulator's do (decision 013): two open
    // buys cannot promise the same cash, and a market order cannot spend what an open one waits to pay.
    const position = {
      cash,
      reservedCash: toUnits(context.reserved.cash),
      held: holding?.shares ?? 0,
      reservedShares: Number(context.reserved.shares),
      otherHoldingsValue: context.holdings.filter((row) => row.stockId !== stock.id).reduce((sum, row) => sum + BigInt(row.shares) * toUnits(row.price), 0n),
    };
    const refusal = checkNewOrder({ symbol: stock.symbol, side: order.side, type: order.type, shares: order.shares, limitPrice, price }, position, settings);
    if (refusal) return reject(fromSimulator(refusal));

    // As in the everyday simulator (place-order.ts): a limit the current price already crosses fills now, at the
    // current price; otherwise (or while the market is paused) it rests until a tick crosses it (market-hooks.ts).
    const crosses = limitPrice === null || (order.side === 'buy' ? price <= limitPrice : price >= limitPrice);
    if (!crosses || settings.paused) {
      const reservedCash = order.side === 'buy' ? fromUnits(limitPrice! * BigInt(order.shares) + settings.commission, 4) : null;
      await tx.insert(competitionOrders).values({ ...base, status: 'open', reservedCash });
      return { orderId: id, outcome: 'open', refusal: null, fillPrice: null, replayed: false, currency: entry.currency, lessonsToFinish: [] };
    }
    const fill = applyFill({ symbol: stock.symbol, side: order.side, shares: order.shares }, price, cash, { shares: holding?.shares ?? 0, averageCost: holding ? toUnits(holding.averageCost) : 0n }, settings);
    if (isRefusal(fill)) return reject(fromSimulator(fill));

    const fillPrice = fromUnits(price, 4);
    await tx.insert(competitionOrders).values({ ...base, status: 'filled', fillPrice, closedAt: new Date(context.now) });
    await tx.insert(competitionTrades).values({
      orderId: id,
      entryId: entry.entryId,
      stockId: stock.id,
      side: order.side,
      shares: order.shares,
      price: fillPrice,
      commission: fromUnits(settings.commission, 4),
      realizedProfit: fill.realizedProfit === null ? null : fromUnits(fill.realizedProfit, 4),
    });
    await tx.update(competitionEntries).set({ cash: fromUnits(fill.cash, 4) }).where(eq(competitionEntries.id, entry.entryId));
    if (fill.holding.shares === 0) {
      await tx.delete(competitionHoldings).where(and(eq(competitionHoldings.entryId, entry.entryId), eq(competitionHoldings.stockId, stock.id)));
    } else {
      const values = { shares: fill.holding.shares, averageCost: fromUnits(fill.holding.averageCost, 6), updatedAt: new Date() };
      await tx
        .insert(competitionHoldings)
        .values({ entryId: entry.entryId, stockId: stock.id, ...values })
        .onConflictDoUpdate({ target: [competitionHoldings.entryId, competitionHoldings.stockId], set: values });
    }
    return { orderId: id, outcome: 'filled', refusal: null, fillPrice, replayed: false, currency: entry.currency, lessonsToFinish: [] };
  });
}
