import { getDb, type Db } from '@/db/client';
import { LeaseLostError, pruneLeaderWrites, type LeaderFence } from '@/db/lease';
import { isDatabaseUnavailable } from '@/server/db-errors';
import { errorFields, log } from '@/server/logger';
import { closeMarketDayIfDue } from '../close-market-day';
import type { MarketRow } from '../market-hub';
import { publishMarket } from '../publish-market';
import { getSimulatorSettings, SIMULATOR_DEFAULTS } from '../settings';
import { compactCandles } from './compact-candles';
import { SeededRandom } from './random';
import { runMarketTick } from './run-tick';

/*
 * The engine's loop, run by the custom server (decision 012). One timer: after each step the next is
 * scheduled for the tick interval read from the settings (so an admin's change applies at the next tick), counted
 * from the start of the step, so a slow tick is followed at once by the next one and a missed tick is skipped,
 * never queued; a step never overlaps another. Paused: no tick (the settings are re-read every interval). A failing
 * tick is logged and the loop goes on; nothing is thrown out of it. Before a tick the trading day ends when its
 * schedule says so (decision 047); a paused market's day waits, and ends at the first tick after it resumes.
 * No 'server-only': server.ts imports it.
 */

/**
 * A step's failure, logged: the database away for a moment (a restart, an outage) is a warning, since the next tick
 * simply tries again once it is back (decision 049); anything else is an error someone must look at.
 */
function logFailure(what: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) log.warn(`market engine: ${what}, the database is away`, errorFields(error));
  else log.error(`market engine: ${what}`, errorFields(error));
}

/** Candle downsampling runs this often, between ticks. */
export const COMPACTION_INTERVAL_MS = 5 * 60 * 1000;

export type StepResult = { status: 'ticked'; changed: number; tradingDay: number; closedDay?: number } | { status: 'paused' } | { status: 'busy' } | { status: 'failed' };

export interface MarketEngineOptions {
  db?: () => Db;
  random?: SeededRandom;
  now?: () => Date;
  /** Where a tick's prices go after the commit (the ticker and market streams by default). */
  publish?: (rows: MarketRow[]) => Promise<void> | void;
}

export class MarketEngine {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private current: Promise<StepResult> | undefined;
  private tickNumber = 0;
  private lastCompactionAt = 0;
  private intervalMs = SIMULATOR_DEFAULTS.tickIntervalMs;
  private fence: LeaderFence | undefined;
  private readonly db: () => Db;
  private readonly random: SeededRandom;
  private readonly now: () => Date;
  private readonly publish: (rows: MarketRow[]) => Promise<void> | void;
  /** Steps refused because the previous one was still running. */
  skipped = 0;

  constructor(options: MarketEngineOptions = {}) {
    this.db = options.db ?? getDb;
    this.random = options.random ?? new SeededRandom();
    this.now = options.now ?? (() => new Date());
    this.publish = options.publish ?? ((rows) => publishMarket(rows));
  }

  get isRunning(): boolean {
    return !this.stopped;
  }

  /** Starts the loop; with a fence (decision 050), each tick writes only while this instance holds the lease. */
  start(fence?: LeaderFence): void {
    if (!this.stopped) return;
    this.fence = fence;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the loop and waits for a step in progress to finish (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.fire(), delayMs);
    this.timer.unref();
  }

  private async fire(): Promise<void> {
    const startedAt = Date.now();
    await this.step();
    this.schedule(Math.max(0, this.intervalMs - (Date.now() - startedAt)));
  }

  /** One iteration: a tick unless paused, then candle compaction when due. Never throws. */
  step(): Promise<StepResult> {
    if (this.running) {
      this.skipped += 1;
      return Promise.resolve({ status: 'busy' });
    }
    this.running = true;
    this.current = this.run().finally(() => {
      this.running = false;
      this.current = undefined;
    });
    return this.current;
  }

  private async run(): Promise<StepResult> {
    let result: StepResult;
    try {
      const db = this.db();
      const settings = await getSimulatorSettings(db);
      this.intervalMs = settings.tickIntervalMs;
      if (settings.paused) {
        result = { status: 'paused' };
      } else {
        let closedDay: number | undefined;
        try {
          closedDay = (await closeMarketDayIfDue(db, this.now(), settings))?.endedDay;
        } catch (error) {
          // The prices still move; the close is tried again at the next tick.
          logFailure('closing the trading day failed', error);
        }
        const tick = await runMarketTick(db, { random: this.random, tickNumber: this.tickNumber, now: this.now(), fence: this.fence });
        this.tickNumber += 1;
        this.intervalMs = tick.settings.tickIntervalMs;
        result = { status: 'ticked', changed: tick.changed, tradingDay: tick.tradingDay, ...(closedDay === undefined ? {} : { closedDay }) };
        try {
          await this.publish(tick.rows);
        } catch (error) {
          logFailure('publishing the prices failed', error);
        }
      }
    } catch (error) {
      // A fenced-off tick wrote nothing; the lease has been told and stops this engine.
      if (error instanceof LeaseLostError) log.warn('market engine: the lease moved on, this tick wrote nothing', errorFields(error));
      else logFailure('tick failed', error);
      return { status: 'failed' };
    }
    const now = this.now().getTime();
    if (now - this.lastCompactionAt >= COMPACTION_INTERVAL_MS) {
      this.lastCompactionAt = now;
      try {
        await compactCandles(this.db(), new Date(now));
        await pruneLeaderWrites(this.db(), new Date(now));
      } catch (error) {
        logFailure('candle compaction failed', error);
      }
    }
    return result;
  }
}

const ENGINE_KEY = Symbol.for('academy.marketEngine');
type GlobalWithEngine = typeof globalThis & { [ENGINE_KEY]?: MarketEngine };

/** The process's one engine (the custom server starts it). */
export function getMarketEngine(): MarketEngine {
  const slot = globalThis as GlobalWithEngine;
  slot[ENGINE_KEY] ??= new MarketEngine();
  return slot[ENGINE_KEY];
}
