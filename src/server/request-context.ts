import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/*
 * What every log line written while handling one request carries (OWASP ASVS V16): the request's id, and the user's
 * id once the session flow knows it. server.ts opens the context around Next's request handler; the logger reads it.
 * No 'server-only': server.ts imports it.
 */

export interface RequestContext {
  /** Also sent back as the X-Request-Id response header, so a user's report can be matched to the server's lines. */
  readonly requestId: string;
  /** Set by the session flow (recordRequestUserId) once the signed-in user is known. */
  userId?: string;
  /** Set by the session flow when the request's session cookie names no session: server.ts then clears it. */
  deadSessionCookie?: boolean;
  /** Set when a database call of this request failed for want of the database: server.ts answers 503, not 500. */
  databaseUnavailable?: boolean;
}

/**
 * One storage per process, on globalThis: the custom server (tsx) and Next's bundle each load their own copy of this
 * module (as with the domain events, decision 015), and a context opened by one copy must be read by the other.
 */
const STORAGE_KEY = Symbol.for('academy.request-context');

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<RequestContext> };
  holder[STORAGE_KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[STORAGE_KEY];
}

/**
 * A fresh id for each request. Always made here, never taken from the client's X-Request-Id: a client could choose
 * one to confuse the logs, and telling a trusted proxy's id apart is not worth it (a proxy can log our header).
 */
export function newRequestId(): string {
  return randomUUID();
}

/** Runs `work` (and everything it starts, awaited or not) inside the request's context. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

/** The context of the request being handled, or undefined outside one (start-up, the market engine's ticks). */
export function currentRequestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** Records who is making the request; every later log line of it carries the user id. Outside a request: nothing. */
export function recordRequestUserId(userId: string): void {
  const context = storage().getStore();
  if (context) context.userId = userId;
}

/** The request's session cookie names no session (signed out elsewhere, expired, forged); see deadSessionCookieClearing. */
export function recordDeadSessionCookie(): void {
  const context = storage().getStore();
  if (context) context.deadSessionCookie = true;
}

/** A database call of this request failed because the database is away (decision 049); see server.ts. */
export function recordDatabaseUnavailable(): void {
  const context = storage().getStore();
  if (context) context.databaseUnavailable = true;
}
