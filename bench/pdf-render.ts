/**
 * What drawing PDFs costs everyone else (decision 045): the main event loop's delay while 10 parents' reports are
 * drawn at once, drawn on the main thread (as before) and through the PDF queue's worker (server/pdf-queue.ts).
 * Each mode runs in its own process: the queue's module is server-only (loaded here under the react-server
 * condition, as bench/orders.ts does), while drawing on the main thread needs React's ordinary build.
 *
 * `node --import tsx bench/pdf-render.ts` runs both and prints one row each; not part of `npm run bench` (the page
 * rows there are measured without PDFs).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { ChildReport } from '../src/modules/reports/queries';

const REPORTS = Number(process.env.BENCH_PDFS ?? 10);
const LESSONS = 40;
const TICK_MS = 10;

/** A month's report with 40 lessons, badges and insights: about the largest a parent sees. */
function sampleReport(index: number): ChildReport {
  const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
  const learning = {
    period: { kind: 'this-month', from: day(1), to: day(30) },
    periodXp: 1840,
    lessonsCompleted: LESSONS,
    coursesCompleted: [{ title: 'Money basics', completedAt: new Date('2026-11-20T10:00:00Z') }],
    lessons: Array.from({ length: LESSONS }, (_, n) => ({ lessonId: n + 1, lessonTitle: `Lesson ${n + 1}: saving and spending`, courseTitle: 'Money basics', correct: 3, total: 4, completedAt: new Date(`${day((n % 28) + 1)}T16:00:00Z`) })),
    activeDays: Array.from({ length: 18 }, (_, n) => day(n + 1)),
    xpByDay: Array.from({ length: 30 }, (_, n) => ({ day: day(n + 1), xp: 60 })),
    level: { level: 7 },
    totalXp: 5400,
    streak: { current: 6, longest: 12 },
    accuracyByCourse: [{ courseTitle: 'Money basics', correct: 120, total: 160 }],
    accuracyByKind: [{ kind: 'multiple-choice', correct: 80, total: 100 }],
    badges: Array.from({ length: 6 }, (_, n) => ({ name: `Badge ${n + 1}`, awardedAt: new Date(`${day(n + 2)}T12:00:00Z`) })),
    timeZone: 'Europe/Paris',
  };
  return {
    child: { id: `child-${index}`, name: `Maya Khan ${index}`, firstName: 'Maya' },
    learning,
    simulator: null,
    insights: { wentWell: [], practise: [] },
    // Where she stands on the skills she has practised (decision 052), as the report shows them.
    skills: {
      skills: Array.from({ length: 8 }, (_, n) => ({ slug: `skill-${n}`, name: { en: `Skill ${n + 1}`, fr: `Compétence ${n + 1}`, ar: `مهارة ${n + 1}` }, level: n < 3 ? 'mastered' : 'familiar', met: 12, right: n < 3 ? 11 : 8 })),
      notStarted: 14,
    },
    rate: { currency: 'EUR', ratePerUsd: '0.92', asOf: day(26) },
  } as unknown as ChildReport;
}

interface Row {
  mode: string;
  pdfs: number;
  wallMs: number;
  p50: number;
  p99: number;
  max: number;
}

async function measure(mode: 'main-thread' | 'worker'): Promise<Row> {
  const { loadMessages } = await import('../src/i18n/messages');
  const messages = (await loadMessages('en')).reports as Record<string, unknown>;
  let draw: (index: number) => Promise<Uint8Array>;
  if (mode === 'worker') {
    const { getPdfQueue } = await import('../src/server/pdf-queue');
    const queue = getPdfQueue();
    const drawing = (index: number) => ({ document: 'modules/reports/report-pdf', data: sampleReport(index), locale: 'en', direction: 'ltr' as const, namespace: 'reports' });
    // The worker's start (tsx, the renderer, the font) is paid once per process, before the clock.
    await queue.submit('warm-up', drawing(0));
    draw = (index) => queue.submit(`parent-${index}`, drawing(index));
  } else {
    const { renderReportPdf } = await import('../src/modules/reports/report-pdf');
    const { translatorOver } = await import('../src/server/translator');
    const translate = translatorOver('en', { reports: messages });
    const text = { t: (key: string, values?: Record<string, string | number>) => translate(`reports.${key}`, values), locale: 'en', direction: 'ltr' as const };
    await renderReportPdf(sampleReport(0), text);
    draw = (index) => renderReportPdf(sampleReport(index), text);
  }
  // A 10 ms timer stands for everyone else's requests: how late each of its turns comes is how long they wait.
  const lateness: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - last - TICK_MS));
    last = now;
  }, TICK_MS);
  const started = performance.now();
  await Promise.all(Array.from({ length: REPORTS }, (_, index) => draw(index + 1)));
  const wallMs = performance.now() - started;
  clearInterval(timer);
  // The wait that was still running when the drawings ended (all of it, when the loop never came free).
  lateness.push(Math.max(0, performance.now() - last - TICK_MS));
  lateness.sort((a, b) => a - b);
  const at = (share: number) => Math.round(lateness[Math.min(lateness.length - 1, Math.floor(share * lateness.length))]!);
  return { mode, pdfs: REPORTS, wallMs: Math.round(wallMs), p50: at(0.5), p99: at(0.99), max: Math.round(lateness.at(-1)!) };
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === 'main-thread' || mode === 'worker') {
    process.stdout.write(`${JSON.stringify(await measure(mode))}\n`);
    process.exit(0);
  }
  console.log(`| mode | PDFs at once | all drawn (ms) | a 10 ms timer late by, p50 / p99 / max (ms) |`);
  console.log(`|---|---|---|---|`);
  for (const [run, conditions] of [['main-thread', []], ['worker', ['--conditions=react-server']]] as const) {
    const child = spawnSync(process.execPath, [...conditions, '--import', 'tsx', 'bench/pdf-render.ts', run], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (child.status !== 0) throw new Error(`${run}: ${child.stderr}`);
    const row = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Row;
    console.log(`| ${row.mode} | ${row.pdfs} | ${row.wallMs} | ${row.p50} / ${row.p99} / ${row.max} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();
