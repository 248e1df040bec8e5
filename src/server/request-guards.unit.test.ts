import { describe, expect, it } from 'vitest';
import { ROLE_COOKIE } from '@/lib/constants';
import { hasMalformedPath, staleRoleCookieClearing } from './request-guards';

describe('malformed paths', () => {
  it('flags a %-escape that is not UTF-8, in any segment, and leaves good paths and queries alone', () => {
    for (const bad of ['/courses/%E0%A4%A', '/classes/%ff', '/files/%ff', '/dashboard/%ff', '/api/avatar/7.x/%ff/svg', '/%']) expect(hasMalformedPath(bad)).toBe(true);
    for (const good of ['/', '/courses/money-basics', '/files/thumbnails/caf%C3%A9.webp', '/admin/audit?cursor=%ff', undefined]) expect(hasMalformedPath(good)).toBe(false);
  });
});

describe('the stale role cookie', () => {
  it('is cleared when no session cookie comes with it, and only then', () => {
    expect(staleRoleCookieClearing(`${ROLE_COOKIE}=child`, false)).toBe(`${ROLE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    expect(staleRoleCookieClearing(`theme=x; ${ROLE_COOKIE}=admin`, true)).toContain('; Secure');
    expect(staleRoleCookieClearing(`${ROLE_COOKIE}=child; better-auth.session_token=abc`, false)).toBeNull();
    expect(staleRoleCookieClearing(`${ROLE_COOKIE}=child; __Secure-better-auth.session_token=abc`, true)).toBeNull();
    expect(staleRoleCookieClearing('academy-locale=fr', false)).toBeNull();
    expect(staleRoleCookieClearing(undefined, false)).toBeNull();
  });
});
