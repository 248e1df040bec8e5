import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDatabaseHandle, getDb } from '@/db/client';
import { holdLease, type LeaderFence } from '@/db/lease';
import { rowsOf } from '@/db/rows';
import { startScheduledJobs } from './jobs';
import { log } from './logger';

/*
 * Scheduled jobs under the leader's fence (decision 050): a run first proves the lease is still this instance's and
 * is recorded with its instance and epoch; a runner whose lease moved on runs nothing.
 */

async function until(check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check() && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function fenceOf(instance: string) {
  const fences: (LeaderFence | null)[] = [];
  const lease = holdLease(getDatabaseHandle(), { instance, onChange: (fence) => void fences.push(fence), retryMs: 100 });
  await until(() => fences.length > 0);
  return { lease, fence: fences[0]! };
}

describe('scheduled jobs with a fence', () => {
  it('run and are recorded while the lease is current, and run nothing once another instance took it', async () => {
    const runs: string[] = [];
    const a = await fenceOf('jobs-a');
    const runner = startScheduledJobs([{ name: 'fenced-job', everyMs: 60_000, run: async () => void runs.push('a') }], a.fence);
    await until(() => runs.length > 0);
    await runner.stop();
    expect(runs).toEqual(['a']);
    const recorded = rowsOf(await getDb().execute(sql`select instance, epoch::int as epoch from leader_writes where work = 'fenced-job' order by id desc limit 1`));
    expect(recorded).toEqual([{ instance: 'jobs-a', epoch: a.fence.epoch }]);
    await a.lease.release();

    const b = await fenceOf('jobs-b');
    const stale = startScheduledJobs([{ name: 'fenced-job', everyMs: 60_000, run: async () => void runs.push('stale') }], a.fence);
    // Its claim is refused at once; give a run every chance to happen anyway.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stale.stop();
    expect(runs).toEqual(['a']);
    await b.lease.release();
  });
});

describe('a scheduled job that meets the database away', () => {
  it('is a warning (the next run does the work), while any other failure stays an error', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      const restarting = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      const runner = startScheduledJobs([
        { name: 'away-job', everyMs: 60_000, run: () => Promise.reject(new Error('Failed query: select …', { cause: restarting })) },
        { name: 'broken-job', everyMs: 60_000, run: () => Promise.reject(new Error('a bug')) },
      ]);
      await until(() => warnings.mock.calls.length > 0 && errors.mock.calls.length > 0);
      await runner.stop();
      expect(warnings.mock.calls.map(([message, fields]) => [message, fields?.job])).toEqual([['scheduled job not run: the database is away', 'away-job']]);
      expect(errors.mock.calls.map(([message, fields]) => [message, fields?.job])).toEqual([['scheduled job failed', 'broken-job']]);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });
});
