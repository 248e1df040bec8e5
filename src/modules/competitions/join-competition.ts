import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { competitionEntries, competitionParticipants, competitions } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { isPlayerOf } from './access';
import { competitionIdSchema } from './schemas';

/**
 * A child in one of the competition's classes joins it (decision 065): a portfolio of their own with the starting
 * cash, apart from their everyday account. Joining twice answers the first entry. The competition's row is locked, so
 * a join never races its cancel or its end.
 */
export async function joinCompetition(actor: Actor, input: { competitionId: string }): Promise<{ entryId: string }> {
  assertCan(actor, 'take-part:competition:own');
  const parsed = competitionIdSchema.safeParse(input);
  if (!parsed.success) throw new AppError(404, 'competitions.errors.notFound');
  const { competitionId } = parsed.data;
  // A parent who switched the child's simulator off (decision 031) switched the class's games off too.
  if (actor.simulatorOff) throw new AppError(409, 'competitions.errors.simulatorOff');
  return getDb().transaction(async (tx) => {
    const [competition] = await tx
      .select({ status: competitions.status, startingCash: competitions.startingCash, teamSize: competitions.teamSize, ended: sql<boolean>`${competitions.endsAt} <= now()` })
      .from(competitions)
      .where(and(eq(competitions.id, competitionId), isPlayerOf(competitions.id, actor.id)))
      .for('update');
    if (!competition) throw new AppError(404, 'competitions.errors.notFound');
    const [existing] = await tx
      .select({ entryId: competitionParticipants.entryId })
      .from(competitionParticipants)
      .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.userId, actor.id)));
    if (existing) return existing;
    if (competition.status === 'canceled') throw new AppError(409, 'competitions.errors.canceled');
    if (competition.status === 'finished' || competition.ended) throw new AppError(409, 'competitions.errors.ended');
    // A team game is joined through a team (decision 067, teams.ts).
    if (competition.teamSize > 1) throw new AppError(409, 'competitions.errors.joinATeam');
    const [entry] = await tx.insert(competitionEntries).values({ competitionId, cash: competition.startingCash }).returning({ id: competitionEntries.id });
    await tx.insert(competitionParticipants).values({ competitionId, userId: actor.id, entryId: entry!.id });
    return { entryId: entry!.id };
  });
}
