/** Constants from ../shared/SPEC.md, with the spec's words beside them. */

/** Spec 6's four roles, and a school's own admin (decision 061), who reaches only their school. */
export const ROLES = ['admin', 'parent', 'tutor', 'child', 'school_admin'] as const;
export type Role = (typeof ROLES)[number];
/** Spec 6: "Roles: admin, parent, tutor, child. Default child." */
export const DEFAULT_ROLE: Role = 'child';
/** Roles a person may pick when registering; admins come only from the seed, the CLI or another admin. */
export const SELF_SERVICE_ROLES = ['child', 'parent', 'tutor'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** Spec 9: "New-user window 5 minutes." */
export const NEW_USER_WINDOW_MS = 5 * 60 * 1000;
/**
 * Beyond the spec (OWASP ASVS 5.0 V7): the session made at registration lets an unverified account in for at most
 * this long after the account was created; and any session ends this long after sign-in, however active.
 */
export const UNVERIFIED_GRACE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a session made by a classroom card or a picture password lasts (decision 068): a school day on a shared
 * tablet, never extended by use, and its cookie goes when the browser closes; earlier if the tablet is left unused
 * (CLASSROOM_IDLE_TIMEOUT_MS). A password's lasts SESSION's 7 days.
 */
export const SHARED_DEVICE_SESSION_MS = 8 * 60 * 60 * 1000;
/**
 * A classroom session also ends after this long without a request by the child (decision 073): a tablet left signed
 * in over a break must not hand the child's account to whoever picks it up. A break is 15 to 20 minutes and a child
 * working on a lesson sends a request every few minutes at the most, so 15 minutes ends the session during the break
 * and hardly ever in the middle of work; signing in again takes a card scan or three taps.
 */
export const CLASSROOM_IDLE_DEFAULT_MINUTES = 15;
export const CLASSROOM_IDLE_TIMEOUT_MS = CLASSROOM_IDLE_DEFAULT_MINUTES * 60 * 1000;
/**
 * The limits a school admin may choose for their school instead (decision 073): a short break, a long one. Fewer than
 * 5 minutes would end a child's session while they read a lesson; more than 30 leaves a lunch break's tablet open.
 */
export const CLASSROOM_IDLE_MINUTES_CHOICES = [5, 10, 15, 20, 30] as const;
export type ClassroomIdleMinutes = (typeof CLASSROOM_IDLE_MINUTES_CHOICES)[number];
export function isClassroomIdleMinutes(value: unknown): value is ClassroomIdleMinutes {
  return (CLASSROOM_IDLE_MINUTES_CHOICES as readonly unknown[]).includes(value);
}
/** A classroom session's idle limit: the minutes its row keeps (its school's when it was made), else the default. */
export function classroomIdleMs(minutes: number | null | undefined): number {
  return (minutes ?? CLASSROOM_IDLE_DEFAULT_MINUTES) * 60 * 1000;
}
/** How often, at most, a request moves a classroom session's last activity on: one write a minute, not one a request. */
export const CLASSROOM_ACTIVITY_WRITE_EVERY_MS = 60 * 1000;
/** The ways a child signs in on a shared classroom tablet (decisions 066, 068). */
export const CLASSROOM_SIGN_INS = ['card', 'pictures'] as const;
export type ClassroomSignIn = (typeof CLASSROOM_SIGN_INS)[number];
/** Spec 9: "Role cookie 1 day." */
export const ROLE_COOKIE_MAX_AGE_S = 24 * 60 * 60;
export const ROLE_COOKIE = 'academy-role';
/** Spec 9: "Locale and currency cookies 365 days." */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Spec 9: "childRefCode 6 characters." Spec 3: uppercase letters and digits. */
export const CHILD_REF_CODE_LENGTH = 6;
export const CHILD_REF_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Spec 3: avatar defaults. */
export const DEFAULT_AVATAR_VARIANT = 'adventurer';
export const DEFAULT_AVATAR_SEED = 'default';
/** Spec 3/9: preference defaults. */
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_CURRENCY = 'USD';
/** Spec 9: "Functions time-out 70 s." Used as the request time-out (decision 002). */
export const REQUEST_TIMEOUT_MS = 70_000;

/** Account limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * Sign-in throttling (decision 017, OWASP ASVS 5.0 V6.3), each counted over SIGN_IN_FAILURE_WINDOW_MS:
 * failures of one account from one client address before that pair is refused (429);
 * failures from one client address across all accounts before the address is refused (429);
 * failures of one account from all addresses after which each further attempt waits, never refused:
 * SIGN_IN_SLOWDOWN_BASE_MS for the first, doubling, at most SIGN_IN_SLOWDOWN_MAX_MS;
 * audit entries (failures and throttling) per account, beyond which the events are only logged.
 */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_PAIR_FAILURE_LIMIT = 5;
export const SIGN_IN_ADDRESS_FAILURE_LIMIT = 30;
export const SIGN_IN_ACCOUNT_SLOWDOWN_AFTER = 10;
export const SIGN_IN_SLOWDOWN_BASE_MS = 500;
export const SIGN_IN_SLOWDOWN_MAX_MS = 4000;
export const SIGN_IN_AUDIT_LIMIT = 12;

/** Currencies a user can choose (amounts are stored in USD). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'SGD', 'INR', 'JPY', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Preference cookies (spec 9: 365 days). NEXT_LOCALE is next-intl's own name. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const CURRENCY_COOKIE = 'academy-currency';
export const MODE_COOKIE = 'academy-mode';
export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];
/** Spec 4: the custom browser event fired when light/dark changes. */
export const THEME_MODE_EVENT = 'theme-mode-changed';
/** How often the ticker's shared snapshot re-reads prices (one query per interval, whatever the number of viewers). */
export const TICKER_REFRESH_MS = 2000;
/** The browser's id for "a new sign-in" alerts (decision 037); 400 days, the longest a browser keeps a cookie. */
export const DEVICE_COOKIE = 'academy-device';
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
