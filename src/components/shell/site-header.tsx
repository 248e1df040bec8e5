import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/ui/logo';
import { buttonClass } from '@/components/ui/button';
import { getOptionalActor } from '@/server/session';

/** Spec 2 header: signed out, the logo and a Login button; signed in, the dashboard link and the account. */
export async function SiteHeader() {
  const actor = await getOptionalActor();
  const t = await getTranslations('header');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Logo size={36} />
          <span>{t('brand')}</span>
        </Link>
        {actor ? (
          <nav aria-label={t('account')} className="flex items-center gap-2">
            <Link href="/dashboard" className={buttonClass('secondary', 'px-3')}>
              <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <rect x="3" y="3" width="7" height="9" rx="1.5" />
                <rect x="14" y="3" width="7" height="5" rx="1.5" />
                <rect x="14" y="12" width="7" height="9" rx="1.5" />
                <rect x="3" y="16" width="7" height="5" rx="1.5" />
              </svg>
              <span className="hidden sm:inline">{t('dashboard')}</span>
            </Link>
            <span className="hidden max-w-40 truncate text-sm text-muted md:inline" title={actor.email}>
              {actor.displayName}
            </span>
            <a href="/logout" className={buttonClass('ghost', 'px-2')}>
              {t('logout')}
            </a>
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
