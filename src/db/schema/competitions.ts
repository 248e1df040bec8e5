import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { lessons } from './learning';
import { stocks } from './market';
import { users } from './users';

/*
 * Class stock-market competitions (decision 065): rules a teacher sets over the one market, and a portfolio per
 * entry (one child, or a team of 2 to 4, decision 067) that never touches the child's everyday simulator account. Money is USD like the
 * market's prices, exact decimals (decision 056).
 */

export const COMPETITION_STATUSES = ['open', 'canceled', 'finished'] as const;
export const COMPETITION_STOCK_SCOPES = ['all', 'sector', 'list'] as const;
export const COMPETITION_LEADERBOARDS = ['public', 'own', 'hidden'] as const;
export const COMPETITION_TEAM_FORMATIONS = ['teacher', 'class'] as const;
/** A teacher's game for their classes, or a parent's for their own linked children (decision 074). */
export const COMPETITION_KINDS = ['class', 'family'] as const;

/**
 * A competition. `starts_at`/`ends_at` are the instants of the first day's midnight and the day after the last one in
 * `time_zone` (the dates the teacher typed stay beside them). `status` is 'open' until a cancel, or until the end
 * freezes the results ('finished', competition_results).
 */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'class': for the creator's classes (competition_classes); 'family': for the creator's linked children, no classes, no teams (decision 074). */
    kind: text('kind').$type<(typeof COMPETITION_KINDS)[number]>().notNull().default('class'),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Daily trading hours in `time_zone` ('HH:MM'), both or neither: outside them orders are refused. */
    tradingFrom: varchar('trading_from', { length: 5 }),
    tradingUntil: varchar('trading_until', { length: 5 }),
    /** Every entry's starting cash, in USD (the market's currency); `currency` is the one amounts are typed and shown in (decision 065). */
    startingCash: numeric('starting_cash', { precision: 16, scale: 4 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    stockScope: text('stock_scope').$type<(typeof COMPETITION_STOCK_SCOPES)[number]>().notNull().default('all'),
    /** The sector allowed when `stock_scope` is 'sector'. */
    sector: text('sector'),
    marketOrders: boolean('market_orders').notNull().default(true),
    limitOrders: boolean('limit_orders').notNull().default(false),
    /** The most one order may be worth at the current price, USD; null: no limit. */
    maxOrderValue: numeric('max_order_value', { precision: 16, scale: 4 }),
    /** The most one stock may weigh in the portfolio after a buy, % (100: no limit); the simulator's cap rule. */
    maxPositionPct: integer('max_position_pct').notNull().default(100),
    leaderboard: text('leaderboard').$type<(typeof COMPETITION_LEADERBOARDS)[number]>().notNull().default('public'),
    /** 1: each child plays alone; 2 to 4: teams of that size share one entry (decision 067). */
    teamSize: integer('team_size').notNull().default(1),
    /** Who forms the teams: the teacher, or the class (children create and join teams before the start). */
    teamFormation: text('team_formation').$type<(typeof COMPETITION_TEAM_FORMATIONS)[number]>().notNull().default('teacher'),
    status: text('status').$type<(typeof COMPETITION_STATUSES)[number]>().notNull().default('open'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competitions_creator_idx').on(table.creatorId),
    index('competitions_open_end_idx').on(table.status, table.endsAt),
    check('competitions_name_check', sql`char_length(${table.name}) between 1 and 80`),
    check('competitions_dates_check', sql`${table.endsOn} >= ${table.startsOn} and ${table.endsAt} > ${table.startsAt}`),
    check('competitions_hours_check', sql`(${table.tradingFrom} is null) = (${table.tradingUntil} is null) and (${table.tradingFrom} is null or ${table.tradingFrom} < ${table.tradingUntil})`),
    check('competitions_cash_check', sql`${table.startingCash} > 0`),
    check('competitions_scope_check', sql`${table.stockScope} in ('all', 'sector', 'list') and (${table.stockScope} = 'sector') = (${table.sector} is not null)`),
    check('competitions_kinds_check', sql`${table.marketOrders} or ${table.limitOrders}`),
    check('competitions_order_limit_check', sql`${table.maxOrderValue} is null or ${table.maxOrderValue} > 0`),
    check('competitions_position_check', sql`${table.maxPositionPct} between 1 and 100`),
    check('competitions_leaderboard_check', sql`${table.leaderboard} in ('public', 'own', 'hidden')`),
    check('competitions_team_size_check', sql`${table.teamSize} between 1 and 4`),
    check('competitions_team_formation_check', sql`${table.teamFormation} in ('teacher', 'class')`),
    check('competitions_status_check', sql`${table.status} in ('open', 'canceled', 'finished')`),
    check('competitions_kind_check', sql`${table.kind} in ('class', 'family') and (${table.kind} = 'class' or ${table.teamSize} = 1)`),
  ],
);

/** The classes a competition is for: their approved members may join. */
export const competitionClasses = pgTable(
  'competition_classes',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.classId] }), index('competition_classes_class_idx').on(table.classId)],
);

/** The stocks allowed when `stock_scope` is 'list'. */
export const competitionStocks = pgTable(
  'competition_stocks',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.stockId] })],
);

/**
 * The lessons a child finishes before they may trade in the competition (decision 070), in the teacher's order. A
 * lesson removed from the catalogue is no longer required (cascade): nobody could finish it.
 */
export const competitionRequiredLessons = pgTable(
  'competition_required_lessons',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.lessonId] })],
);

/** A competition portfolio: one child's, or a team's (its participants share it). Cash never goes below zero. */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** A team's name (one of the friendly generated names, decision 067); null for an individual entry. */
    teamName: text('team_name'),
    cash: numeric('cash', { precision: 16, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competition_entries_competition_idx').on(table.competitionId),
    uniqueIndex('competition_entries_team_name_unique').on(table.competitionId, table.teamName),
    check('competition_entries_cash_check', sql`${table.cash} >= 0`),
  ],
);

/** Who takes part, in which entry: one entry per person and competition. */
export const competitionParticipants = pgTable(
  'competition_participants',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.userId] }), index('competition_participants_user_idx').on(table.userId), index('competition_participants_entry_idx').on(table.entryId)],
);

/** Shares an entry holds: whole shares at a weighted average cost. A row exists only while shares > 0. */
export const competitionHoldings = pgTable(
  'competition_holdings',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    shares: integer('shares').notNull(),
    averageCost: numeric('average_cost', { precision: 16, scale: 6 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.stockId] }), check('competition_holdings_shares_check', sql`${table.shares} > 0`)],
);

/** An order in a competition, filled at once or refused (stored with its reason); the key makes a resend harmless. */
export const competitionOrders = pgTable(
  'competition_orders',
  {
    id: uuid('id').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    placedBy: text('placed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    side: text('side').$type<'buy' | 'sell'>().notNull(),
    type: text('type').$type<'market' | 'limit'>().notNull(),
    shares: integer('shares').notNull(),
    limitPrice: numeric('limit_price', { precision: 14, scale: 4 }),
    /** 'open': a limit order resting until a tick crosses it; 'canceled' by the child, or by the game's end or cancel (decision 065). */
    status: text('status').$type<'open' | 'filled' | 'rejected' | 'canceled'>().notNull(),
    reason: text('reason'),
    reasonValues: jsonb('reason_values').$type<Record<string, unknown>>(),
    idempotencyKey: text('idempotency_key').notNull(),
    fillPrice: numeric('fill_price', { precision: 14, scale: 4 }),
    /**
     * What an open limit order keeps aside, as the simulator reserves (decision 013): a buy its limit × shares and the
     * fee as they were when placed, a sell its shares (the order's own `shares`). Kept after it closes, for history.
     */
    reservedCash: numeric('reserved_cash', { precision: 16, scale: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('competition_orders_idempotency').on(table.placedBy, table.idempotencyKey),
    index('competition_orders_entry_idx').on(table.entryId, table.createdAt),
    // The tick looks up the open orders of the stocks that moved (decision 065).
    index('competition_orders_open_idx').on(table.stockId).where(sql`${table.status} = 'open'`),
    check('competition_orders_shares_check', sql`${table.shares} > 0`),
    check('competition_orders_status_check', sql`${table.status} in ('open', 'filled', 'rejected', 'canceled')`),
    check('competition_orders_open_check', sql`${table.status} <> 'open' or (${table.type} = 'limit' and ${table.limitPrice} is not null)`),
  ],
);

/** An execution in a competition, written with the cash and holding it changes. */
export const competitionTrades = pgTable(
  'competition_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => competitionOrders.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    side: text('side').$type<'buy' | 'sell'>().notNull(),
    shares: integer('shares').notNull(),
    price: numeric('price', { precision: 14, scale: 4 }).notNull(),
    commission: numeric('commission', { precision: 12, scale: 4 }).notNull(),
    realizedProfit: numeric('realized_profit', { precision: 16, scale: 4 }),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('competition_trades_entry_idx').on(table.entryId, table.executedAt)],
);

/** The final ranking, stored once when the competition ends: later price moves do not change it. */
export const competitionResults = pgTable(
  'competition_results',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    value: numeric('value', { precision: 18, scale: 4 }).notNull(),
    cash: numeric('cash', { precision: 16, scale: 4 }).notNull(),
    /** How many stocks were held, and the effective number of stocks (1 / Σ weight²): the spread of the portfolio. */
    stocksHeld: integer('stocks_held').notNull(),
    diversification: numeric('diversification', { precision: 8, scale: 2 }).notNull(),
    /** The steadiness score over the value history (decision 072) and its rank; null with fewer than three snapshots. */
    riskAdjusted: numeric('risk_adjusted', { precision: 12, scale: 3 }),
    riskAdjustedRank: integer('risk_adjusted_rank'),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.entryId] })],
);

/**
 * Every entry's value and ranks at one point of a running competition (decision 072): one row per entry per hour,
 * written by the leader's job, and a last one at the end instant when the results are frozen. The risk-adjusted
 * score is computed from these rows, and each entry's rank history is read from them.
 */
export const competitionValueSnapshots = pgTable(
  'competition_value_snapshots',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    /** The start of the hour the snapshot belongs to; the end instant (`ends_at`) for the frozen result's. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    value: numeric('value', { precision: 18, scale: 4 }).notNull(),
    rank: integer('rank').notNull(),
    diversification: numeric('diversification', { precision: 8, scale: 2 }).notNull(),
    diversificationRank: integer('diversification_rank').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.takenAt] }), index('competition_value_snapshots_competition_idx').on(table.competitionId, table.takenAt)],
);
