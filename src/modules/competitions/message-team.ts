import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { sendToChildren } from '@/modules/feedback';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { isPlayerOf } from './access';
import { messageTeamSchema, type MessageTeamInput } from './schemas';

/*
 * The teacher writes to one team of their game (decision 067): no new kind of message, the feedback threads carry it
 * (decision 035). Each player still in the game's classes finds it in their own thread with the teacher, as if it
 * were written to them alone, and is notified as for any feedback. A player who has left the classes is no longer the
 * teacher's student, so feedback would refuse them: they are left out here, and the others still get the message.
 */

/**
 * The competition's creator sends `body` to every player of one of its teams, all or none (feedback's one
 * transaction). Someone else's competition, a game without teams or a team of another game is a 404; a team with
 * nobody left in the classes is a 409. Sent again with its key, nothing is written twice.
 */
export async function messageTeam(actor: Actor, input: MessageTeamInput): Promise<{ teamName: string; sent: number }> {
  assertCan(actor, 'manage:competition:own');
  assertCan(actor, 'write:feedback:own');
  // Parsed here too, not only by the form's action: an id that is not one must be a 400, never the database's error.
  const parsed = messageTeamSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  input = parsed.data;
  // The team (the teacher's own game's) and its players still in the classes, in one read.
  const [team] = rowsOf<{ teamName: string; playerIds: string[] }>(
    await getDb().execute(sql`
      select e.team_name as "teamName",
             coalesce((select array_agg(p.user_id::text order by p.user_id) from competition_participants p
                       where p.entry_id = e.id and ${isPlayerOf(sql`c.id`, sql`p.user_id`)}), '{}') as "playerIds"
      from competition_entries e join competitions c on c.id = e.competition_id
      where e.id = ${input.entryId} and c.id = ${input.competitionId} and c.creator_id = ${actor.id} and c.team_size > 1 and e.team_name is not null`),
  );
  if (!team) throw new AppError(404, 'competitions.errors.teamNotFound');
  const players = team.playerIds;
  if (players.length === 0) throw new AppError(409, 'competitions.errors.teamNobodyToWrite');
  const { sent } = await sendToChildren(actor, { childIds: players, body: input.body, idempotencyKey: input.idempotencyKey });
  return { teamName: team.teamName, sent };
}
