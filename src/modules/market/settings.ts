import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db/client';
import { simulatorSettings } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { isSupportedTimeZone } from '@/lib/time-zones';
import { DEFAULT_MARKET_DAY_MINUTES, MARKET_DAY_MINUTES, MARKET_DAY_MODES } from './market-day';
import { decimalText, SETTING_LIMITS } from './schemas';

/*
 * The simulator's settings and state, one `simulator_settings` row per key (jsonb). Reads merge the stored
 * values over the defaults, so a missing or unreadable key is its default and the market always has a full set.
 * No 'server-only': the custom server (market engine) and the seed import this file.
 */

/** Exact USD amounts as decimal strings (never floats), at most 4 decimals like the money columns. */
const usd = (min: 'zero' | 'positive', max: number, message: string) =>
  decimalText(
    z
      .string({ message })
      .regex(/^\d{1,10}(\.\d{1,4})?$/, message)
      .refine((value) => (min === 'positive' ? Number(value) > 0 : true) && Number(value) <= max, message),
  ).transform((value) => value.replace(/^0+(?=\d)/, ''));

const wholeNumber = (min: number, max: number, message: string) => z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** The simulator's rules an admin edits in the settings form. */
const rulesSchema = z.object({
  /** Virtual cash a new simulator account opens with (USD). */
  startingCash: usd('positive', SETTING_LIMITS.maxStartingCash, 'marketAdmin.errors.startingCash'),
  /** Charged per filled order (USD). */
  commission: usd('zero', SETTING_LIMITS.maxCommission, 'marketAdmin.errors.commission'),
  /** The most one stock may weigh in a portfolio after a buy, in %. */
  positionCapPct: wholeNumber(1, 100, 'marketAdmin.errors.positionCap'),
  /** Stocks priced below this cannot be bought (USD). */
  minSharePrice: usd('zero', SETTING_LIMITS.maxMinSharePrice, 'marketAdmin.errors.minSharePrice'),
  /** How often the engine ticks, in ms. */
  tickIntervalMs: wholeNumber(SETTING_LIMITS.minTickIntervalMs, SETTING_LIMITS.maxTickIntervalMs, 'marketAdmin.errors.tickInterval'),
  /** A replayed price series advances one daily close every this many ticks (moving smoothly in between). */
  replayTicksPerDay: wholeNumber(1, SETTING_LIMITS.maxReplayTicksPerDay, 'marketAdmin.errors.replayTicks'),
});

/** When the trading day ends (decision 047; market-day.ts reads it). */
const scheduleSchema = z.object({
  dayScheduleMode: z.enum(MARKET_DAY_MODES, { message: 'marketAdmin.errors.dayScheduleMode' }),
  dayLengthMinutes: wholeNumber(MARKET_DAY_MINUTES.min, MARKET_DAY_MINUTES.max, 'marketAdmin.errors.dayLength'),
  dayCloseTime: z.string({ message: 'marketAdmin.errors.dayCloseTime' }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'marketAdmin.errors.dayCloseTime'),
  dayTimeZone: z.string({ message: 'marketAdmin.errors.dayTimeZone' }).trim().refine(isSupportedTimeZone, 'marketAdmin.errors.dayTimeZone'),
});

/** The settings form: the rules, and the schedule (a caller that leaves a schedule field out keeps it as it is). */
export const editableSettingsSchema = rulesSchema.extend(scheduleSchema.partial().shape);
export type EditableSettingsInput = z.input<typeof editableSettingsSchema>;
export type EditableSettings = z.output<typeof rulesSchema> & z.output<typeof scheduleSchema>;

const stateSchema = z.object({
  /** Paused: the engine does not tick. */
  paused: z.boolean(),
  /** A counter: "New trading day" adds one; resting limit orders belong to a day. */
  tradingDay: z.number().int().min(1),
  /** When the current trading day began (ISO 8601); null until the engine or an admin first starts one. */
  dayStartedAt: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .nullable(),
});

export type SimulatorSettings = EditableSettings & z.output<typeof stateSchema>;
export type SettingKey = keyof SimulatorSettings;

export const SIMULATOR_DEFAULTS: SimulatorSettings = {
  startingCash: '10000',
  commission: '0',
  positionCapPct: 50,
  minSharePrice: '1',
  tickIntervalMs: 2000,
  replayTicksPerDay: 30,
  dayScheduleMode: 'interval',
  dayLengthMinutes: DEFAULT_MARKET_DAY_MINUTES,
  dayCloseTime: '15:00',
  dayTimeZone: 'UTC',
  paused: false,
  tradingDay: 1,
  dayStartedAt: null,
};

const KEY_SCHEMAS: { [K in SettingKey]: z.ZodType<SimulatorSettings[K]> } = {
  ...(rulesSchema.shape as unknown as { [K in keyof z.output<typeof rulesSchema>]: z.ZodType<EditableSettings[K]> }),
  ...scheduleSchema.shape,
  ...stateSchema.shape,
};
const KEYS = Object.keys(SIMULATOR_DEFAULTS) as SettingKey[];

/**
 * The market's settings, defaults filled in. No actor: the trading side and the engine read them, and nothing in
 * them is private. Pass the transaction when the read is part of one.
 */
export async function getSimulatorSettings(db: Db | Tx): Promise<SimulatorSettings> {
  // Read as JSON text and parsed here: the embedded driver decodes a jsonb string twice ("0.5" comes back as 0.5).
  const rows = await db
    .select({ key: simulatorSettings.key, json: sql<string>`${simulatorSettings.value}::text` })
    .from(simulatorSettings)
    .where(inArray(simulatorSettings.key, KEYS));
  return parseSimulatorSettings(rows);
}

/**
 * The settings from raw `simulator_settings` rows (key, the value as JSON text), defaults filled in: for a caller
 * that reads the rows within a statement of its own (an order reads them with its account's lock, decision 022).
 * Unknown keys are ignored.
 */
export function parseSimulatorSettings(rows: readonly { key: string; json: string }[]): SimulatorSettings {
  const settings: Record<string, unknown> = { ...SIMULATOR_DEFAULTS };
  for (const row of rows) {
    if (!Object.hasOwn(KEY_SCHEMAS, row.key)) continue;
    let value: unknown;
    try {
      value = JSON.parse(row.json);
    } catch {
      continue;
    }
    const parsed = KEY_SCHEMAS[row.key as SettingKey].safeParse(value);
    // A value stored by hand that no longer parses is ignored: the default is always a working market.
    if (parsed.success) settings[row.key] = parsed.data;
  }
  return settings as SimulatorSettings;
}

/** A value as the jsonb column takes it: JSON null is stored as such (the column is not null; the driver sends SQL NULL). */
const jsonValue = (value: unknown) => (value === null ? sql`'null'::jsonb` : value);

/** Writes the given keys (upsert) inside the caller's transaction. The caller has checked permissions. */
export async function storeSimulatorSettings(tx: Tx, values: Partial<SimulatorSettings>): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await tx
    .insert(simulatorSettings)
    .values(entries.map(([key, value]) => ({ key, value: jsonValue(value), updatedAt: new Date() })))
    .onConflictDoUpdate({ target: simulatorSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
}

/** Seed: the defaults for every key not stored yet (idempotent). Returns the keys it wrote. */
export async function ensureDefaultSimulatorSettings(db: Db): Promise<string[]> {
  const inserted = await db
    .insert(simulatorSettings)
    .values(KEYS.map((key) => ({ key, value: jsonValue(SIMULATOR_DEFAULTS[key]) })))
    .onConflictDoNothing({ target: simulatorSettings.key })
    .returning({ key: simulatorSettings.key });
  return inserted.map((row) => row.key);
}

/** An admin changes the simulator's rules (the settings form), audited with each change's before and after. */
export async function updateSimulatorSettings(actor: Actor, input: EditableSettingsInput): Promise<SimulatorSettings> {
  assertCan(actor, 'edit:market:any');
  const parsed = editableSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new AppError(400, 'errors.checkForm', fieldErrors);
  }
  return getDb().transaction(async (tx) => {
    // One admin at a time: the settings rows are locked while compared and written.
    await tx.select({ key: simulatorSettings.key }).from(simulatorSettings).where(inArray(simulatorSettings.key, KEYS)).for('update');
    const before = await getSimulatorSettings(tx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const next: Partial<SimulatorSettings> = {};
    for (const [key, value] of Object.entries(parsed.data) as [keyof EditableSettings, EditableSettings[keyof EditableSettings]][]) {
      if (value === undefined || before[key] === value) continue;
      changes[key] = { from: before[key], to: value };
      (next as Record<string, unknown>)[key] = value;
    }
    if (Object.keys(changes).length === 0) return before;
    await storeSimulatorSettings(tx, next);
    await writeAudit(tx, actor, {
      actionType: 'simulator_settings_change',
      component: 'market',
      entityId: 'settings',
      message: `${actor.email} changed the simulator settings: ${Object.keys(changes).join(', ')}`,
      details: changes,
    });
    return { ...before, ...next };
  });
}

/** The trading day, locked for the caller's transaction (a new day and the tick agree on it). */
export async function lockTradingDay(tx: Tx): Promise<number> {
  const [row] = await tx.select({ json: sql<string>`${simulatorSettings.value}::text` }).from(simulatorSettings).where(eq(simulatorSettings.key, 'tradingDay')).for('update');
  const parsed = KEY_SCHEMAS.tradingDay.safeParse(row ? JSON.parse(row.json) : undefined);
  return parsed.success ? parsed.data : SIMULATOR_DEFAULTS.tradingDay;
}
