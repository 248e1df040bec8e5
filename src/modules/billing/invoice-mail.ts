import { env } from '@/lib/env';
import { formatMinor } from '@/lib/money';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/server/locale-translator';
import { composeMail } from '@/server/mail/compose-mail';
import type { MailMessage } from '@/server/mail/send-mail';

export interface IssuedInvoice {
  number: string;
  /** Integer minor units of `currency` (decision 040): formatted exactly, never through a float. */
  amountMinor: number;
  currency: string;
  dueAt: Date;
}

/**
 * Decision 040: an invoice to pay by bank transfer, in the payer's language: its amount in the invoice's currency and
 * the due day written as the invoice page writes them, the reference to quote, the payee's details and the invoice.
 */
export async function invoiceIssuedMail(locale: Locale, to: string, firstName: string, invoice: IssuedInvoice): Promise<MailMessage> {
  const t = await translatorFor(locale, 'invoiceMail');
  const amount = formatMinor(invoice.amountMinor, invoice.currency, locale);
  const dueOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.dueAt);
  // The payee's name and account, as the operator wrote them: not words to translate.
  const details = env().BILLING_TRANSFER_DETAILS.split('\\n').filter(Boolean);
  return composeMail(
    locale,
    { to, subject: t('subject', { number: invoice.number }) },
    {
      title: t('title', { number: invoice.number }),
      greet: { firstName },
      blocks: [t('ready', { number: invoice.number, amount }), t('pay', { dueOn, number: invoice.number }), ...(details.length > 0 ? [{ lines: [t('transfer'), ...details] }] : [])],
      action: { label: t('action'), url: `${env().APP_URL}/settings/billing/invoices/${encodeURIComponent(invoice.number)}` },
    },
  );
}
