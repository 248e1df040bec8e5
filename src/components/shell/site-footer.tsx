import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';

/**
 * Spec 2 footer: Navigation (Courses, About Us, Get Started), Connect (e-mail, two social links; and the help centre,
 * decision 039), Legal.
 * For signed-out visitors only: Get Started (it would only redirect a signed-in user) and `preferences`, the
 * language and currency switcher the layout renders (spec 4; the shell imports no module, decision 015).
 */
export async function SiteFooter({ signedIn, preferences }: { signedIn: boolean; preferences?: ReactNode }) {
  const t = await getTranslations('footer');
  const { CONTACT_EMAIL, SOCIAL_YOUTUBE_URL, SOCIAL_INSTAGRAM_URL } = env();
  const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-muted';
  const link = 'text-sm hover:text-primary hover:underline';
  return (
    <footer className="border-t border-line bg-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <nav aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className={heading}>{t('navigation')}</h2>
          <ul className="flex flex-col gap-2">
            <li><Link className={link} href="/courses" prefetch={false}>{t('courses')}</Link></li>
            <li><Link className={link} href="/about">{t('about')}</Link></li>
            {signedIn ? null : <li><Link className={link} href="/register">{t('getStarted')}</Link></li>}
          </ul>
        </nav>
        <nav aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={heading}>{t('connect')}</h2>
          <ul className="flex flex-col gap-2">
            <li><Link className={link} href="/help">{t('help')}</Link></li>
            <li><a className={link} href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a></li>
            <li><a className={link} href={SOCIAL_YOUTUBE_URL} target="_blank" rel="noopener noreferrer">{t('youtube')}<span className="sr-only"> {t('newTab')}</span></a></li>
            <li><a className={link} href={SOCIAL_INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">{t('instagram')}<span className="sr-only"> {t('newTab')}</span></a></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>{t('legal')}</h2>
          <ul className="flex flex-col gap-2">
            <li><Link className={link} href="/privacy">{t('privacy')}</Link></li>
            <li><Link className={link} href="/terms">{t('terms')}</Link></li>
          </ul>
        </nav>
      </div>
      {preferences ? <div className="mx-auto max-w-6xl px-4 pb-8">{preferences}</div> : null}
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">{t('tagline')}</p>
    </footer>
  );
}
