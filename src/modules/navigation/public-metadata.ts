import 'server-only';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, LOCALES, type Locale } from '@/i18n/locales';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { env } from '@/lib/env';
import { languageAlternates, OPEN_GRAPH_LOCALES, publicPageUrl } from '@/i18n/public-urls';

/** public/og-image.png (scripts/make-site-images.ts): the site's icon, no words, so one picture serves every language. */
const OPEN_GRAPH_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/**
 * What a public page tells search engines and link previews (decision 048), in the language it is rendered in: its
 * own address in that language as canonical, its siblings in every language (hreflang), and Open Graph and Twitter
 * card tags. Absolute addresses from APP_URL, the address people reach the site by.
 */
export async function publicPageMetadata(path: string, page: { title: string; description?: string; home?: boolean }): Promise<Metadata> {
  const [rendered, t] = await Promise.all([getLocale(), getTranslations('app')]);
  const locale: Locale = isLocale(rendered) ? rendered : (DEFAULT_LOCALE as Locale);
  const base = env().APP_URL;
  const url = publicPageUrl(base, path, locale);
  const description = page.description ?? t('tagline');
  const image = { url: `${base}${OPEN_GRAPH_IMAGE.path}`, width: OPEN_GRAPH_IMAGE.width, height: OPEN_GRAPH_IMAGE.height, alt: t('imageAlt') };
  return {
    // The home page is the site itself: its name alone, not "name · name".
    title: page.home ? { absolute: page.title } : page.title,
    description,
    alternates: { canonical: url, languages: languageAlternates(base, path) },
    openGraph: {
      type: 'website',
      siteName: t('name'),
      title: page.title,
      description,
      url,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: page.title, description, images: [image] },
  };
}
