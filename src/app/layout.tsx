import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppFrame } from '@/components/shell/app-frame';
import { GlobalLoading } from '@/components/shell/global-loading';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { SidebarIcon } from '@/components/shell/sidebar-icons';
import { RouteMessages } from '@/app/route-messages';
import { Toaster } from '@/components/ui/toaster';
import { ClassroomIdleSignOut } from '@/modules/accounts/components/classroom-idle-sign-out';
import { Avatar } from '@/modules/avatars/components/avatar';
import { StockTicker } from '@/modules/market/components/stock-ticker';
import { getSidebar } from '@/modules/navigation';
import { RTL_LOCALES } from '@/i18n/locales';
import { CLASSROOM_IDLE_TIMEOUT_MS } from '@/lib/constants';
import { NotificationBell } from '@/modules/notifications/components/notification-bell';
import { getPreferences } from '@/modules/preferences';
import { VisitorPreferencesForm } from '@/modules/preferences/components/visitor-preferences-form';
import { getTheme, themeOverrideCss } from '@/modules/theme';
import { getOptionalActor } from '@/server/session';
import './theme-defaults.css';
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
  const actor = await getOptionalActor();
  const [preferences, theme, sidebar, notificationsText] = await Promise.all([getPreferences(), getTheme(actor), getSidebar(actor), getTranslations('notifications')]);
  const storedTheme = themeOverrideCss(theme);
  const headerUser = actor
    ? {
        displayName: actor.displayName,
        avatar: <Avatar seed={actor.avatarSeed} variant={actor.avatarVariant} size={40} />,
        bell: <NotificationBell initial={actor.unreadNotifications ?? 0} label={notificationsText('bell')} unreadWord={notificationsText('bellUnread')} icon={<SidebarIcon name="notifications" />} />,
      }
    : null;
  return (
    <html lang={locale} dir={RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'} className={preferences.mode === 'dark' ? 'dark' : undefined}>
      <head>
        {/*
          Spec 4: the theme as CSS custom properties, server-rendered so no page flashes the wrong colours. The
          default theme comes with the stylesheet (theme-defaults.css); a stored one is added here, in <head> where a
          <style> is valid HTML, after the stylesheet link so it wins. No nonce: the CSP allows inline styles
          (src/server/security-headers.ts), its nonce guards scripts.
        */}
        {storedTheme ? <style id="theme-settings" dangerouslySetInnerHTML={{ __html: storedTheme }} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
          {t('skipToContent')}
        </a>
        {/*
          What the shell's client components need besides every page's messages (src/i18n/client-messages.ts): the
          visitor's preferences form in the footer answers with the settings' words. A route's own layout replaces
          this list for its pages (tests/unit/client-messages.unit.test.ts reads both).
        */}
        <RouteMessages namespaces={['settings.saved', 'settings.passwordChanged', 'settings.emailLinkSent']}>
          <Toaster />
          {actor?.classroomSignIn ? <ClassroomIdleSignOut signIn={actor.classroomSignIn} idleMs={actor.classroomIdleMs ?? CLASSROOM_IDLE_TIMEOUT_MS} /> : null}
          <GlobalLoading />
          <div className="sticky top-0 z-30">
            <StockTicker />
            <SiteHeader user={headerUser} />
          </div>
          <AppFrame sidebar={sidebar}>{children}</AppFrame>
          <SiteFooter signedIn={actor !== null} preferences={actor ? undefined : <VisitorPreferencesForm initial={preferences} />} />
        </RouteMessages>
      </body>
    </html>
  );
}
