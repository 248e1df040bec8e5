import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The market editor's counts beside a stock (decision 055): how many accounts hold it and how many orders on it are
 * open, correlated on the stock id of the caller's statement, so the editor's list stays one statement. The page
 * hands them to the market's editor query: the simulator imports the market, not the other way round.
 */
export const stockPositionCounts = {
  holders: (stockId: SQLWrapper): SQL<number> => sql<number>`(select count(*) from sim_holdings h where h.stock_id = ${stockId})::int`,
  openOrders: (stockId: SQLWrapper): SQL<number> => sql<number>`(select count(*) from sim_orders o where o.stock_id = ${stockId} and o.status = 'open')::int`,
};
