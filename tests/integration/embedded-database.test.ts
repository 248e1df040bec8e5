import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { DataDirLockedError } from '@/db/lock';

/*
 * The embedded database belongs to one process (decision 001): a second opener is refused while the owner lives,
 * and a SIGKILL mid-write loses no acknowledged write and leaves a database that opens.
 */

function startWriter(dataDir: string): { child: ChildProcess; acked: () => number; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/integration/write-then-crash.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let last = 0;
  let buffer = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === 'ready') markReady();
      const match = /^ack (\d+)$/.exec(line);
      if (match) last = Number(match[1]);
    }
  });
  return { child, acked: () => last, ready };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('embedded database ownership and durability', () => {
  it('refuses a second process while the owner runs, with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
    const writer = startWriter(dataDir);
    try {
      await writer.ready;
      let refusal: unknown;
      try {
        openDatabase({ dataDir, purpose: 'second opener' });
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as Error).message).toContain('is in use by another process (crash test writer');
      expect((refusal as Error).message).toContain('DATABASE_URL');
    } finally {
      writer.child.kill('SIGKILL');
    }
  }, 60_000);

  it('loses no acknowledged write when the owner is killed with SIGKILL, and opens again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-crash-'));
    for (let round = 1; round <= 3; round++) {
      const writer = startWriter(dataDir);
      await writer.ready;
      const start = writer.acked();
      await waitFor(() => writer.acked() >= start + 50 + round * 37, 30_000);
      writer.child.kill('SIGKILL');
      await new Promise((resolve) => writer.child.once('exit', resolve));
      const acknowledged = writer.acked();

      // The dead owner's lock is stale: this process may take the directory over.
      const handle = openDatabase({ dataDir, purpose: 'crash test reader' });
      try {
        const result = await handle.db.execute<{ count: number; max: number }>(sql`select count(*)::int as count, coalesce(max(n), 0)::int as max from crash_probe`);
        const row = (result as unknown as { rows: Array<{ count: number; max: number }> }).rows[0]!;
        expect(row.max).toBeGreaterThanOrEqual(acknowledged);
        // Rows are numbered 1..N with no gaps: nothing acknowledged went missing in between.
        expect(row.count).toBe(row.max);
        await handle.db.execute(sql`delete from crash_probe where n > ${acknowledged}`);
      } finally {
        await handle.close();
      }
    }
  }, 120_000);
});
