import { PRICE_CEILING } from './engine/price-model';

/*
 * The market's bounds, shared by the schemas (schemas.ts re-exports them) and the editors' forms in the browser:
 * no zod here, so none reaches a client bundle (docs/benchmarks.md "Client JavaScript").
 */

/** The simulator settings' bounds, in one place with their reasons. */
export const SETTING_LIMITS = {
  /** sim_accounts.cash is numeric(16,4). */
  maxStartingCash: 1_000_000_000,
  maxCommission: 1_000,
  maxMinSharePrice: 1_000,
  /** The tick interval: 2000 ms by default, allowed 250..60000. */
  minTickIntervalMs: 250,
  maxTickIntervalMs: 60_000,
  maxReplayTicksPerDay: 1_000,
} as const;

/** Limits of the market editor, in one place. */
export const MARKET_LIMITS = {
  symbolMax: 12,
  nameMax: 100,
  descriptionMax: 300,
  /** CSV price history: rows after the header. */
  importRows: 5000,
  /** The CSV file itself (5,000 short rows fit in far less). */
  importBytes: 512 * 1024,
  maxPrice: PRICE_CEILING,
} as const;
