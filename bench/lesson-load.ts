/**
 * The learning benchmark: children taking a lesson at the same time. Each virtual child loops through the real
 * journey — GET the lesson page (server-rendered, read only: it hands out the attempt id that the first answer
 * starts an attempt under, decision 015), answer every question through the
 * player's server action, complete the lesson — and every request's latency is recorded by kind.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { closeDatabase, installDatabase, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase, type DemoAccountsMode } from '@/seed/seed';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { createAccount } from '../src/modules/accounts/create-account';
import { revealedAnswer } from '../src/modules/courses/answers';

const PASSWORD = 'bench-child-password';
const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;
export const LESSON_PATH = `/courses/${course.slug}/${lesson.slug}`;

/**
 * Before the server starts (it takes the embedded database's lock): migrate, seed and add `count` verified children.
 * `demo: 'now'` also makes the demo accounts, which a start on PostgreSQL leaves out (decision 043).
 */
export async function prepareChildren(options: { dataDir: string; databaseUrl?: string; count: number; password?: string; label?: string; demo?: DemoAccountsMode }): Promise<string[]> {
  const handle = openDatabase({ databaseUrl: options.databaseUrl || undefined, dataDir: options.dataDir, purpose: 'bench setup' });
  installDatabase(handle);
  const emails: string[] = [];
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: options.demo ?? 'never' });
    const stamp = Date.now().toString(36);
    for (let index = 0; index < options.count; index++) {
      const email = `${options.label ?? 'bench'}-${stamp}-${index}@academy.local`;
      await createAccount(handle.db, { email, password: options.password ?? PASSWORD, role: 'child', firstName: 'Bench', lastName: `Child ${index}`, emailVerified: true });
      emails.push(email);
    }
  } finally {
    await closeDatabase();
  }
  return emails;
}

interface Session {
  cookie: string;
}

/** Signs every child in through the real login form. */
export async function signInChildren(base: string, emails: string[]): Promise<Session[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const sessions: Session[] = [];
  try {
    for (const email of emails) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard\/child$/);
      sessions.push({ cookie: (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sessions;
}

/** The player's server actions, by name, from the build's manifest (what the browser sends as `next-action`). */
export function actionIds(): { answer: string; complete: string } {
  const manifest = JSON.parse(readFileSync('.next/server/app/courses/[slug]/[lesson]/page/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  const idOf = (name: string) => {
    const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0];
    if (!id) throw new Error(`the build has no server action named ${name}`);
    return id;
  };
  return { answer: idOf('answerQuestionAction'), complete: idOf('completeLessonAction') };
}

/** The lesson's questions with their right answers, as the player sends them. */
export const LESSON_QUESTIONS = lesson.blocks.flatMap((block) => (block.type === 'question' ? [{ blockId: block.id, answer: revealedAnswer(block.question) }] : []));

export type JourneyStep = 'page' | 'answer' | 'complete';

/**
 * One child's pass through the lesson, as the browser makes it: the page (which hands out the attempt id), each
 * question answered through the player's server action, then the completion. `timed` runs and records each request
 * and answers its body, or null when it failed; `goOn` is asked before each answer. Answers whether it completed.
 */
export async function lessonJourney(
  base: string,
  cookie: string,
  actions: { answer: string; complete: string },
  timed: (step: JourneyStep, work: () => Promise<Response>, ok: (body: string) => boolean) => Promise<string | null>,
  goOn: () => boolean = () => true,
): Promise<boolean> {
  const url = `${base}${LESSON_PATH}`;
  const html = await timed('page', () => fetch(url, { headers: { cookie } }), (body) => body.includes('attemptId'));
  const attemptId = html ? /attemptId\\?":\\?"([0-9a-f-]{36})/.exec(html)?.[1] : undefined;
  const lessonId = html ? Number(/lessonId\\?":(\d+)/.exec(html)?.[1]) : NaN;
  if (!attemptId || !Number.isInteger(lessonId)) return false;
  const post = (action: string, args: unknown) => () =>
    fetch(url, { method: 'POST', headers: { accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', 'next-action': action, cookie }, body: JSON.stringify([args]) });
  for (const question of LESSON_QUESTIONS) {
    if (!goOn()) return false;
    // Each try carries its key, as the player sends it (decision 049).
    await timed('answer', post(actions.answer, { attemptId, lessonId, blockId: question.blockId, answer: question.answer, key: randomUUID() }), (body) => body.includes('"ok":true'));
  }
  return (await timed('complete', post(actions.complete, { attemptId, lessonId }), (body) => body.includes('"ok":true'))) !== null;
}

export interface LatencyRow {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

function summarise(name: string, samples: number[], failures: number, seconds: number): LatencyRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { name, count: samples.length, perSecond: Math.round(samples.length / seconds), p50: at(0.5), p99: at(0.99), failures };
}

/** Every child runs the lesson journey in a loop for `seconds`; returns a row per request kind. */
export async function runLessonLoad(base: string, sessions: Session[], seconds: number): Promise<LatencyRow[]> {
  const actions = actionIds();
  const samples = { page: [] as number[], answer: [] as number[], complete: [] as number[] };
  const failures = { page: 0, answer: 0, complete: 0 };
  const deadline = Date.now() + seconds * 1000;

  async function timed(kind: JourneyStep, work: () => Promise<Response>, ok: (body: string) => boolean): Promise<string | null> {
    const started = performance.now();
    try {
      const response = await work();
      const body = await response.text();
      samples[kind].push(performance.now() - started);
      if (response.status !== 200 || !ok(body)) {
        if (failures[kind] === 0) console.error(`first failed ${kind}: HTTP ${response.status} ${body.slice(0, 300)}`);
        failures[kind] += 1;
        return null;
      }
      return body;
    } catch {
      failures[kind] += 1;
      return null;
    }
  }

  async function child(session: Session): Promise<void> {
    while (Date.now() < deadline) await lessonJourney(base, session.cookie, actions, timed, () => Date.now() < deadline);
  }

  await Promise.all(sessions.map((session) => child(session)));
  return [
    summarise(`GET ${LESSON_PATH} (lesson page, read only)`, samples.page, failures.page, seconds),
    summarise('answer a question (server action, checked on the server)', samples.answer, failures.answer, seconds),
    summarise('complete the lesson (server action: XP, streak, badges)', samples.complete, failures.complete, seconds),
  ];
}
