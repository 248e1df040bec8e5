import { describe, expect, it } from 'vitest';
import { OPERATION_RETRY_LIMIT_MS, UPLOAD_RETRY_LIMIT_MS } from './constants';
import { isRetryable, MAX_RETRY_DELAY_MS, nextRetryDelay, parseRetryAfter, type RetryQuestion } from './retry-policy';

const base: RetryQuestion = { failure: 503, attempt: 0, startedAt: 0, now: 0, limitMs: OPERATION_RETRY_LIMIT_MS, random: 0 };

describe('isRetryable (spec 9: 5xx, 408, 429)', () => {
  it.each([500, 502, 503, 504, 599, 408, 429, 'network' as const])('retries %s', (failure) => {
    expect(isRetryable(failure)).toBe(true);
  });
  it.each([400, 401, 403, 404, 409, 413, 499, 200, 600])('does not retry %s', (failure) => {
    expect(isRetryable(failure)).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', 0)).toBe(7000);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, 0)).toBeNull();
    expect(parseRetryAfter('', 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter('-5', 0)).toBeNull();
  });
});

describe('nextRetryDelay', () => {
  it('gives up at once on errors a retry cannot fix', () => {
    expect(nextRetryDelay({ ...base, failure: 400 })).toBeNull();
    expect(nextRetryDelay({ ...base, failure: 413 })).toBeNull();
  });

  it('doubles the wait each attempt, with jitter between half and all of it', () => {
    expect(nextRetryDelay({ ...base, attempt: 0, random: 0 })).toBe(500);
    expect(nextRetryDelay({ ...base, attempt: 0, random: 0.999999 })).toBe(1000);
    expect(nextRetryDelay({ ...base, attempt: 1, random: 0 })).toBe(1000);
    expect(nextRetryDelay({ ...base, attempt: 3, random: 0.5 })).toBe(6000);
  });

  it('caps the wait at 64 s', () => {
    expect(nextRetryDelay({ ...base, attempt: 20, random: 0.999999, limitMs: UPLOAD_RETRY_LIMIT_MS })).toBe(MAX_RETRY_DELAY_MS);
  });

  it('honours a longer Retry-After, never a shorter one', () => {
    expect(nextRetryDelay({ ...base, failure: 429, retryAfter: '10' })).toBe(10_000);
    expect(nextRetryDelay({ ...base, failure: 429, attempt: 4, random: 0, retryAfter: '1' })).toBe(8000);
  });

  it('gives up when the wait would end past the limit: 120 s for operations, 600 s for uploads', () => {
    const late = { ...base, attempt: 2, random: 0, now: 117_000 };
    expect(nextRetryDelay({ ...late })).toBe(2000);
    expect(nextRetryDelay({ ...late, now: 119_000 })).toBeNull();
    expect(nextRetryDelay({ ...late, now: 119_000, limitMs: UPLOAD_RETRY_LIMIT_MS })).toBe(2000);
    expect(nextRetryDelay({ ...base, failure: 503, retryAfter: '700', limitMs: UPLOAD_RETRY_LIMIT_MS })).toBeNull();
  });

  it('retries network failures like server errors', () => {
    expect(nextRetryDelay({ ...base, failure: 'network', random: 0 })).toBe(500);
  });
});
