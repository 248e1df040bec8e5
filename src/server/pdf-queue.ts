import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RTL_LOCALES, isLocale } from '@/i18n/locales';
import { AppError, type Translate } from './errors';
import { errorFields, log } from './logger';
import { consume, refund } from './rate-limit';
import type { PdfWorkerAnswer, PdfWorkerJob } from './pdf-worker';

/*
 * Every PDF we draw goes through here (decision 045): @react-pdf/renderer takes from a tenth of a second to seconds
 * of CPU per document, and on the requests' event loop 40 reports asked at once by one parent held every other
 * page for seconds. So the drawing runs in a worker thread (pdf-worker.ts), one document at a time in this process,
 * and each person waits their turn:
 *   - at most PDF_LIMITS.perUser PDFs per person per window (in the database, so across instances): a 429;
 *   - one of a person's PDFs drawn at a time, a few more waiting behind it, and people served in turn (round robin),
 *     so one person's burst never delays another's first PDF by more than the one being drawn;
 *   - a bounded number waiting in all: past it a 503, both with Retry-After.
 */

export const PDF_LIMITS = {
  /** Documents drawn at once in this process: one worker, so one of the two cores stays with the pages. */
  concurrency: 1,
  /** A person's PDFs per window (a report for each child and period, an invoice or two, then a pause). */
  perUser: { max: 10, windowMs: 10 * 60_000 },
  /** A person's PDFs waiting behind the one being drawn (two children's reports asked in a row). */
  waitingPerUser: 2,
  /** Everyone's PDFs waiting; past it the server is busy (503). */
  waitingTotal: 40,
  /** A document taking longer is abandoned and its worker replaced (a loop in the layout must not hold the queue). */
  renderTimeoutMs: 30_000,
  /** A worker idle this long is stopped, giving its memory back; the next PDF starts one again (about a second). */
  idleWorkerMs: 5 * 60_000,
} as const;

const RETRY_BUSY_SECONDS = 30;
const RETRY_IN_PROGRESS_SECONDS = 10;

/** Too many PDFs for one person: a 429 that says how long to wait, in words and in Retry-After. */
export class PdfLimitError extends AppError {
  constructor(
    message: 'errors.tooManyPdfs' | 'errors.pdfInProgress',
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }

  override jsonFields(translate: Translate): Record<string, unknown> {
    return { error: translate(this.message, { minutes: Math.max(1, Math.ceil(this.retryAfterSeconds / 60)) }), retryAfter: this.retryAfterSeconds };
  }

  override responseHeaders(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** Too many PDFs waiting in all, or a document that could not be drawn in time: a 503 to try again later. */
export class PdfBusyError extends AppError {
  constructor() {
    super(503, 'errors.pdfBusy');
  }

  override responseHeaders(): Record<string, string> {
    return { 'Retry-After': String(RETRY_BUSY_SECONDS) };
  }
}

/** What the worker draws; see PdfWorkerJob. */
export type PdfDrawing = Omit<PdfWorkerJob, 'id'>;

interface Waiting {
  drawing: PdfDrawing;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export interface PdfQueueOptions {
  concurrency: number;
  waitingPerUser: number;
  waitingTotal: number;
  draw: (drawing: PdfDrawing) => Promise<Uint8Array>;
}

/**
 * The turn-taking, apart from the worker (tests give it their own `draw`). People wait in a Map whose order is the
 * round: the next document is the first waiting one of the first person with nothing being drawn, and a person
 * whose document was drawn goes to the back.
 */
export class PdfQueue {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly drawing = new Map<string, number>();
  private waitingCount = 0;
  private running = 0;

  constructor(private readonly options: PdfQueueOptions) {}

  /** How many of this person's PDFs are being drawn or waiting. */
  inFlight(userId: string): number {
    return (this.drawing.get(userId) ?? 0) + (this.waiting.get(userId)?.length ?? 0);
  }

  /** Rejects (429 or 503) if this person's PDF cannot join the queue now; otherwise resolves with its bytes once drawn. */
  submit(userId: string, drawing: PdfDrawing, signal?: AbortSignal): Promise<Uint8Array> {
    if (this.inFlight(userId) >= 1 + this.options.waitingPerUser) return Promise.reject(new PdfLimitError('errors.pdfInProgress', RETRY_IN_PROGRESS_SECONDS));
    if (this.waitingCount >= this.options.waitingTotal) return Promise.reject(new PdfBusyError());
    return new Promise<Uint8Array>((resolve, reject) => {
      const entry: Waiting = { drawing, resolve, reject, signal };
      if (signal) {
        // Whoever asked has gone (the browser closed, the request timed out): their PDF leaves the queue undrawn.
        entry.onAbort = () => {
          if (this.remove(userId, entry)) reject(new PdfBusyError());
        };
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      const line = this.waiting.get(userId);
      if (line) line.push(entry);
      else this.waiting.set(userId, [entry]);
      this.waitingCount++;
      this.next();
    });
  }

  private remove(userId: string, entry: Waiting): boolean {
    const line = this.waiting.get(userId);
    const at = line?.indexOf(entry) ?? -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    if (line.length === 0) this.waiting.delete(userId);
    this.waitingCount--;
    return true;
  }

  private next(): void {
    while (this.running < this.options.concurrency) {
      const userId = [...this.waiting.keys()].find((id) => !this.drawing.get(id));
      if (userId === undefined) return;
      const line = this.waiting.get(userId)!;
      const entry = line.shift()!;
      this.waiting.delete(userId);
      // Map order is the round: with more waiting, this person goes to the back.
      if (line.length > 0) this.waiting.set(userId, line);
      this.waitingCount--;
      if (entry.signal && entry.onAbort) entry.signal.removeEventListener('abort', entry.onAbort);
      this.running++;
      this.drawing.set(userId, (this.drawing.get(userId) ?? 0) + 1);
      const done = () => {
        this.running--;
        const left = (this.drawing.get(userId) ?? 1) - 1;
        if (left > 0) this.drawing.set(userId, left);
        else this.drawing.delete(userId);
        // Served: to the back of the round, behind whoever joined while this was drawn.
        const rest = this.waiting.get(userId);
        if (rest) {
          this.waiting.delete(userId);
          this.waiting.set(userId, rest);
        }
        this.next();
      };
      // A throw inside draw() (not only a rejection) must still free the turn.
      Promise.resolve()
        .then(() => this.options.draw(entry.drawing))
        .then(
          (bytes) => {
            done();
            entry.resolve(bytes);
          },
          (error: unknown) => {
            done();
            entry.reject(error);
          },
        );
    }
  }
}

/**
 * Plain Node cannot load the TypeScript worker, and a worker does not take tsx from `--import` (Node 20 runs the
 * entry before such hooks): the worker starts from this line, which registers tsx and then loads it.
 */
function workerBootstrap(): string {
  const entry = pathToFileURL(path.join(process.cwd(), 'src', 'server', 'pdf-worker.ts')).href;
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
}

interface Pending {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout;
}

/** One worker thread drawing one document at a time; started on first use, replaced after a crash or a time-out. */
class PdfWorkerSlot {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  draw(drawing: PdfDrawing): Promise<Uint8Array> {
    clearTimeout(this.idleTimer);
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        log.error('PDF drawing timed out; its worker is replaced', { document: drawing.document, timeoutMs: PDF_LIMITS.renderTimeoutMs });
        this.stop(new PdfBusyError());
      }, PDF_LIMITS.renderTimeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ ...drawing, id } satisfies PdfWorkerJob);
    });
  }

  private start(): Worker {
    // execArgv: none of the server's flags (its --import tsx would not take in a worker anyway); a heap of its own.
    const worker = new Worker(workerBootstrap(), { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 512 } });
    // The worker never keeps the process alive by itself (a stop, a test run's end).
    worker.unref();
    worker.on('message', (answer: PdfWorkerAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      clearTimeout(pending.timer);
      if (answer.ok) pending.resolve(answer.bytes);
      else pending.reject(Object.assign(new Error(`PDF drawing failed: ${answer.error}`), { stack: answer.stack }));
      if (this.pending.size === 0) this.idleTimer = setTimeout(() => this.stop(), PDF_LIMITS.idleWorkerMs).unref();
    });
    worker.on('error', (error) => {
      log.error('PDF worker failed', errorFields(error));
      this.forget(worker, error);
    });
    worker.on('exit', (code) => this.forget(worker, new Error(`PDF worker exited with code ${code}`)));
    return worker;
  }

  /** The worker is gone: whatever it was drawing fails, and the next drawing starts another. */
  private forget(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.failPending(error);
  }

  private failPending(error: unknown): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(id);
      pending.reject(error);
    }
  }

  private stop(reason?: unknown): void {
    const worker = this.worker;
    this.worker = undefined;
    if (reason) this.failPending(reason);
    void worker?.terminate();
  }
}

/** Workers, one per document drawn at once; the queue never asks for more drawings at once than there are slots. */
function workerPool(size: number): (drawing: PdfDrawing) => Promise<Uint8Array> {
  const slots = Array.from({ length: size }, () => new PdfWorkerSlot());
  const busy = new Set<PdfWorkerSlot>();
  return async (drawing) => {
    const slot = slots.find((candidate) => !busy.has(candidate))!;
    busy.add(slot);
    try {
      return await slot.draw(drawing);
    } finally {
      busy.delete(slot);
    }
  };
}

/**
 * One queue per process, on globalThis: each route handler's bundle may load its own copy of this module, and the
 * limit of one drawing at a time must hold across all of them (as request-context.ts does for its storage).
 */
const QUEUE_KEY = Symbol.for('academy.pdf-queue');

export function getPdfQueue(): PdfQueue {
  const holder = globalThis as typeof globalThis & { [QUEUE_KEY]?: PdfQueue };
  holder[QUEUE_KEY] ??= new PdfQueue({ concurrency: PDF_LIMITS.concurrency, waitingPerUser: PDF_LIMITS.waitingPerUser, waitingTotal: PDF_LIMITS.waitingTotal, draw: workerPool(PDF_LIMITS.concurrency) });
  return holder[QUEUE_KEY];
}

/** The key of a person's PDF count in rate_limits. */
export const pdfLimitKey = (userId: string) => `pdf:${userId}`;

export interface PdfRequest {
  /** A document module under src/ exporting renderPdf (see pdf-worker.ts). */
  document: string;
  data: unknown;
  locale: string;
  /** The messages namespace of the document's keys (`reports`, `plans`). */
  namespace: string;
  /** The request's signal: a PDF whose reader has gone is not drawn. */
  signal?: AbortSignal;
}

/**
 * Draws a PDF for `userId` through the queue: counts it against the person's limit (429 past it, with Retry-After),
 * then waits its turn. Call it after the reader's right to the document was checked, so a 404 costs nothing.
 */
export async function drawPdf(userId: string, request: PdfRequest): Promise<Buffer> {
  const key = pdfLimitKey(userId);
  const counted = await consume({ key, ...PDF_LIMITS.perUser });
  if (!counted.allowed) {
    // Refused, so not counted either: the window's count stays the PDFs drawn or waiting, whatever order a burst's
    // requests met the limit and the queue's refunds in.
    await refund(key);
    throw new PdfLimitError('errors.tooManyPdfs', Math.max(1, Math.ceil(counted.retryAfterMs / 1000)));
  }
  const locale = isLocale(request.locale) ? request.locale : 'en';
  const drawing: PdfDrawing = {
    document: request.document,
    data: request.data,
    locale,
    direction: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr',
    namespace: request.namespace,
  };
  let bytes: Uint8Array;
  try {
    bytes = await getPdfQueue().submit(userId, drawing, request.signal);
  } catch (error) {
    // A PDF refused at the queue's door (or whose reader left) was not drawn: it does not count against the person.
    if (error instanceof AppError) await refund(key);
    throw error;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
