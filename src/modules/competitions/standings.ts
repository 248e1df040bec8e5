import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitions } from '@/db/schema';
import { stocksView } from '@/modules/market/runtime';

/*
 * Rankings (decision 065): every entry's value (cash + shares at the market's current prices), its rank, how many
 * stocks it holds and its diversification (the effective number of stocks, (Σ value)² / Σ value²: 1 for everything in
 * one stock, n for n equal positions), in ONE statement for the whole competition. At the end the same statement's
 * rows are stored (competition_results), and a finished competition is read from them only, so later prices change
 * nothing.
 */

export interface Standing {
  entryId: string;
  rank: number;
  value: string;
  cash: string;
  stocksHeld: number;
  diversification: string;
}

function liveStandingsSql(competitionId: string) {
  const stock = stocksView('stock');
  return sql`
    with valued as (
      select e.id as entry_id, e.cash,
             coalesce(sum(h.shares * ${stock.currentPrice}), 0) as holdings_value,
             coalesce(sum((h.shares * ${stock.currentPrice}) * (h.shares * ${stock.currentPrice})), 0) as squares,
             count(h.stock_id)::int as stocks_held
      from competition_entries e
      left join competition_holdings h on h.entry_id = e.id
      left join ${stock} on ${stock.id} = h.stock_id
      where e.competition_id = ${competitionId}
      group by e.id, e.cash
    )
    select entry_id, (rank() over (order by cash + holdings_value desc))::int as rank, (cash + holdings_value)::numeric(18, 4) as value, cash, stocks_held,
           (case when squares > 0 then round(holdings_value * holdings_value / squares, 2) else 0 end)::numeric(8, 2) as diversification
    from valued`;
}

/** The standings now: the stored results once finished, else computed from the current prices. */
export async function readStandings(db: Db | Tx, competitionId: string, finished: boolean): Promise<Standing[]> {
  const rows = finished
    ? sql`select entry_id, rank, value, cash, stocks_held, diversification from competition_results where competition_id = ${competitionId}`
    : liveStandingsSql(competitionId);
  return rowsOf<Standing>(
    await db.execute(sql`
      select s.entry_id as "entryId", s.rank, s.value::text as value, s.cash::text as cash, s.stocks_held as "stocksHeld", s.diversification::text as diversification
      from (${rows}) s order by s.rank, s.entry_id`),
  );
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
  await tx.execute(sql`
    insert into competition_results (competition_id, entry_id, rank, value, cash, stocks_held, diversification)
    select ${competitionId}, entry_id, rank, value, cash, stocks_held, diversification from (${liveStandingsSql(competitionId)}) s`);
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
