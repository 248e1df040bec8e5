/**
 * Where /simulator's main thread goes while the page sits still and the market ticks (docs/benchmarks.md, web
 * vitals on /simulator): the production build on a fresh embedded database, the demo child signed in, Chromium at
 * 4× CPU slowdown on the Lighthouse mobile viewport. After the load settles, TICK_PROBE_SECONDS (12) of a DevTools
 * trace: the main thread's busy time by kind (script, style, layout, paint …) and its long tasks (≥ 50 ms), and the
 * page's element count. TICK_PROBE_TRACE=<file> keeps the trace. Run under the lock (npx tsx bench/tick-probe.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { appServerEnv, waitForServer } from './app-server';
import { SERVER_NODE_ARGS } from '../scripts/server-command';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4510);
const SECONDS = Number(process.env.TICK_PROBE_SECONDS ?? 12);
const RUNS = Number(process.env.TICK_PROBE_RUNS ?? 2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { frame?: string } };
}

const KIND: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  V8Execute: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  HitTest: 'other',
  ParseHTML: 'parse',
  GCEvent: 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

function summarize(events: TraceEvent[]) {
  // The renderer's main thread: the thread of the first "RunTask" nested around a FunctionCall of the page.
  const main = events.find((event) => event.name === 'TracingStartedInBrowser' || event.name === 'TracingStartedInPage');
  void main;
  const threadNames = new Map<string, string>();
  for (const event of events) if (event.name === 'thread_name' && event.ph === 'M') threadNames.set(`${event.pid}:${event.tid}`, (event.args as { name?: string } | undefined)?.name ?? '');
  const mainThreads = [...threadNames].filter(([, name]) => name === 'CrRendererMain').map(([id]) => id);
  // The renderer main thread with the most work.
  const busy = new Map<string, number>();
  for (const event of events) {
    const id = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mainThreads.includes(id)) busy.set(id, (busy.get(id) ?? 0) + (event.dur ?? 0));
  }
  const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const taskMs = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  const longTasks = tasks.filter((task) => (task.dur ?? 0) >= 50_000).map((task) => Math.round((task.dur ?? 0) / 1000));
  // Self time by kind: each event's duration minus its children's (events sorted by start, nested by containment).
  const byKind = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= start && event.ts + (event.dur ?? 0) <= end && KIND[event.name]);
    // Top-level known events only (not nested in another known event): their full durations.
    const sorted = inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let coveredUntil = -1;
    for (const event of sorted) {
      if (event.ts < coveredUntil) continue;
      coveredUntil = event.ts + (event.dur ?? 0);
      const kind = KIND[event.name]!;
      byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
      byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
  }
  return { taskMs, tasks: tasks.length, longTasks, byKind: Object.fromEntries([...byKind].map(([k, v]) => [k, Math.round(v)])), byName: Object.fromEntries([...byName].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => [k, Math.round(v)])) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-tick-probe-'));
  const base = `http://localhost:${PORT}`;
  const env = appServerEnv({ port: PORT, base, dataDir });
  const server = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer(`${base}/login`, server);
    const signIn = spawnSync(process.execPath, ['--import', 'tsx', 'bench/session-cookie.ts'], { env: { ...env, BENCH_BASE: base }, encoding: 'utf8' });
    const cookie = signIn.stdout.trim();
    if (signIn.status !== 0 || !cookie) throw new Error(`could not sign the demo child in: ${signIn.stderr}`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    try {
      // TICK_PROBE_MOBILE=1: Lighthouse's mobile emulation (device pixel ratio 2.625, touch), not only its viewport.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ...(process.env.TICK_PROBE_MOBILE ? { deviceScaleFactor: 2.625, isMobile: true, hasTouch: true } : {}) });
      await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), domain: 'localhost', path: '/' })));
      // TICK_PROBE_INIT: a script run before the page's own (to try a change without a build).
      if (process.env.TICK_PROBE_INIT) await context.addInitScript({ content: process.env.TICK_PROBE_INIT });
      for (let run = 1; run <= RUNS; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.TICK_PROBE_SLOWDOWN ?? 4) });
        const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', 'disabled-by-default-v8.cpu_profiler'];
        // TICK_PROBE_LOAD=1: the trace starts before the page loads (the load's tasks, then the ticks).
        if (process.env.TICK_PROBE_LOAD) await browser.startTracing(page, { categories });
        await page.goto(`${base}/simulator`);
        await page.waitForFunction(() => Object.keys(document.querySelector('#order-form form button[type="submit"]') ?? {}).some((key) => key.startsWith('__reactProps$')));
        if (!process.env.TICK_PROBE_LOAD) {
          await page.waitForTimeout(4000);
          // TICK_PROBE_CSS: a style sheet added before the trace (to try a change without a build).
          if (process.env.TICK_PROBE_CSS) await page.addStyleTag({ content: process.env.TICK_PROBE_CSS });
          await browser.startTracing(page, { categories });
        }
        await page.waitForTimeout(SECONDS * 1000);
        const trace = await browser.stopTracing();
        const elements = await page.evaluate(() => document.querySelectorAll('*').length);
        const animations = await page.evaluate(() => document.getAnimations().map((animation) => `${(animation as CSSAnimation).animationName ?? animation.constructor.name}:${animation.playState}`).filter((name, index, all) => all.indexOf(name) === index));
        const prices = await page.evaluate(() => [...document.querySelectorAll('#market [data-price]')].slice(0, 3).map((cell) => cell.getAttribute('data-price')));
        if (process.env.TICK_PROBE_TRACE) writeFileSync(`${process.env.TICK_PROBE_TRACE}-${run}.json`, trace);
        const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
        const summary = summarize(traceEvents);
        console.log(JSON.stringify({ run, seconds: SECONDS, elements, animations, prices, ...summary, taskMs: Math.round(summary.taskMs) }));
        await page.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
