import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The embedded database belongs to one process (decision 001): processes started at the same instant race for
 * DATA_DIR's lock, and exactly one may win, whether there was no lock, a stale one (its process gone), or one whose
 * pid now names another process (pid reuse after a reboot).
 */

const CONTENDERS = 5;
const ROUNDS = 4;

function contender(dataDir: string, startAt: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/integration/lock-racer.ts'), dataDir, String(startAt), '2500'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(out.trim()));
  });
}

async function race(prepare: (dataDir: string) => void): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
  prepare(dataDir);
  // Far enough ahead for every contender to have loaded and be spinning at the start line.
  const startAt = Date.now() + 4000;
  const outcomes = await Promise.all(Array.from({ length: CONTENDERS }, () => contender(dataDir, startAt)));
  // Nothing is left behind but the lock of a process that has exited (temporary files and the takeover mutex go).
  expect(readdirSync(dataDir).filter((name) => name !== 'academy.lock')).toEqual([]);
  return outcomes.sort();
}

const oneWinner = ['got', ...Array.from({ length: CONTENDERS - 1 }, () => 'refused')];

describe('the DATA_DIR lock', () => {
  it(`lets exactly one of ${CONTENDERS} processes in when they start together, round after round`, { timeout: 180_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) expect(await race(() => undefined)).toEqual(oneWinner);
  });

  it('takes over a stale lock (its process gone) with exactly one winner', { timeout: 180_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      expect(await race((dataDir) => writeFileSync(path.join(dataDir, 'academy.lock'), JSON.stringify({ pid: 2 ** 22 + 7, purpose: 'crashed server' })))).toEqual(oneWinner);
    }
  });

  it('refuses a fresh lock from another host (its heartbeat is recent) and takes over one untouched for minutes', { timeout: 60_000 }, async () => {
    const elsewhere = JSON.stringify({ pid: 1, purpose: 'app server in another container', host: 'another-host' });
    expect(await race((dataDir) => writeFileSync(path.join(dataDir, 'academy.lock'), elsewhere))).toEqual(Array.from({ length: CONTENDERS }, () => 'refused'));
    expect(
      await race((dataDir) => {
        const file = path.join(dataDir, 'academy.lock');
        writeFileSync(file, elsewhere);
        const longAgo = new Date(Date.now() - 5 * 60_000);
        utimesSync(file, longAgo, longAgo);
      }),
    ).toEqual(oneWinner);
  });

  it('treats a live pid that started at another time (pid reuse) as stale', { timeout: 60_000 }, async () => {
    // This test runner is alive, but the lock says its process started at another tick: another process's lock.
    const reused = JSON.stringify({ pid: process.pid, purpose: 'before a reboot', host: os.hostname(), startTicks: '1' });
    expect(await race((dataDir) => writeFileSync(path.join(dataDir, 'academy.lock'), reused))).toEqual(oneWinner);
  });
});
