import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { scratchDatabase } from '../../support/scratch-database';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { SERVER_NODE_ARGS } from '../../../scripts/server-command';

/*
 * N production instances (`node --import tsx server.ts`, as `npm start` runs them) on one scratch PostgreSQL
 * database, for the fault scenarios (scripts/test-faults.ts). Each instance reaches PostgreSQL through a TCP proxy of
 * its own, so a scenario can cut one instance off the database (`instance.database.cut()`). Logs go to files in the
 * scenario's directory; `close()` stops everything and drops the database.
 */

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Shared by every instance (decision 041): a session made on one is good on the others. */
const AUTH_SECRET = 'fault-tests-share-this-secret-0123456789';
const READY_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child process a scenario started and has not seen end: the runner kills them if a scenario overruns. */
const children = new Set<ChildProcess>();

export function killEveryChild(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Spawns a process the runner will kill if the scenario is abandoned. */
export function spawnTracked(...args: Parameters<typeof spawn>): ChildProcess {
  const child = spawn(...args);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A port nothing listens on now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface InstanceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class Instance {
  private child: ChildProcess | null = null;
  private exited: Promise<InstanceExit> = Promise.resolve({ code: null, signal: null });
  /** How many times it was started (the log file says which life a line belongs to). */
  lives = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    /** Between this instance and PostgreSQL. */
    readonly database: TcpProxy,
    readonly logFile: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child?.pid ?? -1;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns the server; does not wait (see waitReady). */
  start(): void {
    if (this.running) throw new Error(`${this.name} is already running (pid ${this.pid})`);
    this.lives += 1;
    const log = openSync(this.logFile, 'a');
    const child = spawnTracked(process.execPath, SERVER_NODE_ARGS, { env: this.env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Waits until /readyz answers 200; returns how long that took (ms). */
  async waitReady(limitMs = READY_LIMIT_MS): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if (!this.running) throw new Error(`${this.name} exited while starting (${this.child?.exitCode ?? this.child?.signalCode}); see ${this.logFile}`);
      const status = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${limitMs / 1000} s; see ${this.logFile}`);
  }

  /** SIGTERM (a deployment's stop), then waits for the exit (SIGKILL after STOP_LIMIT_MS). */
  async stop(): Promise<InstanceExit> {
    if (!this.running) return this.exited;
    this.child?.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), STOP_LIMIT_MS);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }

  /** SIGKILL to the node process that runs server.ts (checked in /proc first), then waits until it is gone. */
  async kill(): Promise<InstanceExit> {
    if (!this.running) return this.exited;
    const cmdline = readFileSync(`/proc/${this.pid}/cmdline`, 'utf8').split('\0');
    if (!cmdline.includes('server.ts')) throw new Error(`pid ${this.pid} is not the server (${cmdline.join(' ')})`);
    process.kill(this.pid, 'SIGKILL');
    return this.exited;
  }

  /** The lines of its log that report an error (pino's level 50 and up). */
  errorLines(): string[] {
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)|"level":"(error|fatal)"/.test(line));
  }
}

export interface Cluster {
  readonly instances: Instance[];
  /** The scratch database (the admin's view, not through any instance's proxy). */
  readonly databaseUrl: string;
  readonly logDir: string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  size: number;
  /** Where logs go (made if missing). */
  logDir: string;
  /** The address people use (APP_URL): the proxy in front, when there is one. */
  appUrl?: string;
  /** Demo accounts (child@academy.local / academy-child, …) seeded before the first start. */
  demo?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Makes the database, seeds it, and starts `size` instances; resolves once every one is ready. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  mkdirSync(options.logDir, { recursive: true });
  const database = await scratchDatabase(ADMIN_DATABASE_URL, 'academy_faults');
  const instances: Instance[] = [];
  const proxies: TcpProxy[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await database.drop();
  };
  try {
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed', ...(options.demo ? ['--demo'] : [])], {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });
    if (seed.status !== 0) throw new Error(`seeding the scratch database failed: ${seed.stderr || seed.stdout}`);
    const target = new URL(database.url);
    for (let index = 1; index <= options.size; index += 1) {
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      proxies.push(proxy);
      const viaProxy = new URL(database.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const port = await freePort();
      const name = `app${index}`;
      const dataDir = path.join(options.logDir, `${name}-data`);
      mkdirSync(dataDir, { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        APP_URL: options.appUrl ?? `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: viaProxy.toString(),
        AUTH_SECRET,
        TRUST_PROXY: '127.0.0.1',
        ALLOW_DEMO_PASSWORDS: options.demo ? 'true' : 'false',
        SMTP_URL: '',
        ...options.env,
      };
      instances.push(new Instance(name, port, proxy, path.join(options.logDir, `${name}.log`), env));
    }
    // One after the other, as a deployment would: the first migrates (nothing left to do after the seed) and leads.
    for (const instance of instances) {
      instance.start();
      await instance.waitReady();
    }
    return { instances, databaseUrl: database.url, logDir: options.logDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
