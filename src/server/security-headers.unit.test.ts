import { describe, expect, it } from 'vitest';
import { SVG_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';

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
