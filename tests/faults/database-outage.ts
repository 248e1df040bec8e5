import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CHILD_PASSWORD, prepareData, type PreparedData } from '../durability/database';
import { callAction, readActionIds, signIn, type ActionAnswer, type ActionIds } from '../durability/load';
import { ADMIN_DATABASE_URL, startCluster, type Instance } from './support/cluster';
import type { FaultScenario } from './support/scenario';

/*
 * A database outage under load loses nothing (decision 049): two instances on one PostgreSQL database, CHILDREN
 * signed-in children each placing a market order, taking a lesson (every question answered, then completed) and
 * writing a journal entry, again and again, every request to the next instance in turn. Each write carries its
 * idempotency key (the order's, the try's, the attempt id, the journal save's); a request whose answer did not arrive,
 * or came back 503 or as `errors.databaseUnavailable`, is sent again, same request, same key, after a short growing
 * pause, until it is acknowledged, as the pages do (lib/resend.ts).
 *
 * Two faults, with load before, during and after each: PostgreSQL restarted (every backend of the scratch database
 * terminated, 57P01 as a restart does, and every instance's connection refused for RESTART_MS) and an outage of
 * OUTAGE_MS (every instance's connection refused). The shared server itself is never restarted.
 *
 * What must hold: no HTTP 500 and no `errors.unexpected`; no signed-in request answered as signed out; every order,
 * completion, journal entry and lesson answer that was sent is stored exactly once by its key, as it was answered
 * (an order filled or refused, a completion's number and XP), and nothing is stored under a key nobody sent; no
 * uncaught exception and no line logged at error level (the outage is told at warning level: decision 049).
 */

const CHILDREN = 6;
const STEADY_MS = 5_000;
const RESTART_MS = 2_000;
const OUTAGE_MS = 5_000;
/** A request not acknowledged after this long of resending is given up (and reported): the database is long back. */
const GIVE_UP_MS = 40_000;
/** The resend's pause: FIRST_PAUSE_MS, doubled each time up to MAX_PAUSE_MS, jittered (the page's is 1 s to 30 s). */
const FIRST_PAUSE_MS = 200;
const MAX_PAUSE_MS = 2_000;
const GUESS = '__outage_guess__';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = 'order' | 'answer' | 'completion' | 'journal';
/** What one answer was, as the page would read it. */
type Verdict = { acknowledged: unknown } | { resend: 'connection' | 'http503' | 'databaseUnavailable' } | { violation: string; resend: boolean };

interface Stats {
  requests: number;
  acknowledged: Record<Kind, number>;
  /** Requests sent again, by why. */
  resent: { connection: number; http503: number; databaseUnavailable: number; afterViolation: number };
  /** The longest a write took from its first send to its acknowledgement (ms). */
  longestMs: number;
}

interface Sent {
  orders: Set<string>;
  /** Try key → which attempt and question it answered. */
  answers: Map<string, { attemptId: string; blockId: string }>;
  attempts: Set<string>;
  journal: Set<string>;
}

function isSignedOut(answer: ActionAnswer, message: string | undefined): boolean {
  return answer.status === 401 || (answer.redirect ?? '').includes('/login') || message === 'errors.signInRequired';
}

/** A form action's answer (the order form, the journal form). */
function formVerdict(answer: ActionAnswer, acknowledged: (message: string) => boolean): Verdict {
  const result = (answer.result ?? {}) as { status?: string; message?: string };
  if (answer.status === 503) return { resend: 'http503' };
  if (isSignedOut(answer, result.message)) return { violation: `answered as signed out: HTTP ${answer.status}, redirect ${answer.redirect}, ${JSON.stringify(answer.result)}`, resend: true };
  if (answer.status >= 500) return { violation: `HTTP ${answer.status}`, resend: true };
  if (result.message === 'errors.databaseUnavailable') return { resend: 'databaseUnavailable' };
  if (result.message === 'errors.unexpected') return { violation: `errors.unexpected (HTTP ${answer.status})`, resend: true };
  if (answer.status === 200 && result.message && acknowledged(result.message)) return { acknowledged: result };
  return { violation: `an answer no page expects: HTTP ${answer.status} ${JSON.stringify(answer.result)}`, resend: false };
}

/** The lesson player's actions answer { ok, data } or { ok: false, error }. */
function lessonVerdict(answer: ActionAnswer): Verdict {
  const result = answer.result as { ok?: boolean; data?: Record<string, unknown>; error?: string } | undefined;
  if (answer.status === 503) return { resend: 'http503' };
  if (isSignedOut(answer, result?.error)) return { violation: `answered as signed out: HTTP ${answer.status}, redirect ${answer.redirect}, ${JSON.stringify(answer.result)}`, resend: true };
  if (answer.status >= 500) return { violation: `HTTP ${answer.status}`, resend: true };
  if (result?.ok === false && result.error === 'errors.databaseUnavailable') return { resend: 'databaseUnavailable' };
  if (result?.ok === false && result.error === 'errors.unexpected') return { violation: 'errors.unexpected', resend: true };
  if (answer.status === 200 && result?.ok === true && result.data) return { acknowledged: result.data };
  return { violation: `an answer the player does not expect: HTTP ${answer.status} ${JSON.stringify(answer.result)}`, resend: false };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** One signed-in child, as the pages behave: each write sent until acknowledged, with the same key every time. */
class ResendingChild {
  readonly sent: Sent = { orders: new Set(), answers: new Map(), attempts: new Set(), journal: new Set() };
  readonly stats: Stats = {
    requests: 0,
    acknowledged: { order: 0, answer: 0, completion: 0, journal: 0 },
    resent: { connection: 0, http503: 0, databaseUnavailable: 0, afterViolation: 0 },
    longestMs: 0,
  };
  readonly violations: string[] = [];
  /** What each acknowledged order and completion was told: the database must hold the same (a resend is told the first). */
  readonly told = { orders: new Map<string, 'filled' | 'rejected'>(), completions: new Map<string, { xpAwarded: number; completionNumber: number }>() };
  /** When each acknowledgement arrived (ms since the load began), to show the load ran through every phase. */
  readonly acknowledgedAt: number[] = [];
  /** When (Date.now()) a write's first answer said it was not done, by key: the database tells whether it was. */
  readonly firstRefusedAt = new Map<string, number>();
  /** Every answer that was not an acknowledgement (kept in the scenario's directory, to read after a failure). */
  readonly notAcknowledged: Array<{ at: number; what: string; base: string; verdict: Verdict }> = [];
  private turn: number;
  private sequence = 0;
  private holding = false;

  constructor(
    readonly index: number,
    private readonly cookie: string,
    private readonly context: { bases: string[]; actions: ActionIds; data: PreparedData; learned: Map<string, unknown>; now: () => number },
  ) {
    this.turn = index;
  }

  /** Sends one write until it is acknowledged; returns the acknowledgement, or null when given up (reported). */
  private async send(kind: Kind, key: string, what: string, page: string, actionId: string, args: () => unknown[], judge: (answer: ActionAnswer) => Verdict): Promise<unknown> {
    const started = performance.now();
    for (let resends = 0; ; resends++) {
      // The next instance in turn, as a load balancer without stickiness would send it: a resend may reach the other.
      const base = this.context.bases[this.turn++ % this.context.bases.length]!;
      this.stats.requests += 1;
      let verdict: Verdict;
      try {
        verdict = judge(await callAction(base, page, actionId, args(), this.cookie));
      } catch {
        verdict = { resend: 'connection' };
      }
      if ('acknowledged' in verdict) {
        this.stats.acknowledged[kind] += 1;
        this.stats.longestMs = Math.max(this.stats.longestMs, performance.now() - started);
        this.acknowledgedAt.push(this.context.now());
        return verdict.acknowledged;
      }
      this.notAcknowledged.push({ at: Math.round(this.context.now()), what, base, verdict });
      if (!this.firstRefusedAt.has(key)) this.firstRefusedAt.set(key, Date.now());
      if ('violation' in verdict) {
        this.violations.push(`child ${this.index} ${what} at ${(this.context.now() / 1000).toFixed(1)} s via ${base}: ${verdict.violation}`);
        if (!verdict.resend) return null;
        this.stats.resent.afterViolation += 1;
      } else this.stats.resent[verdict.resend] += 1;
      if (performance.now() - started > GIVE_UP_MS) {
        this.violations.push(`child ${this.index} ${what}: not acknowledged after ${GIVE_UP_MS / 1000} s of resending`);
        return null;
      }
      const pause = Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** resends);
      await sleep(pause / 2 + Math.random() * (pause / 2));
    }
  }

  private async order(): Promise<void> {
    const { symbols } = this.context.data;
    const key = `outage-${this.index}-${++this.sequence}-${randomUUID()}`;
    this.sent.orders.add(key);
    // One share bought, then sold: the cash and the position cap never run out however long the run.
    const side = this.holding ? 'sell' : 'buy';
    const fields = { symbol: symbols[this.index % symbols.length]!, side, type: 'market', shares: '1', limitPrice: '', idempotencyKey: key };
    const result = (await this.send('order', key, `order ${key}`, '/simulator', this.context.actions.placeOrder, () => [{ status: 'idle' }, form(fields)], (answer) =>
      formVerdict(answer, (message) => /^orders\.(done\.(bought|sold)|refusals\.|reasons\.)/.test(message)),
    )) as { status?: string } | null;
    if (result) this.told.orders.set(key, result.status === 'success' ? 'filled' : 'rejected');
    if (result?.status === 'success') this.holding = !this.holding;
  }

  private async lesson(): Promise<void> {
    const { lesson } = this.context.data;
    const attemptId = randomUUID();
    for (const blockId of lesson.questionIds) {
      for (let tries = 0; tries < 3; tries++) {
        const key = randomUUID();
        this.sent.answers.set(key, { attemptId, blockId });
        const learned = this.context.learned;
        const given = learned.has(blockId) ? learned.get(blockId) : GUESS;
        const data = (await this.send('answer', key, `answer ${attemptId}/${blockId} (${key})`, lesson.path, this.context.actions.answerQuestion, () => [{ attemptId, lessonId: lesson.id, blockId, answer: given, key }], lessonVerdict)) as Record<string, unknown> | null;
        if (!data) return;
        if (data.answer !== null && data.answer !== undefined) learned.set(blockId, data.answer);
        if (data.correct === true || data.triesLeft === 0) break;
      }
    }
    this.sent.attempts.add(attemptId);
    const data = (await this.send('completion', attemptId, `completion ${attemptId}`, lesson.path, this.context.actions.completeLesson, () => [{ attemptId, lessonId: lesson.id }], lessonVerdict)) as Record<string, unknown> | null;
    if (data) this.told.completions.set(attemptId, { xpAwarded: Number(data.xpAwarded), completionNumber: Number(data.completionNumber) });
  }

  private async journal(): Promise<void> {
    const key = randomUUID();
    this.sent.journal.add(key);
    const fields = {
      entryId: '',
      idempotencyKey: key,
      title: `Through the outage ${this.index}.${++this.sequence}`,
      body: 'The market was busy today; I kept going.',
      mood: 'calm',
      entryDate: new Date().toISOString().slice(0, 10),
    };
    await this.send('journal', key, `journal save ${key}`, '/journal', this.context.actions.saveJournalEntry, () => [{ status: 'idle' }, form(fields)], (answer) =>
      formVerdict(answer, (message) => message === 'journal.done.saved'),
    );
  }

  /** Order, lesson, journal entry, again and again; a round begun is finished (every write sent is acknowledged). */
  async loop(running: () => boolean): Promise<void> {
    while (running()) {
      await this.order();
      await this.lesson();
      await this.journal();
    }
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** What a restart does to the sessions of one database: every backend ended with 57P01 (admin_shutdown). */
async function terminateBackends(name: string): Promise<number> {
  // Through the admin database, so this connection is not one of those ended.
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: number }>('select count(*) filter (where pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return rows[0]?.ended ?? 0;
  } finally {
    await admin.end();
  }
}

/** Every write sent is stored exactly once under its key, and nothing under a key nobody sent. */
async function verifyStored(databaseUrl: string, children: ResendingChild[], emails: string[]): Promise<{ counts: Record<Kind, number>; storedBeforeRefusal: number; violations: string[] }> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const violations: string[] = [];
  const counts: Record<Kind, number> = { order: 0, answer: 0, completion: 0, journal: 0 };
  // Writes whose first try was stored although its answer said otherwise (the commit's answer lost with the
  // connection): the resend found it by its key. Their transaction began before that answer came.
  let storedBeforeRefusal = 0;
  const storedBefore = (child: ResendingChild, rows: Array<{ key: string | null; created_ms: number }>) => {
    for (const row of rows) {
      const refusedAt = row.key === null ? undefined : child.firstRefusedAt.get(row.key);
      if (refusedAt !== undefined && row.created_ms < refusedAt) storedBeforeRefusal += 1;
    }
  };
  const once = (what: string, sent: Iterable<string>, stored: string[]) => {
    const times = new Map<string, number>();
    for (const key of stored) times.set(key, (times.get(key) ?? 0) + 1);
    for (const key of sent) {
      const found = times.get(key) ?? 0;
      if (found !== 1) violations.push(`${what} ${key} was sent and is stored ${found} times`);
      times.delete(key);
    }
    for (const [key, found] of times) violations.push(`${what} ${key} is stored ${found} time(s) but was never sent`);
  };
  try {
    for (const child of children) {
      const who = `child ${child.index}`;
      const { rows: users } = await database.query<{ id: string }>('select id from users where email = $1', [emails[child.index]]);
      const userId = users[0]?.id;
      if (!userId) {
        violations.push(`${who} has no account`);
        continue;
      }
      const orders = await database.query<{ key: string; status: string; created_ms: number }>(
        'select idempotency_key as key, status, (extract(epoch from created_at) * 1000)::float8 as created_ms from sim_orders where user_id = $1',
        [userId],
      );
      storedBefore(child, orders.rows);
      once(`${who}'s order`, child.sent.orders, orders.rows.map((row) => row.key));
      for (const order of orders.rows) {
        const told = child.told.orders.get(order.key);
        if (told && told !== order.status) violations.push(`${who}'s order ${order.key} was answered ${told} and is stored ${order.status}`);
      }
      const completions = await database.query<{ key: string; xp_awarded: number; completion_number: number; created_ms: number }>(
        'select attempt_id::text as key, xp_awarded, completion_number, (extract(epoch from completed_at) * 1000)::float8 as created_ms from lesson_completions where user_id = $1',
        [userId],
      );
      storedBefore(child, completions.rows);
      once(`${who}'s completion of attempt`, child.sent.attempts, completions.rows.map((row) => row.key));
      for (const completion of completions.rows) {
        const told = child.told.completions.get(completion.key);
        if (told && (told.xpAwarded !== completion.xp_awarded || told.completionNumber !== completion.completion_number)) {
          violations.push(`${who}'s completion ${completion.key} was answered #${told.completionNumber} +${told.xpAwarded} XP and is stored #${completion.completion_number} +${completion.xp_awarded} XP`);
        }
      }
      const entries = await database.query<{ key: string | null; created_ms: number }>(
        'select idempotency_key as key, (extract(epoch from created_at) * 1000)::float8 as created_ms from journal_entries where user_id = $1',
        [userId],
      );
      storedBefore(child, entries.rows);
      once(`${who}'s journal entry`, child.sent.journal, entries.rows.map((row) => row.key ?? '(no key)'));
      // A lesson answer is a try kept in its attempt: its key listed once under its question, and the tries counted
      // are the keys listed (a try sent again counted no other).
      const attempts = await database.query<{ id: string; answers: Record<string, { tries: number; keys?: string[] }> }>('select id::text as id, answers from lesson_attempts where user_id = $1', [userId]);
      const storedKeys: string[] = [];
      for (const attempt of attempts.rows) {
        for (const [blockId, record] of Object.entries(attempt.answers ?? {})) {
          const keys = record.keys ?? [];
          if (keys.length !== record.tries) violations.push(`${who}'s attempt ${attempt.id} counts ${record.tries} tries at ${blockId} for ${keys.length} keys`);
          for (const key of keys) {
            const sent = child.sent.answers.get(key);
            if (sent && (sent.attemptId !== attempt.id || sent.blockId !== blockId)) violations.push(`${who}'s answer ${key} is stored under ${attempt.id}/${blockId}, sent for ${sent.attemptId}/${sent.blockId}`);
            storedKeys.push(key);
          }
        }
      }
      once(`${who}'s lesson answer`, child.sent.answers.keys(), storedKeys);
      counts.order += orders.rowCount ?? 0;
      counts.completion += completions.rowCount ?? 0;
      counts.journal += entries.rowCount ?? 0;
      counts.answer += storedKeys.length;
    }
  } finally {
    await database.end();
  }
  return { counts, storedBeforeRefusal, violations };
}

export const databaseOutage: FaultScenario = {
  name: 'database-outage',
  description: `two instances, ${CHILDREN} children writing (orders, lesson answers and completions, journal entries) and resending with the same key; PostgreSQL restarted, then away ${OUTAGE_MS / 1000} s: no 500, nobody signed out, every write stored exactly once`,
  limitMs: 120_000,
  async run({ dir, say }) {
    const cluster = await startCluster({ size: 2, logDir: dir });
    const summary: string[] = [];
    const violations: string[] = [];
    const instances = cluster.instances;
    try {
      const data = await prepareData({ dataDir: path.join(dir, 'setup-data'), databaseUrl: cluster.databaseUrl, count: CHILDREN, tag: 'outage' });
      const actions = readActionIds();
      const bases = instances.map((instance) => instance.base);
      const started = performance.now();
      const now = () => performance.now() - started;
      const learned = new Map<string, unknown>();
      const children: ResendingChild[] = [];
      for (const [index, email] of data.emails.entries()) {
        const cookie = await signIn(bases[index % bases.length]!, actions, email, CHILD_PASSWORD);
        children.push(new ResendingChild(index, cookie, { bases, actions, data, learned, now }));
      }
      say(`${instances.map((instance) => `${instance.name} :${instance.port}`).join(', ')}; ${CHILDREN} children signed in; logs in ${dir}`);

      const phases: Array<{ name: string; from: number; to: number }> = [];
      const phase = async (name: string, work: () => Promise<unknown>) => {
        const from = now();
        await work();
        phases.push({ name, from, to: now() });
      };
      let running = true;
      const loops = children.map((child) => child.loop(() => running));
      const cutAll = () => instances.forEach((instance: Instance) => instance.database.cut());
      const restoreAll = () => instances.forEach((instance: Instance) => instance.database.restore());
      let terminated = 0;
      try {
        await phase('before', () => sleep(STEADY_MS));
        await phase('PostgreSQL restarting', async () => {
          say(`PostgreSQL "restarted": every backend of the scratch database terminated, connections refused for ${RESTART_MS / 1000} s`);
          terminated = await terminateBackends(databaseName(cluster.databaseUrl));
          cutAll();
          await sleep(RESTART_MS);
          restoreAll();
        });
        await phase('after the restart', () => sleep(STEADY_MS));
        await phase('outage', async () => {
          say(`PostgreSQL away: every instance's connections refused for ${OUTAGE_MS / 1000} s`);
          cutAll();
          await sleep(OUTAGE_MS);
          restoreAll();
        });
        await phase('after the outage', () => sleep(STEADY_MS));
      } finally {
        restoreAll();
        running = false;
        await Promise.all(loops);
      }
      const finished = now();

      const total = (pick: (stats: Stats) => number) => children.reduce((sum, child) => sum + pick(child.stats), 0);
      const acknowledged = (kind: Kind) => total((stats) => stats.acknowledged[kind]);
      summary.push(`${terminated} backends terminated at the "restart"; ${total((stats) => stats.requests)} requests in ${(finished / 1000).toFixed(1)} s`);
      summary.push(
        `acknowledged: ${acknowledged('order')} orders, ${acknowledged('answer')} lesson answers, ${acknowledged('completion')} completions, ${acknowledged('journal')} journal entries; the longest took ${(Math.max(...children.map((child) => child.stats.longestMs)) / 1000).toFixed(1)} s`,
      );
      summary.push(
        `sent again: ${total((stats) => stats.resent.http503)} after HTTP 503, ${total((stats) => stats.resent.databaseUnavailable)} after errors.databaseUnavailable, ${total((stats) => stats.resent.connection)} after no answer, ${total((stats) => stats.resent.afterViolation)} after a violation`,
      );
      const acknowledgedTimes = children.flatMap((child) => child.acknowledgedAt);
      summary.push(`acknowledged per phase: ${phases.map((each) => `${each.name} ${acknowledgedTimes.filter((at) => at >= each.from && at < each.to).length}`).join(', ')}, after the load stopped ${acknowledgedTimes.filter((at) => at >= phases.at(-1)!.to).length}`);
      for (const each of phases.filter((candidate) => candidate.name.startsWith('after'))) {
        if (!acknowledgedTimes.some((at) => at >= each.from && at < each.to)) violations.push(`nothing was acknowledged ${each.name}: the database did not come back for the instances`);
      }
      if (total((stats) => stats.resent.http503 + stats.resent.databaseUnavailable) === 0) violations.push('no request met the database away: the faults did not reach the load');
      for (const child of children) violations.push(...child.violations);

      const stored = await verifyStored(cluster.databaseUrl, children, data.emails);
      summary.push(
        `stored once by key: ${stored.counts.order} orders, ${stored.counts.answer} lesson answers, ${stored.counts.completion} completions, ${stored.counts.journal} journal entries; ${stored.storedBeforeRefusal} order(s), completion(s) or entries were stored by a first try whose answer said otherwise, and found again by their resend`,
      );
      violations.push(...stored.violations);

      for (const instance of instances) {
        if (!instance.running) violations.push(`${instance.name} is no longer running`);
        const uncaught = readFileSync(instance.logFile, 'utf8')
          .split('\n')
          .filter((line) => /uncaught/i.test(line));
        for (const line of uncaught) violations.push(`${instance.name}: ${line.slice(0, 300)}`);
        for (const line of instance.errorLines()) violations.push(`${instance.name} logged an error: ${line.slice(0, 400)}`);
      }
      writeFileSync(path.join(dir, 'children.json'), `${JSON.stringify(children.map((child) => ({ index: child.index, stats: child.stats, violations: child.violations, notAcknowledged: child.notAcknowledged })), null, 1)}\n`);
    } finally {
      await cluster.close();
    }
    return { summary, violations };
  },
};
