import type { Tx } from '@/db/client';

/*
 * Domain events between modules (decision 015). A module that must let another react to what it did (a lesson
 * completed → XP, streak, badges) publishes an event it defines in its `events.ts`; the reacting module subscribes
 * in its own `subscriptions.ts`, and `src/wiring/domain-events.ts` connects them at start. Handlers run in the
 * publisher's transaction, one after the other, so the cause and every reaction land together or not at all.
 *
 * An event may ask for a result (the rewards a completion screen shows): each handler returns part of it and
 * publish() merges the parts. A publish with no subscriber is a wiring mistake and throws, loudly, instead of
 * silently skipping the reaction.
 *
 * The registry lives on globalThis: the custom server (run by tsx) and Next's bundle each load their own copy of
 * this file, in one process, and must share one registry. Only the custom server wires it (and the integration
 * tests' setup), so the handlers that run are the custom server's copies: under `npm run dev`, a change to a
 * handler needs a restart. No 'server-only': the custom server loads it.
 */

export interface DomainEvent<Payload, Result extends object> {
  readonly name: string;
  /** Types only: the payload and result this event carries. */
  readonly __types?: { payload: Payload; result: Result };
}

export type EventHandler<Payload, Result extends object> = (tx: Tx, payload: Payload) => Promise<Partial<Result> | void>;

type AnyHandler = (tx: Tx, payload: unknown) => Promise<object | void>;
const REGISTRY_KEY = Symbol.for('academy.domain-events');
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Map<string, Map<string, AnyHandler>> };

function registry(): Map<string, Map<string, AnyHandler>> {
  const slot = globalThis as GlobalWithRegistry;
  slot[REGISTRY_KEY] ??= new Map();
  return slot[REGISTRY_KEY];
}

/** Declares an event; `name` is `<module>.<what-happened>`, unique in the app. */
export function defineEvent<Payload, Result extends object = Record<never, never>>(name: string): DomainEvent<Payload, Result> {
  return { name };
}

/**
 * Registers a handler under a name. Subscribing again under the same name replaces the handler (wiring twice, or a
 * test standing in for a subscriber), so a handler never runs twice for one event.
 */
export function subscribe<Payload, Result extends object>(event: DomainEvent<Payload, Result>, subscriber: string, handler: EventHandler<Payload, Result>): void {
  const handlers = registry().get(event.name) ?? new Map<string, AnyHandler>();
  handlers.set(subscriber, handler as AnyHandler);
  registry().set(event.name, handlers);
}

/** Runs every handler of the event in the caller's transaction, in subscription order; returns their merged results. */
export async function publish<Payload, Result extends object>(tx: Tx, event: DomainEvent<Payload, Result>, payload: Payload): Promise<Result> {
  const handlers = registry().get(event.name);
  if (!handlers || handlers.size === 0) {
    throw new Error(`No subscriber for the domain event "${event.name}": load src/wiring/domain-events.ts at start (decision 015).`);
  }
  const result: Record<string, unknown> = {};
  for (const [subscriber, handler] of handlers) {
    const part = await handler(tx, payload);
    for (const [key, value] of Object.entries(part ?? {})) {
      // Each part of a result has one author: a second one would silently overwrite the first (say, the badges).
      if (key in result) throw new Error(`Two subscribers of "${event.name}" answer "${key}" (the second is ${subscriber}).`);
      result[key] = value;
    }
  }
  return result as Result;
}
