import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { isLocale, RTL_LOCALES, type Locale } from '@/i18n/locales';
import type { DisplayRate } from '@/lib/money';
import { fullName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { approvedRosterView, tutorClassView } from '@/modules/classes/runtime';
import { getDisplayRate } from '@/modules/currency';
import { childIdsOf } from '@/modules/families';
import { AppError } from '@/server/errors';
import { translatorFor } from '@/server/locale-translator';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { competitionIdSchema } from './schemas';

/*
 * A finished competition's results for the people they belong to (decision 065): the certificates (a child their
 * own; a parent their children's, as families decides who a parent's children are; the teacher who runs the game every
 * player's) and the teacher's class summary. Everything is read from the frozen results, so a certificate printed
 * today and one printed next year say the same. Anyone else is told the game does not exist (404), so ids cannot be
 * probed; before the leader's job has frozen the results, a 409.
 */

const CHILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const certificateParamsSchema = competitionIdSchema.extend({ childId: z.string().regex(CHILD_ID).optional() });
export type CertificateParams = z.infer<typeof certificateParamsSchema>;

export interface ResultsCompetition {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  /** A class game, or a parent's family game (decision 074): its certificates name the family, not a class. */
  kind: 'class' | 'family';
  classNames: string;
  currency: string;
  startingCash: string;
}

/** How the reader reaches these results: the teacher who runs the game, the child themselves, or a parent. */
export type ResultsReader = 'teacher' | 'child' | 'parent';

interface CompetitionHead extends ResultsCompetition {
  status: 'open' | 'finished' | 'canceled';
  creatorId: string;
}

async function readHead(competitionId: string): Promise<CompetitionHead | null> {
  const tutorClass = tutorClassView('tc');
  const [row] = rowsOf<CompetitionHead>(
    await getDb().execute(sql`
      select c.id, c.name, c.starts_on::text as "startsOn", c.ends_on::text as "endsOn", c.status, c.creator_id as "creatorId", c.kind, c.currency,
             c.starting_cash::text as "startingCash",
             coalesce((select string_agg(${tutorClass.name}, ', ' order by ${tutorClass.name}) from competition_classes cc join ${tutorClass} on ${tutorClass.id} = cc.class_id where cc.competition_id = c.id), '') as "classNames"
      from competitions c where c.id = ${competitionId}`),
  );
  return row ?? null;
}

async function participantIds(competitionId: string): Promise<string[]> {
  const rows = rowsOf<{ userId: string }>(await getDb().execute(sql`select p.user_id as "userId" from competition_participants p where p.competition_id = ${competitionId}`));
  return rows.map((row) => row.userId);
}

/**
 * The competition and the players whose results the actor may read (all, for its teacher), or a 404 when none; a 403
 * for a role that may hold no competition's results; a 409 while the results are not frozen. `childId` narrows to
 * one player, who must be among them.
 */
export async function openResults(actor: Actor, input: { competitionId: string; childId?: string }): Promise<{ competition: ResultsCompetition; reader: ResultsReader; childIds: string[] }> {
  const teacherRole = can(actor, 'manage:competition:own');
  const childRole = can(actor, 'take-part:competition:own');
  const parentRole = can(actor, 'read:child:own');
  if (!teacherRole && !childRole && !parentRole) throw new AppError(403, 'errors.forbidden');
  const parsed = certificateParamsSchema.safeParse(input);
  if (!parsed.success) throw new AppError(404, 'competitions.errors.notFound');
  const { competitionId, childId } = parsed.data;
  const head = await readHead(competitionId);
  if (!head) throw new AppError(404, 'competitions.errors.notFound');
  const players = await participantIds(competitionId);
  let reader: ResultsReader;
  let allowed: string[];
  if (teacherRole && head.creatorId === actor.id) [reader, allowed] = ['teacher', players];
  else if (childRole && players.includes(actor.id)) [reader, allowed] = ['child', [actor.id]];
  else if (parentRole) {
    // Who a parent's children are is the families module's to say (decision 015).
    const children = new Set(await childIdsOf(actor));
    [reader, allowed] = ['parent', players.filter((id) => children.has(id))];
  } else [reader, allowed] = ['child', []];
  const childIds = childId === undefined ? allowed : allowed.filter((id) => id === childId);
  if (childIds.length === 0 && !(reader === 'teacher' && childId === undefined)) throw new AppError(404, 'competitions.errors.notFound');
  if (head.status === 'canceled') throw new AppError(409, 'competitions.errors.canceled');
  if (head.status !== 'finished') throw new AppError(409, 'competitions.errors.notFinal');
  const competition: ResultsCompetition = { id: head.id, name: head.name, startsOn: head.startsOn, endsOn: head.endsOn, kind: head.kind, classNames: head.classNames, currency: head.currency, startingCash: head.startingCash };
  return { competition, reader, childIds };
}

/** An entry's frozen figures as a certificate shows them, a child's (below) or a team's (team-certificates.ts). */
export interface FrozenFigures {
  rank: number;
  /** How many entries were ranked. */
  entries: number;
  value: string;
  diversification: string;
  diversificationRank: number;
  stocksHeld: number;
  /** The steadiness score (decision 072) and its rank among the `steadyEntries` entries that have one; null: not yet. */
  riskAdjusted: string | null;
  riskAdjustedRank: number | null;
  steadyEntries: number;
}

/** One player's frozen result, as a certificate says it. */
export interface Certificate extends FrozenFigures {
  childId: string;
  name: string;
  firstName: string;
  /** The child's own language: their certificate is written in it. */
  locale: Locale;
  direction: 'ltr' | 'rtl';
  /** The competition's classes the child is in (all of them when the child has left). */
  className: string;
  /** The team the child played in (decision 067): its name in the child's language and its players; null alone. */
  team: { name: string; names: string } | null;
}

export interface CertificateSet {
  competition: ResultsCompetition;
  reader: ResultsReader;
  /** The competition's currency, as its pages show amounts. */
  rate: DisplayRate;
  certificates: Certificate[];
}

/**
 * Every frozen result of the competition with its diversification rank, the number of entries ranked, and how many of
 * them have a steadiness score (its rank is among those, decision 072).
 */
export function rankedResultsSql(competitionId: string) {
  return sql`
    select r.entry_id, r.rank, r.value, r.cash, r.stocks_held, r.diversification, r.risk_adjusted, r.risk_adjusted_rank,
           (rank() over (order by r.diversification desc))::int as diversification_rank,
           (count(*) over ())::int as entries, (count(r.risk_adjusted) over ())::int as steady_entries
    from competition_results r where r.competition_id = ${competitionId}`;
}

/** A team's players' first names, by name, for the row's participant `p` (null for a child alone). */
export function teamPlayersSql(person: ReturnType<typeof peopleView>) {
  return sql`(select string_agg(${person.firstName}, ', ' order by lower(${person.firstName})) from competition_participants mate join ${person} on ${person.id} = mate.user_id
                where mate.entry_id = p.entry_id and exists (select 1 from competition_entries te where te.id = p.entry_id and te.team_name is not null))`;
}

/** The certificates the actor may read in this finished competition (one child's with `childId`). */
export async function getCertificates(actor: Actor, input: { competitionId: string; childId?: string }, fallbackLocale: Locale): Promise<CertificateSet> {
  const { competition, reader, childIds } = await openResults(actor, input);
  const person = peopleView('person');
  const roster = approvedRosterView('roster');
  const rows =
    childIds.length === 0
      ? []
      : rowsOf<Omit<Certificate, 'name' | 'locale' | 'direction' | 'team'> & { lastName: string; locale: string | null; teamName: string | null; teamNames: string | null }>(
          await getDb().execute(sql`
            select p.user_id as "childId", ${person.firstName} as "firstName", ${person.lastName} as "lastName", ${person.locale} as locale,
                   coalesce((select string_agg(${roster.className}, ', ' order by ${roster.className}) from competition_classes cc
                             join ${roster} on ${roster.classId} = cc.class_id and ${roster.childId} = p.user_id where cc.competition_id = p.competition_id), ${competition.classNames}) as "className",
                   ranked.rank, ranked.entries, ranked.value::text as value, ranked.diversification::text as diversification,
                   ranked.diversification_rank as "diversificationRank", ranked.stocks_held as "stocksHeld", e.team_name as "teamName",
                   ranked.risk_adjusted::text as "riskAdjusted", ranked.risk_adjusted_rank as "riskAdjustedRank", ranked.steady_entries as "steadyEntries",
                   ${teamPlayersSql(person)} as "teamNames"
            from competition_participants p
            join (${rankedResultsSql(competition.id)}) ranked on ranked.entry_id = p.entry_id
            join competition_entries e on e.id = p.entry_id
            join ${person} on ${person.id} = p.user_id
            where p.competition_id = ${competition.id} and p.user_id in (${sql.join(
              childIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by ranked.rank, lower(${person.firstName}), p.user_id`),
        );
  const certificates: Certificate[] = [];
  for (const { lastName, locale, teamName, teamNames, ...row } of rows) {
    const language = isLocale(locale) ? locale : fallbackLocale;
    // A team's name is a key of the friendly list, said in the child's language as the whole certificate is.
    const team = teamName ? { name: (await translatorFor(language, 'competitions'))(`teamNames.${teamName}`), names: teamNames ?? '' } : null;
    certificates.push({ ...row, team, name: fullName({ firstName: row.firstName, lastName }) || '?', locale: language, direction: RTL_LOCALES.includes(language) ? 'rtl' : 'ltr' });
  }
  return { competition, reader, rate: await getDisplayRate(competition.currency), certificates };
}

export interface ChildGameResult {
  competitionId: string;
  name: string;
  endsOn: string;
}

/**
 * The finished competitions a parent's child played, newest first, each with its certificate (decision 065). Empty
 * for a child who is not theirs: families decides who a parent's children are.
 */
export async function listChildGameResults(actor: Actor, childId: string): Promise<ChildGameResult[]> {
  assertCan(actor, 'read:child:own');
  if (!(await childIdsOf(actor)).includes(childId)) return [];
  return rowsOf<ChildGameResult>(
    await getDb().execute(sql`
      select c.id as "competitionId", c.name, c.ends_on::text as "endsOn"
      from competition_participants p join competitions c on c.id = p.competition_id
      where p.user_id = ${childId} and c.status = 'finished'
      order by c.ends_at desc, c.id`),
  );
}
