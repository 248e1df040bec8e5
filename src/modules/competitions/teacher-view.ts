import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { leaderboardName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { lessonCompletionView } from '@/modules/courses/runtime';
import { stocksView } from '@/modules/market';
import { readGroupMastery } from '@/modules/mastery';

/*
 * What the teacher of a game sees of its players (decision 065, the spec's "teacher's view"): each player's entry
 * read-only (its cash, what it holds, its trades) beside what the child has learned (lessons finished, skills at
 * Mastered), so the teacher sees whether understanding and results go together; and the game's most traded stocks.
 * Three statements at once, whatever the number of players: the game's own, and mastery's one for every player.
 */

export interface PlayerView {
  userId: string;
  entryId: string;
  name: string;
  /** The entry's (a team's, shared by its players). */
  cash: string;
  holdings: { symbol: string; shares: number }[];
  trades: number;
  lessonsDone: number;
  skillsMastered: number;
}

export interface TradedStock {
  symbol: string;
  trades: number;
  shares: number;
}

export interface TeacherView {
  players: PlayerView[];
  /** The curriculum's skills: what "mastered" counts out of. */
  skills: number;
  /** The five stocks traded most often in the game, with the shares they moved. */
  mostTraded: TradedStock[];
}

/** The most traded stocks shown. */
const MOST_TRADED = 5;

export async function readTeacherView(competitionId: string): Promise<TeacherView> {
  const person = peopleView('person');
  const completion = lessonCompletionView('completion');
  const stock = stocksView('stock');
  const [players, mastery, mostTraded] = await Promise.all([
    getDb()
      .execute(
        sql`
      select p.user_id as "userId", p.entry_id as "entryId", ${person.firstName} as "firstName", ${person.lastName} as "lastName", e.cash::text as cash,
             coalesce((select json_agg(json_build_object('symbol', ${stock.symbol}, 'shares', h.shares) order by ${stock.symbol})
                         from competition_holdings h join ${stock} on ${stock.id} = h.stock_id where h.entry_id = e.id), '[]'::json) as holdings,
             (select count(*) from competition_trades t where t.entry_id = e.id)::int as trades,
             (select count(distinct ${completion.lessonId}) from ${completion} where ${completion.userId} = p.user_id)::int as "lessonsDone"
      from competition_participants p join competition_entries e on e.id = p.entry_id join ${person} on ${person.id} = p.user_id
      where p.competition_id = ${competitionId}
      order by lower(${person.firstName}), p.user_id`,
      )
      .then((result) =>
        rowsOf<{ userId: string; entryId: string; firstName: string; lastName: string; cash: string; holdings: PlayerView['holdings'] | string; trades: number; lessonsDone: number }>(result),
      ),
    readGroupMastery(sql`select p.user_id as group_id, p.user_id from competition_participants p where p.competition_id = ${competitionId}`),
    getDb()
      .execute(
        sql`
      select ${stock.symbol} as symbol, count(*)::int as trades, sum(t.shares)::int as shares
      from competition_trades t join competition_entries e on e.id = t.entry_id join ${stock} on ${stock.id} = t.stock_id
      where e.competition_id = ${competitionId}
      group by ${stock.symbol} order by count(*) desc, sum(t.shares) desc, ${stock.symbol} limit ${MOST_TRADED}`,
      )
      .then((result) => rowsOf<TradedStock>(result)),
  ]);
  const masteredBy = new Map(mastery.map((row) => [row.groupId, row.mastered]));
  return {
    players: players.map(({ firstName, lastName, holdings, ...row }) => ({
      ...row,
      name: leaderboardName(firstName, lastName),
      holdings: typeof holdings === 'string' ? (JSON.parse(holdings) as PlayerView['holdings']) : holdings,
      skillsMastered: masteredBy.get(row.userId) ?? 0,
    })),
    skills: mastery[0]?.skills ?? 0,
    mostTraded,
  };
}
