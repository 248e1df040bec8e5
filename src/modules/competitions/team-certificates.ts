import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { RTL_LOCALES, type Locale } from '@/i18n/locales';
import { UUID_PATTERN } from '@/lib/ids';
import type { DisplayRate } from '@/lib/money';
import { leaderboardName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { getDisplayRate } from '@/modules/currency';
import { AppError } from '@/server/errors';
import { translatorFor } from '@/server/locale-translator';
import type { Actor } from '@/server/session-flow';
import { openResults, rankedResultsSql, type FrozenFigures, type ResultsCompetition, type ResultsReader } from './results';

/*
 * A team's own certificate of a finished team game (decision 067): one per team, read from the frozen results like
 * the children's (decision 065), by the teacher who runs the game (every team), a player (their own team) and a
 * parent (their children's teams, as families says who a parent's children are): openResults decides, so the 403,
 * 404 and 409 are the children's certificates' own. Unlike a child's certificate, which speaks its child's
 * language, a team has no language of its own: it is written in the reader's.
 */

/** One team's frozen result, as its certificate says it. */
export interface TeamCertificate extends FrozenFigures {
  entryId: string;
  /** The team's friendly name (decision 067) in the reader's language. */
  name: string;
  /** Its players as the ranking names them ("Alba T."): a parent of one player reads the certificate too. */
  members: string[];
}

export interface TeamCertificateSet {
  competition: ResultsCompetition;
  reader: ResultsReader;
  /** The reader's language and direction: every team certificate of the set is written in it. */
  locale: Locale;
  direction: 'ltr' | 'rtl';
  /** The competition's currency, as its pages show amounts. */
  rate: DisplayRate;
  certificates: TeamCertificate[];
}

type TeamRow = Omit<TeamCertificate, 'name' | 'members'> & { teamName: string };

/**
 * The team certificates the actor may read in this finished competition (one team's with `teamId`, an entry id). A
 * team that is not one of theirs, an id that is not a team, or a game without teams: 404.
 */
export async function getTeamCertificates(actor: Actor, input: { competitionId: string; teamId?: string }, locale: Locale): Promise<TeamCertificateSet> {
  const { competition, reader, childIds } = await openResults(actor, { competitionId: input.competitionId });
  if (input.teamId !== undefined && !UUID_PATTERN.test(input.teamId)) throw new AppError(404, 'competitions.errors.notFound');
  // The teacher reads every team; anyone else the teams their players (themselves, their children) played in.
  const theirs =
    reader === 'teacher'
      ? sql`true`
      : sql`exists (select 1 from competition_participants p where p.entry_id = e.id and p.user_id in (${sql.join(
          childIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  const rows = rowsOf<TeamRow>(
    await getDb().execute(sql`
      select e.id as "entryId", e.team_name as "teamName", ranked.rank, ranked.entries, ranked.value::text as value, ranked.diversification::text as diversification,
             ranked.diversification_rank as "diversificationRank", ranked.stocks_held as "stocksHeld",
             ranked.risk_adjusted::text as "riskAdjusted", ranked.risk_adjusted_rank as "riskAdjustedRank", ranked.steady_entries as "steadyEntries"
      from competition_entries e
      join (${rankedResultsSql(competition.id)}) ranked on ranked.entry_id = e.id
      where e.competition_id = ${competition.id} and e.team_name is not null and ${theirs}
        ${input.teamId === undefined ? sql`` : sql`and e.id = ${input.teamId}`}
      order by ranked.rank, e.team_name`),
  );
  if (rows.length === 0) throw new AppError(404, 'competitions.errors.notFound');
  const members = await membersOf(rows.map((row) => row.entryId));
  const t = await translatorFor(locale, 'competitions');
  const certificates = rows.map(({ teamName, ...row }) => ({ ...row, name: t(`teamNames.${teamName}`), members: members.get(row.entryId) ?? [] }));
  return { competition, reader, locale, direction: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr', rate: await getDisplayRate(competition.currency), certificates };
}

/** Each team's players, by first name, as the ranking names them. */
async function membersOf(entryIds: string[]): Promise<Map<string, string[]>> {
  const person = peopleView('person');
  const rows = rowsOf<{ entryId: string; firstName: string; lastName: string }>(
    await getDb().execute(sql`
      select p.entry_id as "entryId", ${person.firstName} as "firstName", ${person.lastName} as "lastName"
      from competition_participants p join ${person} on ${person.id} = p.user_id
      where p.entry_id in (${sql.join(
        entryIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by lower(${person.firstName}), lower(${person.lastName}), p.user_id`),
  );
  const members = new Map<string, string[]>();
  for (const row of rows) members.set(row.entryId, [...(members.get(row.entryId) ?? []), leaderboardName(row.firstName ?? '', row.lastName ?? '')]);
  return members;
}
