import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/*
 * How the app is stopped in a real deployment: a SIGTERM to `npm start` (systemd, Docker, pm2) reaches the server,
 * every request already in flight still gets its answer, then the server releases the port and DATA_DIR's lock and
 * exits cleanly. Runs its own server (scripts/start.ts, the `npm start` entry) on a fresh embedded database.
 */

const PORT = 3160;
const BASE = `http://localhost:${PORT}`;

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/login`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('npm start did not serve in time');
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('SIGTERM to npm start lets in-flight requests finish, then frees the port and the lock', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-stop-'));
  const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), APP_URL: BASE, DATA_DIR: dataDir, SMTP_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(start);
    expect(existsSync(path.join(dataDir, 'academy.lock'))).toBe(true);

    // Pages that take the server a moment to render, all in flight when the stop arrives.
    const inFlight = Array.from({ length: 16 }, (_, index) =>
      fetch(`${BASE}${index % 2 === 0 ? '/courses' : '/about'}`).then(
        async (response) => ({ status: response.status, body: (await response.text()).length }),
        (error: unknown) => ({ status: 0, body: 0, error: String(error) }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    start.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer)).toBe(200);
      expect(answer.body).toBeGreaterThan(0);
    }
    expect(await exited(start)).toBe(0);
    // The server (the child of npm start) is gone too: the port is free and the lock released.
    await expect(fetch(`${BASE}/login`)).rejects.toThrow();
    expect(existsSync(path.join(dataDir, 'academy.lock'))).toBe(false);
  } finally {
    if (start.exitCode === null) start.kill('SIGKILL');
  }
});
