import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spec 3 "Stock (collection stocks)": prices as exact decimals in USD. */
export const stocks = pgTable('stocks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  symbol: varchar('symbol', { length: 12 }).notNull().unique(),
  name: text('name').notNull().default(''),
  currentPrice: numeric('current_price', { precision: 14, scale: 4 }).notNull(),
  /** Spec 3: "basePrice (fallback 1)". */
  basePrice: numeric('base_price', { precision: 14, scale: 4 }).notNull().default('1'),
  /** What the company does, for children. */
  sector: text('sector').notNull().default('Other'),
  description: text('description').notNull().default(''),
  /** The random model's yearly volatility (σ) and drift (μ), e.g. 0.30 and 0.05. */
  volatility: numeric('volatility', { precision: 6, scale: 4 }).notNull().default('0.3'),
  drift: numeric('drift', { precision: 6, scale: 4 }).notNull().default('0.05'),
  /** While set, the engine replays price_replays from this position instead of the random model. */
  replayPosition: integer('replay_position'),
  /** Set when an admin removes a stock that has trading history; it leaves the market, its history stays. */
  delistedAt: timestamp('delisted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  check('stocks_price_positive_check', sql`${table.currentPrice} > 0 and ${table.basePrice} > 0`),
  check('stocks_volatility_check', sql`${table.volatility} >= 0 and ${table.volatility} <= 3`),
  check('stocks_drift_check', sql`${table.drift} >= -1 and ${table.drift} <= 1`),
]);

/** How many units of a currency one US dollar buys (amounts are stored in USD), and the rate's date. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  ratePerUsd: numeric('rate_per_usd', { precision: 18, scale: 8 }).notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
