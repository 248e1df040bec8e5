import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { Locale } from '@/i18n/locales';
import { toCsv } from '@/lib/csv';
import { fullName } from '@/lib/person-name';
import { slugify } from '@/lib/slug';
import { peopleView } from '@/modules/accounts';
import { approvedRosterView } from '@/modules/classes/runtime';
import { AppError } from '@/server/errors';
import { translatorFor } from '@/server/locale-translator';
import type { Actor } from '@/server/session-flow';
import { openResults, rankedResultsSql } from './results';

/*
 * The teacher's class summary of a finished competition (decision 065), one row per player (with their team's name,
 * decision 067), from the frozen results:
 * money as the exact decimal text stored (US dollars, as every competition amount is kept), the return against the
 * starting cash rounded to hundredths of a percent by the database, the ranks by value and by diversification, the
 * risk-adjusted score and its rank (decision 072; empty cells when the game had under three snapshots), the
 * orders the player placed (filled or refused) and the different stocks they traded. The return is written as a
 * number: as text, a negative one would be taken for a formula and guarded with an apostrophe (lib/csv.ts), and two
 * decimals print exactly either way.
 */

export interface ClassSummaryRow {
  childId: string;
  name: string;
  className: string;
  /** The team's name in the teacher's language (decision 067); empty for a child alone. */
  team: string;
  value: string;
  returnPct: string;
  rank: number;
  diversification: string;
  diversificationRank: number;
  /** The steadiness score and its rank (decision 072); empty when the game was too short to have one. */
  riskAdjusted: string | null;
  riskAdjustedRank: number | null;
  orders: number;
  stocksTraded: number;
}

/** The teacher's own finished competition, one row per player by rank; anyone else's is a 404. */
export async function readClassSummary(actor: Actor, input: { competitionId: string }, locale: Locale): Promise<{ competition: { id: string; name: string }; rows: ClassSummaryRow[] }> {
  const { competition, reader } = await openResults(actor, { competitionId: input.competitionId });
  if (reader !== 'teacher') throw new AppError(404, 'competitions.errors.notFound');
  const person = peopleView('person');
  const roster = approvedRosterView('roster');
  const rows = rowsOf<Omit<ClassSummaryRow, 'team'> & { firstName: string; lastName: string; teamName: string | null }>(
    await getDb().execute(sql`
      select p.user_id as "childId", ${person.firstName} as "firstName", ${person.lastName} as "lastName", e.team_name as "teamName",
             coalesce((select string_agg(${roster.className}, ', ' order by ${roster.className}) from competition_classes cc
                       join ${roster} on ${roster.classId} = cc.class_id and ${roster.childId} = p.user_id where cc.competition_id = p.competition_id), ${competition.classNames}) as "className",
             ranked.value::numeric(18, 4)::text as value,
             round((ranked.value - ${competition.startingCash}::numeric) * 100 / ${competition.startingCash}::numeric, 2)::numeric(12, 2)::text as "returnPct",
             ranked.rank, ranked.diversification::text as diversification, ranked.diversification_rank as "diversificationRank",
             ranked.risk_adjusted::text as "riskAdjusted", ranked.risk_adjusted_rank as "riskAdjustedRank",
             (select count(*) from competition_orders o where o.entry_id = p.entry_id and o.placed_by = p.user_id)::int as orders,
             (select count(distinct t.stock_id) from competition_trades t where t.entry_id = p.entry_id)::int as "stocksTraded"
      from competition_participants p
      join (${rankedResultsSql(competition.id)}) ranked on ranked.entry_id = p.entry_id
      join competition_entries e on e.id = p.entry_id
      join ${person} on ${person.id} = p.user_id
      where p.competition_id = ${competition.id}
      order by ranked.rank, e.team_name nulls first, lower(${person.firstName}), p.user_id`),
  );
  const t = await translatorFor(locale, 'competitions');
  return {
    competition: { id: competition.id, name: competition.name },
    // A family game has no class (decision 074): its column says so.
    rows: rows.map(({ firstName, lastName, teamName, ...row }) => ({ ...row, className: competition.kind === 'family' ? t('familyGame') : row.className, team: teamName ? t(`teamNames.${teamName}`) : '', name: fullName({ firstName, lastName }) || '?' })),
  };
}

/** The summary as CSV (formula-safe), its headers in the teacher's language. */
export async function exportClassSummaryCsv(actor: Actor, input: { competitionId: string }, locale: Locale): Promise<{ fileName: string; body: string }> {
  const [{ competition, rows }, t] = await Promise.all([readClassSummary(actor, input, locale), translatorFor(locale, 'competitionResults')]);
  const header = ['name', 'class', 'team', 'value', 'returnPct', 'rank', 'diversification', 'diversificationRank', 'riskAdjusted', 'riskAdjustedRank', 'orders', 'stocksTraded'].map((key) => t(`summary.${key}`));
  const body = toCsv([
    header,
    ...rows.map((row) => [row.name, row.className, row.team, row.value, Number(row.returnPct), row.rank, row.diversification, row.diversificationRank, row.riskAdjusted === null ? '' : Number(row.riskAdjusted), row.riskAdjustedRank ?? '', row.orders, row.stocksTraded]),
  ]);
  return { fileName: `competition-${slugify(competition.name).slice(0, 40).replace(/-+$/, '') || 'competition'}-summary.csv`, body };
}
