import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import { CURRENCY_COOKIE, LOCALE_COOKIE, MODE_COOKIE } from '@/lib/constants';
import type { Locale } from '@/i18n/locales';
import { NO_BODY } from './body-limits';
import { isDatabaseUnavailable } from './db-errors';
import { AppError, DatabaseUnavailableError } from './errors';
import { errorFields, log } from './logger';
import { can, type Permission } from './permissions';
import { admitRequestBody } from './request-body';

export { readBodyBytes, readBodyText } from './request-body';
import { resolveSession, type Actor, type SessionState } from './session-flow';
import { translatorFor } from './locale-translator';
import { resolvePreferences, type Preferences } from './visitor-preferences';

/*
 * The one way to write an App Router route handler (decision 015):
 *
 *   export const GET = routeHandler(async (request) => {
 *     const actor = await requireRouteActor(request, 'read:audit:any');
 *     return Response.json(await someModuleQuery(actor, parseInput(schema, …)));
 *   });
 *
 * Route handlers run outside the page's request cache and are called directly by the integration tests, so the
 * session is resolved from the Request itself (the same session flow as pages and actions, once per request) and
 * errors are translated without next-intl's request config (which would import the preferences module).
 */

const sessions = new WeakMap<Request, Promise<SessionState>>();

/** The session flow (spec 4) for this request, run once however many times it is asked. */
export function getRouteSessionState(request: Request): Promise<SessionState> {
  let state = sessions.get(request);
  if (!state) {
    state = resolveSession(request.headers);
    sessions.set(request, state);
  }
  return state;
}

/** Route handlers: the signed-in actor, else a 401; with a permission, a 403 when they lack it. */
export async function requireRouteActor(request: Request, permission?: Permission): Promise<Actor> {
  const state = await getRouteSessionState(request);
  if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
  if (permission && !can(state.actor, permission)) throw new AppError(403, 'errors.forbidden');
  return state.actor;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Spec 4 "Preferences", as the preferences module applies them to pages: the profile's locale and currency (when
 * this request resolved a session), else the cookies, else English and USD.
 */
export async function routePreferences(request: Request): Promise<Preferences> {
  const state = await sessions.get(request)?.catch(() => undefined);
  const profile = state?.status === 'signed-in' ? state.actor : null;
  return resolvePreferences(
    { locale: cookieValue(request, LOCALE_COOKIE), currency: cookieValue(request, CURRENCY_COOKIE), mode: cookieValue(request, MODE_COOKIE) },
    profile,
  );
}

async function requestLocale(request: Request): Promise<Locale> {
  return (await routePreferences(request)).locale;
}

function jsonAnswer(body: Record<string, unknown>, status: number, headers?: Record<string, string>): Response {
  // An error is about this request only: never cached, never sniffed as anything but JSON.
  return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
}

/**
 * Any failure as a JSON answer in the request's language: `{ error, code, fieldErrors?, …error.jsonFields() }`.
 * `code` is the message key, for clients that translate themselves (the upload screen).
 */
export async function routeErrorResponse(request: Request, error: unknown): Promise<Response> {
  const translate = await translatorFor(await requestLocale(request));
  // decodeURIComponent on a malformed %-escape in a path or query: the caller's mistake.
  const failure = error instanceof URIError ? new AppError(400, 'errors.malformedUrl') : DatabaseUnavailableError.from(error, isDatabaseUnavailable);
  if (failure instanceof DatabaseUnavailableError) log.warn('database unavailable', { method: request.method, path: new URL(request.url).pathname, ...errorFields(failure.cause) });
  if (!(failure instanceof AppError)) {
    log.error('route handler failed', { method: request.method, path: new URL(request.url).pathname, ...errorFields(failure) });
    return jsonAnswer({ error: translate('errors.unexpected'), code: 'errors.unexpected' }, 500);
  }
  const fieldErrors = failure.fieldErrors && Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, key]) => [field, translate(key)]));
  return jsonAnswer({ error: translate(failure.message, failure.messageValues?.()), code: failure.message, ...(fieldErrors ? { fieldErrors } : {}), ...failure.jsonFields?.(translate) }, failure.status, failure.responseHeaders?.());
}

/** What routeHandler checks before its handler runs (decision 042). */
export interface RouteOptions {
  /**
   * The most body bytes the route reads (server/body-limits.ts): a larger declared Content-Length is a 413 before
   * anything is read, and readBodyText / readBodyBytes stop at it. The default, NO_BODY, refuses any body.
   */
  maxBodyBytes?: number;
  /** For a feature that can be off (Stripe without its keys): when false, a 404 before the body is looked at. */
  isAvailable?: () => boolean;
}

/** A wrapped handler, with its body limit for the checks that enumerate routes (server.ts's limits, the tests). */
export type WithBodyLimit<F> = F & { readonly maxBodyBytes: number };

/**
 * Wraps a route handler: the body limit and the feature switch come first (decision 042), an AppError becomes its
 * status with a translated JSON body, anything unexpected is logged and answered 500, and Next's own control flow
 * (redirect(), notFound()) passes through.
 */
export function routeHandler<R extends Request>(handler: (request: R) => Promise<Response>, options?: RouteOptions): WithBodyLimit<(request: R, context?: unknown) => Promise<Response>>;
export function routeHandler<R extends Request, C>(handler: (request: R, context: C) => Promise<Response>, options?: RouteOptions): WithBodyLimit<(request: R, context: C) => Promise<Response>>;
export function routeHandler<R extends Request, C>(handler: (request: R, context: C) => Promise<Response>, options: RouteOptions = {}): WithBodyLimit<(request: R, context: C) => Promise<Response>> {
  const maxBodyBytes = options.maxBodyBytes ?? NO_BODY;
  const wrapped = async (request: R, context: C) => {
    try {
      if (options.isAvailable && !options.isAvailable()) throw new AppError(404, 'errors.notFound');
      await admitRequestBody(request, maxBodyBytes);
      return await handler(request, context);
    } catch (error) {
      unstable_rethrow(error);
      return routeErrorResponse(request, error);
    }
  };
  return Object.assign(wrapped, { maxBodyBytes });
}

/**
 * A 303 to a path on this site, as a relative Location (RFC 9110 allows it): behind a proxy or under any host name
 * the browser stays where it is, whereas an absolute URL built from request.url would name the app's own
 * localhost listener.
 */
export function seeOther(pathOnSite: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: pathOnSite } });
}
