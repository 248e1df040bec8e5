import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { simulatorSettings, stocks } from '@/db/schema';

/*
 * The market's rows as the trading side reads them inside its own statements (decision 055: market owns `stocks` and
 * `simulator_settings`). The simulator joins a stock beside nearly every order, holding and trade, and the tick's
 * statements must stay single (decision 022), so these are subqueries and fragments, not queries: PostgreSQL folds a
 * plain subquery into the outer query, so the plan is the table's own, and nothing can be written through it.
 * No 'server-only': the market engine (custom server) fills orders through the simulator's hooks.
 */

const builder = new QueryBuilder();

/**
 * Every column of a stock's row, readable under `name`: join it in Drizzle (`innerJoin(stock, eq(stock.id, …))`) or
 * in SQL text (`join ${stocksView('s')} on s.id = h.stock_id`, columns by their SQL names).
 */
export function stocksView<TAlias extends string>(name: TAlias) {
  return builder.select(getTableColumns(stocks)).from(stocks).as(name);
}

/**
 * The raw settings rows as one JSON array of `{ key, json }` (the value as JSON text), for a statement that reads
 * them beside what they govern; `parseSimulatorSettings` turns them into the settings.
 */
export function simulatorSettingsJsonSql(): SQL<unknown> {
  return sql`(select coalesce(json_agg(json_build_object('key', ${simulatorSettings.key}, 'json', ${simulatorSettings.value}::text)), '[]'::json) from ${simulatorSettings})`;
}
