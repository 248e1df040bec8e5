import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, type KeyStore } from '@/lib/idempotency-key';
import { keyForSubmission, settleSubmission } from './idempotency-key';

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

function memoryStore(): KeyStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value), removeItem: (name) => void items.delete(name) };
}

function order(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ symbol: 'ACME', side: 'buy', type: 'market', shares: '3', idempotencyKey: 'in-the-page', ...fields })) data.set(name, value);
  return data;
}

describe('the key of an order that got no answer', () => {
  it('is sent again with the same order after a reload (a new page, a new fresh key), until an answer settles it', () => {
    const store = memoryStore();
    expect(keyForSubmission(store, order({}), 'first')).toBe('first');
    // The answer was lost and the tab reloaded: the page made a new key, but the same order goes with the first.
    expect(keyForSubmission(store, order({ idempotencyKey: 'reloaded' }), 'second')).toBe('first');
    settleSubmission(store);
    expect(keyForSubmission(store, order({}), 'third')).toBe('third');
  });

  it('is not given to another order (the server would refuse a key reused for another payload)', () => {
    const store = memoryStore();
    expect(keyForSubmission(store, order({ shares: '3' }), 'first')).toBe('first');
    expect(keyForSubmission(store, order({ shares: '4' }), 'second')).toBe('second');
    expect(keyForSubmission(store, order({ shares: '4', symbol: 'ZED' }), 'third')).toBe('third');
    expect(keyForSubmission(store, order({ shares: '4', symbol: 'ZED', type: 'limit', limitPrice: '5.00' }), 'fourth')).toBe('fourth');
  });

  it('falls back to the fresh key without storage, or when storage refuses or holds something else', () => {
    expect(keyForSubmission(null, order({}), 'fresh')).toBe('fresh');
    const refusing: KeyStore = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } };
    expect(keyForSubmission(refusing, order({}), 'fresh')).toBe('fresh');
    expect(() => settleSubmission(refusing)).not.toThrow();
    const garbled = memoryStore();
    garbled.items.set('academy.pending-order', '{not json');
    expect(keyForSubmission(garbled, order({}), 'fresh')).toBe('fresh');
  });
});
