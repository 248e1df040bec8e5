import nodemailer, { type Transporter } from 'nodemailer';
import { getDb } from '@/db/client';
import { outboxMessages } from '@/db/schema';
import { env } from '@/lib/env';
import { log } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** Sends over SMTP when SMTP_URL is set; otherwise stores the message in the outbox an admin can read. */
export async function sendMail(message: MailMessage): Promise<{ delivery: 'smtp' | 'outbox' }> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    await smtp(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
    return { delivery: 'smtp' };
  }
  await getDb().insert(outboxMessages).values(message);
  log.info('mail stored in outbox', { to: message.to, subject: message.subject });
  return { delivery: 'outbox' };
}
