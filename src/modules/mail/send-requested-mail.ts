import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { AppError } from '@/server/errors';
import { getDb } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { adminLoginAlertMail, welcomeMail } from '@/server/mail/account-mails';
import { inRequestLanguage, recipientLocale } from '@/server/mail/recipient-locale';
import { sendMail } from '@/server/mail/send-mail';
import { assertCan } from '@/server/permissions';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { emailField } from '@/modules/accounts/schemas';

/** Spec 7: POST /api/email-adminlogin {to, loginEmail, loginTime}. */
export const adminLoginAlertSchema = z.object({
  to: emailField,
  loginEmail: emailField,
  loginTime: z.string({ message: 'errors.dateInvalid' }).max(64, 'errors.dateInvalid').refine((value) => !Number.isNaN(Date.parse(value)), 'errors.dateInvalid'),
});

/** Spec 7: POST /api/send-welcome-email {to, firstName}. */
export const welcomeRequestSchema = z.object({
  to: emailField,
  firstName: z.string().trim().max(100, 'errors.nameTooLong'),
});

/**
 * Admins only, about their own sign-in, and only to the configured alert address: never to an arbitrary one. In the
 * language of the account with that address, else the request's (`requestLocale`).
 */
export async function sendAdminLoginAlert(actor: Actor, input: z.infer<typeof adminLoginAlertSchema>, requestLocale: Locale): Promise<void> {
  assertCan(actor, 'send:admin-alert:own');
  if (input.to !== env().ADMIN_ALERT_EMAIL.toLowerCase()) throw new AppError(403, 'errors.recipientNotAllowed');
  if (input.loginEmail !== actor.email.toLowerCase()) throw new AppError(403, 'errors.recipientNotAllowed');
  await enforce({ key: `mail:admin-alert:${actor.id}`, max: 5, windowMs: 60 * 60 * 1000 });
  await inRequestLanguage(requestLocale, async () => sendMail(await adminLoginAlertMail(await recipientLocale(getDb(), input.to), input.to, input.loginEmail, new Date(input.loginTime))));
}

/** Only to the caller's own address, in their language (`requestLocale`: the profile's, else the page's). */
export async function sendRequestedWelcome(actor: Actor, input: z.infer<typeof welcomeRequestSchema>, requestLocale: Locale): Promise<void> {
  assertCan(actor, 'send:welcome:own');
  if (input.to !== actor.email.toLowerCase()) throw new AppError(403, 'errors.recipientNotAllowed');
  await enforce({ key: `mail:welcome:${actor.id}`, max: 3, windowMs: 60 * 60 * 1000 });
  await sendMail(await welcomeMail(requestLocale, input.to, input.firstName || actor.firstName));
}
