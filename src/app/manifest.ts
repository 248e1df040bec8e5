import type { MetadataRoute } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { RTL_LOCALES } from '@/i18n/locales';

// In the visitor's language, like the pages: read per request.
export const dynamic = 'force-dynamic';

/**
 * Decision 048: the web app manifest (the name, icons and colours a phone uses for a home-screen shortcut). The icons
 * are public/icon-*.png (scripts/make-site-images.ts); the colours are the default theme's (theme-defaults.css).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('app')]);
  return {
    name: t('name'),
    short_name: t('name'),
    description: t('tagline'),
    lang: locale,
    dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#2563eb',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
