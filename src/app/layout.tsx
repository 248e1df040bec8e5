import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/shell/site-header';
import { Toaster } from '@/components/ui/toaster';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: { default: t('name'), template: `%s · ${t('name')}` }, description: t('tagline') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry this response's CSP nonce (server.ts).
  await headers();
  const locale = await getLocale();
  const t = await getTranslations('app');
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <Toaster />
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <footer className="border-t border-line bg-footer px-4 py-6 text-center text-sm text-muted">{t('footer')}</footer>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
