import { redirect } from 'next/navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { runActorAction, runFormAction } from './form-action';
import { TooManyAttemptsError } from './rate-limit';
import type { Actor, SessionState } from './session-flow';
import { hasControlCharacters } from './validation';

// The real requireActionActor runs (its 401 and 403 are what a form shows); only the session read under it is faked.
const session = vi.hoisted(() => ({ state: { status: 'anonymous' } as SessionState }));
vi.mock('./session-flow', () => ({ resolveSession: async () => session.state }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

/*
 * Server actions are public POST endpoints: whatever arrives gets a form error, never a 500, and text that could
 * not be stored (a NUL byte) is refused at the boundary instead of failing in the database.
 */

const schema = z.object({ title: z.string().min(1), notes: z.string().optional() });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const tutor = { id: 'tutor-1', role: 'tutor', email: 'tutor@academy.test', awaitingConsent: false, simulatorOff: false } as Actor;

beforeEach(() => {
  session.state = { status: 'signed-in', actor: tutor };
});

type Schema = typeof schema;
type Run = (formSchema: Schema, formData: FormData, handler: (input: z.infer<Schema>) => Promise<FormState | void>) => Promise<FormState>;

// What runFormAction does with the form, runActorAction does the same once the actor may act.
describe.each<[string, Run]>([
  ['runFormAction', runFormAction],
  ['runActorAction', (formSchema, formData, handler) => runActorAction('manage:class:own', formSchema, formData, (_actor, input) => handler(input))],
])('%s', (_name, runFormAction) => {
  it('answers a body that is not form data with a form error, without calling the domain', async () => {
    let called = false;
    for (const body of [undefined, null, 'title=x', { title: 'x' }, 42]) {
      const state = await runFormAction(schema, body as unknown as FormData, async () => {
        called = true;
      });
      expect(state).toEqual({ status: 'error', message: 'errors.badForm' });
    }
    expect(called).toBe(false);
  });

  it('refuses NUL and other control characters, naming the field, and keeps what was typed', async () => {
    let called = false;
    const state = await runFormAction(schema, form({ title: 'Hello\u0000world', notes: 'fine' }), async () => {
      called = true;
    });
    expect(called).toBe(false);
    expect(state).toMatchObject({ status: 'error', message: 'errors.controlCharacters', fieldErrors: { title: 'errors.controlCharacters' }, values: { notes: 'fine' } });
  });

  it('accepts line breaks and tabs (text areas keep their lines)', async () => {
    const state = await runFormAction(schema, form({ title: 'Line one\r\nline two\tend' }), async (input) => {
      expect(input.title).toBe('Line one\r\nline two\tend');
    });
    expect(state.status).toBe('success');
  });

  it('answers a database that is away with "try again in a few seconds", keeping what was typed (never "unexpected")', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const state = await runFormAction(schema, form({ title: 'My week' }), async () => {
      throw refused;
    });
    expect(state).toEqual({ status: 'error', message: 'errors.databaseUnavailable', values: { title: 'My week' } });
  });

  it('answers a limit reached with its message key and the wait in minutes as values, keeping what was typed', async () => {
    for (const [waitMs, minutes] of [[30_000, 1], [61_000, 2], [15 * 60_000, 15]] as const) {
      const state = await runFormAction(schema, form({ title: 'Hi' }), async () => {
        throw new TooManyAttemptsError(waitMs);
      });
      expect(state).toEqual({ status: 'error', message: 'errors.tooManyAttempts', messageValues: { minutes }, values: { title: 'Hi' } });
    }
    const throttled = await runFormAction(schema, form({ title: 'Hi' }), async () => {
      throw new TooManyAttemptsError(90_000, 'errors.signInThrottled');
    });
    expect(throttled).toMatchObject({ message: 'errors.signInThrottled', messageValues: { minutes: 2 } });
  });

  it('answers a form that does not fit the schema with its field errors, keeping what was typed', async () => {
    const state = await runFormAction(schema, form({ title: '', notes: 'kept' }), async () => {});
    expect(state).toMatchObject({ status: 'error', message: 'errors.checkForm', fieldErrors: { title: expect.any(String) }, values: { title: '', notes: 'kept' } });
  });

  it("lets Next's redirect through instead of answering it", async () => {
    await expect(runFormAction(schema, form({ title: 'Hi' }), async () => redirect('/done'))).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
  });
});

it('finds a control character inside parsed JSON too (keys and nested values)', () => {
  expect(hasControlCharacters({ blocks: [{ markdown: 'a\u0000b' }] })).toBe(true);
  expect(hasControlCharacters({ ['k\u0007']: 'v' })).toBe(true);
  expect(hasControlCharacters({ blocks: [{ markdown: 'a\nb', n: 3, ok: true }] })).toBe(false);
});

describe('runActorAction', () => {
  /** A form that zod would refuse (no title, a NUL byte), so any answer but the session's would show it was read. */
  const badForm = () => form({ title: '', notes: 'x\u0000' });

  it('answers someone not signed in with "sign in" before reading the form: zod never runs, the domain is never called', async () => {
    const parse = vi.spyOn(schema, 'safeParse');
    let called = false;
    for (const state of [{ status: 'anonymous' }, { status: 'ended', reason: 'expired' }] as const) {
      session.state = state;
      const answer = await runActorAction('manage:class:own', schema, badForm(), async () => {
        called = true;
      });
      expect(answer).toEqual({ status: 'error', message: 'errors.signInRequired', values: { title: '', notes: 'x\u0000' } });
      // Not even a body that is no form at all is looked at.
      expect(await runActorAction(schema, 'title=' as unknown as FormData, async () => {})).toEqual({ status: 'error', message: 'errors.signInRequired' });
    }
    expect(parse).not.toHaveBeenCalled();
    expect(called).toBe(false);
    parse.mockRestore();
  });

  it('answers someone without the permission with "not allowed" before reading the form', async () => {
    const parse = vi.spyOn(schema, 'safeParse');
    session.state = { status: 'signed-in', actor: { ...tutor, role: 'child' } };
    const answer = await runActorAction('manage:class:own', schema, badForm(), async () => {
      throw new Error('never called');
    });
    expect(answer).toEqual({ status: 'error', message: 'errors.forbidden', values: { title: '', notes: 'x\u0000' } });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('lets anyone signed in act when no permission is named, and hands the domain the actor and the parsed input', async () => {
    session.state = { status: 'signed-in', actor: { ...tutor, role: 'child' } };
    const seen: unknown[] = [];
    const state = await runActorAction(schema, form({ title: 'Mine' }), async (actor, input) => {
      seen.push(actor.id, input);
      return { status: 'success', message: 'done' };
    });
    expect(state).toEqual({ status: 'success', message: 'done' });
    expect(seen).toEqual(['tutor-1', { title: 'Mine' }]);
  });

  it('answers a database that is away while the session is read with "try again in a few seconds"', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const flow = await import('./session-flow');
    vi.spyOn(flow, 'resolveSession').mockRejectedValueOnce(refused);
    const state = await runActorAction('manage:class:own', schema, form({ title: 'My week' }), async () => {});
    expect(state).toEqual({ status: 'error', message: 'errors.databaseUnavailable', values: { title: 'My week' } });
  });
});
