/*
 * The production app server as the benchmarks start it (bench/run.ts, bench/web-vitals.ts, bench/soak.ts): the
 * build, the environment of a fresh run, and the wait until it answers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

/** Runs `next build` for the Next app in `appDir` (the app itself, or bench/floor) when it has no production build yet. */
export function ensureProductionBuild(appDir = '.'): void {
  if (existsSync(`${appDir}/.next/BUILD_ID`)) return;
  const build = spawnSync('npx', ['next', 'build', ...(appDir === '.' ? [] : [appDir])], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`the production build of ${appDir === '.' ? 'the app' : appDir} failed`);
}

/** The machine's load average over 1, 5 and 15 minutes, as printed beside every measurement ("2.1 1.4 0.9"). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
}

/** A production server on `port` with its own data directory (PGlite) or `databaseUrl`, and no mail sent. */
export function appServerEnv(options: { port: number; base: string; dataDir: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(options.port),
    APP_URL: options.base,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SMTP_URL: '',
  };
}

/** Resolves once `url` answers below 500; fails if `server` exits first or after about three minutes. */
export async function waitForServer(url: string, server?: { exitCode: number | null }): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server && server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}
