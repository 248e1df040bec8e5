import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publishMarket } from './publish-market';
import { createStockSchema, type CreateStockInput } from './schemas';

/** An admin adds a stock: it opens at its price (base = current), audited; open pages get it at once. */
export async function createStock(actor: Actor, input: CreateStockInput): Promise<{ symbol: string }> {
  assertCan(actor, 'edit:market:any');
  const data = createStockSchema.parse(input);
  try {
    await getDb().transaction(async (tx) => {
      const [taken] = await tx.select({ id: stocks.id }).from(stocks).where(eq(stocks.symbol, data.symbol));
      if (taken) throw new AppError(409, 'marketAdmin.errors.symbolTaken', { symbol: 'marketAdmin.errors.symbolTaken' });
      await tx.insert(stocks).values({
        symbol: data.symbol,
        name: data.name,
        sector: data.sector,
        description: data.description,
        currentPrice: data.price,
        basePrice: data.price,
        volatility: data.volatility,
        drift: data.drift,
      });
      await writeAudit(tx, actor, {
        actionType: 'stock_create',
        component: 'market',
        entityId: data.symbol,
        message: `${actor.email} added the stock ${data.symbol} at ${data.price}`,
        details: { ...data },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'marketAdmin.errors.symbolTaken', { symbol: 'marketAdmin.errors.symbolTaken' });
    throw error;
  }
  await publishMarket();
  return { symbol: data.symbol };
}
