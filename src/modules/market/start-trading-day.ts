import 'server-only';
import { getDb } from '@/db/client';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { closeMarketDayNow } from './close-market-day';
import { publishMarket } from './publish-market';

/**
 * "New trading day": the day in progress ends now, as a scheduled close would (close-market-day.ts, decision 047):
 * base prices reset, the ended day's resting limit orders expire, audited; the schedule counts from this moment.
 */
export async function startTradingDay(actor: Actor): Promise<{ endedDay: number; tradingDay: number }> {
  assertCan(actor, 'edit:market:any');
  const { endedDay, tradingDay } = await getDb().transaction((tx) => closeMarketDayNow(tx, actor));
  await publishMarket();
  return { endedDay, tradingDay };
}
