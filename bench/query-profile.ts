/**
 * BENCH_PROFILE=1 for bench/orders.ts on PostgreSQL (decision 022 was found this way): every query through
 * node-postgres is timed from send to answer and grouped by its text; per scenario it prints the wall time, this
 * process's CPU time, the CPU time of the local PostgreSQL server's processes (from /proc: every client's work, so
 * only meaningful on a server nothing else uses much), the statements per order and the costliest statement shapes.
 * Written to stderr, so `--json` output stays clean. Not for the app: it patches pg.Client for the whole process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

interface Shape {
  count: number;
  ms: number;
}

export interface QueryProfiler {
  start(): void;
  report(label: string, orders: number): void;
}

/** The summed user + system CPU time (ms) of every process named postgres, as this machine's /proc shows it. */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux.
}

export function installQueryProfiler(top = 12): QueryProfiler {
  const shapes = new Map<string, Shape>();
  let statements = 0;
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const original = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 100);
    const started = performance.now();
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      result.then(
        () => {
          const shape = shapes.get(text) ?? { count: 0, ms: 0 };
          shape.count += 1;
          shape.ms += performance.now() - started;
          shapes.set(text, shape);
          statements += 1;
        },
        () => undefined,
      );
    }
    return result;
  };
  let mark = { wall: 0, cpu: process.cpuUsage(), postgres: 0 };
  return {
    start() {
      shapes.clear();
      statements = 0;
      mark = { wall: performance.now(), cpu: process.cpuUsage(), postgres: postgresCpuMs() };
    },
    report(label, orders) {
      const cpu = process.cpuUsage(mark.cpu);
      const lines = [
        `\n## ${label}: wall ${Math.round(performance.now() - mark.wall)} ms, Node CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms, ` +
          `PostgreSQL CPU ${postgresCpuMs() - mark.postgres} ms, ${statements} statements (${(statements / orders).toFixed(1)} per order)`,
        ...[...shapes.entries()]
          .sort((a, b) => b[1].ms - a[1].ms)
          .slice(0, top)
          .map(([text, shape]) => `${String(shape.count).padStart(6)} × ${(shape.ms / shape.count).toFixed(2).padStart(7)} ms = ${Math.round(shape.ms).toString().padStart(6)} ms  ${text}`),
      ];
      console.error(lines.join('\n'));
    },
  };
}
