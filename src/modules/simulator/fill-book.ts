import { fromUnits, toUnits } from './decimal';
import { applyFill, isRefusal, type Holding, type Refusal, type TradingSettings } from './trading-rules';

/*
 * The tick's fills in memory (decision 022), for every book that rests limit orders on the one market: the everyday
 * accounts (market-hooks.ts) and the competitions' entries (decision 065). Pure: the caller locks, reads and writes.
 */

export interface CrossedBookOrder {
  id: string;
  /** Whose cash and holdings the order trades: an everyday account, or a competition entry. */
  ownerId: string;
  stockId: number;
  symbol: string;
  side: 'buy' | 'sell';
  shares: number;
  /** The new price, as text (exact). */
  price: string;
}

export interface BookFills {
  /** Each order's outcome, in the order given: refused with its reason, or filled (the trade's columns). */
  outcomes: ({ order: CrossedBookOrder; refusal: Refusal } | { order: CrossedBookOrder; refusal: null; price: string; commission: string; realizedProfit: string | null })[];
  /** The owners that traded and their cash after the fills (4 decimals). */
  cash: { ownerId: string; cash: string }[];
  /** Every holding a fill touched, as it ends (0 shares: the row goes; average cost with 6 decimals). */
  holdings: { ownerId: string; stockId: number; shares: number; averageCost: string }[];
}

/**
 * Fills `orders` (oldest first per owner) at their new price with the simulator's `applyFill`, each against the cash
 * and holding the fills before it left; an order that now breaks a rule is refused with its reason.
 */
export function fillCrossedBook(
  orders: CrossedBookOrder[],
  startingCash: { ownerId: string; cash: string }[],
  startingHoldings: { ownerId: string; stockId: number; shares: number; averageCost: string }[],
  settings: TradingSettings,
): BookFills {
  const cash = new Map(startingCash.map((row) => [row.ownerId, toUnits(row.cash)]));
  const holdingKey = (ownerId: string, stockId: number) => `${ownerId}\u0000${stockId}`;
  const holdings = new Map<string, Holding>(startingHoldings.map((row) => [holdingKey(row.ownerId, row.stockId), { shares: row.shares, averageCost: toUnits(row.averageCost) }]));
  const touched = new Map<string, { ownerId: string; stockId: number }>();
  const traded = new Set<string>();
  const commission = fromUnits(settings.commission, 4);
  const outcomes: BookFills['outcomes'] = [];
  for (const order of orders) {
    const key = holdingKey(order.ownerId, order.stockId);
    const price = toUnits(order.price);
    const result = applyFill(order, price, cash.get(order.ownerId) ?? 0n, holdings.get(key) ?? { shares: 0, averageCost: 0n }, settings);
    if (isRefusal(result)) {
      outcomes.push({ order, refusal: result });
      continue;
    }
    cash.set(order.ownerId, result.cash);
    holdings.set(key, result.holding);
    touched.set(key, { ownerId: order.ownerId, stockId: order.stockId });
    traded.add(order.ownerId);
    outcomes.push({ order, refusal: null, price: fromUnits(price, 4), commission, realizedProfit: result.realizedProfit === null ? null : fromUnits(result.realizedProfit, 4) });
  }
  return {
    outcomes,
    cash: [...traded].map((ownerId) => ({ ownerId, cash: fromUnits(cash.get(ownerId) ?? 0n, 4) })),
    holdings: [...touched.entries()].map(([key, { ownerId, stockId }]) => {
      const holding = holdings.get(key)!;
      return { ownerId, stockId, shares: holding.shares, averageCost: fromUnits(holding.averageCost, 6) };
    }),
  };
}
