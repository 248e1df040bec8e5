import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitions } from '@/db/schema';
import { stocksView } from '@/modules/market/runtime';
import { cancelOpenOrdersOf } from './limit-order-fills';
import type { RankBy } from './schemas';

/*
 * Rankings (decision 065): every entry's value (cash + shares at the market's current prices), its rank, how many
 * stocks it holds and its diversification (the effective number of stocks, (Σ value)² / Σ value²: 1 for everything in
 * one stock, n for n equal positions), in ONE statement for the whole competition. At the end the same statement's
 * rows are stored (competition_results), and a finished competition is read from them only, so later prices change
 * nothing. While it runs, a leader's job keeps each entry's value and ranks once an hour (decision 072), from which
 * the risk-adjusted score and the rank history are read.
 */

export interface Standing {
  entryId: string;
  rank: number;
  value: string;
  cash: string;
  stocksHeld: number;
  diversification: string;
  diversificationRank: number;
  /** The steadiness score over the value history (decision 072), null until the entry has three snapshots. */
  riskAdjusted: string | null;
  riskAdjustedRank: number | null;
}

/**
 * Every entry's standing at the current prices, for the entries of the competitions `entriesOf` selects (a condition
 * on `e.competition_id`): ranks are per competition, so one statement serves one game's page or every running game's
 * snapshot.
 */
function liveStandingsSql(entriesOf: SQL) {
  const stock = stocksView('stock');
  return sql`
    with valued as (
      select e.competition_id, e.id as entry_id, e.cash,
             coalesce(sum(h.shares * ${stock.currentPrice}), 0) as holdings_value,
             coalesce(sum((h.shares * ${stock.currentPrice}) * (h.shares * ${stock.currentPrice})), 0) as squares,
             count(h.stock_id)::int as stocks_held
      from competition_entries e
      left join competition_holdings h on h.entry_id = e.id
      left join ${stock} on ${stock.id} = h.stock_id
      where ${entriesOf}
      group by e.competition_id, e.id, e.cash
    ), measured as (
      select competition_id, entry_id, cash, stocks_held, (cash + holdings_value)::numeric(18, 4) as value,
             (case when squares > 0 then round(holdings_value * holdings_value / squares, 2) else 0 end)::numeric(8, 2) as diversification
      from valued
    )
    select competition_id, entry_id, (rank() over (partition by competition_id order by value desc))::int as rank, value, cash, stocks_held, diversification,
           (rank() over (partition by competition_id order by diversification desc))::int as diversification_rank
    from measured`;
}

/** A snapshot needs this many values (two period returns) before its steadiness means anything. */
export const RISK_ADJUSTED_MIN_SNAPSHOTS = 3;
/** The score is stored as numeric(12, 3): an almost flat history must not overflow it. */
const RISK_ADJUSTED_BOUND = 999_999;

/**
 * The risk-adjusted ("steadiness") score of every entry of a competition, from its value history (decision 072): the
 * mean of the returns from one snapshot to the next divided by their standard deviation (sample), with no risk-free
 * rate, rounded to thousandths; 0 for a value that never moved (all cash); null under three snapshots. Ranked among
 * the entries that have one.
 */
export function riskAdjustedSql(competitionId: string) {
  return sql`
    with returns as (
      select entry_id, value / nullif(lag(value) over (partition by entry_id order by taken_at), 0) - 1 as period_return
      from competition_value_snapshots where competition_id = ${competitionId}
    ), scored as (
      select entry_id,
             case when count(*) < ${RISK_ADJUSTED_MIN_SNAPSHOTS} or count(period_return) < 2 then null
                  when stddev_samp(period_return) = 0 then 0
                  else greatest(least(round(avg(period_return) / stddev_samp(period_return), 3), ${RISK_ADJUSTED_BOUND}), ${-RISK_ADJUSTED_BOUND}) end::numeric(12, 3) as risk_adjusted
      from returns group by entry_id
    )
    select entry_id, risk_adjusted,
           (case when risk_adjusted is null then null else rank() over (partition by risk_adjusted is null order by risk_adjusted desc) end)::int as risk_adjusted_rank
    from scored`;
}

const inCompetition = (competitionId: string) => sql`e.competition_id = ${competitionId}`;

/** The standings now: the stored results once finished, else computed from the current prices and the history. */
export async function readStandings(db: Db | Tx, competitionId: string, finished: boolean): Promise<Standing[]> {
  const rows = finished
    ? sql`select entry_id, rank, value, cash, stocks_held, diversification, (rank() over (order by diversification desc))::int as diversification_rank, risk_adjusted, risk_adjusted_rank
          from competition_results where competition_id = ${competitionId}`
    : sql`select live.entry_id, live.rank, live.value, live.cash, live.stocks_held, live.diversification, live.diversification_rank, risk.risk_adjusted, risk.risk_adjusted_rank
          from (${liveStandingsSql(inCompetition(competitionId))}) live left join (${riskAdjustedSql(competitionId)}) risk on risk.entry_id = live.entry_id`;
  return rowsOf<Standing>(
    await db.execute(sql`
      select s.entry_id as "entryId", s.rank, s.value::text as value, s.cash::text as cash, s.stocks_held as "stocksHeld", s.diversification::text as diversification,
             s.diversification_rank as "diversificationRank", s.risk_adjusted::text as "riskAdjusted", s.risk_adjusted_rank as "riskAdjustedRank"
      from (${rows}) s order by s.rank, s.entry_id`),
  );
}

/** One point of an entry's rank history. */
export interface RankPoint {
  takenAt: string;
  rank: number;
}

/** A history drawn as a sparkline needs no more points than this: a long game keeps an even sample and its last. */
const HISTORY_POINTS = 24;

/**
 * Each snapshot's rank by the measure the ranking is ordered by (decision 072): by worth and by spread as the job
 * stored them; by steadiness, the score over the snapshots up to that one (the same formula as riskAdjustedSql over a
 * growing window), ranked among the entries that had a score at that hour. Computed over the whole game, so a rank
 * is among every entry, whoever reads it.
 */
function rankAtEachSnapshotSql(competitionId: string, by: RankBy) {
  if (by !== 'steady') {
    return sql`select entry_id, taken_at, ${by === 'spread' ? sql`diversification_rank` : sql`rank`} as rank from competition_value_snapshots where competition_id = ${competitionId}`;
  }
  return sql`
    with returns as (
      select entry_id, taken_at, value / nullif(lag(value) over (partition by entry_id order by taken_at), 0) - 1 as period_return
      from competition_value_snapshots where competition_id = ${competitionId}
    ), running as (
      select entry_id, taken_at, count(*) over upto as snapshots, count(period_return) over upto as returns,
             avg(period_return) over upto as mean, stddev_samp(period_return) over upto as deviation
      from returns window upto as (partition by entry_id order by taken_at rows between unbounded preceding and current row)
    ), scored as (
      select entry_id, taken_at,
             case when snapshots < ${RISK_ADJUSTED_MIN_SNAPSHOTS} or returns < 2 then null
                  when deviation = 0 then 0
                  else greatest(least(round(mean / deviation, 3), ${RISK_ADJUSTED_BOUND}), ${-RISK_ADJUSTED_BOUND}) end::numeric(12, 3) as score
      from running
    )
    select entry_id, taken_at, (rank() over (partition by taken_at order by score desc))::int as rank from scored where score is not null`;
}

/**
 * The rank history of the given entries of a competition by the ranking's measure, oldest first, thinned to about
 * 24 points evenly spread (the last always kept). Only the entries asked for are returned: the caller passes those the
 * reader may see. By steadiness, an entry's line starts once it has a score (three snapshots).
 */
export async function readRankHistory(competitionId: string, entryIds: readonly string[], by: RankBy = 'value'): Promise<Map<string, RankPoint[]>> {
  const history = new Map<string, RankPoint[]>();
  if (entryIds.length === 0) return history;
  const rows = rowsOf<RankPoint & { entryId: string }>(
    await getDb().execute(sql`
      select entry_id as "entryId", taken_at as "takenAt", rank from (
        select entry_id, taken_at, rank, row_number() over (partition by entry_id order by taken_at) - 1 as position, count(*) over (partition by entry_id) as points
        from (${rankAtEachSnapshotSql(competitionId, by)}) ranked
        where entry_id in (${sql.join(
          entryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      ) numbered
      where position % ceil(points / ${HISTORY_POINTS}::numeric)::int = 0 or position = points - 1
      order by entry_id, taken_at`),
  );
  for (const { entryId, takenAt, rank } of rows) {
    const points = history.get(entryId) ?? [];
    points.push({ takenAt: new Date(takenAt).toISOString(), rank });
    history.set(entryId, points);
  }
  return history;
}

/** The hour a snapshot taken at `now` belongs to: one snapshot per entry per hour. */
export function snapshotHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

/**
 * The leader's job (decision 072): every entry of every competition running at `now` gets its snapshot for this
 * hour, in one INSERT … SELECT; an hour already taken is left as it is, so a second run (or a second leader's) adds
 * nothing. Returns how many snapshots were written.
 */
export async function snapshotRunningCompetitions(now: Date): Promise<number> {
  const at = now.toISOString();
  const running = sql`e.competition_id in (select c.id from competitions c where c.status = 'open' and c.starts_at <= ${at}::timestamptz and c.ends_at > ${at}::timestamptz)`;
  const written = rowsOf<{ entryId: string }>(
    await getDb().execute(sql`
      insert into competition_value_snapshots (competition_id, entry_id, taken_at, value, rank, diversification, diversification_rank)
      select s.competition_id, s.entry_id, ${snapshotHour(now).toISOString()}::timestamptz, s.value, s.rank, s.diversification, s.diversification_rank
      from (${liveStandingsSql(running)}) s
      on conflict (entry_id, taken_at) do nothing
      returning entry_id as "entryId"`),
  );
  return written.length;
}

/**
 * Freezes a competition whose end has passed: its row locked (orders hold it FOR SHARE, so none is half-way), the
 * standings stored, the status 'finished'. Does nothing for one already finished, cancelled or not yet over, so two
 * leaders' runs (one stepping down, one taking over) never freeze it twice.
 */
export async function finishCompetition(tx: Tx, competitionId: string): Promise<boolean> {
  const [due] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.id, competitionId), eq(competitions.status, 'open'), lte(competitions.endsAt, sql`now()`)))
    .for('update');
  if (!due) return false;
  // Nothing rests past the end (decision 065): the open orders are cancelled before the results are stored.
  await cancelOpenOrdersOf(tx, competitionId, 'gameEnded');
  await tx.execute(sql`
    insert into competition_results (competition_id, entry_id, rank, value, cash, stocks_held, diversification)
    select ${competitionId}, entry_id, rank, value, cash, stocks_held, diversification from (${liveStandingsSql(inCompetition(competitionId))}) s`);
  // The history ends at the frozen result: its last snapshot, at the end instant (no hourly one falls there, those
  // are taken before the end), is the result itself; the score is then computed over the whole history and stored.
  await tx.execute(sql`
    insert into competition_value_snapshots (competition_id, entry_id, taken_at, value, rank, diversification, diversification_rank)
    select r.competition_id, r.entry_id, c.ends_at, r.value, r.rank, r.diversification, (rank() over (order by r.diversification desc))::int
    from competition_results r join competitions c on c.id = r.competition_id
    where r.competition_id = ${competitionId}
    on conflict (entry_id, taken_at) do nothing`);
  await tx.execute(sql`
    update competition_results r set risk_adjusted = risk.risk_adjusted, risk_adjusted_rank = risk.risk_adjusted_rank
    from (${riskAdjustedSql(competitionId)}) risk
    where r.competition_id = ${competitionId} and r.entry_id = risk.entry_id`);
  await tx.update(competitions).set({ status: 'finished', finishedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(competitions.id, competitionId));
  return true;
}

/** The leader's job: every competition over by now is frozen, each in its own transaction. Returns how many. */
export async function finishDueCompetitions(): Promise<number> {
  const due = await getDb()
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.status, 'open'), lte(competitions.endsAt, sql`now()`)));
  let finished = 0;
  for (const { id } of due) if (await getDb().transaction((tx) => finishCompetition(tx, id))) finished += 1;
  return finished;
}
