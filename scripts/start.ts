import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './server-command';

/**
 * `npm start`: builds when there is no build or the sources changed since it, then runs the server
 * (which migrates, seeds on first run and serves on PORT).
 */
const root = process.cwd();
const SOURCES = ['src', 'messages', 'next.config.ts', 'postcss.config.mjs', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const buildId = path.join(root, '.next', 'BUILD_ID');
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building (about a minute)…');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs as a child: a stop sent to `npm start` (SIGTERM from systemd, Docker or pm2; Ctrl-C) is passed
// on to it, so it finishes its requests, releases DATA_DIR and the port, and `npm start` exits with its code.
const server = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
