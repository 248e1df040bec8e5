import { env } from '@/lib/env';
import type { MailMessage } from './send-mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:13px;color:#555">Academy</p></body></html>`;
}

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
