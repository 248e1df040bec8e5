import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import type { ReactNode } from 'react';
import { MenuButton } from './menu-button';
import { SidebarIcon } from './sidebar-icons';

/** The signed-in user as the header shows them; the layout renders their avatar (the shell imports no module). */
export interface HeaderUser {
  displayName: string;
  avatar: ReactNode;
  /** The notifications bell with its live unread count (decision 036). */
  bell: ReactNode;
}

/**
 * Spec 2 header. Signed out: the logo and a Login button. Signed in: a menu button on small screens, the
 * notifications bell, a dashboard icon, and the profile avatar linking to /profile.
 */
export async function SiteHeader({ user }: { user: HeaderUser | null }) {
  const t = await getTranslations('header');
  return (
    <header className="border-b border-line bg-card">
      <div className="flex h-16 items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-2">
          {user ? (
            <MenuButton label={t('menu')}>
              <SidebarIcon name="menu" />
            </MenuButton>
          ) : null}
          <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <Logo size={36} />
            {/* Signed in, under 360 px the menu, bell, dashboard and avatar leave no room for the word (WCAG 1.4.10
                reflow at 320 px): the logo stays, and the word still names the link. */}
            <span className={user ? 'max-[359px]:sr-only' : undefined}>{t('brand')}</span>
          </Link>
        </div>
        {user ? (
          <nav aria-label={t('account')} className="flex items-center gap-2">
            {user.bell}
            <Link href="/dashboard" className={buttonClass('secondary', 'px-2.5')} aria-label={t('dashboard')} title={t('dashboard')}>
              <SidebarIcon name="dashboard" />
            </Link>
            <Link href="/profile" aria-label={t('profile')} title={user.displayName} className="rounded-full">
              {user.avatar}
            </Link>
          </nav>
        ) : (
          <Link href="/login" className={buttonClass('primary')}>
            {t('login')}
          </Link>
        )}
      </div>
    </header>
  );
}
