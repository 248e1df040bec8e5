import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { createTestUser, sessionCount, signInHeaders } from '../../tests/factories';

// next/headers' cookie store exists only inside Next's request scope; what this test holds is the database.
const cleared = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/server/cookies', () => ({
  clearSessionCookies: async () => {
    cleared.count += 1;
  },
}));

const { GET } = await import('@/app/auth/end/route');

function endRequest(cookie: string | null, reason = 'blocked'): NextRequest {
  return new NextRequest(new URL(`/auth/end?reason=${reason}`, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });
}

describe('/auth/end (decision 005)', () => {
  it('deletes the session its cookie names before clearing the cookies: a kept copy of the cookie no longer works', async () => {
    const user = await createTestUser();
    const cookie = (await signInHeaders(user.email)).get('cookie')!;
    await signInHeaders(user.email);
    expect(await sessionCount(user.id)).toBe(2);
    const before = cleared.count;
    const response = await GET(endRequest(cookie), { params: Promise.resolve({}) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('/blocked');
    expect(cleared.count).toBe(before + 1);
    // Only the session it named: the same person's other browser stays signed in.
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('a forged cookie or none deletes nothing and still clears the cookies', async () => {
    const user = await createTestUser();
    const cookie = (await signInHeaders(user.email)).get('cookie')!;
    const forged = cookie.replace(/session_token=([^.;]+)\.[^;]+/, 'session_token=$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D');
    for (const request of [endRequest(forged), endRequest(null, 'nonsense')]) {
      const response = await GET(request, { params: Promise.resolve({}) });
      expect(response.status).toBe(303);
    }
    expect(await sessionCount(user.id)).toBe(1);
  });
});
