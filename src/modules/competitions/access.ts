import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { competitionClasses, competitions } from '@/db/schema';
import { approvedRosterView } from '@/modules/classes/runtime';
import { guardiansView } from '@/modules/families/runtime';
import { AppError } from '@/server/errors';
import type { Actor } from '@/server/session-flow';

/*
 * Who reaches a competition (decision 065): its creator, and its players: for a class game the approved members of
 * one of its classes (classes decides who is a member, through its read model), for a family game the creator's
 * linked children (decision 074: families decides who a parent's children are, through its read model). Anyone else
 * is told it does not exist (404), so ids cannot be probed. No 'server-only': the custom server's ranking streams ask
 * the same question (ranking-streams.ts).
 */

/**
 * True in SQL when `childId` may play in the competition: an approved member of one of a class game's classes, or a
 * linked child of a family game's creator. A family game has no classes, a class game is never reached through a
 * family link.
 */
export function isPlayerOf(competitionId: SQLWrapper | string, childId: SQLWrapper | string): SQL {
  const roster = approvedRosterView('roster');
  const guardians = guardiansView('guardians');
  return sql`(exists (select 1 from ${competitionClasses} cc join ${roster} on ${roster.classId} = cc.class_id
      where cc.competition_id = ${competitionId} and ${roster.childId} = ${childId})
    or exists (select 1 from ${competitions} fc join ${guardians} on ${guardians.parentId} = fc.creator_id
      where fc.id = ${competitionId} and fc.kind = 'family' and ${guardians.childId} = ${childId}))`;
}

/** The creator's own competition, locked for a change; anyone else's is a 404. */
export async function lockOwnCompetition(tx: Tx, actor: Actor, competitionId: string) {
  const [row] = await tx
    .select({ id: competitions.id, kind: competitions.kind, status: competitions.status, startsAt: competitions.startsAt, endsAt: competitions.endsAt, name: competitions.name })
    .from(competitions)
    .where(and(eq(competitions.id, competitionId), eq(competitions.creatorId, actor.id)))
    .for('update');
  if (!row) throw new AppError(404, 'competitions.errors.notFound');
  return row;
}
