import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { safeNextPath } from '@/lib/safe-path';
import { AppError } from './errors';
import { can, type Permission } from './permissions';
import { resolveSession, type Actor, type SessionState } from './session-flow';

export type { Actor } from './session-flow';
export { safeNextPath } from '@/lib/safe-path';

/**
 * The session flow, once per request, for pages, layouts and server actions. React's cache holds only while a page
 * renders: a server action runs before any render, so there each caller (the permission check, the locale for
 * next-intl, the preferences) ran the flow's statement again. Outside a render the result is kept by the request's
 * headers (one object for the whole request). Inside a render React's cache keeps it, read afresh: the render that
 * follows an action (its revalidatePath) must see what the action changed (a new language, a new name).
 */
const sessionStates = new WeakMap<Headers, Promise<SessionState>>();
const renderProbe = cache(() => ({}));
/** True while React renders (its cache memoizes), false in a server action before its render. */
const insideRender = () => renderProbe() === renderProbe();
export const getSessionState = cache(async (): Promise<SessionState> => {
  const requestHeaders = await headers();
  if (insideRender()) return resolveSession(requestHeaders);
  let state = sessionStates.get(requestHeaders);
  if (!state) {
    state = resolveSession(requestHeaders);
    sessionStates.set(requestHeaders, state);
  }
  return state;
});


/** The actor, or null when nobody is signed in. A session the flow ended leaves through /auth/end (cookies cleared). */
export async function getOptionalActor(): Promise<Actor | null> {
  const state = await getSessionState();
  if (state.status === 'ended') redirect(`/auth/end?reason=${state.reason}`);
  return state.status === 'signed-in' ? state.actor : null;
}

/** Pages: the signed-in actor, or a redirect to /login that comes back here. */
export async function requireActor(): Promise<Actor> {
  const actor = await getOptionalActor();
  if (!actor) {
    const path = safeNextPath((await headers()).get('x-academy-path'));
    redirect(path ? `/login?next=${encodeURIComponent(path)}` : '/login');
  }
  return actor;
}

/** Pages: the actor if they hold the permission; otherwise a 403 page. */
export async function requirePermission(permission: Permission): Promise<Actor> {
  const actor = await requireActor();
  if (!can(actor, permission)) forbidden();
  return actor;
}

/** Server actions: the actor or a 401 AppError (actions are public POST endpoints). */
export async function requireActionActor(permission?: Permission): Promise<Actor> {
  const state = await getSessionState();
  if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
  if (permission && !can(state.actor, permission)) throw new AppError(403, 'errors.forbidden');
  return state.actor;
}

/** The client address as the app server saw it (server.ts overwrites whatever the client sent). */
export async function clientAddress(): Promise<string> {
  return (await headers()).get('x-academy-client-ip') ?? 'unknown';
}
