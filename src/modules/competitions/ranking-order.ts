import type { RankBy } from './schemas';

/*
 * The order of a ranking by the measure chosen (decision 072), the same on the server's first render and in the
 * browser when a live ranking moves (decision 067).
 */

/** The ranks a ranking row carries, one per measure; null where an entry has no steadiness yet. */
export interface RankedRow {
  entryId: string;
  rank: number;
  diversificationRank: number;
  riskAdjustedRank: number | null;
}

export function rankOf(row: RankedRow, by: RankBy): number | null {
  return by === 'steady' ? row.riskAdjustedRank : by === 'spread' ? row.diversificationRank : row.rank;
}

/** The ranking ordered by the chosen measure; entries without a steadiness yet last, by worth. */
export function orderedBy<Row extends RankedRow>(rows: readonly Row[], by: RankBy): Row[] {
  return [...rows].sort((a, b) => (rankOf(a, by) ?? Number.MAX_SAFE_INTEGER) - (rankOf(b, by) ?? Number.MAX_SAFE_INTEGER) || a.rank - b.rank || a.entryId.localeCompare(b.entryId));
}
