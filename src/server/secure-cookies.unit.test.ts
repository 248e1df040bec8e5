import { describe, expect, it } from 'vitest';
import { secureSetCookie, withSecureAttribute } from './secure-cookies';

describe('Secure on every cookie of an HTTPS answer', () => {
  it('adds Secure to better-auth’s session cookies, the role, preference and device cookies, keeping names and values', () => {
    const lines = [
      'better-auth.session_token=abc.def%3D; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax',
      'academy-role=parent; Path=/; Max-Age=86400; HttpOnly; SameSite=lax',
      'NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=lax',
      'academy-device=abcdefghijklmnopqrstuvwx; Path=/; Expires=Wed, 01 Jan 2027 00:00:00 GMT; HttpOnly; SameSite=lax',
    ];
    const secured = secureSetCookie(lines)!;
    expect(secured).toHaveLength(4);
    secured.forEach((line, index) => {
      expect(line.startsWith(lines[index]!)).toBe(true);
      expect(line.split(';').map((part) => part.trim())).toContain('Secure');
    });
    expect(secured[0]!.split('=')[0]).toBe('better-auth.session_token');
  });

  it('leaves a cookie that is already Secure as it is, and handles one line, a trailing semicolon and none', () => {
    expect(withSecureAttribute('a=1; Path=/; secure')).toBe('a=1; Path=/; secure');
    expect(withSecureAttribute('a=1; Path=/;')).toBe('a=1; Path=/; Secure');
    expect(withSecureAttribute('secure=1')).toBe('secure=1; Secure');
    expect(secureSetCookie('a=1')).toEqual(['a=1; Secure']);
    expect(secureSetCookie(undefined)).toBeUndefined();
  });
});
