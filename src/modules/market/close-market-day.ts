import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { stocks } from '@/db/schema';
import { publish } from '@/server/domain-events';
import { writeAudit, type AuditActor } from '@/server/audit';
import { tradingDayEnded } from './events';
import { nextMarketClose } from './market-day';
import { getSimulatorSettings, lockTradingDay, storeSimulatorSettings, type SimulatorSettings } from './settings';

/*
 * The end of a trading day (decision 047), one transaction: every stock's base (opening) price becomes its current
 * price, the day counter moves on, the new day's start is stored (the schedule counts from it), the trading side
 * expires the ended day's resting limit orders (the tradingDayEnded event), and the close is audited. Used by the
 * admin's "new trading day" and by the engine's schedule. No 'server-only': the custom server's engine runs it.
 */

/** The audit log's name for the schedule (the audit records only actors with an address; the consent jobs do the same). */
const SCHEDULE_ACTOR: AuditActor = { id: null, email: 'system', role: 'system' };

export interface ClosedDay {
  endedDay: number;
  tradingDay: number;
  startedAt: Date;
}

/**
 * Locks what a close changes, in the tick's order (stocks, then the day counter: the two never deadlock), and
 * returns the day in progress with the settings as they stand under the lock.
 */
async function lockMarketDay(tx: Tx): Promise<{ day: number; settings: SimulatorSettings }> {
  // NO KEY UPDATE, as the tick (run-tick.ts): orders being placed check their foreign key to the stock meanwhile.
  await tx.select({ id: stocks.id }).from(stocks).orderBy(asc(stocks.id)).for('no key update');
  const day = await lockTradingDay(tx);
  return { day, settings: await getSimulatorSettings(tx) };
}

async function endDay(tx: Tx, endedDay: number, now: Date, actor: AuditActor, details: Record<string, unknown>): Promise<ClosedDay> {
  const reset = await tx
    .update(stocks)
    .set({ basePrice: sql`${stocks.currentPrice}`, updatedAt: now })
    .returning({ id: stocks.id });
  const tradingDay = endedDay + 1;
  await storeSimulatorSettings(tx, { tradingDay, dayStartedAt: now.toISOString() });
  await publish(tx, tradingDayEnded, { endedDay });
  await writeAudit(tx, actor, {
    actionType: 'trading_day_start',
    component: 'market',
    entityId: String(tradingDay),
    message: `${actor.email} started trading day ${tradingDay}`,
    details: { endedDay, tradingDay, stocks: reset.length, closedAt: now.toISOString(), ...details },
  });
  return { endedDay, tradingDay, startedAt: now };
}

/** An admin's "new trading day": ends the day in progress now; the schedule then counts from this moment. */
export async function closeMarketDayNow(tx: Tx, actor: AuditActor, now = new Date()): Promise<ClosedDay> {
  const { day } = await lockMarketDay(tx);
  return endDay(tx, day, now, actor, { by: 'admin' });
}

/**
 * The engine's schedule: ends the day when its close is due at `now`, else does nothing (null). Exactly once per day
 * however many engines or retries call it: the decision is taken again under the day counter's lock, so a second
 * caller finds the new day (and its new start) and closes nothing. A day whose start was never stored (a market from
 * before schedules) starts now. The first look is a plain read, so a tick that is not due locks nothing.
 */
export async function closeMarketDayIfDue(db: Db, now: Date, seen?: SimulatorSettings): Promise<ClosedDay | null> {
  const first = seen ?? (await getSimulatorSettings(db));
  if (first.dayStartedAt !== null) {
    const close = nextMarketClose(first, new Date(first.dayStartedAt));
    if (close === null || now.getTime() < close.getTime()) return null;
  }
  return db.transaction(async (tx) => {
    const { day, settings } = await lockMarketDay(tx);
    if (settings.dayStartedAt === null) {
      await storeSimulatorSettings(tx, { dayStartedAt: now.toISOString() });
      return null;
    }
    const due = nextMarketClose(settings, new Date(settings.dayStartedAt));
    if (due === null || now.getTime() < due.getTime()) return null;
    return endDay(tx, day, now, SCHEDULE_ACTOR, { by: 'schedule', dueAt: due.toISOString() });
  });
}
