/* The kinds of notification (decision 036), shared by the server and the screens (no zod, no 'server-only'). */

export const NOTIFICATION_TYPES = [
  'link_requested',
  'link_accepted',
  'link_declined',
  'link_ended',
  'link_approval_requested',
  'link_guardian_approved',
  'link_guardian_declined',
  'link_added',
  'guardian_added',
  'link_end_asked',
  'take_over_agreed',
  'take_over_declined',
  'country_consent_needed',
  'country_agreement_declined',
  'membership_requested',
  'membership_approved',
  'membership_declined',
  'assignment_given',
  'assignment_due_soon',
  'assignment_overdue',
  'feedback_received',
  'feedback_reply',
  'badge_earned',
  'orders_expired',
  'child_badge_earned',
  'weekly_report',
  'consent_requested',
  'journal_shared',
  'streak_at_risk',
  'new_sign_in',
  'password_changed',
  'email_changed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The emoji beside each kind in the list (decorative: the text says what happened). */
export const NOTIFICATION_ICON: Record<NotificationType, string> = {
  link_requested: '👋',
  link_accepted: '🤝',
  link_declined: '🙅',
  link_ended: '✂️',
  link_approval_requested: '🛡️',
  link_guardian_approved: '🤝',
  link_guardian_declined: '🙅',
  link_added: '👀',
  guardian_added: '👪',
  link_end_asked: '✋',
  take_over_agreed: '🤝',
  take_over_declined: '⏸️',
  country_consent_needed: '🌍',
  country_agreement_declined: '⏸️',
  membership_requested: '🏫',
  membership_approved: '✅',
  membership_declined: '🚫',
  assignment_given: '📝',
  assignment_due_soon: '⏰',
  assignment_overdue: '⌛',
  feedback_received: '💬',
  feedback_reply: '💬',
  badge_earned: '🏅',
  orders_expired: '⏳',
  child_badge_earned: '🏅',
  weekly_report: '📊',
  consent_requested: '🛡️',
  journal_shared: '📓',
  streak_at_risk: '🔥',
  new_sign_in: '🔐',
  password_changed: '🔑',
  email_changed: '✉️',
};

/**
 * What guards an account (decision 037): told to every role, always, and by e-mail at once whatever the settings or
 * the quiet hours say, like a password reset; so these e-mails have no unsubscribe.
 */
export const SECURITY_TYPES = ['new_sign_in', 'password_changed', 'email_changed'] as const satisfies readonly NotificationType[];

/** How many notifications a page of /notifications shows. */
export const NOTIFICATIONS_PER_PAGE = 30;
