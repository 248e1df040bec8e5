import { env } from '@/lib/env';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '../locale-translator';
import { composeMail } from './compose-mail';
import type { MailMessage } from './send-mail';

/*
 * The account's own mails that the infrastructure sends (the auth library's callbacks and the session flow, which may
 * not import the domains, decision 015): confirming an address, resetting a password, a registration with a known
 * address, the welcome and the admins' sign-in alert. Each in `locale`, the recipient's (recipient-locale.ts).
 */

function link(path: string, token: string): string {
  return `${env().APP_URL}${path}?token=${encodeURIComponent(token)}`;
}

export async function verificationMail(locale: Locale, to: string, firstName: string, token: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'mail');
  return composeMail(
    locale,
    { to, subject: t('verification.subject') },
    { title: t('verification.title'), greet: { firstName }, blocks: [t('verification.lead'), t('verification.ignore')], action: { label: t('verification.action'), url: link('/verify-email', token) } },
  );
}

export async function passwordResetMail(locale: Locale, to: string, token: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'mail');
  return composeMail(
    locale,
    { to, subject: t('passwordReset.subject') },
    { title: t('passwordReset.title'), blocks: [t('passwordReset.lead'), t('passwordReset.ignore')], action: { label: t('passwordReset.action'), url: link('/reset-password', token) } },
  );
}

/** Decision 018: someone registered with an address that already has an account; its owner is told, not the stranger. */
export async function registrationAttemptMail(locale: Locale, to: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'mail');
  return composeMail(
    locale,
    { to, subject: t('registrationAttempt.subject') },
    {
      title: t('registrationAttempt.title'),
      blocks: [t('registrationAttempt.lead'), t('registrationAttempt.ifYou'), t('registrationAttempt.ifNotYou')],
      action: { label: t('registrationAttempt.action'), url: `${env().APP_URL}/login` },
    },
  );
}

/** Spec 7: the welcome, once the address is confirmed (and POST /api/send-welcome-email {to, firstName}). */
export async function welcomeMail(locale: Locale, to: string, firstName: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'mail');
  return composeMail(
    locale,
    { to, subject: t('welcome.subject') },
    { title: t('welcome.title'), blocks: [firstName ? t('welcome.greeting', { name: firstName }) : t('welcome.greetingNoName'), t('welcome.lead')], action: { label: t('welcome.action'), url: `${env().APP_URL}/dashboard` } },
  );
}

/** Spec 7: an admin signed in (and POST /api/email-adminlogin {to, loginEmail, loginTime}); the time in UTC, named. */
export async function adminLoginAlertMail(locale: Locale, to: string, loginEmail: string, loginTime: Date): Promise<MailMessage> {
  const t = await translatorFor(locale, 'mail');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(loginTime);
  return composeMail(
    locale,
    { to, subject: t('adminLogin.subject', { email: loginEmail }) },
    { title: t('adminLogin.title'), blocks: [t('adminLogin.who', { email: loginEmail }), t('adminLogin.when', { time }), t('adminLogin.advice')] },
  );
}
