import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { stocksView } from '@/modules/market/runtime';
import type { ExportedCompetitionEntry } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/**
 * The games the child took part in (decision 065), for a parent's export (decision 027): each competition's name and
 * dates, when the child joined, the portfolio (cash, holdings), every order with its outcome and reason, the trades,
 * and the frozen result once it ended, with its steadiness score and that score's rank among the entries that have
 * one (decision 072; null, "not yet", for a game too short to have one), and the value and ranks kept each hour while
 * it ran. One statement; amounts in USD as stored.
 */
export async function readChildCompetitions(tx: Tx, childId: string): Promise<ExportedCompetitionEntry[]> {
  const stock = stocksView('stock');
  const rows = rowsOf<{ entry: ExportedCompetitionEntry | string }>(
    await tx.execute(sql`
      select json_build_object(
        'competition', c.name, 'startsAt', c.starts_at, 'endsAt', c.ends_at, 'status', c.status, 'joinedAt', p.joined_at, 'cash', e.cash::text,
        'holdings', (select coalesce(json_agg(json_build_object('symbol', ${stock.symbol}, 'shares', h.shares, 'averageCost', h.average_cost::text) order by ${stock.symbol}), '[]'::json)
                     from competition_holdings h join ${stock} on ${stock.id} = h.stock_id where h.entry_id = e.id),
        'orders', (select coalesce(json_agg(json_build_object('symbol', ${stock.symbol}, 'side', o.side, 'type', o.type, 'shares', o.shares, 'status', o.status,
                                                               'reason', o.reason, 'fillPrice', o.fill_price::text, 'createdAt', o.created_at) order by o.created_at), '[]'::json)
                   from competition_orders o join ${stock} on ${stock.id} = o.stock_id where o.entry_id = e.id and o.placed_by = ${childId}),
        'trades', (select coalesce(json_agg(json_build_object('symbol', ${stock.symbol}, 'side', t.side, 'shares', t.shares, 'price', t.price::text,
                                                               'commission', t.commission::text, 'executedAt', t.executed_at) order by t.executed_at), '[]'::json)
                   from competition_trades t join ${stock} on ${stock.id} = t.stock_id where t.entry_id = e.id),
        'result', (select json_build_object('rank', r.rank, 'value', r.value::text, 'steadiness', r.risk_adjusted::text, 'steadinessRank', r.risk_adjusted_rank,
                                            'steadinessRanked', (select count(other.risk_adjusted)::int from competition_results other where other.competition_id = r.competition_id))
                   from competition_results r where r.entry_id = e.id),
        'history', (select coalesce(json_agg(json_build_object('takenAt', v.taken_at, 'value', v.value::text, 'rank', v.rank, 'spread', v.diversification::text, 'spreadRank', v.diversification_rank)
                                             order by v.taken_at), '[]'::json)
                    from competition_value_snapshots v where v.entry_id = e.id)
      ) as entry
      from competition_participants p
      join competitions c on c.id = p.competition_id
      join competition_entries e on e.id = p.entry_id
      where p.user_id = ${childId}
      order by p.joined_at`),
  );
  return rows.map((row) => (typeof row.entry === 'string' ? (JSON.parse(row.entry) as ExportedCompetitionEntry) : row.entry));
}
