import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { appServerEnv, loadAverage, waitForServer } from './app-server';
import { formatInpRows, measureInp, type InpRow } from './inp';
import { SERVER_NODE_ARGS } from '../scripts/server-command';

/**
 * The web vitals of the performance goals (docs/benchmarks.md), shared by `npm run bench:lighthouse`
 * (bench/lighthouse.ts) and the last part of `npm run bench` (bench/run.ts): Lighthouse (mobile preset, simulated
 * throttling: its defaults) on five pages, performance and accessibility, then the INP of answering a question and of
 * placing an order at 4× CPU slowdown (bench/inp.ts). The production build runs on a fresh embedded database (the
 * server migrates and seeds it on start); the demo child signs in once through the real login form
 * (bench/session-cookie.ts) and Lighthouse sends that cookie on the signed-in pages. Chromium is Debian's
 * (/usr/bin/chromium, or CHROMIUM_PATH). Each page runs LIGHTHOUSE_RUNS times (3 by default) and the run with the
 * median performance score is reported, as Lighthouse's own docs advise for a noisy machine. The full reports go to a
 * temporary folder whose path is printed.
 */
// LIGHTHOUSE_RUNS=0 skips Lighthouse (the INP runs alone); INP_RUNS=0 skips the INP runs (bench/inp.ts).
const RUNS = Math.max(0, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the networking flags Chromium tries to reach outside hosts (../shared/STACK.md).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

const course = ENGLISH_CURRICULUM[0]!;
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/courses', signedIn: false },
  { path: '/dashboard/child', signedIn: true },
  { path: `/courses/${course.slug}/${course.lessons[0]!.slug}`, signedIn: true },
  { path: '/simulator', signedIn: true },
];

/**
 * One Lighthouse run; a run whose trace Lighthouse itself failed to record (NO_NAVSTART, NO_FCP: its own
 * flakiness under headless Chromium, not the page's) is tried again up to twice, any other failure ends the bench.
 */
async function runLighthouse(url: string, flags: Flags): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 3 || !['NO_NAVSTART', 'NO_FCP'].includes(error.code)) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.error(`${url}: Lighthouse could not record the trace (${error.code}); trying again`);
  }
}

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  failingAccessibilityAudits: string[];
  opportunities: string[];
}

function numericValue(result: Result, auditId: string): number {
  return result.audits[auditId]?.numericValue ?? Number.NaN;
}

/** The performance audits that would save the most, with Lighthouse's own estimate (ms of a metric, or bytes). */
function topOpportunities(result: Result, count: number): string[] {
  // The report's own list: the "hidden" group holds the insight audits that repeat the classic ones.
  const performanceAudits = new Set(result.categories.performance?.auditRefs.filter((ref) => ref.group !== 'hidden').map((ref) => ref.id) ?? []);
  const candidates: { id: string; savingsMs: number; savingsBytes: number; text: string }[] = [];
  for (const audit of Object.values(result.audits)) {
    if (!performanceAudits.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = Object.entries(audit.metricSavings ?? {}).filter(([, saving]) => (saving ?? 0) > 0);
    const savingsMs = Math.max(details?.overallSavingsMs ?? 0, ...metricSavings.filter(([metric]) => metric !== 'CLS').map(([, saving]) => saving ?? 0));
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    if (savingsMs <= 0 && savingsBytes <= 0 && metricSavings.length === 0) continue;
    const parts = metricSavings.map(([metric, saving]) => (metric === 'CLS' ? `CLS ${saving!.toFixed(3)}` : `${metric} ${Math.round(saving!)} ms`));
    if (savingsBytes > 0) parts.push(`${Math.round(savingsBytes / 1024)} KiB`);
    if (audit.displayValue && !audit.displayValue.startsWith('Est savings')) parts.push(audit.displayValue);
    candidates.push({ id: audit.id, savingsMs, savingsBytes, text: `${audit.id} (${parts.join(', ')})` });
  }
  candidates.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  return candidates.slice(0, count).map((candidate) => candidate.text);
}

function toRow(page: string, result: Result): LighthouseRow {
  // Unscored audits (weight 0, e.g. label-content-name-mismatch) count too: a score of 100 does not show them.
  const accessibilityRefs = result.categories.accessibility?.auditRefs ?? [];
  const failing = accessibilityRefs
    .filter((ref) => result.audits[ref.id]?.scoreDisplayMode === 'binary' && result.audits[ref.id]?.score === 0)
    .map((ref) => (ref.weight > 0 ? ref.id : `${ref.id} (unscored)`));
  return {
    page,
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((result.categories.accessibility?.score ?? 0) * 100),
    firstContentfulPaintMs: numericValue(result, 'first-contentful-paint'),
    largestContentfulPaintMs: numericValue(result, 'largest-contentful-paint'),
    totalBlockingTimeMs: numericValue(result, 'total-blocking-time'),
    cumulativeLayoutShift: numericValue(result, 'cumulative-layout-shift'),
    failingAccessibilityAudits: failing,
    opportunities: topOpportunities(result, 5),
  };
}

export function formatLighthouseRows(rows: LighthouseRow[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | failing accessibility audits |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) =>
      [
        '',
        row.page,
        row.performance,
        row.accessibility,
        seconds(row.firstContentfulPaintMs),
        seconds(row.largestContentfulPaintMs),
        `${Math.round(row.totalBlockingTimeMs)} ms`,
        row.cumulativeLayoutShift.toFixed(3),
        row.failingAccessibilityAudits.join(', ') || '—',
        '',
      ].join(' | ').trim(),
    ),
    '',
    'Top performance opportunities (Lighthouse audit ids, estimated savings):',
    ...rows.map((row) => `- ${row.page}: ${row.opportunities.join('; ') || '—'}`),
  ];
  return lines.join('\n');
}

export interface WebVitals {
  lighthouse: LighthouseRow[];
  inp: InpRow[];
  /** The tables and the conditions they were measured in, as Markdown. */
  text: string;
}

/** Lighthouse on the five pages, then the INP runs, on a fresh server at `port` (the production build must exist). */
export async function measureWebVitals(port: number): Promise<WebVitals> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-reports-'));
  const base = `http://localhost:${port}`;
  const env = appServerEnv({ port, base, dataDir });
  const server = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const text: string[] = [];
  try {
    await waitForServer(`${base}/login`, server);
    const signIn = spawnSync(process.execPath, ['--import', 'tsx', 'bench/session-cookie.ts'], { env: { ...env, BENCH_BASE: base }, encoding: 'utf8' });
    const cookie = signIn.stdout.trim();
    if (signIn.status !== 0 || !cookie) throw new Error(`could not sign the demo child in: ${signIn.stderr}`);

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const rows: LighthouseRow[] = [];
    // Lighthouse's own CPU benchmark per run: it falls when other work loads the machine (simulated throttling
    // multiplies the main thread's observed time, so a loaded machine shows more blocking time).
    const benchmarkIndexes: number[] = [];
    // LIGHTHOUSE_ONLY=/simulator (or /courses,/dashboard/child): some pages (while working on them; a recorded run
    // measures every page).
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    for (const page of PAGES.filter((each) => RUNS > 0 && (!only || only.includes(each.path)))) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The page itself must not redirect to /login: the session cookie goes with every request.
        extraHeaders: page.signedIn ? { Cookie: cookie } : null,
      };
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await runLighthouse(`${base}${page.path}`, flags);
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended on ${result.lhr.finalDisplayedUrl}`);
        runs.push(result.lhr);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        const name = `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}`;
        writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
        // LIGHTHOUSE_TRACE=1: the run's DevTools trace beside its report (to see where a page's blocking time goes).
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (process.env.LIGHTHOUSE_TRACE && trace) writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(trace));
        console.error(`${page.path} run ${run + 1}/${RUNS}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, accessibility ${Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100)}`);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      // Timings from the median run; accessibility from every run (its worst score, every audit that failed once).
      const row = toRow(`${page.path}${page.signedIn ? ' (child)' : ''}`, runs[Math.floor(runs.length / 2)]!);
      const all = runs.map((run) => toRow(row.page, run));
      row.accessibility = Math.min(...all.map((each) => each.accessibility));
      row.failingAccessibilityAudits = [...new Set(all.flatMap((each) => each.failingAccessibilityAudits))];
      rows.push(row);
    }
    if (rows.length > 0) {
      text.push(formatLighthouseRows(rows));
      text.push(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, simulated throttling, median of ${RUNS} run(s) per page, CPU benchmark index ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, embedded PGlite, ${os.cpus().length} cores, load average ${loadAverage()}. Reports: ${reportDir}`);
    }
    await chrome.kill();
    chrome = undefined;
    const inp = await measureInp(base, cookie, CHROMIUM);
    if (inp.length > 0) text.push(`${formatInpRows(inp)}\n\nINP: Chromium ${CHROMIUM}, median of ${inp[0]!.runs.length} runs per action, load average ${loadAverage()}.`);
    return { lighthouse: rows, inp, text: text.join('\n\n') };
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
}
