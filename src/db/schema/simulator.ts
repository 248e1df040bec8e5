import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stocks } from './market';
import { users } from './users';

/*
 * The stock-market simulator (decisions 013 and 014). Money is USD as exact decimals (numeric), never floats; shares are whole.
 */

/** The market's settings and state, one row per key (admin settings; the engine's paused flag and trading day). */
export const simulatorSettings = pgTable('simulator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Price history with downsampling: OHLC candles per bucket. Recent ticks land in 1-minute candles; older ones are
 * rolled up into hourly and then daily candles, so the table stays bounded per stock.
 */
export const priceCandles = pgTable(
  'price_candles',
  {
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    /** Bucket length in seconds: 60, 3600 or 86400. */
    resolution: integer('resolution').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    open: numeric('open', { precision: 14, scale: 4 }).notNull(),
    high: numeric('high', { precision: 14, scale: 4 }).notNull(),
    low: numeric('low', { precision: 14, scale: 4 }).notNull(),
    close: numeric('close', { precision: 14, scale: 4 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.stockId, table.resolution, table.bucketStart] }), check('price_candles_resolution_check', sql`${table.resolution} in (60, 3600, 86400)`)],
);

/** A prepared daily price series (imported from CSV) that the engine replays instead of the random model. */
export const priceReplays = pgTable(
  'price_replays',
  {
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    close: numeric('close', { precision: 14, scale: 4 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.stockId, table.position] }), check('price_replays_close_check', sql`${table.close} > 0`)],
);

/** A simulator account: virtual cash, opened by the first order (or a parent's leaderboard switch; a visit only reads). */
export const simAccounts = pgTable(
  'sim_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cash: numeric('cash', { precision: 16, scale: 4 }).notNull(),
    startingCash: numeric('starting_cash', { precision: 16, scale: 4 }).notNull(),
    /** False when a parent or tutor switched the leaderboard off for this child. */
    leaderboardVisible: boolean('leaderboard_visible').notNull().default(true),
    leaderboardChangedBy: text('leaderboard_changed_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sim_accounts_cash_check', sql`${table.cash} >= 0`)],
);

/** Shares held: whole shares, average cost per share (USD). A row exists only while shares > 0. */
export const simHoldings = pgTable(
  'sim_holdings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => simAccounts.userId, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    shares: integer('shares').notNull(),
    averageCost: numeric('average_cost', { precision: 16, scale: 6 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.stockId] }), check('sim_holdings_shares_check', sql`${table.shares} > 0`), index('sim_holdings_stock_idx').on(table.stockId)],
);

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const ORDER_TYPES = ['market', 'limit'] as const;
export const ORDER_STATUSES = ['open', 'filled', 'canceled', 'expired', 'rejected'] as const;

/** An order. Market orders fill at once or are rejected; limit orders rest ('open') until crossed, canceled or expired. */
export const simOrders = pgTable(
  'sim_orders',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => simAccounts.userId, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    side: text('side').$type<(typeof ORDER_SIDES)[number]>().notNull(),
    type: text('type').$type<(typeof ORDER_TYPES)[number]>().notNull(),
    shares: integer('shares').notNull(),
    limitPrice: numeric('limit_price', { precision: 14, scale: 4 }),
    status: text('status').$type<(typeof ORDER_STATUSES)[number]>().notNull(),
    /** Why a rejected order was refused (a message key). */
    reason: text('reason'),
    /** The refusal's figures (the cost, the cash, the most shares): a resent order is told exactly what it was told. */
    reasonValues: jsonb('reason_values').$type<Record<string, unknown>>(),
    /** The client's key: the same submission twice executes once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The trading day it belongs to: a resting limit order expires when the day ends. */
    tradingDay: integer('trading_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('sim_orders_idempotency').on(table.userId, table.idempotencyKey),
    index('sim_orders_open_stock_idx').on(table.stockId, table.status),
    index('sim_orders_user_created_idx').on(table.userId, table.createdAt),
    // Reserved cash and shares: an account's open orders.
    index('sim_orders_user_status_idx').on(table.userId, table.status),
    check('sim_orders_shares_check', sql`${table.shares} > 0`),
    check('sim_orders_side_check', sql`${table.side} in ('buy', 'sell')`),
    check('sim_orders_type_check', sql`${table.type} in ('market', 'limit')`),
    check('sim_orders_status_check', sql`${table.status} in ('open', 'filled', 'canceled', 'expired', 'rejected')`),
    check('sim_orders_limit_check', sql`(${table.type} = 'limit') = (${table.limitPrice} is not null)`),
  ],
);

/** An execution: written in the same transaction as the cash and holding changes it causes. */
export const simTrades = pgTable(
  'sim_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => simOrders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => simAccounts.userId, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    side: text('side').$type<(typeof ORDER_SIDES)[number]>().notNull(),
    shares: integer('shares').notNull(),
    price: numeric('price', { precision: 14, scale: 4 }).notNull(),
    commission: numeric('commission', { precision: 12, scale: 4 }).notNull().default('0'),
    /** For sells: (price − average cost) × shares − commission. */
    realizedProfit: numeric('realized_profit', { precision: 16, scale: 4 }),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sim_trades_user_executed_idx').on(table.userId, table.executedAt)],
);

/** Portfolio value over time: one point per account per hour (the latest value in that hour). */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    userId: text('user_id')
      .notNull()
      .references(() => simAccounts.userId, { onDelete: 'cascade' }),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    value: numeric('value', { precision: 16, scale: 4 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bucketStart] })],
);
