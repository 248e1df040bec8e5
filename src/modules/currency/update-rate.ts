import 'server-only';
import { getDb } from '@/db/client';
import { exchangeRates } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { storedRates } from './queries';

/** Sets one currency's rate and date, audited (editable on the admin settings page). */
export async function setExchangeRate(actor: Actor, input: { currency: string; ratePerUsd: string; asOf: string }): Promise<void> {
  assertCan(actor, 'edit:theme:any');
  await getDb().transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values({ ...input, updatedAt: new Date() })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { ratePerUsd: input.ratePerUsd, asOf: input.asOf, updatedAt: new Date() } });
    await writeAudit(tx, actor, {
      actionType: 'exchange_rate_change',
      component: 'currency',
      entityId: input.currency,
      message: `${actor.email} set 1 USD = ${input.ratePerUsd} ${input.currency} (as of ${input.asOf})`,
      details: input,
    });
  });
  storedRates.invalidate();
}
