import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { peopleView } from '@/modules/accounts/runtime';
import { env } from '@/lib/env';
import { isLocale, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/server/locale-translator';
import { composeMail } from '@/server/mail/compose-mail';
import type { MailMessage } from '@/server/mail/send-mail';

/*
 * The consent request's e-mails (decision 030), in the language of whoever reads them: the parent account that has
 * the address, when there is one (its notification says the same in the app, and sends no e-mail of its own, decision
 * 036); else the child's, who registered in the language their family likely reads. No 'server-only': they run in
 * the registration's transaction, which the custom server's event wiring also reaches, and in its scheduled purge.
 */

export async function consentMailLocale(tx: Tx, parentEmail: string, childId: string): Promise<Locale> {
  const person = peopleView();
  const [parent] = await tx.select({ locale: person.locale }).from(person).where(and(eq(person.email, parentEmail), eq(person.role, 'parent'))).limit(1);
  if (parent && isLocale(parent.locale)) return parent.locale;
  const [child] = await tx.select({ locale: person.locale }).from(person).where(eq(person.id, childId));
  return child && isLocale(child.locale) ? child.locale : 'en';
}

/**
 * A child who may be under 13 registered and named this address: what we keep, who sees it, the privacy page, what
 * happens without an answer, and the signed link that stops these mails for good (consent-mail.ts).
 */
export async function parentalConsentMail(locale: Locale, to: string, childFirstName: string, token: string, expiresAt: Date, stopUrl: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'consentMail');
  const deadline = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(expiresAt);
  const name = { name: childFirstName };
  return composeMail(
    locale,
    { to, subject: t('subject', name) },
    {
      title: t('title', name),
      blocks: [t('intro', name), t('keep'), t('shared'), t('until'), t('agree', { deadline }), t('privacy', { url: `${env().APP_URL}/privacy` }), t('stop')],
      action: { label: t('action'), url: `${env().APP_URL}/consent?token=${encodeURIComponent(token)}` },
      footer: [{ label: t('stopLink'), url: stopUrl }],
    },
  );
}

/** Nobody agreed in time, so the child's account and its data are gone (the purge in consent-request.ts). */
export async function consentLapsedMail(locale: Locale, to: string, childFirstName: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'consentMail');
  const name = { name: childFirstName };
  return composeMail(locale, { to, subject: t('lapsed.subject', name) }, { title: t('lapsed.title'), blocks: [t('lapsed.what', name), t('lapsed.next')] });
}
