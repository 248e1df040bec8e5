import { spawn, type ChildProcess } from 'node:child_process';
import { ensureProductionBuild } from './app-server';
import autocannon from 'autocannon';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { SERVER_V8_FLAGS } from '../scripts/server-command';

/*
 * The product's pages against the framework's floor, in the same run (docs/benchmarks.md): `bench/floor` is a
 * minimal Next app on the same stack whose page reads one row (FLOOR_DATABASE_URL: the same PostgreSQL, else an
 * in-memory PGlite). Each page gets 50 connections for the run's duration; the table says what share of the floor's
 * requests per second it reaches, its p99 / p50 and the size of its HTML.
 */

export const CONNECTIONS = 50;

export interface PageRow {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  htmlBytes: number;
}

const course = ENGLISH_CURRICULUM[0]!;
export const ANONYMOUS_PAGES = ['/', '/courses', `/courses/${course.slug}`, '/about', '/privacy', '/terms', '/login', '/register'];
// The signed-in pages of the performance goals (docs/benchmarks.md), each under the role that uses it most.
export const CHILD_PAGES = ['/dashboard/child', '/lessons', '/review', '/progress', '/achievements', '/simulator', `/courses/${course.slug}`, `/courses/${course.slug}/${course.lessons[0]!.slug}`, '/notifications'];
export const PARENT_PAGES = ['/dashboard/parent', '/children'];
export const TUTOR_PAGES = ['/dashboard/tutor', '/classes'];

export async function measure(name: string, url: string, options: { seconds: number; headers?: Record<string, string>; method?: 'GET' | 'POST' }): Promise<PageRow> {
  const method = options.method ?? 'GET';
  const sample = await fetch(url, { method, headers: options.headers, body: method === 'POST' ? '{}' : undefined, redirect: 'manual' });
  const htmlBytes = (await sample.arrayBuffer()).byteLength;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: options.seconds, headers: options.headers, method, body: method === 'POST' ? '{}' : undefined });
  return { name, requests: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, htmlBytes };
}

/** Builds bench/floor if needed and serves it with `next start` on `port`, with the app server's V8 flags. */
export function startFloor(port: number, databaseUrl: string | undefined): ChildProcess {
  ensureProductionBuild('bench/floor');
  return spawn('npx', ['next', 'start', 'bench/floor', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', FLOOR_DATABASE_URL: databaseUrl ?? '', NODE_OPTIONS: SERVER_V8_FLAGS.join(' ') },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

export function stopFloor(floor: ChildProcess): void {
  // npx → next: the whole process group goes.
  if (floor.pid) process.kill(-floor.pid, 'SIGTERM');
}

export function formatPageRows(rows: PageRow[], floor: PageRow): string {
  const lines = ['| page | req/s | p50 / p99 ms | p99 ÷ p50 | share of the floor | HTML KB | non-2xx |', '|---|---|---|---|---|---|---|'];
  for (const row of [floor, ...rows]) {
    const share = Math.round((row.requests / Math.max(1, floor.requests)) * 100);
    const spread = row.p50 > 0 ? (row.p99 / row.p50).toFixed(1) : '—';
    lines.push(`| ${row.name} | ${row.requests} | ${row.p50} / ${row.p99} | ${spread} | ${share} % | ${(row.htmlBytes / 1024).toFixed(1)} | ${row.non2xx} |`);
  }
  return lines.join('\n');
}
