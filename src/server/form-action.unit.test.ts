import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runFormAction } from './form-action';
import { TooManyAttemptsError } from './rate-limit';
import { hasControlCharacters } from './validation';

/*
 * Server actions are public POST endpoints: whatever arrives gets a form error, never a 500, and text that could
 * not be stored (a NUL byte) is refused at the boundary instead of failing in the database.
 */

const schema = z.object({ title: z.string().min(1), notes: z.string().optional() });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('runFormAction', () => {
  it('answers a body that is not form data with a form error, without calling the domain', async () => {
    let called = false;
    for (const body of [undefined, null, 'title=x', { title: 'x' }, 42]) {
      const state = await runFormAction(schema, body as unknown as FormData, async () => {
        called = true;
      });
      expect(state).toEqual({ status: 'error', message: 'errors.badForm' });
    }
    expect(called).toBe(false);
  });

  it('refuses NUL and other control characters, naming the field, and keeps what was typed', async () => {
    let called = false;
    const state = await runFormAction(schema, form({ title: 'Hello\u0000world', notes: 'fine' }), async () => {
      called = true;
    });
    expect(called).toBe(false);
    expect(state).toMatchObject({ status: 'error', message: 'errors.controlCharacters', fieldErrors: { title: 'errors.controlCharacters' }, values: { notes: 'fine' } });
  });

  it('accepts line breaks and tabs (text areas keep their lines)', async () => {
    const state = await runFormAction(schema, form({ title: 'Line one\r\nline two\tend' }), async (input) => {
      expect(input.title).toBe('Line one\r\nline two\tend');
    });
    expect(state.status).toBe('success');
  });

  it('finds a control character inside parsed JSON too (keys and nested values)', () => {
    expect(hasControlCharacters({ blocks: [{ markdown: 'a\u0000b' }] })).toBe(true);
    expect(hasControlCharacters({ ['k\u0007']: 'v' })).toBe(true);
    expect(hasControlCharacters({ blocks: [{ markdown: 'a\nb', n: 3, ok: true }] })).toBe(false);
  });

  it('answers a database that is away with "try again in a few seconds", keeping what was typed (never "unexpected")', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const state = await runFormAction(schema, form({ title: 'My week' }), async () => {
      throw refused;
    });
    expect(state).toEqual({ status: 'error', message: 'errors.databaseUnavailable', values: { title: 'My week' } });
  });

  it('answers a limit reached with its message key and the wait in minutes as values, keeping what was typed', async () => {
    for (const [waitMs, minutes] of [[30_000, 1], [61_000, 2], [15 * 60_000, 15]] as const) {
      const state = await runFormAction(schema, form({ title: 'Hi' }), async () => {
        throw new TooManyAttemptsError(waitMs);
      });
      expect(state).toEqual({ status: 'error', message: 'errors.tooManyAttempts', messageValues: { minutes }, values: { title: 'Hi' } });
    }
    const throttled = await runFormAction(schema, form({ title: 'Hi' }), async () => {
      throw new TooManyAttemptsError(90_000, 'errors.signInThrottled');
    });
    expect(throttled).toMatchObject({ message: 'errors.signInThrottled', messageValues: { minutes: 2 } });
  });
});
