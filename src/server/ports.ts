import type { ColumnBaseConfig, ColumnDataType } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Ports (decision 059): what a module reads from a module that imports it, so it cannot import it back (decision 015:
 * no cycles). The reading module declares the port and what it needs; the composition root (`src/wiring`) provides
 * the owner's implementation at start, beside the domain events' subscribers. Reading a port nobody provided is a
 * wiring mistake and throws, loudly, instead of reading nothing.
 *
 * The implementations live on globalThis, as the domain events' registry (server/domain-events.ts): the custom server
 * (run by tsx) and Next's bundle each load their own copy of this file, in one process, and the pages read what the
 * custom server provided. No 'server-only': the custom server loads it.
 */

export interface Port<Implementation> {
  readonly name: string;
  /** Installs the implementation; providing again replaces it (wiring twice, or a test standing in for the owner). */
  provide(implementation: Implementation): void;
  /** The implementation provided; throws when there is none. */
  get(): Implementation;
}

const REGISTRY_KEY = Symbol.for('academy.ports');
type GlobalWithPorts = typeof globalThis & { [REGISTRY_KEY]?: Map<string, unknown> };

function registry(): Map<string, unknown> {
  const slot = globalThis as GlobalWithPorts;
  slot[REGISTRY_KEY] ??= new Map();
  return slot[REGISTRY_KEY];
}

/** Declares a port; `name` is `<module>.<what-it-reads>`, unique in the app; `providedBy` says where it is wired. */
export function definePort<Implementation>(name: string, providedBy: string): Port<Implementation> {
  return {
    name,
    provide: (implementation) => void registry().set(name, implementation),
    get: () => {
      const implementation = registry().get(name) as Implementation | undefined;
      if (implementation === undefined) throw new Error(`The port "${name}" was read before it was provided: ${providedBy} provides it at start (decision 059).`);
      return implementation;
    },
  };
}

/**
 * A column of a read model an owner provides through a port (a subquery's field), as the reading module declares it:
 * its value's type, never null. The owner's own column (its table, its SQL type) is assignable to it.
 */
export type ReadModelColumn<Data> = PgColumn<ColumnBaseConfig<ColumnDataType, string> & { data: Data; notNull: true }>;
