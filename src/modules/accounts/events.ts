import { defineEvent } from '@/server/domain-events';

/*
 * What the accounts module lets others react to (decision 015). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/** A child who may be under 13 registered alone and named a parent's e-mail (decision 030). */
export interface ChildAwaitsConsent {
  childId: string;
  firstName: string;
  parentEmail: string;
}

/** The families module records the request and queues the parent's mail; the ids are sent after the commit. */
export interface ChildAwaitsConsentResult {
  queuedMail: number[];
}

export const childAwaitsConsent = defineEvent<ChildAwaitsConsent, ChildAwaitsConsentResult>('accounts.child-awaits-consent');
