import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { leaderboardName } from '@/lib/person-name';
import { peopleView } from '@/modules/accounts';
import { approvedRosterView, tutorClassView } from '@/modules/classes/runtime';
import { stocksView } from '@/modules/market';
import { AppError } from '@/server/errors';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { isPlayerOf } from './access';
import type { CompetitionRuleView } from './competition-rules';
import { readRequiredLessons, type RequiredLesson } from './required-lessons';
import { competitionIdSchema, rankBySchema, type RankBy } from './schemas';
import { readRankHistory, readStandings, type RankPoint, type Standing } from './standings';
import { readTeacherView, type TeacherView } from './teacher-view';

/*
 * What the competition pages show (decision 065), as small DTOs. A teacher reads their own competitions (a parent
 * their family games, decision 074); a child those of their classes and their family. The stored results once the leader's job has frozen them, the live standings before.
 */

export type CompetitionPhase = 'upcoming' | 'running' | 'finished' | 'canceled';

export interface CompetitionSummary {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  phase: CompetitionPhase;
  /** A teacher's class game, or a parent's family game for their own children (decision 074). */
  kind: 'class' | 'family';
  participants: number;
  classNames: string;
  joined: boolean;
}

const phaseSql = sql`case when c.status = 'canceled' then 'canceled' when c.status = 'finished' or c.ends_at <= now() then 'finished' when c.starts_at > now() then 'upcoming' else 'running' end`;

function summaries(where: ReturnType<typeof sql>, viewerId: string) {
  const tutorClass = tutorClassView('tc');
  return sql`
    select c.id, c.name, c.starts_on::text as "startsOn", c.ends_on::text as "endsOn", ${phaseSql} as phase, c.kind,
           (select count(*) from competition_participants p where p.competition_id = c.id)::int as participants,
           coalesce((select string_agg(${tutorClass.name}, ', ' order by ${tutorClass.name}) from competition_classes cc join ${tutorClass} on ${tutorClass.id} = cc.class_id where cc.competition_id = c.id), '') as "classNames",
           exists (select 1 from competition_participants p where p.competition_id = c.id and p.user_id = ${viewerId}) as joined
    from competitions c where ${where}
    order by c.starts_at desc, c.id`;
}

/** A teacher's competitions (a parent's family games), newest first. */
export async function listOwnCompetitions(actor: Actor): Promise<CompetitionSummary[]> {
  assertCan(actor, 'manage:competition:own');
  return rowsOf<CompetitionSummary>(await getDb().execute(summaries(sql`c.creator_id = ${actor.id}`, actor.id)));
}

/** The competitions of a child's classes and their parents' family games (cancelled ones too: the child learns why theirs stopped). */
export async function listMyCompetitions(actor: Actor): Promise<CompetitionSummary[]> {
  assertCan(actor, 'take-part:competition:own');
  return rowsOf<CompetitionSummary>(await getDb().execute(summaries(isPlayerOf(sql`c.id`, actor.id), actor.id)));
}

export interface CompetitionRules extends CompetitionRuleView {
  id: string;
  name: string;
  endsOn: string;
  startingCash: string;
  currency: string;
  leaderboard: 'public' | 'own' | 'hidden';
  /** 1: each child alone; 2 to 4: teams of that size (decision 067). */
  teamSize: number;
  teamFormation: 'teacher' | 'class';
  creatorId: string;
  kind: 'class' | 'family';
  phase: CompetitionPhase;
  classNames: string;
  classIds: string[];
  symbols: string[];
}

export interface StandingRow extends Standing {
  /** The team's name key (`competitions.teamNames.<key>`), null for a child alone. */
  teamName: string | null;
  names: string[];
  trades: number;
  mine: boolean;
  /** The entry's rank by value over the game (decision 072), oldest first; read only for the rows the reader sees. */
  history: RankPoint[];
}

export interface HoldingRow {
  symbol: string;
  shares: number;
  averageCost: string;
  price: string;
  value: string;
}

export interface OrderRow {
  id: string;
  symbol: string;
  side: 'buy' | 'sell';
  shares: number;
  status: 'open' | 'filled' | 'rejected' | 'canceled';
  reason: string | null;
  reasonValues: Record<string, unknown> | null;
  fillPrice: string | null;
  createdAt: string;
}

/** A limit order resting until a tick crosses it, and what it keeps aside (decision 065): a buy's cash, a sell's shares. */
export interface OpenOrderRow {
  id: string;
  symbol: string;
  side: 'buy' | 'sell';
  shares: number;
  limitPrice: string;
  reservedCash: string | null;
}

export interface CompetitionPage {
  view: 'teacher' | 'child';
  competition: CompetitionRules;
  /** Teacher: every entry. Child: per the leaderboard setting (public: all; own: theirs; hidden: none). */
  standings: StandingRow[];
  entries: number;
  /** Teacher: every player's entry (read-only) beside what they learned, and the most traded stocks; null for a child. */
  players: TeacherView | null;
  /** Teacher: the participants who have not traded yet. */
  notTraded: string[];
  /** Child: their portfolio, or null before they join. */
  portfolio: { cash: string; value: string; rank: number | null; holdings: HoldingRow[]; orders: OrderRow[]; openOrders: OpenOrderRow[] } | null;
  /** The stocks the rules allow, for the order form. */
  stocks: { symbol: string; name: string; price: string }[];
  /** Child: a parent switched their simulator off (decision 031), so joining and trading are not offered. */
  paused: boolean;
  /** A team game: every team and its players (a child sees them to join one; the teacher to place children). */
  teams: TeamRow[];
  /** Child: the team they play in, or null (alone, or in no team yet). */
  myTeam: TeamRow | null;
  /** Teacher of a team game not started yet: every child of the classes and their team, to place them. */
  roster: { childId: string; name: string; entryId: string | null }[];
  /** Before the start: teams can still be formed and changed. */
  teamsOpen: boolean;
  /** The teacher may write to a team through the feedback threads (a school admin, who writes no feedback, may not). */
  canMessageTeams: boolean;
  /** The lessons to finish before trading (decision 070), in the reader's language; `done` is the child's own. */
  requiredLessons: RequiredLesson[];
}

export interface TeamRow {
  entryId: string;
  teamName: string;
  names: string[];
}

async function readRules(competitionId: string, actor: Actor): Promise<CompetitionRules | null> {
  const tutorClass = tutorClassView('tc');
  const stock = stocksView('stock');
  const [row] = rowsOf<CompetitionRules>(
    await getDb().execute(sql`
      select c.id, c.name, c.status, c.starts_at as "startsAt", c.ends_at as "endsAt", c.starts_on::text as "startsOn", c.ends_on::text as "endsOn",
             c.time_zone as "timeZone", c.trading_from as "tradingFrom", c.trading_until as "tradingUntil", c.stock_scope as "stockScope", c.sector,
             c.market_orders as "marketOrders", c.limit_orders as "limitOrders", c.max_order_value::text as "maxOrderValue",
             c.max_position_pct as "maxPositionPct", c.starting_cash::text as "startingCash", c.currency, c.leaderboard, c.creator_id as "creatorId",
             c.team_size as "teamSize", c.team_formation as "teamFormation", c.kind, ${phaseSql} as phase,
             coalesce((select string_agg(${tutorClass.name}, ', ' order by ${tutorClass.name}) from competition_classes cc join ${tutorClass} on ${tutorClass.id} = cc.class_id where cc.competition_id = c.id), '') as "classNames",
             coalesce((select array_agg(cc.class_id::text order by cc.class_id) from competition_classes cc where cc.competition_id = c.id), '{}') as "classIds",
             coalesce((select array_agg(${stock.symbol}::text order by ${stock.symbol}) from competition_stocks cs join ${stock} on ${stock.id} = cs.stock_id where cs.competition_id = c.id), '{}') as symbols
      from competitions c
      where c.id = ${competitionId}
        and ((${can(actor, 'manage:competition:own')} and c.creator_id = ${actor.id}) or (${can(actor, 'take-part:competition:own')} and ${isPlayerOf(sql`c.id`, actor.id)}))`),
  );
  return row ?? null;
}

/** A teacher's or a child's view of one competition, lesson titles in `locale`; anyone else's is a 404. */
export async function getCompetitionPage(actor: Actor, input: { competitionId: string; by?: RankBy }, locale = actor.locale ?? 'en'): Promise<CompetitionPage> {
  const parsed = competitionIdSchema.safeParse(input);
  if (!parsed.success) throw new AppError(404, 'competitions.errors.notFound');
  const { competitionId } = parsed.data;
  const competition = await readRules(competitionId, actor);
  if (!competition) throw new AppError(404, 'competitions.errors.notFound');
  const teacher = competition.creatorId === actor.id;
  const person = peopleView('person');
  // A GET never writes: a competition over but not yet frozen (the leader's job freezes it within a minute) shows
  // its standings as they stand, under the live title, until the stored results replace them.
  const [standings, members, stocks, requiredLessons, players] = await Promise.all([
    readStandings(getDb(), competitionId, competition.status === 'finished'),
    getDb()
      .execute(
        sql`
      select p.entry_id as "entryId", e.team_name as "teamName", p.user_id as "userId", ${person.firstName} as "firstName", ${person.lastName} as "lastName",
             (select count(*) from competition_trades t where t.entry_id = p.entry_id)::int as trades
      from competition_participants p join competition_entries e on e.id = p.entry_id join ${person} on ${person.id} = p.user_id
      where p.competition_id = ${competitionId}
      order by lower(${person.firstName}), p.user_id`,
      )
      .then((result) => rowsOf<{ entryId: string; teamName: string | null; userId: string; firstName: string; lastName: string; trades: number }>(result)),
    teacher ? Promise.resolve([]) : readAllowedStocks(competition),
    readRequiredLessons(getDb(), competitionId, teacher ? null : actor.id, locale),
    teacher ? readTeacherView(competitionId) : Promise.resolve(null),
  ]);
  const myEntry = members.find((member) => member.userId === actor.id)?.entryId ?? null;
  const rows: StandingRow[] = standings.map((standing) => {
    const of = members.filter((member) => member.entryId === standing.entryId);
    return { ...standing, teamName: of[0]?.teamName ?? null, names: of.map((member) => leaderboardName(member.firstName, member.lastName)), trades: of[0]?.trades ?? 0, mine: standing.entryId === myEntry, history: [] };
  });
  const teamGame = competition.teamSize > 1;
  const teamsOpen = teamGame && competition.phase === 'upcoming' && competition.status === 'open';
  // Before the first trade every team stands level; the teams are listed by name so a child finds theirs.
  const teams: TeamRow[] = teamGame
    ? rows.filter((row) => row.teamName !== null).map((row) => ({ entryId: row.entryId, teamName: row.teamName!, names: row.names })).sort((a, b) => a.teamName.localeCompare(b.teamName))
    : [];
  const visible = teacher ? rows : competition.leaderboard === 'public' ? rows : competition.leaderboard === 'own' ? rows.filter((row) => row.mine) : [];
  // The history follows the ranking's visibility: only the rows this reader sees are read at all.
  const history = await readRankHistory(competitionId, visible.map((row) => row.entryId), rankBySchema.parse(input.by));
  for (const row of visible) row.history = history.get(row.entryId) ?? [];
  return {
    view: teacher ? 'teacher' : 'child',
    competition,
    standings: visible,
    entries: rows.length,
    notTraded: teacher ? members.filter((member) => member.trades === 0).map((member) => leaderboardName(member.firstName, member.lastName)) : [],
    portfolio: teacher || !myEntry ? null : await readPortfolio(myEntry, rows.find((row) => row.mine) ?? null),
    stocks,
    paused: !teacher && actor.simulatorOff,
    teams,
    myTeam: teams.find((team) => team.entryId === myEntry) ?? null,
    roster: teacher && teamsOpen ? await readRoster(competitionId, members) : [],
    teamsOpen,
    canMessageTeams: teacher && can(actor, 'write:feedback:own'),
    players,
    requiredLessons,
  };
}

/** Every approved child of the competition's classes, by first name, with the team they are in. */
async function readRoster(competitionId: string, members: { userId: string; entryId: string }[]): Promise<CompetitionPage['roster']> {
  const person = peopleView('person');
  const roster = approvedRosterView('roster');
  const children = rowsOf<{ childId: string; firstName: string; lastName: string }>(
    await getDb().execute(sql`
      select distinct ${roster.childId} as "childId", ${person.firstName} as "firstName", ${person.lastName} as "lastName", lower(${person.firstName})
      from competition_classes cc join ${roster} on ${roster.classId} = cc.class_id join ${person} on ${person.id} = ${roster.childId}
      where cc.competition_id = ${competitionId}
      order by lower(${person.firstName}), ${roster.childId}`),
  );
  const entryOf = new Map(members.map((member) => [member.userId, member.entryId]));
  return children.map((child) => ({ childId: child.childId, name: leaderboardName(child.firstName, child.lastName), entryId: entryOf.get(child.childId) ?? null }));
}

async function readPortfolio(entryId: string, standing: StandingRow | null): Promise<CompetitionPage['portfolio']> {
  const stock = stocksView('stock');
  const holdings = rowsOf<HoldingRow>(
    await getDb().execute(sql`
      select ${stock.symbol} as symbol, h.shares, h.average_cost::text as "averageCost", ${stock.currentPrice}::text as price, (h.shares * ${stock.currentPrice})::numeric(18, 4)::text as value
      from competition_holdings h join ${stock} on ${stock.id} = h.stock_id where h.entry_id = ${entryId} order by ${stock.symbol}`),
  );
  const orders = rowsOf<OrderRow>(
    await getDb().execute(sql`
      select o.id, ${stock.symbol} as symbol, o.side, o.shares, o.status, o.reason, o.reason_values as "reasonValues", o.fill_price::text as "fillPrice", o.created_at::text as "createdAt"
      from competition_orders o join ${stock} on ${stock.id} = o.stock_id where o.entry_id = ${entryId} order by o.created_at desc limit 20`),
  );
  const openOrders = rowsOf<OpenOrderRow>(
    await getDb().execute(sql`
      select o.id, ${stock.symbol} as symbol, o.side, o.shares, o.limit_price::text as "limitPrice", o.reserved_cash::text as "reservedCash"
      from competition_orders o join ${stock} on ${stock.id} = o.stock_id where o.entry_id = ${entryId} and o.status = 'open' order by o.created_at, o.id`),
  );
  return { cash: standing?.cash ?? '0', value: standing?.value ?? '0', rank: standing?.rank ?? null, holdings, orders, openOrders };
}

async function readAllowedStocks(competition: CompetitionRules) {
  const stock = stocksView('stock');
  const allowed =
    competition.stockScope === 'sector'
      ? sql`${stock.sector} = ${competition.sector}`
      : competition.stockScope === 'list'
        ? sql`exists (select 1 from competition_stocks cs where cs.competition_id = ${competition.id} and cs.stock_id = ${stock.id})`
        : sql`true`;
  return rowsOf<{ symbol: string; name: string; price: string }>(
    await getDb().execute(sql`select ${stock.symbol} as symbol, ${stock.name} as name, ${stock.currentPrice}::text as price from ${stock} where ${stock.delistedAt} is null and ${allowed} order by ${stock.symbol}`),
  );
}

/** The sectors of the stocks on the market, for the form's sector choice. */
export async function listMarketSectors(): Promise<string[]> {
  const stock = stocksView('stock');
  const rows = rowsOf<{ sector: string }>(await getDb().execute(sql`select distinct ${stock.sector} as sector from ${stock} where ${stock.delistedAt} is null order by 1`));
  return rows.map((row) => row.sector);
}
