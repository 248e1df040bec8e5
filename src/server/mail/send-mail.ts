import nodemailer, { type Transporter } from 'nodemailer';
import { getDb } from '@/db/client';
import { outboxMessages } from '@/db/schema';
import { env } from '@/lib/env';
import { isUndeliverableAddress } from '@/lib/sign-in-name';
import { log } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058; decision 036). */
  headers?: Record<string, string>;
  /** The children it names, so that deleting one deletes the message we keep (decision 027). Never sent. */
  aboutChildIds?: string[];
}

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

function smtp(url: string): Transporter {
  if (!transporter || transporterUrl !== url) {
    transporter = nodemailer.createTransport(url);
    transporterUrl = url;
  }
  return transporter;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise stores the message in the outbox an admin can read. A message to a
 * `.invalid` address (a child account made without an e-mail, decision 029) goes nowhere: whichever path asked for it
 * (welcome, reset, confirmation), it is only logged, so no such address ever reaches a mail server or the outbox.
 */
export async function sendMail(message: MailMessage): Promise<{ delivery: 'smtp' | 'outbox' | 'none' }> {
  if (isUndeliverableAddress(message.to)) {
    log.info('mail to an undeliverable address dropped', { to: message.to, subject: message.subject });
    return { delivery: 'none' };
  }
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    const { aboutChildIds: _about, ...mail } = message;
    // RFC 3834: every message we send is made by the app, not typed by a person, so auto-responders ("out of office")
    // leave it unanswered.
    await smtp(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail, headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers } });
    return { delivery: 'smtp' };
  }
  // The outbox shows what was said; the headers only matter to a mail client.
  await getDb().insert(outboxMessages).values({ to: message.to, subject: message.subject, text: message.text, html: message.html, aboutChildIds: message.aboutChildIds ?? [] });
  log.info('mail stored in outbox', { to: message.to, subject: message.subject });
  return { delivery: 'outbox' };
}
