import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publishMarket } from './publish-market';
import { updateStockSchema, type UpdateStockInput } from './schemas';

const FIELDS = ['name', 'sector', 'description', 'volatility', 'drift'] as const;

/** Decimal strings compare by value ('0.3' and '0.3000' are the same volatility). */
function same(field: (typeof FIELDS)[number], before: string, after: string): boolean {
  return field === 'volatility' || field === 'drift' ? Number(before) === Number(after) : before === after;
}

/** An admin edits a stock's details and model (prices have their own form), audited with before and after. */
export async function updateStockDetails(actor: Actor, input: UpdateStockInput): Promise<{ changed: boolean }> {
  assertCan(actor, 'edit:market:any');
  const data = updateStockSchema.parse(input);
  const changed = await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ id: stocks.id, name: stocks.name, sector: stocks.sector, description: stocks.description, volatility: stocks.volatility, drift: stocks.drift })
      .from(stocks)
      .where(and(eq(stocks.symbol, data.symbol), isNull(stocks.delistedAt)))
      .for('update');
    if (!before) throw new AppError(404, 'errors.stockNotFound');
    const changes: Record<string, { from: string; to: string }> = {};
    for (const field of FIELDS) {
      if (!same(field, before[field], data[field])) changes[field] = { from: before[field], to: data[field] };
    }
    if (Object.keys(changes).length === 0) return false;
    await tx
      .update(stocks)
      .set({ name: data.name, sector: data.sector, description: data.description, volatility: data.volatility, drift: data.drift, updatedAt: new Date() })
      .where(eq(stocks.id, before.id));
    await writeAudit(tx, actor, {
      actionType: 'stock_update',
      component: 'market',
      entityId: data.symbol,
      message: `${actor.email} edited the stock ${data.symbol}: ${Object.keys(changes).join(', ')}`,
      details: changes,
    });
    return true;
  });
  if (changed) await publishMarket();
  return { changed };
}
