import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, PREPARED, signIn, test } from './support/fixtures';

/*
 * Decision 048: every public page has an address per language (English plain, `?lang=fr`, `?lang=ar`) that answers in
 * that language whatever the visitor's cookie says, names its siblings (canonical, hreflang, Open Graph), and is
 * listed in the sitemap that robots.txt names; the web app manifest is linked from every page.
 */

const BASE = `http://localhost:${E2E_PORT}`;
const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** A search engine's request: no cookie kept from one address to the next. */
async function crawl(path: string, cookie?: string): Promise<Response> {
  return fetch(path.startsWith('http') ? path : `${BASE}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

const htmlLanguage = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const htmlDirection = (html: string) => /<html[^>]*\sdir="([^"]+)"/.exec(html)?.[1];
const addressIn = (path: string, language: string) => `${BASE}${path}${language === 'en' ? '' : `?lang=${language}`}`;

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: (/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '').replaceAll('&amp;', '&'),
    alternates: Object.fromEntries([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map(([, language = '', href = '']) => [language, href.replaceAll('&amp;', '&')])),
  }));
}

test('robots.txt lets search engines read the public pages, not the signed-in ones, and names the sitemap', async () => {
  const response = await crawl('/robots.txt');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  // The custom server's headers apply to it as to every answer.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const area of ['/dashboard', '/admin', '/api/', '/journal', '/settings', '/simulator', '/children']) expect(text).toContain(`Disallow: ${area}\n`);
  expect(text).not.toMatch(/Disallow: \/(courses|help|about|login|register)\b/);
  expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
});

test('the sitemap lists every public page in every language, each answering 200 in its language with its siblings named', async () => {
  test.setTimeout(180_000);
  const response = await crawl('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('xml');
  const entries = parseSitemap(await response.text());
  const paths = new Set(entries.map((entry) => new URL(entry.loc).pathname));
  for (const path of ['/', '/about', '/privacy', '/terms', '/courses', '/help', '/register', '/login', '/courses/money-basics']) {
    expect(paths, path).toContain(path);
    for (const language of LANGUAGES) expect(entries.map((entry) => entry.loc), `${path} in ${language}`).toContain(addressIn(path, language));
  }
  expect([...paths].filter((path) => path.startsWith('/courses/')).length).toBeGreaterThanOrEqual(3);
  expect([...paths].some((path) => path.startsWith('/help/'))).toBe(true);

  for (const entry of entries) {
    const language = new URL(entry.loc).searchParams.get('lang') ?? 'en';
    // Each address names itself among its siblings, and every sibling names the same set.
    expect(entry.alternates[language], entry.loc).toBe(entry.loc);
    if (entry.alternates.en) expect(entry.alternates['x-default'], entry.loc).toBe(entry.alternates.en);
    // A visitor whose cookie says Arabic: a French address answers in French; the plain (English, x-default)
    // address answers in the visitor's own language.
    const page = await crawl(entry.loc, 'NEXT_LOCALE=ar');
    expect(page.status, entry.loc).toBe(200);
    expect(htmlLanguage(await page.text()), entry.loc).toBe(language === 'en' ? 'ar' : language);
    // Without the visitor's cookie, as a search engine reads it, the address alone chooses the language.
    const fresh = await (await crawl(entry.loc)).text();
    expect(htmlLanguage(fresh), entry.loc).toBe(language);
    expect(htmlDirection(fresh), entry.loc).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(fresh, entry.loc).toContain(`<link rel="canonical" href="${entry.loc.replaceAll('&', '&amp;')}"/>`);
  }
});

test('the web app manifest is linked from the page, and its icons exist', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await crawl(href!)).json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; type: string }> };
  expect(manifest).toMatchObject({ name: 'Academy', short_name: 'Academy', start_url: '/', display: 'standalone', lang: 'en', dir: 'ltr' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const answer = await crawl(icon.src);
    expect(answer.status, icon.src).toBe(200);
    expect(answer.headers.get('content-type'), icon.src).toContain(icon.type);
  }
  // In the visitor's language, like the pages.
  const arabic = (await (await crawl(href!, 'NEXT_LOCALE=ar')).json()) as { lang: string; dir: string };
  expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl' });
});

async function headOf(request: APIRequestContext, address: string) {
  const html = await (await request.get(address, { headers: { cookie: '' } })).text();
  const meta = (attribute: string, name: string) => [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
  const links = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, language = '', href = '']) => [language, href.replaceAll('&amp;', '&')]));
  return { html, meta, links, canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') };
}

for (const path of ['/', '/courses/money-basics']) {
  test(`${path} names its address in each language, with Open Graph and Twitter card tags in that language`, async ({ request }) => {
    const descriptions = new Set<string>();
    for (const language of LANGUAGES) {
      const address = addressIn(path, language);
      const { html, meta, links, canonical } = await headOf(request, address);
      expect(htmlLanguage(html)).toBe(language);
      expect(canonical).toBe(address);
      expect(links).toEqual({ en: addressIn(path, 'en'), fr: addressIn(path, 'fr'), ar: addressIn(path, 'ar'), 'x-default': addressIn(path, 'en') });
      const ogLocale = { en: 'en_GB', fr: 'fr_FR', ar: 'ar_AR' };
      expect(meta('property', 'og:url')).toEqual([address]);
      expect(meta('property', 'og:locale')).toEqual([ogLocale[language]]);
      expect(meta('property', 'og:locale:alternate').sort()).toEqual(LANGUAGES.filter((other) => other !== language).map((other) => ogLocale[other]).sort());
      expect(meta('property', 'og:site_name')).toEqual(['Academy']);
      expect(meta('property', 'og:title')[0]).toBeTruthy();
      expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(meta('name', 'twitter:title')).toEqual(meta('property', 'og:title'));
      const [description] = meta('property', 'og:description');
      expect(meta('name', 'description')).toEqual([description]);
      if (path === '/') descriptions.add(description!);
      const [image] = meta('property', 'og:image');
      expect(image).toBe(`${BASE}/og-image.png`);
      expect(meta('property', 'og:image:alt')[0]).toBeTruthy();
      const picture = await crawl(image!);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
    // The home page's description is the site's tagline, translated.
    if (path === '/') expect(descriptions.size).toBe(3);
  });
}

test('a visitor who follows a French address reads French there and on the next pages, whatever their cookie said', async ({ page, context }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ar', url: BASE }]);
  await page.goto('/courses?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Cours' })).toBeVisible();
  // A link without ?lang= (a client-side navigation) stays in French: the address's language became the visitor's.
  await page.getByRole('link', { name: 'À propos' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos d’Academy');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('fr');
});

test('the server’s kept page of one language is never the answer for an address in another', async () => {
  // Kept as French (the cookie's), then asked for in Arabic by a visitor with the same cookie, twice (the second from memory).
  for (let visit = 0; visit < 2; visit += 1) expect(htmlLanguage(await (await crawl('/terms', 'NEXT_LOCALE=fr')).text())).toBe('fr');
  for (let visit = 0; visit < 2; visit += 1) {
    const answer = await crawl('/terms?lang=ar', 'NEXT_LOCALE=fr');
    expect(htmlLanguage(await answer.text())).toBe('ar');
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^NEXT_LOCALE=ar; Path=\/; Max-Age=\d+; SameSite=Lax/m);
  }
  for (let visit = 0; visit < 2; visit += 1) expect(htmlLanguage(await (await crawl('/terms?lang=ar', 'NEXT_LOCALE=en')).text())).toBe('ar');
  for (let visit = 0; visit < 2; visit += 1) expect(htmlLanguage(await (await crawl('/terms', 'NEXT_LOCALE=en')).text())).toBe('en');
});

test('someone signed in keeps the language saved in their profile, whatever the address says', async ({ page, context }) => {
  const parent = PREPARED.arabicParent;
  await signIn(page, parent.email, parent.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/about?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).not.toBe('fr');
});
