/**
 * Issue 4's benchmark: children taking a lesson at the same time. Each virtual child loops through the real
 * journey — GET the lesson page (server-rendered, starts an attempt), answer every question through the
 * player's server action, complete the lesson — and every request's latency is recorded by kind.
 */
import { chromium } from '@playwright/test';
import { closeDatabase, installDatabase, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { SEED_COURSES } from '../src/db/seed-content';
import { createAccount } from '../src/modules/accounts/create-account';
import { revealedAnswer } from '../src/modules/courses/answers';

const PASSWORD = 'bench-child-password';
const course = SEED_COURSES[0]!;
const lesson = course.lessons[0]!;
export const LESSON_PATH = `/courses/${course.slug}/${lesson.slug}`;

/** Before the server starts (it takes the embedded database's lock): migrate, seed and add `count` verified children. */
export async function prepareChildren(options: { dataDir: string; databaseUrl?: string; count: number }): Promise<string[]> {
  const handle = openDatabase({ databaseUrl: options.databaseUrl || undefined, dataDir: options.dataDir, purpose: 'bench setup' });
  installDatabase(handle);
  const emails: string[] = [];
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    const stamp = Date.now().toString(36);
    for (let index = 0; index < options.count; index++) {
      const email = `bench-${stamp}-${index}@academy.local`;
      await createAccount(handle.db, { email, password: PASSWORD, role: 'child', firstName: 'Bench', lastName: `Child ${index}`, emailVerified: true });
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

/** Signs every child in through the real login form, and reads the answer action's id from the player's first call. */
export async function signInChildren(base: string, emails: string[]): Promise<{ sessions: Session[]; actionHeaders: Record<string, string> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const sessions: Session[] = [];
  let actionHeaders: Record<string, string> = {};
  try {
    for (const [index, email] of emails.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard\/child$/);
      sessions.push({ cookie: (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') });
      if (index === 0) {
        // The player calls a server action: its id and router state come from the real page.
        await page.goto(`${base}${LESSON_PATH}`);
        const request = page.waitForRequest((candidate) => candidate.method() === 'POST' && Boolean(candidate.headers()['next-action']));
        await advanceToFirstQuestion(page);
        const headers = (await request).headers();
        actionHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('next-') || name === 'accept' || name === 'content-type'));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { sessions, actionHeaders };
}

/** Continues to the lesson's first question and checks an answer, which fires the answer action. */
async function advanceToFirstQuestion(page: import('@playwright/test').Page): Promise<void> {
  const first = lesson.blocks.findIndex((block) => block.type === 'question');
  for (let step = 0; step < first; step++) await page.getByRole('button', { name: 'Continue' }).click();
  const block = lesson.blocks[first];
  if (block?.type !== 'question') throw new Error('the benchmark lesson has no question');
  const card = page.locator('[aria-live="polite"]');
  if (block.question.kind === 'number') await card.getByLabel('Your answer').fill('1');
  else if (block.question.kind !== 'order') await card.locator('input').first().check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
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
export async function runLessonLoad(base: string, sessions: Session[], actionHeaders: Record<string, string>, seconds: number): Promise<LatencyRow[]> {
  const questions = lesson.blocks.flatMap((block) => (block.type === 'question' ? [{ blockId: block.id, answer: revealedAnswer(block.question) }] : []));
  const samples = { page: [] as number[], answer: [] as number[], complete: [] as number[] };
  const failures = { page: 0, answer: 0, complete: 0 };
  const deadline = Date.now() + seconds * 1000;
  const url = `${base}${LESSON_PATH}`;

  async function timed(kind: keyof typeof samples, work: () => Promise<Response>, ok: (body: string) => boolean): Promise<string | null> {
    const started = performance.now();
    try {
      const response = await work();
      const body = await response.text();
      samples[kind].push(performance.now() - started);
      if (response.status !== 200 || !ok(body)) {
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
    while (Date.now() < deadline) {
      const html = await timed('page', () => fetch(url, { headers: { cookie: session.cookie } }), (body) => body.includes('attemptId'));
      const attemptId = html ? /attemptId\\?":\\?"([0-9a-f-]{36})/.exec(html)?.[1] : undefined;
      if (!attemptId) continue;
      const post = (args: unknown) => () => fetch(url, { method: 'POST', headers: { ...actionHeaders, cookie: session.cookie }, body: JSON.stringify([args]) });
      for (const question of questions) {
        if (Date.now() >= deadline) return;
        await timed('answer', post({ attemptId, blockId: question.blockId, answer: question.answer }), (body) => body.includes('"ok":true'));
      }
      await timed('complete', post({ attemptId }), (body) => body.includes('"ok":true'));
    }
  }

  await Promise.all(sessions.map((session) => child(session)));
  return [
    summarise(`GET ${LESSON_PATH} (lesson page, starts an attempt)`, samples.page, failures.page, seconds),
    summarise('answer a question (server action, checked on the server)', samples.answer, failures.answer, seconds),
    summarise('complete the lesson (server action: XP, streak, badges)', samples.complete, failures.complete, seconds),
  ];
}
