import { eq } from 'drizzle-orm';
import { notFound, redirect } from 'next/navigation';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { createTestUser, signInHeaders } from '../../tests/factories';
import { AppError } from './errors';
import { tooManyAttempts } from './rate-limit';
import { requireRouteActor, routeHandler } from './route-handler';
import { parseInput } from './validation';

let childCookie: string;
let arabicAdminCookie: string;

beforeAll(async () => {
  childCookie = (await signInHeaders((await createTestUser({ role: 'child' })).email)).get('cookie')!;
  const admin = await createTestUser({ role: 'admin' });
  await getDb().update(users).set({ locale: 'ar' }).where(eq(users.id, admin.id));
  arabicAdminCookie = (await signInHeaders(admin.email)).get('cookie')!;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function request(cookie?: string): NextRequest {
  return new NextRequest(new URL('/api/test', 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe('routeHandler', () => {
  it('answers a database that is away with 503, Retry-After and the message in the request language, never 500', async () => {
    const handler = routeHandler(async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    });
    // A visitor who reads Arabic: the language cookie.
    const response = await handler(request('NEXT_LOCALE=ar'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await bodyOf(response)).toEqual({ error: 'لا يمكننا الوصول إلى بياناتنا للحظة. حاول مرة أخرى بعد بضع ثوانٍ.', code: 'errors.databaseUnavailable', retryAfter: 5 });
  });

  it('answers an AppError with its status, the message in the request language and its key as `code`', async () => {
    const handler = routeHandler(async () => {
      throw new AppError(409, 'errors.forbidden');
    });
    const english = await handler(request());
    expect(english.status).toBe(409);
    expect(english.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(english)).toEqual({ error: 'Your account cannot do that.', code: 'errors.forbidden' });
    // The locale cookie (spec 4 "Preferences": the cookie when nobody is signed in).
    expect(await bodyOf(await handler(request('NEXT_LOCALE=fr')))).toEqual({ error: 'Votre compte ne peut pas faire cela.', code: 'errors.forbidden' });
    // An unknown locale falls back to English.
    expect((await bodyOf(await handler(request('NEXT_LOCALE=xx')))).error).toBe('Your account cannot do that.');
  });

  it("prefers the signed-in user's profile locale over the cookie", async () => {
    const handler = routeHandler(async (req: NextRequest) => {
      await requireRouteActor(req);
      throw new AppError(400, 'errors.malformedUrl');
    });
    const answer = await handler(request(`${arabicAdminCookie}; NEXT_LOCALE=fr`));
    expect(await bodyOf(answer)).toEqual({ error: 'هذا العنوان غير صالح: يحتوي على ترميز % غير مكتمل.', code: 'errors.malformedUrl' });
  });

  it('translates each field problem into `fieldErrors`', async () => {
    const schema = z.object({ email: z.string().email('errors.emailInvalid'), name: z.string().min(1, 'errors.nameRequired') });
    const handler = routeHandler(async () => Response.json(parseInput(schema, { email: 'nope', name: '' })));
    const answer = await handler(request('NEXT_LOCALE=fr'));
    expect(answer.status).toBe(400);
    const body = await bodyOf(answer);
    expect(body.code).toBe('errors.emailInvalid');
    expect(body.error).toBe('Saisissez une adresse e-mail valide, par exemple nom@exemple.com.');
    expect(body.fieldErrors).toEqual({ email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.', name: expect.stringMatching(/^[A-Z]/) });
  });

  it('adds what an error class carries (jsonFields) and keeps a text that is not a message key as it is', async () => {
    class OffsetError extends AppError {
      constructor() {
        super(409, 'thumbnails.errors.offsetMismatch');
      }
      override jsonFields(): Record<string, unknown> {
        return { offset: 42 };
      }
    }
    expect(await bodyOf(await routeHandler(async () => Promise.reject(new OffsetError()))(request()))).toMatchObject({ code: 'thumbnails.errors.offsetMismatch', offset: 42 });
    const plain = await routeHandler(async () => Promise.reject(new AppError(400, 'Already a sentence.')))(request());
    expect((await bodyOf(plain)).error).toBe('Already a sentence.');
  });

  it('answers a rate limit 429 with the wait as data (Retry-After, retryAfter in seconds) and in words, translated', async () => {
    const handler = routeHandler(async () => Promise.reject(tooManyAttempts(5 * 60_000)));
    const english = await handler(request());
    expect(english.status).toBe(429);
    expect(english.headers.get('Retry-After')).toBe('300');
    expect(await bodyOf(english)).toEqual({ error: 'Too many attempts. Please wait 5 minutes and try again.', code: 'errors.tooManyAttempts', retryAfter: 300 });
    expect((await bodyOf(await handler(request('NEXT_LOCALE=fr')))).error).toContain('5 minutes');
  });

  it('logs anything unexpected and answers 500 with a generic translated message, hiding the cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = routeHandler(async () => {
      throw new Error('database password is hunter2');
    });
    const answer = await handler(request('NEXT_LOCALE=fr'));
    expect(answer.status).toBe(500);
    expect(await bodyOf(answer)).toEqual({ error: 'Un problème est survenu de notre côté. Veuillez réessayer.', code: 'errors.unexpected' });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('route handler failed');
  });

  it("lets Next's redirect() and notFound() through", async () => {
    await expect(routeHandler(async () => redirect('/login'))(request())).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
    await expect(routeHandler(async () => notFound())(request())).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('answers 400, not 500, for a malformed %-escape in a decoded route param', async () => {
    const handler = routeHandler(async (_req: NextRequest, { params }: { params: Promise<{ name: string }> }) => Response.json({ name: decodeURIComponent((await params).name) }));
    const answer = await handler(request(), { params: Promise.resolve({ name: 'bad%E0%A4%A' }) });
    expect(answer.status).toBe(400);
    expect(await bodyOf(answer)).toMatchObject({ code: 'errors.malformedUrl', error: expect.stringContaining('%') });
    const fine = await handler(request(), { params: Promise.resolve({ name: 'caf%C3%A9' }) });
    expect(await bodyOf(fine)).toEqual({ name: 'café' });
  });
});

describe('requireRouteActor', () => {
  const guarded = routeHandler(async (req: NextRequest) => Response.json({ id: (await requireRouteActor(req, 'manage:files:any')).id }));
  const anyMember = routeHandler(async (req: NextRequest) => Response.json({ role: (await requireRouteActor(req)).role }));

  it('answers 401 when nobody is signed in', async () => {
    const answer = await guarded(request());
    expect(answer.status).toBe(401);
    expect(await bodyOf(answer)).toEqual({ error: 'Please sign in first.', code: 'errors.signInRequired' });
  });

  it('answers 403 when the actor lacks the permission, and lets them through without one', async () => {
    const refused = await guarded(request(childCookie));
    expect(refused.status).toBe(403);
    expect(await bodyOf(refused)).toEqual({ error: 'Your account cannot do that.', code: 'errors.forbidden' });
    expect(await bodyOf(await anyMember(request(childCookie)))).toEqual({ role: 'child' });
  });

  it('lets an actor with the permission through', async () => {
    const answer = await guarded(request(arabicAdminCookie));
    expect(answer.status).toBe(200);
    expect(await bodyOf(answer)).toHaveProperty('id');
  });
});
