import { describe, expect, it } from 'vitest';
import { formFingerprint, pendingKey, settleKey, type KeyStore } from './idempotency-key';

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

function memoryStore(): KeyStore {
  const items = new Map<string, string>();
  return { getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value), removeItem: (name) => void items.delete(name) };
}

describe("a form's key while it waits for an answer (decision 049)", () => {
  it('is known by the words sent, not by their order, the key itself or React’s own fields', () => {
    const sent = formFingerprint(form([['title', 'Beans'], ['body', 'We planted beans.'], ['idempotencyKey', 'first-key'], ['$ACTION_ID_1', '']]));
    expect(formFingerprint(form([['body', 'We planted beans.'], ['title', 'Beans'], ['idempotencyKey', 'other-key']]))).toBe(sent);
    expect(formFingerprint(form([['title', 'Beans'], ['body', 'We planted peas.']]))).not.toBe(sent);
  });

  it('is the same for the same words in the same form until answered, and kept apart by form', () => {
    const store = memoryStore();
    expect(pendingKey(store, 'journal:new', 'words', 'first')).toBe('first');
    expect(pendingKey(store, 'journal:new', 'words', 'second')).toBe('first');
    expect(pendingKey(store, 'feedback:child-1', 'words', 'third')).toBe('third');
    expect(pendingKey(store, 'journal:new', 'other words', 'fourth')).toBe('fourth');
    settleKey(store, 'journal:new');
    expect(pendingKey(store, 'journal:new', 'other words', 'fifth')).toBe('fifth');
  });
});
