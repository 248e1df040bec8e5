import type { NotificationType } from './types';

/*
 * Which notifications may come by e-mail, to whom, and by default how (decision 036). Shared by the server and the
 * settings form (no zod, no 'server-only'). Children get no notification e-mail but the security ones (decision 037):
 * what concerns a child's account reaches their parent.
 */

export const EMAIL_DELIVERIES = ['off', 'immediate', 'daily', 'weekly'] as const;
/** The digests: a day's or a week's notifications of the kinds set to them, in one e-mail (digests.ts). */
export const DIGEST_PERIODS = ['daily', 'weekly'] as const;
export type DigestPeriod = (typeof DIGEST_PERIODS)[number];
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/**
 * The kinds each role may have e-mailed, with their default: what asks for an answer comes at once; news waits for
 * the week's digest (Duolingo's lesson: mail that nags gets ignored); the weekly report e-mail is opt-in. A consent
 * request is not among them: it always comes as its own e-mail, with the link to agree (decision 030), so its
 * notification stays in the app and the parent gets one e-mail, not two.
 */
export const EMAIL_DEFAULTS: Record<'parent' | 'tutor', Partial<Record<NotificationType, EmailDelivery>>> = {
  parent: { membership_requested: 'immediate', link_accepted: 'immediate', link_declined: 'immediate', link_ended: 'immediate', link_approval_requested: 'immediate', guardian_added: 'immediate', link_end_asked: 'immediate', link_guardian_approved: 'immediate', link_guardian_declined: 'immediate', take_over_agreed: 'immediate', take_over_declined: 'immediate', country_consent_needed: 'immediate', country_agreement_declined: 'immediate', child_badge_earned: 'weekly', journal_shared: 'weekly', weekly_report: 'off' },
  tutor: { membership_approved: 'immediate', membership_declined: 'immediate', feedback_reply: 'immediate', journal_shared: 'weekly' },
};

/** Kinds whose e-mail is its own message, made when it is due (the weekly report): on or off, never in a digest. */
export const OWN_MAIL_KINDS: readonly NotificationType[] = ['weekly_report'];

/** The kinds a role may choose for, in the settings' order; none for a child (or an admin, who gets none of these). */
export function emailTypesFor(role: string): NotificationType[] {
  return role === 'parent' || role === 'tutor' ? (Object.keys(EMAIL_DEFAULTS[role]) as NotificationType[]) : [];
}

export function defaultDelivery(role: string, type: NotificationType): EmailDelivery {
  return role === 'parent' || role === 'tutor' ? (EMAIL_DEFAULTS[role][type] ?? 'off') : 'off';
}

/**
 * When mail made at `now` may go out for someone whose quiet hours are `start`–`end` (hours 0–23 in `timeZone`;
 * start after end spans midnight): `now` outside them, else the end of the quiet time. Null hours: now.
 */
export function afterQuietHours(now: Date, quiet: { start: number | null; end: number | null; timeZone: string }): Date {
  if (quiet.start === null || quiet.end === null || quiet.start === quiet.end) return now;
  const hourOf = (date: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: quiet.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date));
  const quietAt = (date: Date) => {
    const hour = hourOf(date);
    return quiet.start! < quiet.end! ? hour >= quiet.start! && hour < quiet.end! : hour >= quiet.start! || hour < quiet.end!;
  };
  if (!quietAt(now)) return now;
  // Step forward to the top of each next hour until the quiet time is over (at most a day of steps).
  let at = new Date(Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600_000);
  for (let step = 0; step < 25 && quietAt(at); step++) at = new Date(at.getTime() + 3_600_000);
  return at;
}
