import { divideRounded, fromUnits, maxUnits, percentOf, roundUnits, SCALE, toUnits } from './decimal';

/*
 * The simulator's rules for children (decision 013), as pure functions over exact
 * micro-units (decimal.ts). They apply to every role. `placeOrder` checks a new order with `checkNewOrder`, then
 * executes it with `applyFill`; the engine's tick (market-hooks.ts) fills resting limit orders with `applyFill`
 * alone, which re-checks what can have changed since the order was placed (cash, shares, the minimum price).
 */

/** Whole shares per order: at least 1, at most 100,000 (a child's typo of extra zeros is refused, not executed). */
export const ORDER_SHARES_MIN = 1;
export const ORDER_SHARES_MAX = 100_000;
/** A limit price must lie within 50 %..150 % of the current price: further away it would never fill (or fill at once). */
export const LIMIT_BAND_LOW_PCT = 50n;
export const LIMIT_BAND_HIGH_PCT = 150n;

export const REFUSAL_CODES = ['marketPaused', 'limitOutOfBand', 'priceTooLow', 'notEnoughCash', 'positionCap', 'notEnoughShares', 'feeMoreThanSale'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** A value for a refusal message: a number, a text, or a USD amount the action formats in the viewer's currency. */
export type MessageValue = number | string | { usd: string };

export interface Refusal {
  code: RefusalCode;
  values: Record<string, MessageValue>;
}

/** The short reason stored on a rejected order (no placeholders: the history shows it without the numbers). */
export function reasonKey(code: RefusalCode): string {
  return `orders.reasons.${code}`;
}

/** The full explanation the child gets right after placing the order, with its numbers. */
export function refusalKey(code: RefusalCode): string {
  return `orders.refusals.${code}`;
}

const CENT = 10n ** BigInt(SCALE - 2);

function usd(units: bigint): { usd: string } {
  return { usd: fromUnits(units, 4) };
}

export interface TradingSettings {
  /** Charged once per executed order. */
  commission: bigint;
  /** The most one stock may weigh in the portfolio after a buy, in % (100 or more: no cap). */
  positionCapPct: number;
  minSharePrice: bigint;
  paused: boolean;
}

export function toTradingSettings(settings: { commission: string | number; positionCapPct: number | string; minSharePrice: string | number; paused: boolean }): TradingSettings {
  return { commission: toUnits(settings.commission), positionCapPct: Number(settings.positionCapPct), minSharePrice: toUnits(settings.minSharePrice), paused: settings.paused };
}

/** The band a limit price must lie in, rounded inwards to whole cents so the message shows exactly what is allowed. */
export function limitBand(price: bigint): { min: bigint; max: bigint } {
  const low = (price * LIMIT_BAND_LOW_PCT) / 100n;
  const high = (price * LIMIT_BAND_HIGH_PCT) / 100n;
  const min = ((low + CENT - 1n) / CENT) * CENT;
  const max = (high / CENT) * CENT;
  return { min: maxUnits(min, CENT), max };
}

export interface NewOrder {
  symbol: string;
  side: 'buy' | 'sell';
  type: 'market' | 'limit';
  shares: number;
  limitPrice: bigint | null;
  /** The stock's current price. */
  price: bigint;
}

export interface AccountPosition {
  cash: bigint;
  /** Cash promised to the account's open buy limit orders (limit × shares + commission each). */
  reservedCash: bigint;
  /** Shares of this stock held, and those promised to open sell orders. */
  held: number;
  reservedShares: number;
  /** Every other holding at its current price. */
  otherHoldingsValue: bigint;
}

function capUnits(pct: number): bigint {
  return toUnits(pct.toFixed(4));
}

/** The most whole shares `available` cash buys at `price` after the commission. */
function affordableShares(available: bigint, price: bigint, commission: bigint): number {
  if (price <= 0n || available <= commission) return 0;
  return Number((available - commission) / price);
}

/**
 * Every rule a new order must pass before it executes or rests. For a limit order the limit price stands in for the
 * execution price (the worst it can fill at), so the cash it needs is reserved and the cap holds at that price.
 */
export function checkNewOrder(order: NewOrder, account: AccountPosition, settings: TradingSettings): Refusal | null {
  if (order.type === 'market' && settings.paused) return { code: 'marketPaused', values: {} };
  if (order.type === 'limit') {
    const band = limitBand(order.price);
    const limit = order.limitPrice ?? 0n;
    if (limit < band.min || limit > band.max) {
      return { code: 'limitOutOfBand', values: { symbol: order.symbol, price: usd(order.price), min: usd(band.min), max: usd(band.max) } };
    }
  }
  const worstPrice = order.type === 'limit' && order.limitPrice !== null ? order.limitPrice : order.price;
  const shares = BigInt(order.shares);
  if (order.side === 'buy') {
    const lowest = order.price < worstPrice ? order.price : worstPrice;
    if (lowest < settings.minSharePrice) {
      return { code: 'priceTooLow', values: { symbol: order.symbol, price: usd(lowest), min: usd(settings.minSharePrice) } };
    }
    const cost = worstPrice * shares + settings.commission;
    const available = account.cash - account.reservedCash;
    if (cost > available) {
      return {
        code: 'notEnoughCash',
        values: { cost: usd(cost), cash: usd(maxUnits(available, 0n)), commission: usd(settings.commission), maxShares: affordableShares(available, worstPrice, settings.commission) },
      };
    }
    if (settings.positionCapPct < 100) {
      const held = BigInt(account.held);
      // Buying swaps cash for shares: the total only loses the commission.
      const totalAfter = account.cash + account.otherHoldingsValue + held * worstPrice - settings.commission;
      const positionAfter = (held + shares) * worstPrice;
      const cap = capUnits(settings.positionCapPct);
      const one = 10n ** BigInt(SCALE);
      if (totalAfter <= 0n || positionAfter * 100n * one > cap * totalAfter) {
        const most = totalAfter <= 0n ? 0n : (cap * totalAfter) / (100n * one * worstPrice) - held;
        return {
          code: 'positionCap',
          values: { symbol: order.symbol, percent: percentOf(positionAfter, totalAfter > 0n ? totalAfter : 1n), cap: settings.positionCapPct, maxShares: Number(maxUnits(most, 0n)) },
        };
      }
    }
    return null;
  }
  const available = account.held - account.reservedShares;
  if (order.shares > available) {
    return { code: 'notEnoughShares', values: { symbol: order.symbol, shares: order.shares, available: Math.max(available, 0) } };
  }
  if (account.cash - account.reservedCash + worstPrice * shares - settings.commission < 0n) {
    return { code: 'feeMoreThanSale', values: { commission: usd(settings.commission), value: usd(worstPrice * shares) } };
  }
  return null;
}

export interface Holding {
  shares: number;
  /** Micro-units, as stored (6 decimals). */
  averageCost: bigint;
}

export interface Fill {
  cash: bigint;
  /** The holding after the fill; shares 0 means the row goes. */
  holding: Holding;
  /** For sells: (price − average cost) × shares − commission, rounded to the column's 4 decimals. */
  realizedProfit: bigint | null;
}

/**
 * Executes one order at `price` against the account's cash and holding, re-checking what can have changed since a
 * resting order was placed: enough cash (cash never goes below zero), enough shares (never short), the minimum
 * price for buys. Weighted average cost on buys; on sells the average cost stays and the profit is realized.
 */
export function applyFill(
  order: { symbol: string; side: 'buy' | 'sell'; shares: number },
  price: bigint,
  cash: bigint,
  holding: Holding,
  settings: Pick<TradingSettings, 'commission' | 'minSharePrice'>,
): Refusal | Fill {
  const shares = BigInt(order.shares);
  const commission = settings.commission;
  if (order.side === 'buy') {
    if (price < settings.minSharePrice) return { code: 'priceTooLow', values: { symbol: order.symbol, price: usd(price), min: usd(settings.minSharePrice) } };
    const cost = price * shares + commission;
    if (cost > cash) {
      return { code: 'notEnoughCash', values: { cost: usd(cost), cash: usd(cash), commission: usd(commission), maxShares: affordableShares(cash, price, commission) } };
    }
    const newShares = holding.shares + order.shares;
    const averageCost = divideRounded(BigInt(holding.shares) * holding.averageCost + shares * price, BigInt(newShares));
    return { cash: cash - cost, holding: { shares: newShares, averageCost }, realizedProfit: null };
  }
  if (order.shares > holding.shares) {
    return { code: 'notEnoughShares', values: { symbol: order.symbol, shares: order.shares, available: holding.shares } };
  }
  const proceeds = price * shares;
  if (cash + proceeds - commission < 0n) return { code: 'feeMoreThanSale', values: { commission: usd(commission), value: usd(proceeds) } };
  const realizedProfit = roundUnits((price - holding.averageCost) * shares - commission, 4);
  return { cash: cash + proceeds - commission, holding: { shares: holding.shares - order.shares, averageCost: holding.averageCost }, realizedProfit };
}

export function isRefusal(result: Refusal | Fill): result is Refusal {
  return 'code' in result;
}
