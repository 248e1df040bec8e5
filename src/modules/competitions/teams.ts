import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionEntries, competitionParticipants } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { isPlayerOf } from './access';
import { competitionIdSchema, createTeamSchema, joinTeamSchema, placeInTeamSchema } from './schemas';
import { TEAM_NAMES } from './team-names';

/*
 * Teams (decision 067): a team is an entry with 2 to 4 participants sharing one portfolio. Teams are formed before
 * the start only, by the teacher or, when the teacher lets the class do it, by the children (one starts a team under
 * a friendly name, classmates join it). Every change locks the competition's row FOR UPDATE, so two children joining
 * the last place of a team, or a join and the teacher's move, are serialised and the size bound holds.
 */

interface TeamRules {
  status: 'open' | 'canceled' | 'finished';
  teamSize: number;
  teamFormation: 'teacher' | 'class';
  started: boolean;
  ended: boolean;
  name: string;
}

async function lockCompetition(tx: Tx, competitionId: string, reach: ReturnType<typeof sql>): Promise<TeamRules> {
  const [row] = rowsOf<TeamRules>(
    await tx.execute(sql`
      select c.status, c.team_size as "teamSize", c.team_formation as "teamFormation", c.starts_at <= now() as started, c.ends_at <= now() as ended, c.name
      from competitions c where c.id = ${competitionId} and ${reach} for update`),
  );
  if (!row) throw new AppError(404, 'competitions.errors.notFound');
  if (row.status === 'canceled') throw new AppError(409, 'competitions.errors.canceled');
  if (row.status === 'finished' || row.ended) throw new AppError(409, 'competitions.errors.ended');
  if (row.teamSize === 1) throw new AppError(409, 'competitions.errors.notTeams');
  if (row.started) throw new AppError(409, 'competitions.errors.teamsClosed');
  return row;
}

/** The team entry of this competition, with how many play in it; a 404 for anything else. */
async function readTeam(tx: Tx, competitionId: string, entryId: string): Promise<{ id: string; members: number }> {
  const [team] = rowsOf<{ id: string; members: number }>(
    await tx.execute(sql`
      select e.id, (select count(*) from competition_participants p where p.entry_id = e.id)::int as members
      from competition_entries e where e.id = ${entryId} and e.competition_id = ${competitionId} and e.team_name is not null`),
  );
  if (!team) throw new AppError(404, 'competitions.errors.teamNotFound');
  return team;
}

async function currentEntryOf(tx: Tx, competitionId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ entryId: competitionParticipants.entryId })
    .from(competitionParticipants)
    .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.userId, userId)));
  return row?.entryId ?? null;
}

async function newTeam(tx: Tx, competitionId: string, teamName: string): Promise<string> {
  const [entry] = await tx
    .insert(competitionEntries)
    .values({ competitionId, teamName, cash: sql`(select starting_cash from competitions where id = ${competitionId})` })
    .returning({ id: competitionEntries.id });
  return entry!.id;
}

function childMayPlay(actor: Actor): void {
  assertCan(actor, 'take-part:competition:own');
  // A parent who switched the child's simulator off (decision 031) switched the class's games off too.
  if (actor.simulatorOff) throw new AppError(409, 'competitions.errors.simulatorOff');
}

async function childTeamsOpen(tx: Tx, actor: Actor, competitionId: string): Promise<void> {
  const rules = await lockCompetition(tx, competitionId, isPlayerOf(sql`c.id`, actor.id));
  if (rules.teamFormation !== 'class') throw new AppError(403, 'competitions.errors.teacherFormsTeams');
  if (await currentEntryOf(tx, competitionId, actor.id)) throw new AppError(409, 'competitions.errors.alreadyInTeam');
}

/** A child of one of the competition's classes starts a team under a friendly name, and is its first player. */
export async function createTeam(actor: Actor, input: { competitionId: string; teamName: string }): Promise<{ entryId: string }> {
  childMayPlay(actor);
  const parsed = createTeamSchema.safeParse(input);
  if (!parsed.success) {
    if (!joinTeamSchema.pick({ competitionId: true }).safeParse(input).success) throw new AppError(404, 'competitions.errors.notFound');
    throw new AppError(400, 'competitions.errors.teamNameInvalid', fieldErrorsFrom(parsed.error.issues));
  }
  const { competitionId, teamName } = parsed.data;
  return getDb().transaction(async (tx) => {
    await childTeamsOpen(tx, actor, competitionId);
    const [taken] = await tx
      .select({ id: competitionEntries.id })
      .from(competitionEntries)
      .where(and(eq(competitionEntries.competitionId, competitionId), eq(competitionEntries.teamName, teamName)));
    if (taken) throw new AppError(409, 'competitions.errors.teamNameTaken', { teamName: 'competitions.errors.teamNameTaken' });
    const entryId = await newTeam(tx, competitionId, teamName);
    await tx.insert(competitionParticipants).values({ competitionId, userId: actor.id, entryId });
    return { entryId };
  });
}

/** A child joins a classmate's team while it has room; joining their own team again answers it. */
export async function joinTeam(actor: Actor, input: { competitionId: string; entryId: string }): Promise<{ entryId: string }> {
  childMayPlay(actor);
  const parsed = joinTeamSchema.safeParse(input);
  if (!parsed.success) throw new AppError(404, 'competitions.errors.notFound');
  const { competitionId, entryId } = parsed.data;
  return getDb().transaction(async (tx) => {
    const rules = await lockCompetition(tx, competitionId, isPlayerOf(sql`c.id`, actor.id));
    if (rules.teamFormation !== 'class') throw new AppError(403, 'competitions.errors.teacherFormsTeams');
    const team = await readTeam(tx, competitionId, entryId);
    const current = await currentEntryOf(tx, competitionId, actor.id);
    if (current === team.id) return { entryId: team.id };
    if (current) throw new AppError(409, 'competitions.errors.alreadyInTeam');
    if (team.members >= rules.teamSize) throw new AppError(409, 'competitions.errors.teamFull');
    await tx.insert(competitionParticipants).values({ competitionId, userId: actor.id, entryId: team.id });
    return { entryId: team.id };
  });
}

/** Takes a child out of their team before the start; a team left empty goes (nobody has traded in it). */
async function leaveCurrentTeam(tx: Tx, competitionId: string, childId: string, entryId: string): Promise<void> {
  await tx.delete(competitionParticipants).where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.userId, childId)));
  await tx.execute(sql`delete from competition_entries e where e.id = ${entryId} and not exists (select 1 from competition_participants p where p.entry_id = e.id)`);
}

/**
 * A child leaves the team they started or joined, before the start, when the class forms the teams: a tap on the
 * wrong team is undone the way it was made. Leaving when in no team answers as done (a second tap, or a teacher's
 * move in between).
 */
export async function leaveTeam(actor: Actor, input: { competitionId: string }): Promise<void> {
  childMayPlay(actor);
  const parsed = competitionIdSchema.safeParse(input);
  if (!parsed.success) throw new AppError(404, 'competitions.errors.notFound');
  const { competitionId } = parsed.data;
  await getDb().transaction(async (tx) => {
    const rules = await lockCompetition(tx, competitionId, isPlayerOf(sql`c.id`, actor.id));
    if (rules.teamFormation !== 'class') throw new AppError(403, 'competitions.errors.teacherFormsTeams');
    const current = await currentEntryOf(tx, competitionId, actor.id);
    if (current) await leaveCurrentTeam(tx, competitionId, actor.id, current);
  });
}

/**
 * The teacher puts a child of the competition's classes in a team (an existing one with room, or a new one under the
 * first free friendly name), taking them out of the team they were in; a team left empty is removed. Before the start
 * only, however the teams are formed.
 */
export async function placeInTeam(actor: Actor, input: { competitionId: string; childId: string; entryId: string }): Promise<{ entryId: string }> {
  assertCan(actor, 'manage:competition:own');
  const parsed = placeInTeamSchema.safeParse(input);
  if (!parsed.success) {
    if (!joinTeamSchema.pick({ competitionId: true }).safeParse(input).success) throw new AppError(404, 'competitions.errors.notFound');
    throw new AppError(400, 'competitions.errors.teamNotFound', fieldErrorsFrom(parsed.error.issues));
  }
  const { competitionId, childId, entryId } = parsed.data;
  return getDb().transaction(async (tx) => {
    const rules = await lockCompetition(tx, competitionId, sql`c.creator_id = ${actor.id}`);
    const [member] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select ${isPlayerOf(competitionId, childId)} as ok`));
    if (!member?.ok) throw new AppError(400, 'competitions.errors.childNotInClass');
    const current = await currentEntryOf(tx, competitionId, childId);
    let target: string;
    if (entryId === 'new') {
      const used = new Set(
        (await tx.select({ name: competitionEntries.teamName }).from(competitionEntries).where(eq(competitionEntries.competitionId, competitionId))).map((row) => row.name),
      );
      const free = TEAM_NAMES.find((name) => !used.has(name));
      if (!free) throw new AppError(409, 'competitions.errors.noTeamNameLeft');
      target = await newTeam(tx, competitionId, free);
    } else {
      const team = await readTeam(tx, competitionId, entryId);
      if (current === team.id) return { entryId: team.id };
      if (team.members >= rules.teamSize) throw new AppError(409, 'competitions.errors.teamFull');
      target = team.id;
    }
    if (current) await leaveCurrentTeam(tx, competitionId, childId, current);
    await tx.insert(competitionParticipants).values({ competitionId, userId: childId, entryId: target });
    await writeAudit(tx, actor, {
      actionType: 'competition_team_place',
      component: 'competitions',
      entityId: competitionId,
      message: `${actor.email} put a child in a team of the competition "${rules.name}"`,
      details: { competitionId, childId, entryId: target },
    });
    return { entryId: target };
  });
}
