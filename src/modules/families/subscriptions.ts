import { childAwaitsConsent } from '@/modules/accounts/events';
import { subscribe } from '@/server/domain-events';
import { classRoster, type ClassRoster } from './class-roster';
import { recordConsentRequest } from './consent-request';

/**
 * How the families module reacts to the accounts module (decision 015), in its transaction: a child who may be under
 * 13 registered alone, so the parent they named is asked to agree (decision 030). And the class roster families reads
 * to decide which tutor sees a child, classes' read models handed in at start (decision 059). No 'server-only'.
 */
export function subscribeFamilies(roster: ClassRoster): void {
  classRoster.provide(roster);
  subscribe(childAwaitsConsent, 'families.ask-parent-consent', async (tx, request) => {
    const mailId = await recordConsentRequest(tx, request);
    return { queuedMail: mailId === null ? [] : [mailId] };
  });
}
