import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

/** What tells "the database is away" (a 503 and a retry, decision 049) from a fault of the request or the code (a 4xx or a 500). */
describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a server shutting down or starting, a lost connection, a refused one and a full server', () => {
    for (const code of ['57P01', '57P03', '08006', '08003', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Drizzle wraps the driver's error as its cause; Node groups one refusal per address.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: undefined }))).toBe(true);
  });

  it('leaves a fault of the request or the code alone', () => {
    for (const code of ['23505', '23503', '22P02', '42P01', '40001', '57014']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
  });
});
