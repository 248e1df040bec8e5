import { getDb } from '@/db/client';
import { LeaseLostError, type LeaderFence } from '@/db/lease';
import { isDatabaseUnavailable } from './db-errors';
import { errorFields, log } from './logger';

/*
 * Work the server does on a schedule (decision 030): queued mail, the purge of unanswered parental consents. Each job
 * runs at start and then every `everyMs`, never overlapping itself, and gets the time as an argument so tests drive
 * it with any clock. Jobs are idempotent and take their rows under `FOR UPDATE SKIP LOCKED`, so a run that overlaps
 * another process's does each piece of work once. No 'server-only': the custom server starts them.
 */

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
}

export interface JobRunner {
  /** Stops the timers and waits for runs in progress. */
  stop: () => Promise<void>;
}

/**
 * With a fence (decision 050), each run first proves in a transaction of its own that this instance still holds the
 * lease, and is recorded in leader_writes; a run whose proof fails does nothing (the lease stops the runner).
 */
export function startScheduledJobs(jobs: readonly ScheduledJob[], fence?: LeaderFence): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const runOnce = (job: ScheduledJob) => {
    if (stopped || running.has(job.name)) return;
    const claimed = fence ? getDb().transaction((tx) => fence.prove(tx, job.name)) : Promise.resolve();
    const run = claimed
      .then(() => (stopped ? undefined : job.run(new Date())))
      .then(
        () => undefined,
        (error: unknown) => {
          const fields = { job: job.name, ...errorFields(error) };
          if (error instanceof LeaseLostError) log.warn('scheduled job not run: the lease moved on', fields);
          // The database away for a moment (decision 049): the next run does the work; nothing to look at.
          else if (isDatabaseUnavailable(error)) log.warn('scheduled job not run: the database is away', fields);
          else log.error('scheduled job failed', fields);
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  for (const job of jobs) {
    runOnce(job);
    const timer = setInterval(() => runOnce(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
