import { describe, expect, it } from 'vitest';
import { editPublicContent, publicContentChanged, publicContentGeneration, sharedCache } from './shared-cache';

/** A load that counts its calls and waits until released, to interleave reads and edits. */
function controlledLoad() {
  let calls = 0;
  let release: (value: string) => void = () => {};
  const load = (key: string) => {
    calls += 1;
    return new Promise<string>((resolve) => {
      release = (value) => resolve(`${key}:${value}`);
    });
  };
  return { load, calls: () => calls, release: (value: string) => release(value) };
}

describe('the shared cache (decision 019)', () => {
  it('reads once for every caller, per key, until invalidated', async () => {
    let calls = 0;
    const cache = sharedCache(`test-once-${Math.random()}`, async (key) => `${key}#${++calls}`);
    expect(await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')])).toEqual(['a#1', 'a#1', 'a#1']);
    expect(await cache.get('b')).toBe('b#2');
    cache.invalidate();
    expect(await cache.get('a')).toBe('a#3');
    expect(calls).toBe(3);
  });

  it('keeps the result of a lazy query, not the query: a drizzle builder runs once, not at every read', async () => {
    let runs = 0;
    // Like a drizzle query builder: a thenable that runs its query at every then() (every await).
    const lazyQuery = (key: string) => ({
      then<R>(resolve: (value: string) => R, reject?: (error: unknown) => R) {
        runs += 1;
        return Promise.resolve(`${key}#${runs}`).then(resolve, reject);
      },
    });
    const cache = sharedCache(`test-lazy-${Math.random()}`, (key) => lazyQuery(key) as unknown as Promise<string>);
    expect(await cache.get('a')).toBe('a#1');
    expect(await cache.get('a')).toBe('a#1');
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a#1', 'a#1']);
    expect(runs).toBe(1);
  });

  it('any edit of public content empties every shared cache and moves the public pages to a new generation', async () => {
    let calls = 0;
    const one = sharedCache(`test-public-a-${Math.random()}`, async (key) => `${key}#${++calls}`);
    const other = sharedCache(`test-public-b-${Math.random()}`, async (key) => `${key}#${++calls}`);
    await Promise.all([one.get('x'), other.get('y')]);
    const generation = publicContentGeneration();
    publicContentChanged();
    expect(publicContentGeneration()).not.toBe(generation);
    expect(await one.get('x')).toBe('x#3');
    expect(await other.get('y')).toBe('y#4');
    // A shared cache's own invalidation is an edit of public content too (the theme, a rate).
    const before = publicContentGeneration();
    one.invalidate();
    expect(publicContentGeneration()).not.toBe(before);
    expect(await other.get('y')).toBe('y#5');
  });

  it('editPublicContent says so only once its transaction has committed', async () => {
    const before = publicContentGeneration();
    await expect(editPublicContent(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(publicContentGeneration()).toBe(before);
    expect(await editPublicContent(async () => 'saved')).toBe('saved');
    expect(publicContentGeneration()).not.toBe(before);
  });

  it('keeps at most maxEntries keys, the oldest going first', async () => {
    let calls = 0;
    const cache = sharedCache(`test-bounded-${Math.random()}`, async (key) => `${key}#${++calls}`, { maxEntries: 2 });
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    expect(await cache.get('b')).toBe('b#2');
    expect(await cache.get('a')).toBe('a#4');
  });

  it('never keeps a value read while an edit committed: its caller gets it, the next caller reads again', async () => {
    const probe = controlledLoad();
    const cache = sharedCache(`test-race-${Math.random()}`, probe.load);
    const before = cache.get('theme');
    cache.invalidate();
    probe.release('old');
    expect(await before).toBe('theme:old');
    const after = cache.get('theme');
    expect(probe.calls()).toBe(2);
    probe.release('new');
    expect(await after).toBe('theme:new');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = sharedCache(`test-fail-${Math.random()}`, async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await expect(cache.get('x')).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get('x')).toBe('ok');
  });

  it('reads again after maxAgeMs (another process may have edited)', async () => {
    let calls = 0;
    const cache = sharedCache(`test-age-${Math.random()}`, async () => ++calls, { maxAgeMs: 20 });
    expect(await cache.get('x')).toBe(1);
    expect(await cache.get('x')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('x')).toBe(2);
  });
});
