import { defineEvent } from '@/server/domain-events';

/*
 * What the accounts module lets others react to (decision 015). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/** A child who may be below their country's age of digital consent registered alone and named a parent's e-mail (decisions 030, 060). */
export interface ChildAwaitsConsent {
  childId: string;
  firstName: string;
  parentEmail: string;
  /** The child stated that they agree too, where the law asks it (France under 15, decision 060). */
  childAgreed?: boolean;
}

/** The families module records the request and queues the parent's mail; the ids are sent after the commit. */
export interface ChildAwaitsConsentResult {
  queuedMail: number[];
}

export const childAwaitsConsent = defineEvent<ChildAwaitsConsent, ChildAwaitsConsentResult>('accounts.child-awaits-consent');

/**
 * Something that guards an account changed (decision 037): a sign-in from a browser the account had not used, its
 * password, or its e-mail address. The notifications module tells the owner, always, by e-mail too.
 */
export type AccountSecurityChange =
  | { userId: string; change: 'new_sign_in'; device: string; browser?: string; system?: string }
  /** `by`: the owner in their settings, a reset link, or a parent for a child whose account they made (decision 029). */
  | { userId: string; change: 'password_changed'; by: 'self' | 'reset' | 'parent' }
  | { userId: string; change: 'email_changed'; oldEmail: string; newEmail: string };

export const accountSecurityChanged = defineEvent<AccountSecurityChange>('accounts.security-changed');
