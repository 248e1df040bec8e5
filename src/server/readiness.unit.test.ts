import { describe, expect, it } from 'vitest';
import { ReadinessJudge, type MigrationState, type PoolSignals } from './readiness';

/** A check that answers after `ms` (fake clock not needed: the judge's time-out is set short). */
function delayed(result: MigrationState | Error, ms: number): () => Promise<MigrationState> {
  return () => new Promise((resolve, reject) => setTimeout(() => (result instanceof Error ? reject(result) : resolve(result)), ms));
}

describe('readiness', () => {
  it('does not flap when one check runs slow on a busy machine, but says down when the next is slow too', async () => {
    let check = delayed('current', 1);
    const judge = new ReadinessJudge({ check: () => check(), signals: () => ({ lastSuccessAt: 0, lastFailureAt: 0 }), timeoutMs: 20 });
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'current' });
    check = delayed('current', 60);
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'current' });
    expect(await judge.judge()).toEqual({ database: 'down', migrations: 'unknown' });
    check = delayed('current', 1);
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'current' });
  });

  it('says down at once when the check fails (a refused connection), and pending migrations are not ready', async () => {
    let check = delayed(new Error('connect ECONNREFUSED'), 1);
    const judge = new ReadinessJudge({ check: () => check(), signals: () => ({ lastSuccessAt: 0, lastFailureAt: 0 }), timeoutMs: 50 });
    expect(await judge.judge()).toEqual({ database: 'down', migrations: 'unknown' });
    check = delayed('pending', 1);
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'pending' });
  });

  it("takes the pool's recent success for an answer, without a round trip, until a failure comes after it", async () => {
    let calls = 0;
    let now = 10_000;
    const signals: PoolSignals = { lastSuccessAt: 0, lastFailureAt: 0 };
    const judge = new ReadinessJudge({
      check: async () => {
        calls += 1;
        if (signals.lastFailureAt > signals.lastSuccessAt) throw new Error('Connection terminated');
        return 'current';
      },
      signals: () => signals,
      now: () => now,
    });
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'current' });
    expect(calls).toBe(1);
    signals.lastSuccessAt = now - 500;
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'current' });
    expect(calls).toBe(1);
    // A failure after the last success: asked again, and down.
    signals.lastFailureAt = now - 100;
    expect(await judge.judge()).toEqual({ database: 'down', migrations: 'unknown' });
    expect(calls).toBe(2);
    // A success too old to vouch: asked again.
    now += 60_000;
    signals.lastSuccessAt = now - 10_000;
    signals.lastFailureAt = 0;
    expect(await judge.judge()).toEqual({ database: 'up', migrations: 'current' });
    expect(calls).toBe(3);
  });
});
