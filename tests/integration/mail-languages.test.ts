import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { notificationPreferences, users } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { formatMinor } from '@/lib/money';
import type { Locale } from '@/i18n/locales';
import { registerAccount, requestPasswordReset } from '@/modules/accounts';
import { registerSchema } from '@/modules/accounts/schemas';
import { onPlanWithInvoiceToPay } from '@/modules/billing/test-fixtures';
import { sendWeeklyReports } from '@/modules/notifications/runtime';
import { linkFamily } from '@/modules/simulator/test-fixtures';
import { deliverQueuedMail } from '@/server/mail/queue';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../factories';

/*
 * Every mail in its reader's language, through a real SMTP listener on loopback: a French parent's consent request,
 * password reset, weekly report and invoice arrive in French, an Arabic parent's in Arabic and right to left, each a
 * multipart message whose text part says what its HTML says. A parent with no account reads the consent request in
 * the language their child registered in. On both databases.
 */

interface Received {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  multipart?: string;
}

const SMTP_BEFORE = process.env.SMTP_URL;
const thisYear = new Date().getUTCFullYear();
let clientCounter = 0;

afterEach(() => {
  process.env.SMTP_URL = SMTP_BEFORE;
  resetEnvForTests();
});

async function smtpSink() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'academy-mail-languages-'));
  const server = await startSmtpSink(folder);
  process.env.SMTP_URL = `smtp://127.0.0.1:${server.port}`;
  resetEnvForTests();
  const received = (to: string): Received[] =>
    readdirSync(folder)
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Received)
      .filter((mail) => mail.to.includes(to.toLowerCase()));
  return { received, close: server.close };
}

/** The coming Sunday at 18:00 UTC: the weekly report is due then. */
function nextSundayEvening(): Date {
  const now = new Date();
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((7 - now.getUTCDay()) % 7), 18));
  return sunday.getTime() > now.getTime() ? sunday : new Date(sunday.getTime() + 7 * 86_400_000);
}

/** A child of 10 registers alone on a page in `pageLocale` (or one with no language chosen), naming `parentEmail`. */
async function childRegisters(firstName: string, parentEmail: string, pageLocale?: Locale) {
  clientCounter += 1;
  const input = registerSchema.parse({ firstName, lastName: 'Young', email: uniqueEmail('young'), password: TEST_PASSWORD, role: 'child', birthYear: String(thisYear - 10), parentEmail });
  await registerAccount(input, { headers: new Headers(), clientAddress: `10.61.0.${clientCounter}`, ...(pageLocale ? { locale: pageLocale } : {}) });
  return input.email;
}

/**
 * A parent who reads `locale`, on Family paying `price` by transfer, with a linked child and the weekly report by
 * e-mail: a child names them for consent, they ask for a password reset, the report is due. What they received.
 */
async function parentMails(locale: Locale, names: { parent: string; child: string; linked: string }, price: { currency: string; amountMinor: number }) {
  const smtp = await smtpSink();
  try {
    const parent = await createTestUser({ role: 'parent', firstName: names.parent });
    const child = await createTestUser({ role: 'child', firstName: names.linked, lastName: 'Kid' });
    await getDb().update(users).set({ locale, currency: price.currency }).where(eq(users.id, parent.id));
    await linkFamily(parent.id, child.id);
    await getDb().insert(notificationPreferences).values({ userId: parent.id, type: 'weekly_report', delivery: 'immediate' });
    await onPlanWithInvoiceToPay(parent, 'family', price);
    await childRegisters(names.child, parent.email);
    await requestPasswordReset(parent.email, `10.62.0.${clientCounter}`);
    const sunday = nextSundayEvening();
    expect(await sendWeeklyReports(sunday)).toBeGreaterThanOrEqual(1);
    await deliverQueuedMail({ now: sunday });
    return smtp.received(parent.email);
  } finally {
    await smtp.close();
  }
}

function expectMultipart(mail: Received | undefined, locale: Locale, direction: 'ltr' | 'rtl'): void {
  expect(mail, 'the mail arrived').toBeDefined();
  expect(mail!.multipart).toBe('alternative');
  expect(mail!.text.trim()).not.toBe('');
  expect(mail!.html).toMatch(new RegExp(`<html[^>]*\\bdir="${direction}"`));
  expect(mail!.html).toMatch(new RegExp(`<html[^>]*\\blang="${locale}"`));
}

describe('mail in its reader’s language', () => {
  it('a French parent’s consent request, password reset, weekly report and invoice arrive in French, with a text part', async () => {
    const mails = await parentMails('fr', { parent: 'Claire', child: 'Léa', linked: 'Hugo' }, { currency: 'EUR', amountMinor: 799 });
    const bySubject = (start: string) => mails.find((mail) => mail.subject.startsWith(start));

    const consent = bySubject('Léa vous demande l’autorisation');
    expectMultipart(consent, 'fr', 'ltr');
    expect(consent!.text).toContain('Examiner et donner mon accord http://localhost:3000/consent?token=');
    expect(consent!.text).toContain('Ce que nous conservons');

    const reset = bySubject('Réinitialisez votre mot de passe Academy');
    expectMultipart(reset, 'fr', 'ltr');
    expect(reset!.text).toContain('Le lien est valable une heure.');
    expect(reset!.text).toContain('Choisir un nouveau mot de passe http://localhost:3000/reset-password?token=');

    const report = bySubject('Votre rapport hebdomadaire');
    expectMultipart(report, 'fr', 'ltr');
    expect(report!.subject).toBe('Votre rapport hebdomadaire : Hugo Kid');
    expect(report!.text).toContain('Bonjour Claire,');
    // One child's week, a line each (the mail's lines end in CRLF on the wire).
    expect(report!.text).toMatch(/Hugo Kid\r?\nAucune leçon terminée/);

    const invoice = bySubject('Facture Academy AC-');
    expectMultipart(invoice, 'fr', 'ltr');
    // 799 cents, in the parent's language: "7,99 €".
    expect(invoice!.text).toContain(`d’un montant de ${formatMinor(799, 'EUR', 'fr')} est disponible.`);
    expect(invoice!.text).toMatch(/au plus tard le \d{1,2} [a-zéû]+ \d{4}, en indiquant AC-/);
    expect(invoice!.html).toContain('Ouvrir la facture');
  });

  it('an Arabic parent’s arrive in Arabic, right to left, with a text part', async () => {
    const mails = await parentMails('ar', { parent: 'ليلى', child: 'سلمى', linked: 'يوسف' }, { currency: 'USD', amountMinor: 1999 });
    const bySubject = (start: string) => mails.find((mail) => mail.subject.startsWith(start));

    const consent = bySubject('يطلب سلمى إذنك');
    expectMultipart(consent, 'ar', 'rtl');
    expect(consent!.text).toContain('راجِع ووافِق http://localhost:3000/consent?token=');

    const reset = bySubject('إعادة تعيين كلمة مرورك في Academy');
    expectMultipart(reset, 'ar', 'rtl');
    expect(reset!.text).toContain('اختر كلمة مرور جديدة http://localhost:3000/reset-password?token=');

    const report = bySubject('تقريرك الأسبوعي');
    expectMultipart(report, 'ar', 'rtl');
    expect(report!.text).toContain('مرحبًا ليلى،');

    const invoice = bySubject('فاتورة Academy رقم AC-');
    expectMultipart(invoice, 'ar', 'rtl');
    expect(invoice!.text).toContain(`بمبلغ ${formatMinor(1999, 'USD', 'ar')} جاهزة.`);
    // The content itself says right to left too, for webmail that drops <html>.
    expect(invoice!.html).toMatch(/<table[^>]*lang="ar"[^>]*dir="rtl"/);
  });

  it('a parent with no account reads the consent request in the language their child registered in', async () => {
    const smtp = await smtpSink();
    try {
      const parentEmail = uniqueEmail('no-account-parent');
      const childEmail = await childRegisters('Inès', parentEmail, 'fr');
      const [consent] = smtp.received(parentEmail);
      expectMultipart(consent, 'fr', 'ltr');
      expect(consent!.subject).toBe('Inès vous demande l’autorisation d’utiliser Academy');
      // The child's own confirmation too: the page they registered on was in French.
      const [verification] = smtp.received(childEmail);
      expectMultipart(verification, 'fr', 'ltr');
      expect(verification!.subject).toBe('Confirmez votre e-mail pour Academy');
      expect(verification!.text).toContain('Bonjour Inès,');
    } finally {
      await smtp.close();
    }
  });
});
