/*
 * The browser side of the file store's requests: XHR (for upload progress), and retries by the spec's policy
 * (retry-policy.ts). Browser-only code; imported by the upload task and the delete button.
 */
import type { FileUsage } from '../errors';
import { nextRetryDelay, type Failure } from '../retry-policy';

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown> | null;
  retryAfter: string | null;
}

/** What went wrong, for the screen: a message key (translated there), the server's English text, and extras. */
export interface Problem {
  code: string;
  message?: string;
  usedBy?: FileUsage[];
}

export class AbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'AbortedError';
  }
}

export class NetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}

/** Retries ran out (spec 9 limits): carries the last answer, if any came. */
export class GaveUpError extends Error {
  constructor(readonly lastAnswer: HttpAnswer | null) {
    super('gave up');
    this.name = 'GaveUpError';
  }
}

/** The server answered with a refusal a retry cannot change (4xx). */
export class RefusedError extends Error {
  constructor(readonly answer: HttpAnswer) {
    super(`refused with ${answer.status}`);
    this.name = 'RefusedError';
  }
}

interface SendOptions {
  body?: Blob | string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: (loaded: number) => void;
}

/** One request through XMLHttpRequest: fetch cannot report upload progress. Rejects only for network failure or abort. */
export function sendRequest(method: string, url: string, options: SendOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new AbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    if (options.onUploadProgress) {
      const report = options.onUploadProgress;
      xhr.upload.onprogress = (event) => report(event.loaded);
    }
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      let body: Record<string, unknown> | null = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      // Status 0 means no answer reached the page (a proxy dropped it): a network failure.
      if (xhr.status === 0) reject(new NetworkError());
      else resolve({ status: xhr.status, body, retryAfter: xhr.getResponseHeader('Retry-After') });
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new AbortedError());
    };
    xhr.send(options.body ?? null);
  });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortedError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` until it answers something a retry cannot change (returned as is, success or not), waiting as
 * nextRetryDelay says after a 5xx, 408, 429 or a network failure; throws GaveUpError once the limit is reached.
 * `onWait` reports each wait (ms), then null when the next try starts.
 */
export async function withRetries(attempt: () => Promise<HttpAnswer>, options: { limitMs: number; signal?: AbortSignal; onWait?: (ms: number | null) => void }): Promise<HttpAnswer> {
  const startedAt = Date.now();
  let lastAnswer: HttpAnswer | null = null;
  for (let retries = 0; ; retries += 1) {
    let failure: Failure;
    let retryAfter: string | null = null;
    try {
      const answer = await attempt();
      if (!(answer.status === 408 || answer.status === 429 || answer.status >= 500)) return answer;
      lastAnswer = answer;
      failure = answer.status;
      retryAfter = answer.retryAfter;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      failure = 'network';
    }
    const delay = nextRetryDelay({ failure, attempt: retries, startedAt, now: Date.now(), limitMs: options.limitMs, retryAfter, random: Math.random() });
    if (delay === null) throw new GaveUpError(lastAnswer);
    options.onWait?.(delay);
    await sleep(delay, options.signal);
    options.onWait?.(null);
  }
}

/** The problem an answer reports (its `code` is a message key such as thumbnails.errors.tooLarge). */
export function problemOf(answer: HttpAnswer | null): Problem {
  const body = answer?.body ?? {};
  const code = typeof body.code === 'string' ? body.code : 'thumbnails.errors.unexpected';
  return {
    code,
    message: typeof body.error === 'string' ? body.error : undefined,
    usedBy: Array.isArray(body.usedBy) ? (body.usedBy as FileUsage[]) : undefined,
  };
}

/** Any thrown error as a problem to show. */
export function problemFromError(error: unknown): Problem {
  if (error instanceof RefusedError) return problemOf(error.answer);
  if (error instanceof GaveUpError) return error.lastAnswer ? { ...problemOf(error.lastAnswer), code: 'thumbnails.errors.gaveUp' } : { code: 'thumbnails.errors.network' };
  if (error instanceof NetworkError) return { code: 'thumbnails.errors.network' };
  return { code: 'thumbnails.errors.unexpected' };
}
