/*
 * When the browser retries a file-store request, and how long it waits (spec 9: "Storage: operation retry limit
 * 120 s, upload retry limit 600 s … retryable statuses 5xx, 408, 429"). Pure: the upload task and the delete button
 * use it, and unit tests pin it down.
 */

/** A failed request: its HTTP status, or 'network' when no answer came (offline, reset, time-out). */
export type Failure = number | 'network';

export function isRetryable(failure: Failure): boolean {
  return failure === 'network' || failure === 408 || failure === 429 || (failure >= 500 && failure <= 599);
}

/** Retry-After (RFC 9110 10.2.3) in milliseconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Tue, 01 Jan 2030 00:00:30 GMT"); bare numbers like "-5" are not dates.
  if (!/^[A-Za-z]{3}, /.test(text)) return null;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

export const FIRST_RETRY_DELAY_MS = 1000;
export const MAX_RETRY_DELAY_MS = 64_000;

export interface RetryQuestion {
  failure: Failure;
  /** Retries already made for this request (0 before the first retry). */
  attempt: number;
  /** When the request was first tried (ms); the limit counts from here. */
  startedAt: number;
  now: number;
  /** OPERATION_RETRY_LIMIT_MS or UPLOAD_RETRY_LIMIT_MS. */
  limitMs: number;
  retryAfter?: string | null;
  /** A number in [0, 1): Math.random in the browser, fixed in tests. */
  random: number;
}

/**
 * The wait before the next try, or null to give up: not retryable, or the wait would end past the limit.
 * Exponential backoff (1 s, 2 s, 4 s … capped at 64 s) with "equal jitter" (half fixed, half random) so many
 * browsers do not retry in step; a server's Retry-After is honoured when it asks for longer.
 */
export function nextRetryDelay(question: RetryQuestion): number | null {
  if (!isRetryable(question.failure)) return null;
  const backoff = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, question.attempt));
  const jittered = backoff / 2 + (backoff / 2) * Math.min(Math.max(question.random, 0), 1);
  const asked = parseRetryAfter(question.retryAfter, question.now) ?? 0;
  const delay = Math.round(Math.max(jittered, asked));
  if (question.now + delay - question.startedAt > question.limitMs) return null;
  return delay;
}
