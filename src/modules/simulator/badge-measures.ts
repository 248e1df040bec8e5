import { sql, type SQL } from 'drizzle-orm';
import { stocksView } from '@/modules/market/runtime';

/*
 * What the simulator's badge rules (progress's sim_first_trade, sim_first_profit, sim_sectors, decision 009) measure
 * of a portfolio, as SQL over a user id expression, defined once here where the trades and holdings are (decision
 * 055): progress puts them in its own statements, so a check after every filled order stays one query (decision 022).
 * No 'server-only': the market engine (custom server) awards simulator badges.
 */

/** The person has placed at least one trade (executed trades). */
export const hasTradedSql = (userId: SQL): SQL => sql`exists (select 1 from sim_trades t where t.user_id = ${userId})`;

/** The person has closed at least one trade at a profit: a sell whose realized profit, after the commission, is above zero. */
export const hasProfitedSql = (userId: SQL): SQL => sql`exists (select 1 from sim_trades t where t.user_id = ${userId} and t.side = 'sell' and t.realized_profit > 0)`;

/**
 * How many distinct sectors the stocks the person holds right now span (sim_sectors' threshold is 5: a spread
 * portfolio, not a quick in-and-out in five sectors).
 */
export const sectorsHeldSql = (userId: SQL): SQL =>
  sql`(select count(distinct s.sector) from sim_holdings h join ${stocksView('s')} on s.id = h.stock_id where h.user_id = ${userId})::int`;
