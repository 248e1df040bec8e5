import type { Db, Tx } from '@/db/client';
import { getSimulatorSettings, nextMarketClose, parseSimulatorSettings } from '@/modules/market/runtime';

/*
 * The market's settings and state as trading reads them; the market module owns, validates and edits them.
 * No 'server-only': market-hooks.ts imports this, and the engine runs in the custom server.
 */

export type { SimulatorSettings } from '@/modules/market/runtime';

/** Every trading function reads the settings through here (in the caller's transaction when there is one). */
export async function readSimulatorSettings(db: Db | Tx) {
  return getSimulatorSettings(db);
}

/** The settings from the raw rows an order reads with its account's lock (decision 022); the market parses them. */
export function simulatorSettingsFromRows(rows: readonly { key: string; json: string }[]) {
  return parseSimulatorSettings(rows);
}

/** When the trading day in progress ends (decision 047), as the market's schedule says; null when only an admin ends it. */
export function marketDayEnd(settings: Awaited<ReturnType<typeof readSimulatorSettings>>): Date | null {
  return settings.dayStartedAt === null ? null : nextMarketClose(settings, new Date(settings.dayStartedAt));
}
