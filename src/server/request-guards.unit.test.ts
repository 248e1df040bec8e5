import { describe, expect, it } from 'vitest';
import { ROLE_COOKIE } from '@/lib/constants';
import { anonymousPageCacheControl, deadSessionCookieClearing, isCrossSiteAction, isDecodableActionBody, isMalformedAddress, isTextActionRequest, staleRoleCookieClearing } from './request-guards';

describe('malformed addresses', () => {
  it('flags a %-escape that is not UTF-8 or a control character, in the path or a query value, and leaves good ones alone', () => {
    for (const bad of ['/courses/%E0%A4%A', '/classes/%ff', '/files/%ff', '/dashboard/%ff', '/api/avatar/7.x/%ff/svg', '/%', '/courses/%00', '/courses/a%0Ab', '/admin/audit?user=%00', '/api/files?name=a%01b', '/x?%00=1']) expect(isMalformedAddress(bad)).toBe(true);
    for (const good of ['/', '/courses/money-basics', '/files/thumbnails/caf%C3%A9.webp', '/admin/audit?cursor=%ff', '/admin/audit?user=ann%40example.test&from=2024-01-01', '/search?q=a+b', undefined]) expect(isMalformedAddress(good)).toBe(false);
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

describe('server actions from another site', () => {
  const app = 'https://academy.example.org';
  it('are refused when the Origin names another host, and only server actions', () => {
    expect(isCrossSiteAction('POST', { 'next-action': 'abc', origin: 'https://evil.example', host: 'academy.example.org' }, app)).toBe(true);
    expect(isCrossSiteAction('POST', { 'next-action': 'abc', origin: 'not a url', host: 'academy.example.org' }, app)).toBe(true);
    expect(isCrossSiteAction('POST', { 'next-action': 'abc', origin: 'https://academy.example.org', host: 'academy.example.org' }, app)).toBe(false);
    // Behind a proxy the Host may be the internal one: the app's own address counts as the same site.
    expect(isCrossSiteAction('POST', { 'next-action': 'abc', origin: 'https://academy.example.org', host: 'localhost:3000' }, app)).toBe(false);
    expect(isCrossSiteAction('POST', { 'next-action': 'abc', host: 'academy.example.org' }, app)).toBe(false);
    expect(isCrossSiteAction('POST', { origin: 'https://evil.example', host: 'academy.example.org' }, app)).toBe(false);
    expect(isCrossSiteAction('GET', { 'next-action': 'abc', origin: 'https://evil.example', host: 'academy.example.org' }, app)).toBe(false);
  });
});

describe('a dead session cookie', () => {
  it('clears the role cookie and the session cookies the request carried, never one the answer sets', () => {
    const carried = `${ROLE_COOKIE}=child; better-auth.session_token=forged; theme=dark`;
    expect(deadSessionCookieClearing(carried, [], false)).toEqual([`${ROLE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, 'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(deadSessionCookieClearing(carried, ['better-auth.session_token=new; Path=/', `${ROLE_COOKIE}=child; Path=/`], false)).toEqual([]);
    expect(deadSessionCookieClearing('__Secure-better-auth.session_token=x', [], false)).toEqual(['__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure']);
    expect(deadSessionCookieClearing('theme=dark', [], true)).toEqual([]);
  });
});

describe('server actions sent as one text body', () => {
  it('are the POSTs with Next-Action that are not multipart', () => {
    expect(isTextActionRequest('POST', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' })).toBe(true);
    expect(isTextActionRequest('POST', { 'next-action': 'abc' })).toBe(true);
    expect(isTextActionRequest('POST', { 'next-action': 'abc', 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
    expect(isTextActionRequest('POST', { 'content-type': 'text/plain' })).toBe(false);
    expect(isTextActionRequest('GET', { 'next-action': 'abc' })).toBe(false);
  });

  it('are decodable when they are a JSON array, as encodeReply makes them', () => {
    for (const good of ['[]', '[{"attemptId":"a","answer":"$undefined"}]', '["$K1"]']) expect(isDecodableActionBody(good)).toBe(true);
    for (const bad of ['', '{not json', '["nul\u0000"]', '{"a":1}', '"text"', '1']) expect(isDecodableActionBody(bad)).toBe(false);
  });
});

describe('the Cache-Control of a page for a visitor without a session', () => {
  const page = { status: 200, contentType: 'text/html; charset=utf-8', cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' };
  it('lets the browser keep it (and its back/forward cache restore it), checked again before reuse', () => {
    expect(anonymousPageCacheControl({ method: 'GET', cookie: undefined }, page)).toBe('private, no-cache');
    expect(anonymousPageCacheControl({ method: 'GET', cookie: 'academy-locale=fr' }, page)).toBe('private, no-cache');
  });

  it("leaves signed-in pages, other methods, other statuses and other content as Next made them", () => {
    expect(anonymousPageCacheControl({ method: 'GET', cookie: 'better-auth.session_token=abc' }, page)).toBeNull();
    expect(anonymousPageCacheControl({ method: 'GET', cookie: '__Secure-better-auth.session_token=abc' }, page)).toBeNull();
    expect(anonymousPageCacheControl({ method: 'POST', cookie: undefined }, page)).toBeNull();
    expect(anonymousPageCacheControl({ method: 'GET', cookie: undefined }, { ...page, status: 404 })).toBeNull();
    expect(anonymousPageCacheControl({ method: 'GET', cookie: undefined }, { ...page, contentType: 'text/x-component' })).toBeNull();
    expect(anonymousPageCacheControl({ method: 'GET', cookie: undefined }, { ...page, cacheControl: 'public, max-age=31536000, immutable' })).toBeNull();
  });
});
