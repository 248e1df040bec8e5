import { env } from '@/lib/env';
import type { MailMessage } from './send-mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Every message's HTML: a title, paragraphs, an optional button, and optional small links at the foot (a
 * notification's unsubscribe and settings, decision 036). `pasteHint` is the line under the button.
 */
export function mailLayout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string; pasteHint?: string },
  footer: { label: string; url: string }[] = [],
  lang = 'en',
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(action.pasteHint ?? 'Or paste this link into your browser:')} ${escapeHtml(action.url)}</p>`
    : '';
  const foot = footer.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#555">${escapeHtml(link.label)}</a>`).join(' · ');
  // The title names the message in a mail client's tab or preview; Arabic reads right to left (as every page does).
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:13px;color:#555">Academy${foot ? `<br>${foot}` : ''}</p></body></html>`;
}

const layout = (title: string, paragraphs: string[], action?: { label: string; url: string }) => mailLayout(title, paragraphs, action);

export function verificationMail(to: string, firstName: string, token: string): MailMessage {
  const url = `${env().APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [greeting, 'Please confirm your e-mail address for your Academy account. The link works for 24 hours.'];
  return {
    to,
    subject: 'Confirm your e-mail for Academy',
    text: `${lines.join('\n\n')}\n\nConfirm your e-mail: ${url}\n\nIf you did not create an account, you can ignore this message.`,
    html: layout('Confirm your e-mail', [...lines, 'If you did not create an account, you can ignore this message.'], { label: 'Confirm e-mail', url }),
  };
}

export function passwordResetMail(to: string, token: string): MailMessage {
  const url = `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  const lines = ['Someone asked to reset the password of your Academy account. The link works for one hour.'];
  return {
    to,
    subject: 'Reset your Academy password',
    text: `${lines.join('\n\n')}\n\nChoose a new password: ${url}\n\nIf this was not you, ignore this message: your password stays the same.`,
    html: layout('Reset your password', [...lines, 'If this was not you, ignore this message: your password stays the same.'], { label: 'Choose a new password', url }),
  };
}

/** Decision 018: someone registered with an address that already has an account; its owner is told, not the stranger. */
export function registrationAttemptMail(to: string): MailMessage {
  const login = `${env().APP_URL}/login`;
  const lines = [
    'Someone tried to create a new Academy account with this e-mail address, which already has one.',
    'If it was you: you can sign in with your existing account. Forgot your password? Choose "Forgot your password?" on the sign-in page.',
    'If it was not you, you can ignore this message: nothing has changed and no new account was made.',
  ];
  return {
    to,
    subject: 'Someone tried to register with your e-mail',
    text: `${lines.join('\n\n')}\n\nSign in: ${login}`,
    html: layout('Someone tried to register with your e-mail', lines, { label: 'Sign in', url: login }),
  };
}

/** Spec 7: POST /api/send-welcome-email {to, firstName}. */
export function welcomeMail(to: string, firstName: string): MailMessage {
  const lines = [`Welcome to Academy${firstName ? `, ${firstName}` : ''}!`, 'Your e-mail is confirmed. Lessons, badges and the market simulator are waiting for you.'];
  return {
    to,
    subject: 'Welcome to Academy',
    text: `${lines.join('\n\n')}\n\nStart here: ${env().APP_URL}/dashboard`,
    html: layout('Welcome to Academy', lines, { label: 'Open my dashboard', url: `${env().APP_URL}/dashboard` }),
  };
}

/** Spec 7: POST /api/email-adminlogin {to, loginEmail, loginTime}. */
export function adminLoginAlertMail(to: string, loginEmail: string, loginTime: string): MailMessage {
  const lines = [`An administrator account signed in: ${loginEmail}`, `Time: ${loginTime}`, 'If this was not expected, block the account in User management at once.'];
  return {
    to,
    subject: `Admin sign-in: ${loginEmail}`,
    text: lines.join('\n'),
    html: layout('Admin sign-in', lines),
  };
}

/** Decision 030: nobody agreed in time, so the child's account and its data are gone. */
export function consentLapsedMail(to: string, childFirstName: string): MailMessage {
  const lines = [
    `${childFirstName} created an Academy account and named this address for a parent's agreement. Nobody agreed within seven days, so the account and everything in it have now been deleted.`,
    'Nothing else is needed from you. Your child can register again at any time, or a parent can create an account for them from their own parent account.',
  ];
  return {
    to,
    subject: `${childFirstName}'s Academy account has been deleted`,
    text: lines.join('\n\n'),
    html: layout('The account has been deleted', lines),
  };
}

/** Decision 037: someone signed in asked to move their account to this address; it changes only once this is opened. */
export function emailChangeMail(to: string, firstName: string, token: string): MailMessage {
  const url = `${env().APP_URL}/settings/email?token=${encodeURIComponent(token)}`;
  const lines = [
    firstName ? `Hi ${firstName},` : 'Hi,',
    'You asked to use this address for your Academy account. Open the link, signed in to that account, to confirm it. The link works for 24 hours.',
    'If this was not you, ignore this message: nothing changes.',
  ];
  return {
    to,
    subject: 'Confirm your new e-mail for Academy',
    text: `${lines.join('\n\n')}\n\nConfirm the new address: ${url}`,
    html: layout('Confirm your new e-mail', lines, { label: 'Confirm the new address', url }),
  };
}

/** Decision 040: an invoice to pay by bank transfer, with the reference to quote and where to read it. */
export function invoiceIssuedMail(to: string, invoice: { number: string; amount: string; dueOn: string }): MailMessage {
  const url = `${env().APP_URL}/settings/billing/invoices/${encodeURIComponent(invoice.number)}`;
  const details = env().BILLING_TRANSFER_DETAILS.split('\\n').filter(Boolean);
  const lines = [
    `Your Academy invoice ${invoice.number} for ${invoice.amount} is ready.`,
    `Please pay it by bank transfer by ${invoice.dueOn}, quoting ${invoice.number} as the reference.`,
    ...details,
  ];
  return {
    to,
    subject: `Academy invoice ${invoice.number}`,
    text: `${lines.join('\n\n')}\n\nRead or print the invoice: ${url}`,
    html: layout(`Invoice ${invoice.number}`, lines, { label: 'Open the invoice', url }),
  };
}
