import { describe, expect, it, vi } from 'vitest';
import { definePort } from './ports';

/*
 * Ports (decision 059): a read of a port nobody provided fails loudly, naming the port and where it is provided,
 * instead of reading nothing; the implementation lives on globalThis, so a second copy of this file (Next's bundle
 * beside the custom server's) reads what the first provided.
 */

describe('a port', () => {
  it('throws a clear error when read before it is provided, then returns what was provided last', () => {
    const port = definePort<{ answer: number }>(`test.unprovided-${Math.random()}`, 'the test wiring');
    expect(() => port.get()).toThrow(/port "test\.unprovided-.*" was read before it was provided: the test wiring provides it at start/);
    port.provide({ answer: 1 });
    port.provide({ answer: 2 });
    expect(port.get()).toEqual({ answer: 2 });
  });

  it('is shared by every copy of the module in the process', async () => {
    const name = `test.shared-${Math.random()}`;
    definePort<string>(name, 'the test wiring').provide('from the custom server');
    vi.resetModules();
    const copy = (await import('./ports')) as typeof import('./ports');
    expect(copy.definePort<string>(name, 'the test wiring').get()).toBe('from the custom server');
  });
});
