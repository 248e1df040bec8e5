import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('order idempotency keys', () => {
  it('uses crypto.randomUUID when the context has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'from-random-uuid', getRandomValues: (array: Uint8Array<ArrayBuffer>) => array })).toBe('from-random-uuid');
  });

  it('builds a version-4 UUID from getRandomValues outside secure contexts', () => {
    const key = newIdempotencyKey({ getRandomValues: (array: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(array) });
    expect(key).toMatch(UUID_V4);
    const zeros = newIdempotencyKey({ getRandomValues: (array: Uint8Array<ArrayBuffer>) => array });
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('is different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });
});
