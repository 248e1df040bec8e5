import { describe, expect, it, vi } from 'vitest';
import { getDatabaseHandle } from '@/db/client';
import { flushSignals, raiseSignal } from './signals';

/*
 * NOTIFY signals in batches (decision 063): what is raised within the window goes out once per payload and channel,
 * in one statement, after the caller has gone on. On both databases (the integration project runs on each).
 */

describe('signals', () => {
  it('sends each payload raised within the window once, on its own channel, without making the caller wait', async () => {
    const heard: string[] = [];
    const channel = `academy_signals_test_${process.pid}`;
    const other = `${channel}_other`;
    const stops = [await getDatabaseHandle().listen(channel, (payload) => heard.push(`${channel}:${payload}`)), await getDatabaseHandle().listen(other, (payload) => heard.push(`${other}:${payload}`))];
    try {
      // A parent's three notifications and their child's one, in the same moment: one signal each.
      raiseSignal(channel, ['parent']);
      raiseSignal(channel, ['parent', 'child']);
      raiseSignal(other, ['parent']);
      raiseSignal(channel, ['parent']);
      raiseSignal(channel, []);
      // Nothing was sent while the callers ran: they did not wait on the database.
      expect(heard).toEqual([]);
      await flushSignals();
      await vi.waitFor(() => expect([...heard].sort()).toEqual([`${channel}:child`, `${channel}:parent`, `${other}:parent`]));
      // A later signal is a new batch, heard again.
      raiseSignal(channel, ['parent']);
      await vi.waitFor(() => expect(heard.filter((entry) => entry === `${channel}:parent`)).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toHaveLength(4);
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
