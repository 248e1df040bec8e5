import { date, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spec 3 "Stock (collection stocks)": prices as exact decimals in USD. */
export const stocks = pgTable('stocks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  symbol: varchar('symbol', { length: 12 }).notNull().unique(),
  name: text('name').notNull().default(''),
  currentPrice: numeric('current_price', { precision: 14, scale: 4 }).notNull(),
  /** Spec 3: "basePrice (fallback 1)". */
  basePrice: numeric('base_price', { precision: 14, scale: 4 }).notNull().default('1'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 3: how many units of a currency one US dollar buys (amounts are stored in USD), and the rate's date. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  ratePerUsd: numeric('rate_per_usd', { precision: 18, scale: 8 }).notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
