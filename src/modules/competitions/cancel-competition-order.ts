import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { isPlayerOf } from './access';
import { cancelCompetitionOrderSchema } from './schemas';

/**
 * A child cancels one of their entry's open limit orders (a teammate's too: the cash it keeps aside is the team's)
 * while the game runs (decision 065); its reservation goes with it. The competition FOR SHARE and the entry FOR
 * UPDATE, as an order and the tick take them, so a fill of this order waits or went first. Cancelling an order
 * already cancelled answers as the first time (a double click); one that filled or was refused is a 409, an order
 * of another entry or game a 404, like an unknown one.
 */
export async function cancelCompetitionOrder(actor: Actor, input: { competitionId: string; orderId: string }): Promise<{ orderId: string; replayed: boolean }> {
  assertCan(actor, 'take-part:competition:own');
  const parsed = cancelCompetitionOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  const { competitionId, orderId } = parsed.data;
  return getDb().transaction(async (tx) => {
    const [order] = rowsOf<{ status: string; running: boolean }>(
      await tx.execute(sql`
        select o.status, (c.status = 'open' and c.starts_at <= now() and c.ends_at > now()) as running
        from competitions c
        join competition_participants p on p.competition_id = c.id and p.user_id = ${actor.id}
        join competition_entries e on e.id = p.entry_id
        join competition_orders o on o.entry_id = e.id and o.id = ${orderId}
        where c.id = ${competitionId} and ${isPlayerOf(sql`c.id`, actor.id)}
        for share of c for update of e`),
    );
    if (!order) throw new AppError(404, 'competitions.errors.orderNotFound');
    if (order.status === 'canceled') return { orderId, replayed: true };
    if (order.status !== 'open') throw new AppError(409, 'orders.errors.notOpen');
    if (!order.running) throw new AppError(409, 'competitions.errors.notRunning');
    await tx.execute(sql`update competition_orders set status = 'canceled', reason = 'competitions.reasons.canceledByPlayer', closed_at = now() where id = ${orderId} and status = 'open'`);
    return { orderId, replayed: false };
  });
}
