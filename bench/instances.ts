import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { postgresAnswers } from '../scripts/postgres-answers';
import { scratchDatabase } from '../tests/support/scratch-database';
import { appServerEnv, waitForServer } from './app-server';
import { SERVER_NODE_ARGS } from '../scripts/server-command';

/*
 * One instance against two on the same PostgreSQL (decision 041): a public page's throughput (50 connections split
 * over the instances) and the market stream's fan-out (STREAMS streams split over them; for each tick, how long from
 * the first stream hearing it to the last: the instances that did not tick hear it through NOTIFY). On this 2-core
 * machine the client, both instances and PostgreSQL share the cores, so this shows the cost of the fan-out more than
 * any gain in throughput. Needs PostgreSQL (BENCH_DATABASE_URL or the local server); `npx tsx bench/instances.ts`.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = [3301, 3302];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STREAMS = Number(process.env.BENCH_INSTANCE_STREAMS ?? 1000);
const PAGE = '/courses';

export interface InstancesRow {
  instances: number;
  pageRequests: number;
  pageP99: number;
  ticks: number;
  spreadP50: number;
  spreadMax: number;
  missed: number;
}

function start(port: number, databaseUrl: string): ChildProcess {
  const env = { ...appServerEnv({ port, base: `http://localhost:${port}`, dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-instance-')), databaseUrl }), AUTH_SECRET: 'bench-instances-share-this-secret-0123456789', TRUST_PROXY: '127.0.0.1' };
  return spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Opens `count` market streams over `ports`, recording when each hears each message. */
function openStreams(ports: number[], count: number): { heard: Map<string, number[]>; close: () => void } {
  const heard = new Map<string, number[]>();
  const requests: http.ClientRequest[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  for (let index = 0; index < count; index += 1) {
    const request = http.get({ host: '127.0.0.1', port: ports[index % ports.length], path: '/api/market/stream', agent, headers: { 'X-Forwarded-For': `10.0.${index >> 8}.${index & 255}` } }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!data.includes('data:')) continue;
          const times = heard.get(data) ?? [];
          times.push(performance.now());
          heard.set(data, times);
        }
      });
    });
    request.on('error', () => undefined);
    requests.push(request);
  }
  return { heard, close: () => requests.forEach((request) => request.destroy()) };
}

async function measureWith(ports: number[]): Promise<Omit<InstancesRow, 'instances'>> {
  const pages = await Promise.all(ports.map((port) => autocannon({ url: `http://localhost:${port}${PAGE}`, connections: Math.round(50 / ports.length), duration: SECONDS })));
  const streams = openStreams(ports, STREAMS);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const opened = new Set(streams.heard.keys());
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  streams.close();
  // Each tick's message, as heard by every stream: the spread from the first to the last hearing.
  const ticks = [...streams.heard.entries()].filter(([message, times]) => !opened.has(message) && times.length > 0);
  const complete = ticks.slice(0, -1);
  const spreads = complete.map(([, times]) => Math.max(...times) - Math.min(...times)).sort((a, b) => a - b);
  return {
    pageRequests: Math.round(pages.reduce((sum, result) => sum + result.requests.average, 0)),
    pageP99: Math.max(...pages.map((result) => result.latency.p99)),
    ticks: complete.length,
    spreadP50: Math.round(spreads[Math.floor(spreads.length / 2)] ?? 0),
    spreadMax: Math.round(spreads.at(-1) ?? 0),
    missed: complete.reduce((sum, [, times]) => sum + Math.max(0, STREAMS - times.length), 0),
  };
}

export async function runInstancesBench(): Promise<InstancesRow[] | null> {
  if (!(await postgresAnswers())) return null;
  const database = await scratchDatabase(ADMIN_URL, 'academy_bench');
  const servers: ChildProcess[] = [];
  try {
    const url = database.url;
    servers.push(start(PORTS[0]!, url));
    await waitForServer(`http://localhost:${PORTS[0]}/readyz`, servers[0]);
    const one = { instances: 1, ...(await measureWith([PORTS[0]!])) };
    servers.push(start(PORTS[1]!, url));
    await waitForServer(`http://localhost:${PORTS[1]}/readyz`, servers[1]);
    const two = { instances: 2, ...(await measureWith(PORTS)) };
    return [one, two];
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await database.drop();
  }
}

export function formatInstancesBench(rows: InstancesRow[] | null): string {
  if (!rows) return '\nInstances: no PostgreSQL server to run them on (BENCH_DATABASE_URL or 127.0.0.1:5432).';
  return [
    `\n| instances on one PostgreSQL | GET ${PAGE} req/s (50 connections in all) | p99 ms | ${STREAMS} market streams: ticks | spread first → last stream p50 / max ms | hearings missed |`,
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.instances} | ${row.pageRequests} | ${row.pageP99} | ${row.ticks} | ${row.spreadP50} / ${row.spreadMax} | ${row.missed} |`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runInstancesBench()
    .then((rows) => console.log(formatInstancesBench(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
