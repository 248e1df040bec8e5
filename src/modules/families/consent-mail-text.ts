import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';
import { env } from '@/lib/env';
import { isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { MailMessage } from '@/server/mail/send-mail';
import { mailLayout } from '@/server/mail/templates';

/*
 * The consent request's e-mail (decision 030), in the language of whoever reads it: the parent account that has the
 * address, when there is one (its notification says the same in the app, and sends no e-mail of its own, decision
 * 036); else the child's, who registered in the language their family likely reads. No 'server-only': it runs in the
 * registration's transaction, which the custom server's event wiring also reaches.
 */

export async function consentMailLocale(tx: Tx, parentEmail: string, childId: string): Promise<Locale> {
  const [parent] = await tx.select({ locale: users.locale }).from(users).where(and(eq(users.email, parentEmail), eq(users.role, 'parent'))).limit(1);
  if (parent && isLocale(parent.locale)) return parent.locale;
  const [child] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, childId));
  return child && isLocale(child.locale) ? child.locale : 'en';
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A child who may be under 13 registered and named this address: what we keep, who sees it, the privacy page, what
 * happens without an answer, and the signed link that stops these mails for good (consent-mail.ts).
 */
export async function parentalConsentMail(locale: Locale, to: string, childFirstName: string, token: string, expiresAt: Date, stopUrl: string): Promise<MailMessage> {
  // The messages are loaded at run time, so the translator is typed loosely (the keys are checked by the messages tests).
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'consentMail' as never }) as unknown as Translate;
  const url = `${env().APP_URL}/consent?token=${encodeURIComponent(token)}`;
  const privacy = `${env().APP_URL}/privacy`;
  const deadline = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(expiresAt);
  const name = { name: childFirstName };
  const lines = [t('intro', name), t('keep'), t('shared'), t('until'), t('agree', { deadline }), t('privacy', { url: privacy })];
  const stop = t('stop');
  return {
    to,
    subject: t('subject', name),
    text: `${lines.join('\n\n')}\n\n${t('action')}: ${url}\n\n${stop}\n${t('stopLink')}: ${stopUrl}`,
    html: mailLayout(t('title', name), [...lines, stop], { label: t('action'), url, pasteHint: t('paste') }, [{ label: t('stopLink'), url: stopUrl }], locale),
  };
}
