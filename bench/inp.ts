import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import type { Question } from '@/lib/lesson-content';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';

/**
 * Interaction to Next Paint of two actions, measured in Chromium as a phone would see them (part of the web vitals,
 * bench/web-vitals.ts; results in docs/benchmarks.md): (a) the demo child answering a lesson's question (picking an
 * answer with the real controls and checking it), (b) the demo child placing an order on /simulator (filling the
 * order form, sending it, until the page shows the order's outcome). The CPU runs 4× slower (DevTools'
 * `Emulation.setCPUThrottlingRate`, from the page's load on), a PerformanceObserver of type 'event'
 * (durationThreshold 16, buffered) is installed before the page's own scripts, and only the entries of the action's
 * interactions count: grouped by interactionId, the longest entry is the interaction's latency, the action's INP is
 * its slowest interaction, and a row is the median over INP_RUNS runs (5), each on a fresh load of the page.
 * Long animation frames are recorded beside, so the slowest interaction's frame says which scripts took its time.
 */

const RUNS = Math.max(0, Number(process.env.INP_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
// The viewport of Lighthouse's mobile preset (a Moto G Power), so the page lays out as the Lighthouse runs see it.
const VIEWPORT = { width: 412, height: 823 };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface InteractionTiming {
  /** The slowest entry's event type and target, e.g. "click on BUTTON 'Check my answer'". */
  what: string;
  duration: number;
  /** From the input to its handlers starting, the handlers, and from them to the next paint (ms). */
  inputDelay: number;
  processing: number;
  presentation: number;
  /** The long animation frame that held it: the scripts that ran in it, longest first ("source (ms)"). */
  scripts: string[];
}

export interface InpRun {
  /** What this run did (e.g. which question kind it answered). */
  label: string;
  interactions: number;
  /** INP of the run (ms): its slowest interaction; 0 when no interaction took 16 ms or more. */
  inp: number;
  slowest: InteractionTiming | null;
}

export interface InpRow {
  action: string;
  runs: InpRun[];
  medianMs: number;
}

/**
 * Installed before the page's scripts: every event entry of an interaction, and long animation frames. A string, not
 * a function: tsx compiles a function's inner arrows with a `__name` helper the page does not have.
 */
const OBSERVE = `(() => {
  const events = [];
  const frames = [];
  window.__inp = { events, frames };
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const label = node.getAttribute('aria-label') || node.closest('label')?.textContent || (node.tagName === 'BUTTON' ? node.textContent : '') || '';
    return node.tagName + (label ? " '" + label.trim().slice(0, 40) + "'" : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      events.push({ interactionId: entry.interactionId, name: entry.name, target: describe(entry.target), startTime: entry.startTime,
        duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        frames.push({ startTime: entry.startTime, duration: entry.duration, scripts: (entry.scripts || []).map((script) => ({
          source: ((script.invoker || script.sourceFunctionName || '?') + ' ' + script.sourceURL.replace(/^.*\\/_next\\/static\\/chunks\\//, '')).trim(),
          duration: script.duration,
        })) });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: the latencies alone.
  }
})();`;

// INP_PROFILE=<folder>: each run's recorded part is also profiled (DevTools' sampling profiler and a DevTools trace),
// a .cpuprofile, a .trace.json (open both in DevTools' Performance panel) and the interactions per run.
const PROFILE_DIR = process.env.INP_PROFILE;
const profilers = new WeakMap<Page, CDPSession>();
const profileStarts = new WeakMap<Page, number>();
let profiled = 0;

/** Forgets what the page recorded so far (its load, the steps before the action); from here the run counts. */
async function resetRecording(page: Page): Promise<void> {
  const cdp = profilers.get(page);
  if (PROFILE_DIR && cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    // And a DevTools trace: what the main thread did besides scripts (style, layout, paint), with a mark to place it.
    await page.context().browser()!.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    profileStarts.set(page, await page.evaluate(() => performance.mark('inp-recording').startTime));
  }
  await page.evaluate(() => {
    const recorded = (window as unknown as { __inp: { events: unknown[]; frames: unknown[] } }).__inp;
    recorded.events.length = 0;
    recorded.frames.length = 0;
  });
}

/** The run's interactions once the browser has reported them (an entry comes after the paint it waited for). */
async function readRun(page: Page, label: string): Promise<InpRun> {
  await page.waitForTimeout(1000);
  const cdp = profilers.get(page);
  if (PROFILE_DIR && cdp) {
    // Beside the profile, when the profiler started and the interactions, on the page's clock (performance.now()).
    const { profile } = await cdp.send('Profiler.stop');
    const trace = await page.context().browser()!.stopTracing();
    const interactions = await page.evaluate(() => (window as unknown as { __inp: { events: unknown[] } }).__inp.events);
    mkdirSync(PROFILE_DIR, { recursive: true });
    const name = path.join(PROFILE_DIR, `${++profiled}-${label.replace(/\W+/g, '-')}`);
    writeFileSync(`${name}.cpuprofile`, JSON.stringify(profile));
    writeFileSync(`${name}.trace.json`, trace);
    writeFileSync(`${name}.events.json`, JSON.stringify({ profilerStartedAt: profileStarts.get(page), interactions }));
  }
  const { events, frames } = await page.evaluate(
    () =>
      (
        window as unknown as {
          __inp: {
            events: { interactionId: number; name: string; target: string; startTime: number; duration: number; processingStart: number; processingEnd: number }[];
            frames: { startTime: number; duration: number; scripts: { source: string; duration: number }[] }[];
          };
        }
      ).__inp,
  );
  const slowestById = new Map<number, (typeof events)[number]>();
  for (const event of events) {
    const known = slowestById.get(event.interactionId);
    if (!known || event.duration > known.duration) slowestById.set(event.interactionId, event);
  }
  const interactions = [...slowestById.values()].sort((a, b) => b.duration - a.duration);
  const worst = interactions[0];
  if (!worst) return { label, interactions: 0, inp: 0, slowest: null };
  const end = worst.startTime + worst.duration;
  const frame = frames.find((each) => each.startTime <= worst.processingStart && each.startTime + each.duration >= Math.min(worst.processingEnd, end - 1));
  return {
    label,
    interactions: interactions.length,
    inp: worst.duration,
    slowest: {
      what: `${worst.name} on ${worst.target}`,
      duration: worst.duration,
      inputDelay: worst.processingStart - worst.startTime,
      processing: worst.processingEnd - worst.processingStart,
      presentation: end - worst.processingEnd,
      scripts: (frame?.scripts ?? [])
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 4)
        .map((script) => `${script.source} (${Math.round(script.duration)} ms)`),
    },
  };
}

/** A fresh page at 4× CPU slowdown, recording from before its scripts run. */
async function openThrottled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  profilers.set(page, cdp);
  await page.goto(url);
  return page;
}

/** Waits until React has hydrated `selector`'s element and the page's load work has settled. */
async function waitUntilInteractive(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
  await settle(page);
}

/** Until the browser has an idle moment, and a second more. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForTimeout(1000);
}

/*
 * A person's timing, not a robot's: the pointer arrives, presses 100 ms later and holds for 50 ms; a key is held for
 * 50 ms, 100 ms after the last. Playwright's own click moves, presses and releases within one frame, which lands the
 * hover's, the press's and the click's work on one frame no hand produces.
 */
async function press(target: Locator): Promise<void> {
  await target.hover();
  await target.page().waitForTimeout(100);
  await target.click({ delay: 50 });
}

async function typeKeys(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) {
    await page.waitForTimeout(100);
    await page.keyboard.press(key, { delay: 50 });
  }
}

const course = ENGLISH_CURRICULUM[0]!;
const PLAYER = 'section[aria-labelledby="lesson-title"]';

/** Gives the right answer through the player's controls, as a child would: clicks, and keys for a number. */
async function answer(page: Page, question: Question): Promise<void> {
  const card = page.locator('[aria-live="polite"]');
  const pick = (text: string) => press(card.getByText(text, { exact: true }));
  switch (question.kind) {
    case 'single':
      return pick(question.options.find((option) => option.id === question.correct)!.text);
    case 'multiple':
      for (const id of question.correct) await pick(question.options.find((option) => option.id === id)!.text);
      return;
    case 'true-false':
      return pick(question.correct ? 'True' : 'False');
    case 'number':
      await press(card.getByLabel('Your answer'));
      await typeKeys(page, [...String(question.correct)]);
      return;
    case 'order': {
      const text = (id: string) => question.items.find((item) => item.id === id)!.text;
      for (let target = 0; target < question.correctOrder.length; target++) {
        const wanted = text(question.correctOrder[target]!);
        let at = (await card.getByRole('listitem').allTextContents()).findIndex((row) => row.includes(wanted));
        for (; at > target; at--) await press(card.getByRole('button', { name: `Move ${wanted} up` }));
      }
    }
  }
}

/**
 * One run of "answering a question": the lesson page (the demo child's attempt resumes where it stopped), steps on
 * to the next question (finishing a lesson and opening the next when one has none left), then the recorded part:
 * the answer picked and "Check my answer", until the page says whether it was right.
 */
async function answerOneQuestion(context: BrowserContext, base: string): Promise<InpRun> {
  for (const lesson of course.lessons) {
    const page = await openThrottled(context, `${base}/courses/${course.slug}/${lesson.slug}`);
    try {
      await waitUntilInteractive(page, `${PLAYER} button`);
      for (let step = 0; step <= lesson.blocks.length; step++) {
        const check = page.getByRole('button', { name: 'Check my answer' });
        if (await check.isVisible()) {
          let question: Question | undefined;
          for (const each of lesson.blocks) {
            if (each.type === 'question' && (await page.getByRole('heading', { name: each.question.prompt, exact: true }).isVisible())) question = each.question;
          }
          if (!question) throw new Error(`${lesson.slug}: a question the bench does not know`);
          await resetRecording(page);
          await answer(page, question);
          await press(check);
          await page.getByText(/^(Correct!|Not quite\.|Not this time\.)/).first().waitFor();
          return await readRun(page, `${question.kind} (${lesson.slug})`);
        }
        const next = page.getByRole('button', { name: /^(Continue|Finish the lesson)$/ });
        if (!(await next.isVisible())) break;
        const finishing = (await next.textContent())?.trim() === 'Finish the lesson';
        await press(next);
        if (finishing) {
          await page.getByRole('heading', { name: /^(Perfect score!|Lesson complete!)$/ }).waitFor();
          break;
        }
      }
    } finally {
      await page.close();
    }
  }
  throw new Error(`the demo child has no question left to answer in ${course.slug}`);
}

/**
 * One run of "placing an order": /simulator with the first stock picked, then the recorded part: Buy, 2 shares
 * typed, the order sent, until the form shows the order's outcome. At a break of the market the form starts on a
 * limit order at today's price, which is sent as it is (its outcome: waiting in the book).
 */
async function placeOneOrder(context: BrowserContext, base: string): Promise<InpRun> {
  const page = await openThrottled(context, `${base}/simulator`);
  try {
    const form = page.locator('#order-form form');
    await waitUntilInteractive(page, '#order-form form button[type="submit"]');
    // The child scrolls down to the form first (on a phone it is below the market and the chosen stock, whose chart
    // loads as it comes near); the scroll is no interaction, and what it starts settles before the child acts.
    await form.scrollIntoViewIfNeeded();
    await settle(page);
    await resetRecording(page);
    await press(form.locator('label').filter({ hasText: /^Buy$/ }));
    await press(form.getByLabel('Number of shares'));
    await typeKeys(page, ['ControlOrMeta+A', '2']);
    await press(form.locator('button[type="submit"]'));
    await form.locator('[role="status"][tabindex="-1"], [role="alert"][tabindex="-1"]').waitFor();
    const type = (await form.getByRole('radio', { name: 'Limit' }).isChecked()) ? 'limit' : 'market';
    return await readRun(page, `buy 2, ${type}`);
  } finally {
    await page.close();
  }
}

/** Both actions, INP_RUNS runs each, for a signed-in demo child (`cookie`, from bench/session-cookie.ts). */
export async function measureInp(base: string, cookie: string, chromiumPath: string): Promise<InpRow[]> {
  if (RUNS === 0) return [];
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const { hostname } = new URL(base);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
      }),
    );
    await context.addInitScript({ content: OBSERVE });
    const rows: InpRow[] = [];
    // INP_ONLY=order (or lesson): one action (while working on it; a recorded run measures both).
    const actions = [
      ['lesson', 'answering a question (lesson page)', answerOneQuestion],
      ['order', 'placing an order (/simulator)', placeOneOrder],
    ] as const;
    for (const [, action, run] of actions.filter(([key]) => !process.env.INP_ONLY || key === process.env.INP_ONLY)) {
      const runs: InpRun[] = [];
      for (let index = 0; index < RUNS; index++) {
        const result = await run(context, base);
        runs.push(result);
        console.error(`INP, ${action} run ${index + 1}/${RUNS}: ${Math.round(result.inp)} ms (${result.label}; ${result.slowest?.what ?? 'no interaction ≥ 16 ms'})`);
      }
      const sorted = runs.map((each) => each.inp).sort((a, b) => a - b);
      rows.push({ action, runs, medianMs: sorted[Math.floor(sorted.length / 2)]! });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function formatInpRows(rows: InpRow[]): string {
  const ms = (value: number) => (value === 0 ? '< 16 ms' : `${Math.round(value)} ms`);
  const median = (row: InpRow) => [...row.runs].sort((a, b) => a.inp - b.inp)[Math.floor(row.runs.length / 2)]!;
  return [
    `| action (demo child, ${CPU_SLOWDOWN}× CPU slowdown) | INP median | runs | slowest interaction of the median run | input delay / processing / presentation |`,
    '|---|---|---|---|---|',
    ...rows.map((row) => {
      const slowest = median(row).slowest;
      return `| ${row.action} | ${ms(row.medianMs)} | ${row.runs.map((run) => `${ms(run.inp)} (${run.label})`).join(', ')} | ${slowest?.what ?? '—'} | ${slowest ? `${Math.round(slowest.inputDelay)} / ${Math.round(slowest.processing)} / ${Math.round(slowest.presentation)} ms` : '—'} |`;
    }),
    '',
    'Scripts in the long animation frame of each run\'s slowest interaction (invoker and chunk, time):',
    ...rows.flatMap((row) => row.runs.map((run, index) => `- ${row.action}, run ${index + 1}: ${run.slowest?.scripts.join('; ') || '—'}`)),
  ].join('\n');
}
