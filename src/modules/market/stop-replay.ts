import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';

/** Stops a replay: the stock stays at its price and returns to the random model. The series is kept. */
export async function stopReplay(actor: Actor, input: { symbol: string }): Promise<{ stopped: boolean }> {
  assertCan(actor, 'edit:market:any');
  return getDb().transaction(async (tx) => {
    const [stock] = await tx.select({ id: stocks.id, replayPosition: stocks.replayPosition, currentPrice: stocks.currentPrice }).from(stocks).where(eq(stocks.symbol, input.symbol)).for('update');
    if (!stock) throw new AppError(404, 'errors.stockNotFound');
    if (stock.replayPosition === null) return { stopped: false };
    await tx.update(stocks).set({ replayPosition: null, updatedAt: new Date() }).where(eq(stocks.id, stock.id));
    await writeAudit(tx, actor, {
      actionType: 'stock_replay_stop',
      component: 'market',
      entityId: input.symbol,
      message: `${actor.email} stopped the price replay of ${input.symbol}`,
      details: { position: stock.replayPosition, price: stock.currentPrice },
    });
    return { stopped: true };
  });
}
