import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Avatar } from '@/modules/avatars/components/avatar';
import type { Actor } from '@/server/session-flow';
import { MenuButton } from './menu-button';

/**
 * Spec 2 header. Signed out: the logo and a Login button. Signed in: a menu button on small screens,
 * a dashboard icon, and the profile avatar linking to /profile.
 */
export async function SiteHeader({ actor }: { actor: Actor | null }) {
  const t = await getTranslations('header');
  return (
    <header className="border-b border-line bg-card">
      <div className="flex h-16 items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-2">
          {actor ? <MenuButton label={t('menu')} /> : null}
          <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <Logo size={36} />
            <span>{t('brand')}</span>
          </Link>
        </div>
        {actor ? (
          <nav aria-label={t('account')} className="flex items-center gap-2">
            <Link href="/dashboard" className={buttonClass('secondary', 'px-2.5')} aria-label={t('dashboard')} title={t('dashboard')}>
              <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <rect x="3" y="3" width="7" height="9" rx="1.5" />
                <rect x="14" y="3" width="7" height="5" rx="1.5" />
                <rect x="14" y="12" width="7" height="9" rx="1.5" />
                <rect x="3" y="16" width="7" height="5" rx="1.5" />
              </svg>
            </Link>
            <Link href="/profile" aria-label={t('profile')} title={actor.displayName} className="rounded-full">
              <Avatar seed={actor.avatarSeed} variant={actor.avatarVariant} size={40} />
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
