import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { simAccounts, simHoldings, simTrades } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { stocksView } from '@/modules/market';
import type { ChildAccess } from '@/modules/families';
import { fromUnits, percentOf, toUnits } from './decimal';

/** A holding's stock, as the market publishes it (decision 055). */
const stock = stocksView('stock');

/** A child's simulator at a glance, for the adults who may see it (money: USD as exact decimal strings). */
export interface ChildSimulatorSummary {
  /** Cash plus holdings at current prices, as the child's /simulator shows it. */
  totalValue: string;
  startingCash: string;
  /** Gain since the start, in % (2.5 = 2.5 %). */
  returnPct: number;
  /** Trades executed in the period, and since the account opened. */
  periodTrades: number;
  allTrades: number;
  /** Diversification: stocks held, sectors they span, and the largest holding's share of the portfolio in %. */
  holdings: number;
  sectors: number;
  largestHoldingPct: number;
  largestHolding: string | null;
  /** False when a parent or tutor took the child off the leaderboards (decision 014): a tutor then sees no return either (decision 033). */
  leaderboardVisible: boolean;
}

/**
 * The simulator summary of `access.childId`, with the trades executed in the period (the child's days in their
 * time zone, as the learning figures beside it); null when the child never opened an account. One round trip.
 */
export async function readChildSimulatorSummary(access: ChildAccess, period: { from: string; to: string; timeZone: string }): Promise<ChildSimulatorSummary | null> {
  const db = getDb();
  const childId = access.childId;
  const [[account], holdings, [trades]] = await Promise.all([
    db.select({ cash: simAccounts.cash, startingCash: simAccounts.startingCash, leaderboardVisible: simAccounts.leaderboardVisible }).from(simAccounts).where(eq(simAccounts.userId, childId)),
    db
      .select({ symbol: stock.symbol, sector: stock.sector, shares: simHoldings.shares, price: stock.currentPrice })
      .from(simHoldings)
      .innerJoin(stock, eq(stock.id, simHoldings.stockId))
      .where(eq(simHoldings.userId, childId)),
    db
      .select({
        all: count(),
        inPeriod: sql<number>`count(*) filter (where (${simTrades.executedAt} at time zone ${period.timeZone})::date between ${period.from} and ${period.to})`.mapWith(Number),
      })
      .from(simTrades)
      .where(eq(simTrades.userId, childId)),
  ]);
  if (!account) return null;
  const valued = holdings.map((row) => ({ ...row, value: BigInt(row.shares) * toUnits(row.price) }));
  const total = toUnits(account.cash) + valued.reduce((sum, row) => sum + row.value, 0n);
  const start = toUnits(account.startingCash);
  const largest = valued.reduce<(typeof valued)[number] | null>((top, row) => (top === null || row.value > top.value ? row : top), null);
  return {
    totalValue: fromUnits(total, 4),
    startingCash: fromUnits(start, 4),
    returnPct: percentOf(total - start, start),
    periodTrades: trades?.inPeriod ?? 0,
    allTrades: trades?.all ?? 0,
    holdings: valued.length,
    sectors: new Set(valued.map((row) => row.sector)).size,
    largestHoldingPct: largest ? percentOf(largest.value, total) : 0,
    largestHolding: largest?.symbol ?? null,
    leaderboardVisible: account.leaderboardVisible,
  };
}

/** A student's simulator as their tutor's class view shows it (decision 033): activity, and the return only where the ranking shows it. */
export interface StudentSimulatorActivity {
  hasAccount: boolean;
  /** Trades executed in the period. */
  trades: number;
  /** Stocks held now. */
  holdings: number;
  /** Null when the family took the child off the leaderboards, or without an account. */
  returnPct: number | null;
}

/**
 * The simulator activity of several children in one statement (a class of up to 60), keyed by child id; never an
 * amount. The period is days in `timeZone`, as the learning figures beside it.
 */
export async function readStudentsSimulatorActivity(access: readonly ChildAccess[], period: { from: string; to: string; timeZone: string }): Promise<Record<string, StudentSimulatorActivity>> {
  if (access.length === 0) return {};
  const members = sql`(select jsonb_array_elements_text(${JSON.stringify(access.map((grant) => grant.childId))}::jsonb))`;
  const rows = rowsOf<{ id: string; total: string | null; startingCash: string | null; visible: boolean | null; trades: number; holdings: number }>(
    await getDb().execute(sql`
      select u.id, (a.cash + coalesce(held.value, 0))::text as total, a.starting_cash::text as "startingCash", a.leaderboard_visible as visible,
             coalesce(held.holdings, 0)::int as holdings,
             (select count(*) from sim_trades t where t.user_id = u.id
                and (t.executed_at at time zone ${period.timeZone})::date between ${period.from} and ${period.to})::int as trades
      from ${peopleView('u')}
      left join sim_accounts a on a.user_id = u.id
      left join (
        select h.user_id, sum(h.shares * s.current_price) as value, count(*) as holdings
        from sim_holdings h join ${stocksView('s')} on s.id = h.stock_id
        where h.user_id in ${members}
        group by h.user_id
      ) held on held.user_id = u.id
      where u.id in ${members}`),
  );
  return Object.fromEntries(
    rows.map((row) => {
      const hasAccount = row.startingCash !== null && row.total !== null;
      const returnPct = hasAccount && row.visible ? percentOf(toUnits(row.total!) - toUnits(row.startingCash!), toUnits(row.startingCash!)) : null;
      return [row.id, { hasAccount, trades: Number(row.trades), holdings: Number(row.holdings), returnPct }];
    }),
  );
}
