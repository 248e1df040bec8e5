/*
 * The production app server as the benchmarks start it (bench/run.ts, bench/lighthouse.ts, bench/soak.ts): the
 * environment of a fresh run, and the wait until it answers.
 */

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
