/*
 * The random price model (decision 012). Pure functions, no database, no clock, no global randomness:
 * the caller passes the normal draw, so a seeded source replays the same path.
 *
 * Model: geometric Brownian motion per stock, S' = S · exp((μ − σ²/2)·Δt + σ·√Δt·Z), Z ~ N(0, 1), with the
 * stock's yearly drift μ and volatility σ.
 *
 * Time scale: simulated time runs SIMULATED_SPEEDUP (30) times real time, so a 2-second tick is one simulated
 * trading minute and Δt = (tick seconds × 30) / (252 days × 390 minutes × 60 s). For σ = 0.3 a tick moves about
 * ±0.1 %, a real hour (one simulated trading week and a half) about ±4 %: visible to a child watching, never wild.
 * A longer tick interval is a longer Δt (the speed of simulated time does not change with the interval).
 *
 * Bounds: a tick moves a price by at most ±10 %; a price stays inside the band [base / 20, base × 20] (and never
 * below PRICE_FLOOR, never above PRICE_CEILING); prices are rounded to 4 decimals like the price columns. A price
 * outside the band (set by an admin, or where a replay ended) is never moved further out; ordinary moves bring it back.
 */

export const TRADING_DAYS_PER_YEAR = 252;
export const TRADING_MINUTES_PER_DAY = 390;
export const SECONDS_PER_TRADING_YEAR = TRADING_DAYS_PER_YEAR * TRADING_MINUTES_PER_DAY * 60;
/** Simulated seconds per real second: a 2 s tick is one simulated trading minute. */
export const SIMULATED_SPEEDUP = 30;
/** The largest move of one tick, as a fraction of the previous price. */
export const MAX_TICK_MOVE = 0.1;
/** No price at or below zero: the lowest price the model produces (USD). */
export const PRICE_FLOOR = 0.01;
/** Prices stay within base / BASE_BAND … base × BASE_BAND. */
export const BASE_BAND = 20;
/** The highest price the model produces (the price columns are numeric(14, 4)). */
export const PRICE_CEILING = 100_000_000;

const SCALE = 10_000;

/** Δt of one tick, in trading years. */
export function yearFractionPerTick(tickIntervalMs: number): number {
  return ((tickIntervalMs / 1000) * SIMULATED_SPEEDUP) / SECONDS_PER_TRADING_YEAR;
}

/** Rounded to 4 decimals (half away from zero for the positive prices used here). */
export function roundPrice(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

/** The decimal string stored in the price columns. */
export function formatPrice(value: number): string {
  return roundPrice(value).toFixed(4);
}

/** The band a price must stay in, exact to 4 decimals (the low end rounded up, the high end down). */
export function priceBand(basePrice: number): { low: number; high: number } {
  const base = Number.isFinite(basePrice) && basePrice > 0 ? basePrice : 1;
  const low = Math.ceil(Math.max(PRICE_FLOOR, base / BASE_BAND) * SCALE) / SCALE;
  const high = Math.floor(Math.min(PRICE_CEILING, base * BASE_BAND) * SCALE) / SCALE;
  return { low, high: Math.max(low, high) };
}

/**
 * Applies the bounds to a candidate price: the band, then at most ±10 % from the previous price, rounded. A price
 * already outside the band (an admin's edit, the end of a replay) is never pushed further out, nor yanked back: the
 * model's ordinary moves towards the band bring it home.
 */
export function boundPrice(previous: number, candidate: number, basePrice: number): number {
  const band = priceBand(basePrice);
  const low = Math.min(band.low, Math.max(previous, PRICE_FLOOR));
  const high = Math.max(band.high, Math.min(previous, PRICE_CEILING));
  const safeCandidate = Number.isFinite(candidate) ? candidate : previous;
  let next = Math.min(Math.max(safeCandidate, low), high);
  next = Math.min(Math.max(next, previous * (1 - MAX_TICK_MOVE)), previous * (1 + MAX_TICK_MOVE));
  // Within the bounds after rounding too; never at or below zero.
  return Math.min(Math.max(roundPrice(next), low), high);
}

export interface ModelStock {
  price: number;
  basePrice: number;
  /** Yearly σ (0..3). */
  volatility: number;
  /** Yearly μ (−1..1). */
  drift: number;
}

/** One tick of geometric Brownian motion, bounded. `normal` is a standard normal draw. */
export function nextModelPrice(stock: ModelStock, yearFraction: number, normal: number): number {
  const { price, volatility: sigma, drift: mu } = stock;
  const logReturn = (mu - (sigma * sigma) / 2) * yearFraction + sigma * Math.sqrt(yearFraction) * normal;
  return boundPrice(price, price * Math.exp(logReturn), stock.basePrice);
}

/**
 * A replayed series moves from one daily close to the next over `ticksPerDay` ticks, geometrically, so the chart
 * is smooth; step `ticksPerDay` lands on the next close exactly. Replays follow their data: no ±10 % clamp.
 */
export function replayStepPrice(fromClose: number, toClose: number, step: number, ticksPerDay: number): number {
  if (step >= ticksPerDay) return Math.max(roundPrice(toClose), 0.0001);
  return Math.max(roundPrice(fromClose * Math.pow(toClose / fromClose, step / ticksPerDay)), 0.0001);
}
