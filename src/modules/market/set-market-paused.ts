import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { simulatorSettings } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { getSimulatorSettings, storeSimulatorSettings } from './settings';

/** An admin pauses or resumes the market (paused: the engine does not tick), audited. Repeating it changes nothing. */
export async function setMarketPaused(actor: Actor, input: { paused: boolean }): Promise<{ changed: boolean }> {
  assertCan(actor, 'edit:market:any');
  return getDb().transaction(async (tx) => {
    await tx.select({ key: simulatorSettings.key }).from(simulatorSettings).where(eq(simulatorSettings.key, 'paused')).for('update');
    const { paused } = await getSimulatorSettings(tx);
    if (paused === input.paused) return { changed: false };
    await storeSimulatorSettings(tx, { paused: input.paused });
    await writeAudit(tx, actor, {
      actionType: input.paused ? 'market_pause' : 'market_resume',
      component: 'market',
      entityId: 'market',
      message: `${actor.email} ${input.paused ? 'paused' : 'resumed'} the market`,
      details: { paused: { from: paused, to: input.paused } },
    });
    return { changed: true };
  });
}
