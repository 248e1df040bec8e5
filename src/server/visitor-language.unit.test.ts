import { describe, expect, it } from 'vitest';
import { anonymousPageKey } from './page-cache';
import { visitorLanguageOf } from './visitor-language';

const get = (url: string, cookie?: string, method = 'GET') => visitorLanguageOf({ method, url, headers: cookie === undefined ? {} : { cookie } }, { secure: false });

describe('visitorLanguageOf: a visitor’s page follows the language its address names (decision 048)', () => {
  it('replaces the language cookie of the request with the address’s and sets it for the next pages', () => {
    expect(get('/about?lang=fr', 'NEXT_LOCALE=ar; academy-currency=EUR')).toEqual({
      locale: 'fr',
      requestCookie: 'academy-currency=EUR; NEXT_LOCALE=fr',
      setCookie: 'NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect(get('/courses/money-basics?subject=x&lang=ar')).toMatchObject({ locale: 'ar', requestCookie: 'NEXT_LOCALE=ar' });
    expect(visitorLanguageOf({ method: 'GET', url: '/?lang=ar', headers: {} }, { secure: true })?.setCookie).toMatch(/; Secure$/);
  });

  it('sets no cookie when the visitor’s already says that language, and still names it for the request', () => {
    expect(get('/?lang=en', 'NEXT_LOCALE=en')).toEqual({ locale: 'en', requestCookie: 'NEXT_LOCALE=en', setCookie: null });
  });

  it('leaves alone a signed-in request (the profile’s language wins), an unknown language, other methods and APIs', () => {
    expect(get('/about?lang=fr', 'better-auth.session_token=abc.def')).toBeNull();
    expect(get('/about?lang=fr', '__Secure-better-auth.session_token=abc.def')).toBeNull();
    expect(get('/about?lang=de')).toBeNull();
    expect(get('/about')).toBeNull();
    expect(get('/about?lang=fr', undefined, 'POST')).toBeNull();
    expect(get('/api/courses?lang=fr')).toBeNull();
  });

  it('keys the kept page by the address’s language, never as the cookie’s', () => {
    const request = (url: string, cookie: string) => {
      const headers: Record<string, string> = { cookie };
      const language = visitorLanguageOf({ method: 'GET', url, headers }, { secure: false });
      if (language) headers.cookie = language.requestCookie;
      return anonymousPageKey({ method: 'GET', url, headers });
    };
    expect(request('/?lang=fr', 'NEXT_LOCALE=ar')).toBe('fr USD light /?lang=fr');
    expect(request('/courses/money-basics?lang=ar', 'NEXT_LOCALE=fr')).toBe('ar USD light /courses/money-basics?lang=ar');
  });
});
