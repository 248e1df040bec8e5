import { describe, expect, it } from 'vitest';
import { STREAM_CONTENT_SECURITY_POLICY, SVG_CONTENT_SECURITY_POLICY, securityHeaders, streamSecurityHeaders } from './security-headers';

describe('securityHeaders: the content security policy by path', () => {
  it('an avatar SVG (and its errors) gets the strict image policy: nothing runs, nothing loads', () => {
    for (const path of ['/api/avatar/7.x/adventurer/svg?seed=x', '/api/avatar/7.x/no-such-style/svg']) {
      const policy = securityHeaders('n0nce', { dev: false, https: false, path })['Content-Security-Policy'];
      expect(policy).toBe(SVG_CONTENT_SECURITY_POLICY);
    }
    expect(SVG_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none';/);
    expect(SVG_CONTENT_SECURITY_POLICY).not.toContain('script-src');
  });

  it('pages and other routes keep the site policy with the nonce', () => {
    for (const path of ['/', '/login', '/api/avatarx', '/courses/api/avatar/']) {
      const policy = securityHeaders('n0nce', { dev: false, https: false, path })['Content-Security-Policy'];
      expect(policy, path).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
    }
    expect(securityHeaders('n0nce', { dev: false, https: false })['Content-Security-Policy']).toContain("'nonce-n0nce'");
  });
});

describe('securityHeaders: the camera', () => {
  it('is allowed on the card sign-in page alone (decision 066), with or without a query', () => {
    for (const path of ['/login/card', '/login/card?next=%2F']) {
      expect(securityHeaders('n0nce', { dev: false, https: false, path })['Permissions-Policy'], path).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
    }
    for (const path of ['/', '/login', '/login/cards', '/login/card/x', '/classes/x/cards']) {
      expect(securityHeaders('n0nce', { dev: false, https: false, path })['Permissions-Policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
    expect(streamSecurityHeaders({ https: false })['Permissions-Policy']).toContain('camera=()');
  });
});

describe('streamSecurityHeaders: an event stream runs nothing', () => {
  it('allows nothing, carries the pages\' other headers (HSTS over HTTPS only), and is one shared object (no nonce per stream)', () => {
    const plain = streamSecurityHeaders({ https: false });
    expect(plain['Content-Security-Policy']).toBe(STREAM_CONTENT_SECURITY_POLICY);
    expect(STREAM_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    const page = securityHeaders('n0nce', { dev: false, https: false });
    for (const name of Object.keys(page).filter((header) => header !== 'Content-Security-Policy')) expect(plain[name]).toBe(page[name]);
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(streamSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=/);
    expect(streamSecurityHeaders({ https: false })).toBe(plain);
    expect(Object.isFrozen(plain)).toBe(true);
  });
});
