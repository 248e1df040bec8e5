import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { actionResult, encodeReply } from '../support/server-actions';

/*
 * The durability suite's clients (scripts/test-durability.ts): children placing market orders on /simulator and
 * taking a lesson, over plain HTTP, through the same server actions the browser calls. Each client remembers what
 * the server acknowledged (an answer that arrived and said so), what it sent, and what was in flight when the
 * server died, so the suite can resubmit the lost requests and check the database afterwards.
 */

// ── Server actions over HTTP ─────────────────────────────────────────────────────────────────────────────────────

interface ManifestEntry {
  filename?: string;
  exportedName?: string;
}

export interface ActionIds {
  signIn: string;
  placeOrder: string;
  answerQuestion: string;
  completeLesson: string;
  saveJournalEntry: string;
}

/** The actions' ids from the build's manifest (what the browser sends as `Next-Action`). */
export function readActionIds(root = process.cwd()): ActionIds {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8')) as { node: Record<string, ManifestEntry> };
  const idOf = (module: string, name: string) => {
    const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name && (entry.filename ?? '').includes(`modules/${module}/`));
    if (!found) throw new Error(`the build has no server action ${module}/${name}`);
    return found[0];
  };
  return {
    signIn: idOf('accounts', 'signInAction'),
    placeOrder: idOf('simulator', 'placeOrderAction'),
    answerQuestion: idOf('courses', 'answerQuestionAction'),
    completeLesson: idOf('courses', 'completeLessonAction'),
    saveJournalEntry: idOf('journal', 'saveEntryAction'),
  };
}

export interface ActionAnswer {
  status: number;
  result: unknown;
  redirect: string | null;
  cookies: string[];
}

/**
 * Posts a server action as the Next client does. Throws when no complete answer arrives (the connection refused or
 * cut): the caller then does not know whether the server acted.
 */
export async function callAction(base: string, page: string, actionId: string, args: unknown[], cookie?: string): Promise<ActionAnswer> {
  const encoded = await encodeReply(args);
  const headers: Record<string, string> = { 'Next-Action': actionId, Origin: base, Accept: 'text/x-component' };
  if (cookie) headers.cookie = cookie;
  if (typeof encoded === 'string') headers['Content-Type'] = 'text/plain;charset=UTF-8';
  const response = await fetch(`${base}${page}`, { method: 'POST', headers, body: encoded, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const payload = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    result: response.headers.get('content-type')?.startsWith('text/x-component') ? actionResult(payload) : undefined,
    redirect: response.headers.get('x-action-redirect') ?? response.headers.get('location'),
    cookies: response.headers.getSetCookie(),
  };
}

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Signs a child in through the login form's server action; returns the cookies the browser would keep. */
export async function signIn(base: string, actions: ActionIds, email: string, password: string): Promise<string> {
  const answer = await callAction(base, '/login', actions.signIn, [{ status: 'idle' }, formData({ email, password, next: '' })]);
  const cookie = answer.cookies
    .map((line) => line.split(';', 1)[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
  if (!answer.redirect?.includes('/dashboard/child') || !/session_token=/.test(cookie)) {
    throw new Error(`sign-in of ${email} failed: HTTP ${answer.status}, redirect ${answer.redirect}, result ${JSON.stringify(answer.result)}`);
  }
  return cookie;
}

// ── The clients ──────────────────────────────────────────────────────────────────────────────────────────────────

/** fetch's error when nothing listened (every address of `localhost` refused): the request never left. */
function connectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause;
  if (!cause) return false;
  if (cause.errors && cause.errors.length > 0) return cause.errors.every((each) => each.code === 'ECONNREFUSED');
  return cause.code === 'ECONNREFUSED';
}

export interface OrderRequest {
  key: string;
  symbol: string;
  side: 'buy' | 'sell';
  shares: number;
}

/** An order whose answer arrived: filled (status success) or refused (stored as rejected). */
export interface AcknowledgedOrder extends OrderRequest {
  outcome: 'filled' | 'rejected';
  message: string;
  messageValues: unknown;
}

export interface AcknowledgedCompletion {
  attemptId: string;
  xpAwarded: number;
  completionNumber: number;
}

interface FormAnswer {
  status?: string;
  message?: string;
  messageValues?: unknown;
}

type LessonAnswer = { ok: true; data: Record<string, unknown> } | { ok: false; error: string };

/** What one client saw over the whole run (all server lives of one engine). */
export class ChildClient {
  readonly sentKeys = new Set<string>();
  readonly sentAttempts = new Set<string>();
  readonly orders = new Map<string, AcknowledgedOrder>();
  readonly completions = new Map<string, AcknowledgedCompletion>();
  /** Sent, no answer (the server died or refused the connection): resubmitted after the restart. */
  lostOrders: OrderRequest[] = [];
  lostCompletions: string[] = [];
  /** Answers that were neither a success nor a refusal (an unexpected error): each one is reported. */
  readonly failures: string[] = [];
  readonly stats = { replayedAcknowledged: 0, abandonedAttempts: 0, refused: 0 };
  /**
   * What was sent again after a restart: idempotency key (attempt id) → when the server was killed, so the check can
   * tell which of them the dead server had committed (the resubmission then had to answer without acting again).
   */
  readonly resent = { orders: new Map<string, number>(), completions: new Map<string, number>() };
  /** Shares held as the acknowledged answers tell it (a guide for choosing sells; the server decides). */
  private readonly held = new Map<string, number>();
  private sequence = 0;

  constructor(
    readonly email: string,
    readonly index: number,
    private readonly cookie: string,
    private readonly context: {
      base: string;
      actions: ActionIds;
      lessonPath: string;
      lessonId: number;
      questionIds: string[];
      symbols: string[];
      tag: string;
      /** Correct answers as the server revealed them after a question's last try, by block id (shared by all clients). */
      learned: Map<string, unknown>;
    },
  ) {}

  private newOrder(): OrderRequest {
    this.sequence += 1;
    const key = `dur-${this.context.tag}-${this.index}-${this.sequence}-${randomBytes(4).toString('hex')}`;
    const owned = [...this.held.entries()].filter(([, shares]) => shares > 0);
    if (owned.length > 0 && Math.random() < 0.4) {
      const [symbol, shares] = owned[Math.floor(Math.random() * owned.length)]!;
      return { key, symbol, side: 'sell', shares: 1 + Math.floor(Math.random() * Math.min(shares, 2)) };
    }
    const symbol = this.context.symbols[Math.floor(Math.random() * this.context.symbols.length)]!;
    return { key, symbol, side: 'buy', shares: 1 + Math.floor(Math.random() * 3) };
  }

  /** Sends an order; returns the acknowledged order, or throws if no answer arrived. Records failures. */
  private async sendOrder(order: OrderRequest): Promise<AcknowledgedOrder | null> {
    this.sentKeys.add(order.key);
    const form = formData({ symbol: order.symbol, side: order.side, type: 'market', shares: String(order.shares), limitPrice: '', idempotencyKey: order.key });
    const answer = await callAction(this.context.base, '/simulator', this.context.actions.placeOrder, [{ status: 'idle' }, form], this.cookie);
    const result = (answer.result ?? {}) as FormAnswer;
    const message = result.message ?? '';
    let outcome: AcknowledgedOrder['outcome'] | null = null;
    if (answer.status === 200 && result.status === 'success' && /^orders\.done\.(bought|sold)$/.test(message)) outcome = 'filled';
    // A refusal is an order too (kept as rejected); its replay answers with the stored short reason.
    else if (answer.status === 200 && result.status === 'error' && /^orders\.(refusals|reasons)\./.test(message)) outcome = 'rejected';
    if (!outcome) {
      this.failures.push(`order ${order.key}: HTTP ${answer.status} ${JSON.stringify(answer.result)}`);
      return null;
    }
    const acknowledged: AcknowledgedOrder = { ...order, outcome, message, messageValues: result.messageValues ?? null };
    const first = this.orders.get(order.key);
    if (!first) {
      this.orders.set(order.key, acknowledged);
      if (outcome === 'filled') this.held.set(order.symbol, (this.held.get(order.symbol) ?? 0) + (order.side === 'buy' ? order.shares : -order.shares));
    } else if (first.outcome !== outcome || (outcome === 'filled' && JSON.stringify(first.messageValues) !== JSON.stringify(acknowledged.messageValues))) {
      this.failures.push(`order ${order.key} answered differently the second time: ${JSON.stringify(first)} then ${JSON.stringify(acknowledged)}`);
    }
    return acknowledged;
  }

  private async lessonCall(action: string, input: Record<string, unknown>): Promise<LessonAnswer | null> {
    const answer = await callAction(this.context.base, this.context.lessonPath, action, [input], this.cookie);
    const result = answer.result as LessonAnswer | undefined;
    if (answer.status !== 200 || !result || typeof result.ok !== 'boolean') {
      this.failures.push(`lesson action: HTTP ${answer.status} ${JSON.stringify(answer.result)}`);
      return null;
    }
    return result;
  }

  private async sendCompletion(attemptId: string): Promise<void> {
    const result = await this.lessonCall(this.context.actions.completeLesson, { attemptId, lessonId: this.context.lessonId });
    if (!result) return;
    if (!result.ok) {
      this.failures.push(`completion ${attemptId}: ${result.error}`);
      return;
    }
    const completion = { attemptId, xpAwarded: Number(result.data.xpAwarded), completionNumber: Number(result.data.completionNumber) };
    const first = this.completions.get(attemptId);
    if (!first) this.completions.set(attemptId, completion);
    else if (first.xpAwarded !== completion.xpAwarded || first.completionNumber !== completion.completionNumber) {
      this.failures.push(`completion ${attemptId} answered differently the second time: ${JSON.stringify(first)} then ${JSON.stringify(completion)}`);
    }
  }

  /**
   * Orders, one at a time, until `running()` turns false. An order without an answer is remembered as lost, unless
   * the connection was refused (sent after the kill: the server never saw it).
   */
  async orderLoop(running: () => boolean): Promise<void> {
    while (running()) {
      const order = this.newOrder();
      try {
        await this.sendOrder(order);
      } catch (error) {
        if (connectionRefused(error)) this.stats.refused += 1;
        else this.lostOrders.push(order);
      }
    }
  }

  /** Lesson attempts in a row: every question answered (the answers the server revealed are learned), then complete. */
  async lessonLoop(running: () => boolean): Promise<void> {
    while (running()) {
      const attemptId = randomUUID();
      this.sentAttempts.add(attemptId);
      try {
        for (const blockId of this.context.questionIds) {
          for (let tries = 0; tries < 3; tries++) {
            if (!running()) return;
            const learned = this.context.learned;
            const answer = learned.has(blockId) ? learned.get(blockId) : '__durability_guess__';
            // Each try its own key (decision 049), as the player sends it.
            const result = await this.lessonCall(this.context.actions.answerQuestion, { attemptId, lessonId: this.context.lessonId, blockId, answer, key: randomUUID() });
            if (!result) break;
            if (!result.ok) {
              if (result.error !== 'errors.questionFinished') this.failures.push(`answer ${attemptId}/${blockId}: ${result.error}`);
              break;
            }
            if (result.data.answer !== null && result.data.answer !== undefined) learned.set(blockId, result.data.answer);
            if (result.data.correct === true || result.data.triesLeft === 0) break;
          }
        }
      } catch {
        // The server died mid-lesson: the attempt is left unfinished, as a child closing the tab leaves it.
        this.stats.abandonedAttempts += 1;
        continue;
      }
      if (!running()) return;
      try {
        await this.sendCompletion(attemptId);
      } catch (error) {
        if (connectionRefused(error)) this.stats.refused += 1;
        else this.lostCompletions.push(attemptId);
      }
    }
  }

  /**
   * After a restart: every order and completion whose answer was lost is sent again with the SAME idempotency key
   * (attempt id), as the order form and the player do on a retry, plus `replays` orders that were acknowledged:
   * each must answer as the first time and never execute twice (the database check counts). A network error here
   * (a connection the restart left stale) is retried with the same key.
   */
  async resubmitLost(replays: number, killedAt: number): Promise<void> {
    const retry = async (work: () => Promise<unknown>, what: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await work();
          return;
        } catch (error) {
          if (attempt >= 3) {
            this.failures.push(`resubmit of ${what} got no answer: ${String(error)}`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    };
    const lostOrders = this.lostOrders;
    const lostCompletions = this.lostCompletions;
    this.lostOrders = [];
    this.lostCompletions = [];
    for (const order of lostOrders) {
      this.resent.orders.set(order.key, killedAt);
      await retry(() => this.sendOrder(order), `order ${order.key}`);
    }
    for (const attemptId of lostCompletions) {
      this.resent.completions.set(attemptId, killedAt);
      await retry(() => this.sendCompletion(attemptId), `completion ${attemptId}`);
    }
    const acknowledged = [...this.orders.values()];
    for (let count = 0; count < replays && acknowledged.length > 0; count++) {
      const order = acknowledged[Math.floor(Math.random() * acknowledged.length)]!;
      this.stats.replayedAcknowledged += 1;
      await retry(() => this.sendOrder({ key: order.key, symbol: order.symbol, side: order.side, shares: order.shares }), `replay ${order.key}`);
    }
  }
}
